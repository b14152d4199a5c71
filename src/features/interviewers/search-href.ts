// Shared with the rendered /search/{query} page, which links its pager the same way.
export {
  INTERVIEWER_SEARCH_FORM,
  interviewerSearchHref as searchResultsHref,
  interviewerSearchMode,
} from '../../../functions/src/pages/search-paths.ts';
