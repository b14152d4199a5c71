// npm run insights:rebuild [-- --data-dir DIR] [--no-themes]
// Recomputes every insight from scratch (functions/src/domain/insights/rebuild.ts) in the data
// folder `npm start` uses: company insight documents from all published reviews, the themes of
// every interviewer, manager and company with enough reviews, and the medians of all companies.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { rebuildInsights } from '../functions/src/domain/insights/rebuild.ts';
import { openSqliteFromDataDir } from '../functions/src/platform/sqlite-from-data-dir.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'no-themes': { type: 'boolean', default: false },
  },
});
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? '.data');
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
console.log(`Rebuilding insights in ${dataDir} ...`);
const store = openSqliteFromDataDir(dataDir);
try {
  const report = await rebuildInsights(store, new Date(), {
    themes: !values['no-themes'],
    onProgress: (step) => console.log(`  ${elapsed().padStart(8)}  ${step}`),
  });
  console.log(
    `Done in ${elapsed()}: ${report.reviews.toLocaleString('en')} published reviews, ` +
      `${report.companies.toLocaleString('en')} companies, themes of ${report.themes.toLocaleString('en')} targets.`,
  );
} finally {
  await store.close();
}
