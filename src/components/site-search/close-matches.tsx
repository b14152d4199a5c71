import { SearchHitCard } from '@/components/site-search/search-hit-card';
import { SEARCH_GROUPS, type SiteSearchHit, searchEverything } from '@/lib/site-search';
import { useAsyncData } from '@/lib/use-async-data';

/** Shortest stem tried, and how many hits are offered. */
const MIN_PREFIX = 3;
const MAX_TRIES = 4;
const SHOWN = 5;

/**
 * The shorter forms of a query tried after it found nothing: its last word cut one letter at a time
 * ("harbr" -> "harb", "har"), never under MIN_PREFIX letters, at most MAX_TRIES. Search matches word
 * prefixes, so a typo late in a name still finds it.
 */
export function shorterQueries(query: string): string[] {
  const words = query.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const head = words.length > 0 ? `${words.join(' ')} ` : '';
  const tries: string[] = [];
  for (let end = last.length - 1; end >= MIN_PREFIX && tries.length < MAX_TRIES; end--) {
    tries.push(`${head}${last.slice(0, end)}`);
  }
  return tries;
}

async function firstMatches(query: string, signal: AbortSignal) {
  for (const shorter of shorterQueries(query)) {
    const { data } = await searchEverything(shorter, SHOWN, signal);
    const hits = SEARCH_GROUPS.flatMap(({ kind }) => data[kind].items);
    if (hits.length > 0) return { shorter, hits: hits.slice(0, SHOWN) };
  }
  return null;
}

/**
 * Under "No results found": the names a shorter spelling finds ("Did you mean…"), as a stranger with
 * a typo expects from a search box, instead of a dead end.
 */
export function CloseMatches({ query }: { query: string }) {
  const { state } = useAsyncData(shorterQueries(query).length > 0 ? query : null, (signal) =>
    firstMatches(query, signal),
  );
  if (state.status !== 'ready' || !state.data) return null;
  const { shorter, hits } = state.data;
  return (
    <section className="sr-group sr-close" aria-label="Did you mean">
      <h2>Did you mean…</h2>
      <p className="rk-muted">What “{shorter}” finds, a shorter spelling:</p>
      <ul className="sr-list">
        {hits.map((hit: SiteSearchHit) => (
          <li key={`${hit.kind}-${hit.id}`}>
            <SearchHitCard hit={hit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
