// Shared with the rendered /searchresults page, which links its pager the same way.
export { pageFromParam, searchResultsHref } from '../../../functions/src/pages/search-paths.ts';
