// Shared with the rendered /searchresults page, which links its pager the same way.
export {
  MANAGER_SEARCH_FORM,
  pageFromParam,
  searchResultsHref,
} from '../../../functions/src/pages/search-paths.ts';
