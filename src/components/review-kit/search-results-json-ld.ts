import { absoluteUrl } from '@/config/site';
import {
  type ResultsPage,
  searchResultsJsonLd as resultsJsonLd,
} from '../../../functions/src/domain/text/structured-data.ts';

/** SearchResultsPage structured data for a page of search results, as the rendered pages give it. */
export function searchResultsJsonLd(page: ResultsPage): Record<string, unknown> {
  return resultsJsonLd(page, absoluteUrl);
}
