// Which pairs of sets can be near duplicates, without comparing every pair: prefix filtering
// (Bayardo, Ma and Srikant, "Scaling up all pairs similarity search", 2007). Comparing all pairs of
// the insights job's 2,000 recent reviews held the API's event loop for seconds every run (found by
// profiling the load benchmark, issue 19). Exact: no pair whose Jaccard similarity reaches the
// threshold is left out; the caller still measures each candidate.

/**
 * Pairs [i, j] (i < j, in that order) of `sets` whose Jaccard similarity may be `threshold` (0..1]
 * or more. With tokens in one global order (rarest first), two sets with Jaccard >= t share a token
 * among the first |A| - ceil(t * |A|) + 1 of each, and their sizes differ by at most that ratio.
 */
export function similarPairs(sets: readonly ReadonlySet<string>[], threshold: number): [number, number][] {
  // A hair below the threshold: callers compare with similarities rounded to 6 decimals.
  const t = Math.max(threshold - 1e-6, 0);
  if (t === 0) return allPairs(sets.length);
  const frequency = new Map<string, number>();
  for (const set of sets) for (const token of set) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  const order = (a: string, b: string) =>
    (frequency.get(a) as number) - (frequency.get(b) as number) || (a < b ? -1 : a > b ? 1 : 0);
  const index = new Map<string, number[]>();
  const pairs: [number, number][] = [];
  sets.forEach((set, j) => {
    const size = set.size;
    const prefix = [...set].sort(order).slice(0, size - Math.ceil(t * size) + 1);
    const seen = new Set<number>();
    for (const token of prefix) {
      for (const i of index.get(token) ?? []) {
        if (seen.has(i)) continue;
        seen.add(i);
        const other = (sets[i] as ReadonlySet<string>).size;
        if (Math.min(size, other) >= t * Math.max(size, other)) pairs.push([i, j]);
      }
    }
    for (const token of prefix) index.set(token, [...(index.get(token) ?? []), j]);
  });
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

function allPairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}
