// Share images and the sitemap (issue 15) on a seeded data folder:
//   node bench/share-bench.ts [--data-dir DIR]     (default /tmp/share-large; npm run seed -- --size large --data-dir DIR)
// Prints: the sitemap index and one full page (the interviewers', 20,000 URLs at the large seed),
// built from the store and then answered from memory, beside a floor (the same documents read by
// one plain store query, no XML); and a share card drawn cold (the process's first: WebAssembly and
// fonts load), drawn for another profile, and answered from the cache. Absolute times are noise on a
// loaded machine; compare the figures of one run.
import { parseArgs } from 'node:util';
import { INTERVIEWERS } from '../functions/src/domain/interviewers/interviewer.ts';
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
await store.close();
