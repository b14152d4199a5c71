// Shared with the rendered /searchresults page, which links its pager and reads its answer the same way.
export {
  MANAGER_SEARCH_FORM,
  managerSearchAnswerPath,
  pageFromParam,
  searchResultsHref,
} from '../../../functions/src/pages/search-paths.ts';
