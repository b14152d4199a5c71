// Shared with the rendered /search/{query} page, which links its pager the same way.
export { interviewerSearchHref as searchResultsHref } from '../../../functions/src/pages/search-paths.ts';
