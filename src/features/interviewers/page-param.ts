/** ?page= as a page number: 1 unless it is a whole number from 1 to 100 (the API's bound; shared with the rendered page). */
export { interviewerSearchPage as pageFromParam } from '../../../functions/src/pages/search-paths.ts';
