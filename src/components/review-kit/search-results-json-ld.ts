import { absoluteUrl } from '@/config/site';

type ResultsPage = {
  /** The page's name ('Search results for "ada"'). */
  name: string;
  path: string;
  total: number;
  /** Position of the first item on this page, 1-based. */
  first: number;
  /** Each result's path and name. */
  items: { path: string; name: string }[];
};

/** SearchResultsPage structured data for a page of search results (DESIGN.md section 7). */
export function searchResultsJsonLd({
  name,
  path,
  total,
  first,
  items,
}: ResultsPage): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SearchResultsPage',
    name,
    url: absoluteUrl(path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: total,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: first + index,
        url: absoluteUrl(item.path),
        name: item.name,
      })),
    },
  };
}
