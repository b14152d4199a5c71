// npm run seed -- --size small|medium|large [--data-dir DIR] [--force]
// Loads a realistic data set of that size into the data folder `npm start`
// serves (scripts/seed/scale/). Refuses a folder that already holds data
// unless --force.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NotEmptyError } from './seed/scale/load-sqlite.ts';
import { seedScale } from './seed/scale/scale-seed.ts';
import { isSizeName, SIZE_NAMES, SIZES } from './seed/scale/sizes.ts';

const USAGE = `Usage: npm run seed -- --size ${SIZE_NAMES.join('|')} [--data-dir DIR] [--force]
  --size      small (1/100 of large), medium (1/10) or large (20,000 interviewers,
              20,000 managers at 2,000 companies, 200,000 reviews)
  --data-dir  the data folder (default: $DATA_DIR, else .data: the one npm start uses)
  --force     replace a database that already holds data`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: { size?: string; 'data-dir'?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        size: { type: 'string' },
        'data-dir': { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const sizeName = values.size ?? '';
  if (!isSizeName(sizeName)) fail(values.size ? `Unknown size "${values.size}".` : 'Say which --size.');
  const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? '.data');

  const started = performance.now();
  console.log(`Seeding ${sizeName} data into ${dataDir} ...`);
  try {
    const report = await seedScale({
      dataDir,
      size: SIZES[sizeName],
      force: values.force === true,
      now: new Date(),
    });
    const width = Math.max(...Object.keys(report.counts).map((c) => c.length));
    let total = 0;
    for (const [collection, count] of Object.entries(report.counts)) {
      console.log(`  ${collection.padEnd(width)}  ${count.toLocaleString('en')}`);
      total += count;
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `${total.toLocaleString('en')} documents in ${seconds(performance.now() - started)} ` +
        `(generated in ${seconds(report.generateMs)}, written in ${seconds(report.loadMs)}).`,
    );
    console.log(`Serve it with: DATA_DIR=${dataDir} npm start`);
  } catch (error) {
    if (error instanceof NotEmptyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

await main();
