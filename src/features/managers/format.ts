/** "Head Chef at Harbor & Vine Bistro" (shared with the rendered pages). */
export { positionAtCompany } from '../../../functions/src/domain/text/display-text.ts';
