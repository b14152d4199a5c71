// Share images and the sitemap (issue 15) on a seeded data folder:
//   node bench/share-bench.ts [--data-dir DIR]     (default /tmp/share-large; npm run seed -- --size large --data-dir DIR)
// Prints: the sitemap index and one full page (the interviewers', 20,000 URLs at the large seed),
// built from the store and then answered from memory, beside a floor (the same documents read by
// one plain store query, no XML); and a share card drawn cold (the process's first: WebAssembly and
// fonts load), drawn for another profile, and answered from the cache; then the longest event-loop
// stall while 10 new cards are drawn at once, in the drawing thread (card-drawer.ts) and, beside it,
// on the event loop as before. Absolute times are noise on a loaded machine; compare the figures of one run.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { INTERVIEWERS } from '../functions/src/domain/interviewers/interviewer.ts';
import { renderCard } from '../functions/src/http/share-image/render-card.ts';
import { ShareImages } from '../functions/src/http/share-image/share-images.ts';
import { Sitemaps } from '../functions/src/http/sitemap/sitemaps.ts';
import { openSqliteFromDataDir } from '../functions/src/platform/sqlite-from-data-dir.ts';
import { DOCUMENT_ID } from '../functions/src/store/document-store.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: '/tmp/share-large' } } });
const store = openSqliteFromDataDir(values['data-dir'] as string);
const ORIGIN = 'https://rate.example';

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;

// The store makes no writes here, so the version stays put and the cache keeps what it built.
const sitemaps = new Sitemaps(
  store,
  () => 0,
  () => Date.now(),
);
const [indexCold, index] = await timed(() => sitemaps.index(ORIGIN));
const [indexWarm] = await timed(() => sitemaps.index(ORIGIN));
const [pageCold, page] = await timed(() => sitemaps.page('interviewers-1.xml', ORIGIN));
const pageWarm = median(
  await Promise.all(
    Array.from(
      { length: 1 },
      async () => (await timed(() => sitemaps.page('interviewers-1.xml', ORIGIN)))[0],
    ),
  ),
);
const [floor, docs] = await timed(() =>
  store.query({ collection: INTERVIEWERS, orderBy: [{ field: DOCUMENT_ID }], limit: 50_000 }),
);
const urls = (page ?? '').split('<url>').length - 1;
console.log('sitemap (large seed: 20,000 interviewers, 20,000 managers, 2,000 companies)');
console.log(
  `  index          cold ${ms(indexCold)}   from memory ${ms(indexWarm)}   (${(index.match(/<sitemap>/g) ?? []).length} pages)`,
);
console.log(
  `  interviewers-1 cold ${ms(pageCold)}   from memory ${ms(pageWarm)}   (${urls} URLs, ${Math.round((page ?? '').length / 1024)} KB)`,
);
console.log(`  floor: one store query of the same ${docs.length} documents, no XML: ${ms(floor)}`);

const images = new ShareImages();
const ids = docs.slice(0, 21).map((d) => d.id);
const draw = async (id: string) => {
  const { card, version } = await images.card(store, 'interviewer', id);
  return images.image('interviewer', id, card, version);
};
const [first, png] = await timed(() => draw(ids[0] as string));
const misses: number[] = [];
for (const id of ids.slice(1, 11)) misses.push((await timed(() => draw(id)))[0]);
const hits: number[] = [];
for (let i = 0; i < 50; i += 1) hits.push((await timed(() => draw(ids[1 + (i % 10)] as string)))[0]);
console.log('share image (interviewer card)');
console.log(
  `  first in the process (WebAssembly and fonts load): ${ms(first)}, ${Math.round(png.png.byteLength / 1024)} KB`,
);
console.log(`  drawn (median of 10 profiles): ${ms(median(misses))}`);
console.log(
  `  from the cache (point read + lookup, median of 50): ${ms(median(hits))}   drawings: ${images.renders}`,
);

/** Event-loop delay while `work` runs: its longest stall and its 99th percentile. */
async function stalls(work: () => Promise<unknown>): Promise<string> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await work();
  delay.disable();
  return `longest ${ms(delay.max / 1e6)}, p99 ${ms(delay.percentile(99) / 1e6)}`;
}
const burst = docs.slice(21, 41).map((d) => d.id);
const cards = await Promise.all(burst.map((id) => images.card(store, 'interviewer', id)));
const inThread = await stalls(() =>
  Promise.all(
    cards
      .slice(0, 10)
      .map(({ card, version }, i) => images.image('interviewer', burst[i] as string, card, version)),
  ),
);
const onLoop = await stalls(() => Promise.all(cards.slice(10).map(({ card }) => renderCard(card))));
console.log('a burst of 10 new cards at once: event-loop delay');
console.log(`  drawn in the drawing thread: ${inThread}`);
console.log(`  drawn on the event loop (before): ${onLoop}`);
await store.close();
