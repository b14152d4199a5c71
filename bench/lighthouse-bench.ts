// Page benchmark (issue 8): Lighthouse on the main pages of the running product, with Lighthouse's
// default mobile settings (emulated Moto G Power, simulated throttling). Starts the product as
// `npm start` does (scripts/start.ts on free ports, SKIP_BUILD=1, a fresh data folder seeded with
// the demo data), finds real ids through the API, audits each page in a fresh headless Chromium and
// prints a table of scores and metrics, then every audit that keeps a page below 1.0.
// A benchmark prints figures: it exits non-zero only when it cannot run, never because of scores.
//
//   npm run bench:pages                     (builds the PWA first when dist/ is older than the sources)
//   npm run bench:pages -- --data-dir DIR   measure on a copy of an existing data folder (for example
//                                           one filled by `npm run seed -- --size large --data-dir DIR`)
//   npm run bench:pages -- --pages landing,manager --runs 3
//                                           only some pages; several runs a page, the median one reported
//
// Full JSON reports are written to bench/results/lighthouse/ (git-ignored), viewable at
// https://googlechrome.github.io/lighthouse/viewer/.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { companyHref, managerHref } from '../functions/src/http/profile-paths.ts';
import { buildWebIfStale } from '../scripts/lib/build-web.ts';
import { REPO_ROOT } from '../scripts/lib/firebase-emulators.ts';
import { startProduct } from '../scripts/lib/start-product.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};
// interviewer, manager, company and faq are rendered pages (issue 15): their HTML carries the head and content.
const PAGE_NAMES = ['landing', 'interviewer', 'manager', 'company', 'search', 'companies', 'faq'] as const;
type PageName = (typeof PAGE_NAMES)[number];
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results', 'lighthouse');

type Options = { dataDir: string | undefined; pages: PageName[]; runs: number };

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      pages: { type: 'string' },
      runs: { type: 'string', default: '1' },
    },
  });
  const pages = (values.pages?.split(',').map((p) => p.trim()) ?? [...PAGE_NAMES]) as PageName[];
  for (const p of pages) {
    if (!PAGE_NAMES.includes(p)) throw new Error(`Unknown page "${p}"; pages are ${PAGE_NAMES.join(', ')}.`);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number.');
  return { dataDir: values['data-dir'], pages, runs };
}

// ---------------------------------------------------------------------------------------------
// The product, as npm start brings it up, on a copy of the given data folder.

type Product = { baseUrl: string; stop: () => Promise<void> };

async function startBenchProduct(sourceDataDir: string | undefined): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rmi-bench-pages-'));
  if (sourceDataDir) {
    const source = resolve(sourceDataDir);
    if (!existsSync(source)) throw new Error(`--data-dir ${source} does not exist.`);
    console.log(`Copying ${source} to ${dataDir} (the original is left untouched)...`);
    cpSync(source, dataDir, { recursive: true });
    // Emulator working files of a previous run are not data; a stale lock would only get in the way.
    rmSync(join(dataDir, 'emulators'), { recursive: true, force: true });
  }
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const product = await startProduct({ dataDir, env: { SKIP_BUILD: '1' }, readyTimeoutMs: 180_000 });
    return {
      baseUrl: product.baseUrl,
      stop: async () => {
        await product.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Real ids, found through the API.

type Named = { _id: string; name: string; reviewCount: number };

async function getJson<T>(url: string): Promise<{ body: T; total: number | null }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  const total = res.headers.get('X-Total-Count');
  return { body: (await res.json()) as T, total: total === null ? null : Number(total) };
}

const mostReviewed = <T extends Named>(items: T[]): T | undefined =>
  items.filter((i) => i.reviewCount > 0).sort((a, b) => b.reviewCount - a.reviewCount)[0];

async function findPages(baseUrl: string, wanted: PageName[]): Promise<Map<PageName, string>> {
  const api = `${baseUrl}/api`;
  const urls = new Map<PageName, string>();
  urls.set('landing', `${baseUrl}/`);
  urls.set('companies', `${baseUrl}/All-Companies`);
  urls.set('faq', `${baseUrl}/faq`);

  if (wanted.includes('interviewer') || wanted.includes('search')) {
    const interviewers: Named[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body, total } = await getJson<Named[]>(`${api}/interviewers?limit=50&page=${page}`);
      interviewers.push(...body);
      if (body.length < 50 || (total !== null && interviewers.length >= total)) break;
    }
    const interviewer = mostReviewed(interviewers);
    if (!interviewer) throw new Error('No interviewer with reviews in the data: seed some first.');
    urls.set('interviewer', `${baseUrl}/interviewers/${encodeURIComponent(interviewer._id)}`);
    console.log(`Interviewer: ${interviewer.name} (${interviewer.reviewCount} reviews)`);

    // An interviewer search by name that has results: the first word of a name, else the full name.
    const candidates = [interviewer.name.split(/\s+/)[0] ?? '', interviewer.name].filter(Boolean);
    let query: string | undefined;
    for (const q of candidates) {
      const { body, total } = await getJson<Named[]>(
        `${api}/interviewers/search/${encodeURIComponent(q)}?searchMode=name`,
      );
      if (body.length > 0) {
        query = q;
        console.log(`Search: "${q}" (${total ?? body.length} results)`);
        break;
      }
    }
    if (!query)
      throw new Error(`No interviewer search by name with results (tried ${candidates.join(', ')}).`);
    urls.set('search', `${baseUrl}/search/${encodeURIComponent(query)}`);
  }

  if (wanted.includes('manager')) {
    const companies = (await getJson<{ _id: string; name: string }[]>(`${api}/companies?limit=20`)).body;
    const managers: Named[] = [];
    for (const company of companies) {
      const { body } = await getJson<Named[]>(
        `${api}/managers/search/${encodeURIComponent(company.name)}?searchMode=company&limit=50`,
      );
      managers.push(...body);
    }
    const manager = mostReviewed(managers);
    if (!manager) throw new Error('No manager with reviews in the data: seed some first.');
    // The canonical address (any other slug is a 301, which Lighthouse would count).
    urls.set('manager', `${baseUrl}${managerHref(manager)}`);
    console.log(`Manager: ${manager.name} (${manager.reviewCount} reviews)`);
  }
  if (wanted.includes('company')) {
    const companies = (
      await getJson<{ _id: string; name: string; slug: string; totalReviews: number }[]>(
        `${api}/companies?sort=top`,
      )
    ).body;
    const company = companies[0];
    if (!company) throw new Error('No company in the data: seed some first.');
    urls.set('company', `${baseUrl}${companyHref(company)}`);
    console.log(`Company: ${company.name}`);
  }
  return urls;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

async function audit(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    // No config: Lighthouse's defaults, i.e. mobile form factor with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const score = (lhr: Result, category: string): number | null => lhr.categories[category]?.score ?? null;

const numeric = (lhr: Result, id: string): number | undefined => lhr.audits[id]?.numericValue;

/** Of several runs of one page, the one with the median performance score. */
function median(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)] as Result;
}

// ---------------------------------------------------------------------------------------------
// Report.

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

function printTable(results: Map<PageName, Result[]>): void {
  const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'CLS', 'TBT'];
  const widths = [12, 6, 6, 8, 6, 8, 7, 8];
  const fmtScore = (s: number | null, target: number) =>
    s === null ? 'n/a' : `${Math.round(s * 100)}${s < target ? '*' : ''}`;
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i] ?? 8, i > 0)).join(' ');
  console.log(`\n${line(header)}`);
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const [page, runs] of results) {
    const lhr = median(runs);
    const lcp = numeric(lhr, 'largest-contentful-paint');
    const cls = numeric(lhr, 'cumulative-layout-shift');
    const tbt = numeric(lhr, 'total-blocking-time');
    const perfRuns =
      runs.length > 1 ? ` (runs: ${runs.map((r) => fmtPercent(score(r, 'performance'))).join(', ')})` : '';
    console.log(
      line([
        page,
        fmtScore(score(lhr, 'performance'), TARGETS.performance),
        fmtScore(score(lhr, 'accessibility'), TARGETS.accessibility),
        fmtScore(score(lhr, 'best-practices'), TARGETS['best-practices']),
        fmtScore(score(lhr, 'seo'), TARGETS.seo),
        lcp === undefined ? 'n/a' : `${(lcp / 1000).toFixed(2)} s`,
        cls === undefined ? 'n/a' : cls.toFixed(3),
        tbt === undefined ? 'n/a' : `${Math.round(tbt)} ms`,
      ]) + perfRuns,
    );
  }
  console.log(
    `\n* below target (performance ${TARGETS.performance * 100}, the others 100). Mobile: emulated Moto G Power, simulated throttling.`,
  );
}

function fmtPercent(s: number | null): string {
  return s === null ? 'n/a' : String(Math.round(s * 100));
}

type AuditResult = Result['audits'][string];

/** A few items of an audit's details (elements, URLs), so that a failure can be found in the code. */
function describeItems(audit: AuditResult, max = 4): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const items = details?.items ?? [];
  const lines: string[] = [];
  for (const item of items.slice(0, max)) {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const parts: string[] = [];
    if (node?.selector) parts.push(node.selector);
    if (node?.snippet) parts.push(node.snippet.replace(/\s+/g, ' ').slice(0, 140));
    if (typeof item.url === 'string') parts.push(item.url);
    if (typeof item.source === 'object' && item.source && 'url' in item.source) {
      parts.push(String((item.source as { url: unknown }).url));
    }
    if (typeof item.groupLabel === 'string') parts.push(item.groupLabel);
    if (typeof item.description === 'string') parts.push(item.description.slice(0, 160));
    if (typeof item.duration === 'number') parts.push(`${Math.round(item.duration)} ms`);
    if (typeof item.total === 'number') parts.push(`${Math.round(item.total)} ms`);
    if (typeof item.wastedMs === 'number') parts.push(`${Math.round(item.wastedMs)} ms`);
    if (typeof item.wastedBytes === 'number') parts.push(`${Math.round(item.wastedBytes / 1024)} KiB`);
    if (parts.length > 0) lines.push(parts.join('  '));
  }
  if (items.length > max) lines.push(`... and ${items.length - max} more`);
  return lines;
}

function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    if (!cat) continue;
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1) continue;
      if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
      if (category === 'performance') {
        // The metrics are in the table; list what could be improved (opportunities, insights, diagnostics).
        if (ref.group === 'metrics' || (a.scoreDisplayMode === 'numeric' && !a.details)) continue;
        if (a.scoreDisplayMode === 'informative' && !a.displayValue) continue;
      } else if (a.scoreDisplayMode === 'informative') {
        continue;
      }
      const value = a.displayValue ? ` (${a.displayValue})` : '';
      lines.push(`  [${category}] ${a.id}: ${a.title}${value}`);
      for (const item of describeItems(a)) lines.push(`      ${item}`);
    }
  }
  return lines;
}

function printFailures(results: Map<PageName, Result[]>, urls: Map<PageName, string>): void {
  console.log('\nAudits below 1.0 (accessibility, best practices, SEO) and performance opportunities:');
  for (const [page, runs] of results) {
    const lines = failingAudits(median(runs));
    console.log(`\n${page}  ${urls.get(page)}`);
    console.log(lines.length > 0 ? lines.join('\n') : '  none');
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const options = parseOptions();
  // What is measured is the production build of the current sources (as `npm start` serves it).
  buildWebIfStale(join(REPO_ROOT, 'dist'));
  if (!existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH} (set CHROME_PATH).`);

  console.log('Starting the product (scripts/start.ts, SKIP_BUILD=1)...');
  const product = await startBenchProduct(options.dataDir);
  const onSignal = () => {
    void product.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`Up at ${product.baseUrl}`);
    const urls = await findPages(product.baseUrl, options.pages);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const results = new Map<PageName, Result[]>();
    for (const page of options.pages) {
      const url = urls.get(page) as string;
      const runs: Result[] = [];
      for (let run = 1; run <= options.runs; run++) {
        console.log(`Lighthouse ${page}${options.runs > 1 ? ` run ${run}/${options.runs}` : ''}: ${url}`);
        const lhr = await audit(url);
        runs.push(lhr);
        writeFileSync(
          join(RESULTS_DIR, `${page}${options.runs > 1 ? `-${run}` : ''}.json`),
          JSON.stringify(lhr),
        );
      }
      results.set(page, runs);
    }
    printTable(results);
    printFailures(results, urls);
    console.log(`\nFull reports: ${RESULTS_DIR}`);
  } finally {
    await product.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench:pages failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
}
