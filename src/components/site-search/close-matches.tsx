import { SearchHitCard } from '@/components/site-search/search-hit-card';
import { SEARCH_GROUPS, type SiteSearchHit, searchEverything } from '@/lib/site-search';
import { useAsyncData } from '@/lib/use-async-data';
import { spelledLike } from '../../../functions/src/domain/text/close-spelling.ts';

/** Shortest stem tried, hits of each kind read per stem, and how many hits are offered. */
const MIN_PREFIX = 3;
const MAX_TRIES = 4;
const READ = 20;
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

/**
 * The hits of the longest stem that finds a name spelled like the whole word typed: "lea" finds "Léa", but
 * "Léa" is no spelling of "lead", so it is not offered (nor a person found only through their company).
 */
async function firstMatches(query: string, signal: AbortSignal) {
  for (const shorter of shorterQueries(query)) {
    const { data } = await searchEverything(shorter, READ, signal);
    const hits = SEARCH_GROUPS.flatMap(({ kind }) => data[kind].items).filter((hit) =>
      spelledLike(query, hit.name),
    );
    if (hits.length > 0) return hits.slice(0, SHOWN);
  }
  return null;
}

/**
 * Under "No results found": names spelled like the word typed ("Did you mean…"), as a stranger with a
 * typo expects from a search box, instead of a dead end.
 */
export function CloseMatches({ query }: { query: string }) {
  const { state } = useAsyncData(shorterQueries(query).length > 0 ? query : null, (signal) =>
    firstMatches(query, signal),
  );
  if (state.status !== 'ready' || !state.data) return null;
  return (
    <section className="sr-group sr-close" aria-label="Did you mean">
      <h2>Did you mean…</h2>
      <p className="rk-muted">Names spelled like “{query.trim()}”:</p>
      <ul className="sr-list">
        {state.data.map((hit: SiteSearchHit) => (
          <li key={`${hit.kind}-${hit.id}`}>
            <SearchHitCard hit={hit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
