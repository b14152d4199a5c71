/** 'Engineering Manager at Northwind Analytics', or just the company without a position (shared with the rendered pages). */
export { interviewerPositionAtCompany as positionAtCompany } from '../../../functions/src/domain/text/display-text.ts';
