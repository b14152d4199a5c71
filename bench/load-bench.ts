// API load benchmark (issue 8): the product as `npm start` runs it (Auth
// emulator + API on SQLite), in a child process on free ports, seeded at
// scale; autocannon in this process drives each scenario with 50 concurrent
// connections for 10 seconds. The floor is a bare node:http server (its own
// child process) that answers the very bytes and headers of one of the
// scenario's answers (reads; for writes, filler of the mean size), measured
// with the same settings; a read and its floor take turns in slices of the run
// (--slices, default 5), so both see the same moments of a shared machine. Prints req/s, median and p99
// latency, errors, answer size and the share of the floor's throughput.
// The write floor (issue 19) also writes, per request, as many documents as the
// write mix did on average (counted in the product by bench/support/product-probe.ts)
// in one SQLite transaction, made durable as the embedded store does (floor-server.ts).
// The -web scenarios read through the web origin (the PWA's port, /api served
// in-process) and are also compared with the same read on the API port, taking
// turns with it in the same slices, each against a floor sending its own head and
// body (the web origin's head carries Hosting's ~1 KB of headers, which cost the
// load generator on the same cores too): the ratio of their shares of their floors.
// Targets: reads at >= 40% of the floor, p99 < 50 ms, no errors; the write
// mix >= 40% of its floor, p99 < 100 ms, no errors; the web origin within 10%
// of the API port. It prints figures and exits 0 whatever they are; non-zero
// only when it cannot run.
//
//   npm run bench:load                                 seeds --size large into a temp folder
//   npm run bench:load -- --data-dir DIR               a seeded folder (copied first; the original is not changed)
//   npm run bench:load -- --duration 5 --only profile-interviewer,write-mix
//
// Options: --size small|medium|large, --duration S, --warmup S, --connections N,
// --users N (accounts for the write mix, default 1000: at about 1,000 writes a second, 400 ran out
// of their daily review limits within a run and the cheap 429s flattered the figures),
// --only a,b, --json FILE, --keep (keep the temp folder),
// --slices N (turns a read row's servers take, default 5; 1: one after the other),
// --cpu-prof DIR (a CPU profile of the API process per scenario, DIR/<scenario>.cpuprofile, and
// DIR/<scenario>.api-port.cpuprofile for the API-port read of a -web row; one slice each),
// --writes all|reviews|votes (the write mix's kinds: all, or only reviews or only votes, to see what each costs),
// --with-insights (keep the insights job's 10-second timer on; off by default, as it runs on instances
// of its own in production), --without-caller-cache (signed-in reads without the embedded default's
// per-account cache, as production answers them: the first read of a page).
// Scenario keys for --only: profile-interviewer, profile-interviewer-many, profile-manager,
// profile-manager-page, search-name, search-name-many, search-company, review-list, review-list-all,
// review-list-signed-in, review-context, review-context-many, list-page, list-page-signed-in, insights-company,
// insights-company-many, profile-manager-web, profile-manager-page-web, review-context-web, page-interviewer,
// page-interviewer-many, page-interviewer-br, page-manager, write-mix. The page-* scenarios are the rendered HTML pages (issue 15)
// on the web port, beside the JSON answers they are made from (profile-interviewer, profile-manager-page);
// the *-web ones read through the web origin in turns with the same read on the API port (issue 19 item 5).
// The -many scenarios rotate over many URLs (--rotation N, default 500), so a response cache is measured
// on a working set, not one answer.
// dist/ must be built (npm run build:web): start.ts serves the PWA too, and the
// benchmark does not build it.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { get as httpGet } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { REPO_ROOT } from '../scripts/lib/firebase-emulators.ts';
import { treeCpuMs } from './support/cpu.ts';
import { discoverTargets, REVIEW_PAGE, type Targets } from './support/discover.ts';
import type { FloorConfig } from './support/floor-server.ts';
import { type Floor, type Product, startBenchedProduct, startFloor } from './support/processes.ts';
import type { ProbeStats } from './support/product-probe.ts';
import { type BenchUser, createUsers, openProfiles } from './support/users.ts';
import {
  WRITE_SELECTIONS,
  type WriteKind,
  WriteMix,
  type WriteRequest,
  type WriteSelection,
} from './support/write-mix.ts';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    size: { type: 'string', default: 'large' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '1000' },
    rotation: { type: 'string', default: '500' },
    slices: { type: 'string', default: '5' },
    only: { type: 'string' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'with-insights': { type: 'boolean', default: false },
    'without-caller-cache': { type: 'boolean', default: false },
    writes: { type: 'string', default: 'all' },
  },
});

const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const USERS = Number(args.users);
const ROTATION = Number(args.rotation);
if (!WRITE_SELECTIONS.includes(args.writes as WriteSelection))
  throw new Error(`--writes must be one of ${WRITE_SELECTIONS.join(', ')}.`);
/** Which writes the write mix sends (--writes): all four kinds, or only reviews or only votes. */
const WRITES = args.writes as WriteSelection;
/** Turns each read row's servers take in its measurement (measureInterleaved). */
const SLICES = Math.max(1, Number(args.slices));
const TARGET_SHARE = 0.4;
const TARGET_P99_MS = 50;
const TARGET_WRITE_P99_MS = 100;
/** The web origin may cost at most this share of the API port's throughput. */
const TARGET_WEB_LOSS = 0.1;
/** Size of each document the write floor writes (a review or vote document with its fields). */
const FLOOR_DOC_BYTES = 600;

type Measure = {
  rps: number;
  median: number;
  p99: number;
  requests: number;
  /** Connection errors (timeouts included) and unexpected non-2xx answers. */
  errors: number;
  /** Requests without an answer within autocannon's 10 s timeout. */
  timeouts: number;
  statuses: Record<string, number>;
  /** Server CPU (the process and its children) per request, in microseconds; null without /proc. */
  cpuUs: number | null;
};

type Row = {
  key: string;
  title: string;
  bytes: number;
  api: Measure;
  floor: Measure;
  load: number;
  notes: string[];
  /** For a -web row: the same read on the API port, measured in the same interleaved slices. */
  apiPort?: Measure;
  /** For a -web row: the floor answering the API port's bytes and headers, in the same slices. */
  apiPortFloor?: Measure;
};

type ReadScenario = {
  key: string;
  title: string;
  path: string;
  /** When given, requests rotate over these paths (path is the first of them). */
  paths?: string[];
  /** A signed-in caller (bearer): the answer is personalised, the token is verified. */
  signedIn?: boolean;
  /**
   * Signed in as this many accounts, in turn (with `paths`: each account reads the next path), so that
   * the per-account cache rarely has the answer, as when many people each open a profile once.
   */
  accounts?: number;
  /** Through the web origin instead of the API port: a rendered page (a moved-slug redirect is followed
   * once first) or a -web variant of an API read. */
  web?: boolean;
  /** Accept-Encoding as a browser or crawler sends it: the answer is measured as sent, compressed. */
  acceptEncoding?: string;
  /** A -web variant's read on the API port, measured in the same slices. */
  twin?: ReadScenario;
};

function readScenarios(t: Targets): ReadScenario[] {
  const profiles = t.interviewerIds.slice(0, ROTATION).map((id) => `/api/interviewers/${id}`);
  const prefixes = [...new Set(t.namePrefixes)]
    .slice(0, ROTATION)
    .map((q) => `/api/interviewers/search/${encodeURIComponent(q)}?searchMode=name`);
  const reviews = `/api/reviews/rmi?interviewerId=${t.interviewer.id}`;
  const insights = t.companyIds.slice(0, ROTATION).map((id) => `/api/companies/${id}/insights`);
  const page2 = t.reviewPage2Cursor
    ? `${reviews}&limit=${REVIEW_PAGE}&cursor=${t.reviewPage2Cursor}`
    : `${reviews}&limit=${REVIEW_PAGE}`;
  return [
    {
      key: 'profile-interviewer',
      title: `interviewer profile (${t.interviewer.reviewCount} reviews)`,
      path: `/api/interviewers/${t.interviewer.id}`,
    },
    {
      key: 'profile-interviewer-many',
      title: `interviewer profiles, ${profiles.length} rotating`,
      path: profiles[0] as string,
      paths: profiles,
    },
    {
      key: 'profile-manager',
      title: `manager profile, all ${t.manager.reviewCount} reviews`,
      path: `/api/managers/${t.manager.id}`,
    },
    {
      key: 'profile-manager-page',
      title: `manager profile, ${REVIEW_PAGE} reviews`,
      path: `/api/managers/${t.manager.id}?limit=${REVIEW_PAGE}`,
    },
    {
      key: 'search-name',
      title: `search name "${t.namePrefix}"`,
      path: `/api/interviewers/search/${encodeURIComponent(t.namePrefix)}?searchMode=name`,
    },
    {
      key: 'search-name-many',
      title: `search name, ${prefixes.length} prefixes rotating`,
      path: prefixes[0] as string,
      paths: prefixes,
    },
    {
      key: 'search-company',
      title: `search company "${t.companyWord}"`,
      path: `/api/managers/search/${encodeURIComponent(t.companyWord)}?searchMode=company`,
    },
    {
      key: 'review-list',
      title: `review list, page 2 of ${REVIEW_PAGE}`,
      path: page2,
    },
    {
      key: 'review-list-all',
      title: `review list, all ${t.interviewer.reviewCount}`,
      path: reviews,
    },
    {
      key: 'review-list-signed-in',
      title: `review list, page 2, signed in`,
      path: page2,
      signedIn: true,
    },
    {
      key: 'review-context',
      title: 'review context, signed in',
      path: `/api/user/review-context/interviewers/${t.interviewer.id}`,
      signedIn: true,
    },
    {
      key: 'review-context-many',
      title: `review context, ${USERS} accounts x ${ROTATION - (ROTATION % 2 === 0 ? 1 : 0)} profiles rotating`,
      path: `/api/user/review-context/interviewers/${t.interviewerIds[0]}`,
      // An odd count of profiles (499) against 1000 accounts: no pair comes twice in a run.
      paths: t.interviewerIds
        .slice(0, ROTATION - (ROTATION % 2 === 0 ? 1 : 0))
        .map((id) => `/api/user/review-context/interviewers/${id}`),
      signedIn: true,
      accounts: USERS,
    },
    {
      key: 'list-page',
      title: 'interviewer list, page 3',
      path: '/api/interviewers?page=3',
    },
    {
      // With a token the answer is never cached (public-read-cache.ts): the list as a signed-in user gets it.
      key: 'list-page-signed-in',
      title: 'interviewer list, page 3, signed in',
      path: '/api/interviewers?page=3',
      signedIn: true,
    },
    {
      key: 'insights-company',
      title: `company insights (${t.company.reviewCount} manager reviews)`,
      path: `/api/companies/${t.company.id}/insights`,
    },
    // Rendered pages (issue 15): HTML with the head, content and embedded answers, as a crawler gets it.
    {
      key: 'page-interviewer',
      title: `rendered interviewer page (${t.interviewer.reviewCount} reviews)`,
      path: `/interviewers/${t.interviewer.id}`,
      web: true,
    },
    {
      key: 'page-interviewer-many',
      title: `rendered interviewer pages, ${profiles.length} rotating`,
      path: `/interviewers/${t.interviewerIds[0]}`,
      paths: t.interviewerIds.slice(0, ROTATION).map((id) => `/interviewers/${id}`),
      web: true,
    },
    {
      key: 'page-interviewer-br',
      title: `rendered interviewer page, brotli as browsers ask`,
      path: `/interviewers/${t.interviewer.id}`,
      web: true,
      acceptEncoding: 'gzip, deflate, br, zstd',
    },
    {
      key: 'page-manager',
      title: `rendered manager page (${t.manager.reviewCount} reviews)`,
      // Any slug: the canonical one is found by following the 301.
      path: `/management/managers/x/${t.manager.id}`,
      web: true,
    },
    {
      key: 'insights-company-many',
      title: `company insights, ${insights.length} companies rotating`,
      path: insights[0] as string,
      paths: insights,
    },
  ];
}

/** Reads measured again through the web origin, right after the same read on the API port. */
const WEB_VARIANTS = ['profile-manager', 'profile-manager-page', 'review-context'];

function withWebVariants(scenarios: ReadScenario[]): ReadScenario[] {
  return scenarios.flatMap((s) =>
    WEB_VARIANTS.includes(s.key)
      ? [s, { ...s, key: `${s.key}-web`, title: `${s.title}, web origin`, web: true, twin: s }]
      : [s],
  );
}

const WRITE_KEY = 'write-mix';

/** Where a rendered page lives: `path`, or the canonical path its 301 names (a manager's slug). */
async function canonicalPath(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' });
  await res.arrayBuffer();
  return res.status === 301 ? (res.headers.get('location') ?? path) : path;
}

function percentile(result: autocannon.Result, p: 'p50' | 'p99'): number {
  return result.latency[p];
}

function measureOf(result: autocannon.Result, unexpected: number, cpuMs: number | null): Measure {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  return {
    rps: result.requests.total / Math.max(result.duration, 0.001),
    median: percentile(result, 'p50'),
    p99: percentile(result, 'p99'),
    requests: result.requests.total,
    errors: result.errors + result.mismatches + unexpected,
    timeouts: result.timeouts,
    statuses,
    cpuUs: cpuMs === null ? null : (cpuMs * 1000) / Math.max(result.requests.total, 1),
  };
}

/** Runs autocannon and measures the CPU the server process tree used meanwhile. */
async function runMeasured(pid: number, options: autocannon.Options) {
  const before = treeCpuMs(pid);
  const result = await run(options);
  const after = treeCpuMs(pid);
  return { result, cpuMs: before === null || after === null ? null : after - before };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
    current = instance;
  });
}
let current: autocannon.Instance | undefined;

let probeDir = '';

/** Asks the product's probe (support/product-probe.ts) something: a command file, SIGUSR2, an answer file. */
async function askProduct(product: Product, command: string): Promise<unknown> {
  const answer = join(probeDir, 'answer.json');
  rmSync(answer, { force: true });
  writeFileSync(join(probeDir, 'command'), command);
  process.kill(product.pid, 'SIGUSR2');
  for (let waited = 0; waited < 30_000; waited += 20) {
    await new Promise((r) => setTimeout(r, 20));
    if (existsSync(answer)) {
      const text = readFileSync(answer, 'utf8');
      unlinkSync(answer);
      return JSON.parse(text);
    }
  }
  throw new Error(`the product's probe did not answer "${command}"`);
}

/** With --cpu-prof DIR: a CPU profile of the API process while `measure` runs, DIR/<key>.cpuprofile. */
async function profiled<T>(product: Product, key: string, measure: () => Promise<T>): Promise<T> {
  const dir = args['cpu-prof'];
  if (!dir) return measure();
  mkdirSync(dir, { recursive: true });
  await askProduct(product, 'profile-start');
  try {
    return await measure();
  } finally {
    await askProduct(product, `profile-stop ${resolve(dir, `${key}.cpuprofile`)}`);
  }
}

type Probe = Awaited<ReturnType<typeof probe>>;

/** One answer, for its bytes (as sent: compressed when asked so) and headers (the floor copies both). */
async function probe(url: string, headers: Record<string, string>) {
  // node:http, not fetch: fetch decompresses, and the floor must answer the bytes the product sent.
  const { status, body, received } = await new Promise<{
    status: number;
    body: Buffer;
    received: Record<string, string | string[] | undefined>;
  }>((resolveGet, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolveGet({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), received: res.headers }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
  if (status < 200 || status > 299) {
    throw new Error(`GET ${url} answered ${status}: ${body.toString().slice(0, 200)}`);
  }
  const copied: Record<string, string> = {};
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  for (const [name, value] of Object.entries(received)) {
    if (value !== undefined && !skip.has(name))
      copied[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { bytes: body.length, headers: copied, body };
}

async function measureFloor(floor: Floor, config: FloorConfig, method: string): Promise<Measure> {
  await floor.configure(config);
  const url = `${floor.url}/floor`;
  if (WARMUP > 0) await run({ url, method: method as 'GET', connections: CONNECTIONS, duration: WARMUP });
  const { result, cpuMs } = await runMeasured(floor.pid, {
    url,
    method: method as 'GET',
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return measureOf(result, result.non2xx, cpuMs);
}

/** One server a read row measures: the product on a port, or the floor. */
type Target = {
  pid: number;
  options: autocannon.Options;
  /** Made ready before its warm-up and each of its slices (a floor: configured with its answer). */
  prepare?: () => Promise<void>;
  /** With --cpu-prof: the product and the profile's name (product targets only). */
  profile?: { product: Product; name: string };
};

const aggregate = (
  autocannon as unknown as {
    aggregateResult(results: unknown[], opts?: autocannon.Options): autocannon.Result;
  }
).aggregateResult;

/**
 * The targets measured in interleaved slices (issue 19): DURATION split into SLICES turns, in the order
 * A B C, C B A, A B C..., so that whatever else the shared machine does meanwhile falls on each of them
 * alike (measured one after the other, a 10 s run of the floor and one of the product could see
 * different machines). Latency percentiles are over all the slices' requests (autocannon's own
 * aggregation); req/s is requests over the slices' summed time. With --cpu-prof there is one slice per
 * target, profiled alone.
 */
async function measureInterleaved(targets: Target[]): Promise<Measure[]> {
  const slices = args['cpu-prof'] ? 1 : SLICES;
  for (const t of targets) {
    await t.prepare?.();
    if (WARMUP > 0) await run({ ...t.options, duration: WARMUP });
  }
  const raw: unknown[][] = targets.map(() => []);
  const seconds = targets.map(() => 0);
  const requests = targets.map(() => 0);
  const cpu: (number | null)[] = targets.map(() => 0);
  for (let slice = 0; slice < slices; slice++) {
    const order = targets.map((_, i) => (slice % 2 === 0 ? i : targets.length - 1 - i));
    for (const i of order) {
      const t = targets[i] as Target;
      await t.prepare?.();
      const once = () =>
        runMeasured(t.pid, { ...t.options, duration: DURATION / slices, skipAggregateResult: true });
      const { result, cpuMs } = t.profile
        ? await profiled(t.profile.product, t.profile.name, once)
        : await once();
      const r = result as unknown as { totalCompletedRequests: number; duration: number };
      raw[i]?.push(result);
      seconds[i] = (seconds[i] as number) + r.duration;
      requests[i] = (requests[i] as number) + r.totalCompletedRequests;
      const used = cpu[i] ?? null;
      cpu[i] = used === null || cpuMs === null ? null : used + cpuMs;
    }
  }
  return targets.map((t, i) => {
    const result = aggregate(raw[i] as unknown[], t.options);
    const total = requests[i] as number;
    const cpuMs = cpu[i] ?? null;
    return {
      rps: total / Math.max(seconds[i] as number, 0.001),
      median: percentile(result, 'p50'),
      p99: percentile(result, 'p99'),
      requests: total,
      errors: result.errors + result.mismatches + result.non2xx,
      timeouts: result.timeouts,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
      ),
      cpuUs: cpuMs === null ? null : (cpuMs * 1000) / Math.max(total, 1),
    };
  });
}

/** The autocannon options for a read: its URL, headers and rotation. */
function readOptions(
  base: string,
  scenario: ReadScenario,
  headers: Record<string, string>,
  tokens: string[] = [],
): autocannon.Options {
  const paths = scenario.paths ?? [scenario.path];
  let turn = 0;
  // Path i goes with account i modulo the accounts: coprime counts (1000, 499) never repeat a pair
  // within 498,501 requests, so the per-account cache holds almost nothing that is asked again.
  const next = (request: autocannon.Request): autocannon.Request => {
    const i = turn++;
    const path = paths[i % paths.length] as string;
    if (tokens.length === 0) return { ...request, path };
    const authorization = `Bearer ${tokens[i % tokens.length]}`;
    return { ...request, path, headers: { ...headers, Authorization: authorization } };
  };
  return {
    url: `${base}${scenario.path}`,
    headers,
    connections: CONNECTIONS,
    ...(paths.length > 1 || tokens.length > 1 ? { requests: [{ setupRequest: next }] } : {}),
  };
}

async function measureRead(
  product: Product,
  floor: Floor,
  scenario: ReadScenario,
  token: string | undefined,
  /** For a -web variant: the same read on the API port, measured in the same slices. */
  apiTwin?: ReadScenario,
  /** Signed in as these accounts in turn (scenario.accounts). */
  tokens: string[] = [],
): Promise<Row> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (scenario.acceptEncoding) headers['Accept-Encoding'] = scenario.acceptEncoding;
  const base = scenario.web ? product.webUrl : product.apiUrl;
  if (scenario.web) scenario = { ...scenario, path: await canonicalPath(base, scenario.path) };
  const paths = scenario.paths ?? [scenario.path];
  // The floor answers the very bytes of one answer: of a rotation, the sampled answer of median size.
  const sample = paths.filter((_, i) => i % Math.ceil(paths.length / 21) === 0);
  const probes = await Promise.all(sample.map((p) => probe(`${base}${p}`, headers)));
  const median = [...probes].sort((a, b) => a.bytes - b.bytes)[Math.floor(probes.length / 2)] as Probe;
  const answer = { headers: median.headers, bytes: median.bytes, body: median.body.toString('base64') };
  // A -web row's API-port read has a floor of its own, answering its bytes and headers (the API's,
  // without Hosting's): the load generator (autocannon parses answers in JavaScript, on the same cores)
  // spends more on the web origin's longer head, which a bare server sending it pays as well.
  const twinAnswer = apiTwin
    ? await probe(`${product.apiUrl}${apiTwin.path}`, headers).then((p) => ({
        headers: p.headers,
        bytes: p.bytes,
        body: p.body.toString('base64'),
      }))
    : null;
  const floorOf = (config: typeof answer): Target => ({
    pid: floor.pid,
    options: { url: `${floor.url}/floor`, connections: CONNECTIONS },
    prepare: () => floor.configure({ status: 200, ...config }),
  });
  const load = loadavg()[0] as number;
  const targets: Target[] = [
    {
      pid: product.pid,
      options: readOptions(base, scenario, headers, tokens),
      profile: { product, name: scenario.key },
    },
    ...(apiTwin
      ? [
          {
            pid: product.pid,
            options: readOptions(product.apiUrl, apiTwin, headers),
            profile: { product, name: `${scenario.key}.api-port` },
          },
        ]
      : []),
    floorOf(answer),
    ...(twinAnswer ? [floorOf(twinAnswer)] : []),
  ];
  const [api, ...rest] = await measureInterleaved(targets);
  return {
    key: scenario.key,
    title: scenario.title,
    bytes: answer.bytes,
    api: api as Measure,
    floor: (twinAnswer ? rest[1] : rest[0]) as Measure,
    load,
    notes: [],
    ...(twinAnswer ? { apiPort: rest[0] as Measure, apiPortFloor: rest[2] as Measure } : {}),
  };
}

async function measureWrites(
  product: Product,
  floor: Floor,
  targets: Targets,
  users: BenchUser[],
  floorHeaders: Record<string, string>,
  floorDbPath: string,
): Promise<Row> {
  const mix = new WriteMix(users, targets, WRITES);
  const byKind = new Map<WriteKind, Record<string, number>>();
  let unexpected = 0;
  let expected429 = 0;
  let bodyBytes = 0;
  let answers = 0;
  const firstFailures: string[] = [];
  type Context = { sent?: WriteRequest };
  const load = loadavg()[0] as number;
  const before = (await askProduct(product, 'stats')) as ProbeStats;
  const { result, cpuMs } = await profiled(product, WRITE_KEY, () =>
    runMeasured(product.pid, {
      url: product.apiUrl,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          setupRequest: (request, context) => {
            const write = mix.next();
            (context as Context).sent = write;
            return {
              ...request,
              method: write.method,
              path: write.path,
              headers: write.headers,
              body: write.body,
            };
          },
          onResponse: (status, body, context) => {
            const sent = (context as Context).sent;
            if (!sent) return;
            const counts = byKind.get(sent.kind) ?? {};
            counts[status] = (counts[status] ?? 0) + 1;
            byKind.set(sent.kind, counts);
            bodyBytes += Buffer.byteLength(body);
            answers++;
            if (status >= 200 && status < 300) return;
            if (status === 429 && sent.overLimit) {
              expected429++;
              return;
            }
            unexpected++;
            if (firstFailures.length < 3) firstFailures.push(`${sent.kind} ${status}: ${body.slice(0, 160)}`);
          },
        },
      ],
    }),
  );
  const after = (await askProduct(product, 'stats')) as ProbeStats;
  // autocannon counts every non-2xx; only the unexpected ones are errors here.
  const api = measureOf(result, unexpected, cpuMs);
  const bytes = Math.round(bodyBytes / Math.max(answers, 1));
  // Every answered request, refused ones included (they write nothing, which the mean then says).
  const perRequest = (after.writes - before.writes) / Math.max(answers, 1);
  const commitsPerRequest = (after.commits - before.commits) / Math.max(answers, 1);
  const flushesPerRequest = (after.flushes - before.flushes) / Math.max(answers, 1);
  const conflictsPerRequest = (after.conflicts - before.conflicts) / Math.max(answers, 1);
  const floorMeasure = await measureFloor(
    floor,
    {
      status: 200,
      headers: floorHeaders,
      bytes,
      writes: { perRequest, dbPath: floorDbPath, docBytes: FLOOR_DOC_BYTES },
    },
    'POST',
  );
  const notes = [
    `${fmt(perRequest, 2)} document writes and ${fmt(commitsPerRequest, 2)} commits per request, counted in the ` +
      `SQLite adapter; the floor writes as many ${FLOOR_DOC_BYTES}-byte documents per request in one commit`,
    `${fmt(flushesPerRequest, 2)} SQLite commits (fsyncs) per request: concurrent commits are grouped, ` +
      `${fmt(commitsPerRequest / Math.max(flushesPerRequest, 1e-9), 1)} per SQLite commit on average`,
    `${fmt(conflictsPerRequest, 3)} transaction retries per request (reads changed before the commit)`,
    ...[...byKind.entries()].map(
      ([kind, counts]) =>
        `${kind}: ${Object.entries(counts)
          .map(([code, n]) => `${n} x ${code}`)
          .join(', ')}`,
    ),
  ];
  if (expected429 > 0) notes.push(`${expected429} expected 429 (sent beyond the accounts' daily limits)`);
  if (mix.overLimit > 0 && expected429 === 0)
    notes.push(`${mix.overLimit} writes prepared beyond the daily limits`);
  for (const failure of firstFailures) notes.push(`unexpected: ${failure}`);
  return {
    key: WRITE_KEY,
    title: `write mix (${users.length} accounts${WRITES === 'all' ? '' : `, ${WRITES} only`})`,
    bytes,
    api,
    floor: floorMeasure,
    load,
    notes,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A -web row against the API port: the web origin's share of its floor over the API port's share of
 * its own (each floor sends its port's very head and body, so what the longer head costs the load
 * generator and the kernel cancels out; what is left is the web origin's own work), or null.
 */
function webVsApi(r: Row): number | null {
  if (!r.apiPort || !r.apiPortFloor) return null;
  return r.api.rps / Math.max(r.floor.rps, 1) / (r.apiPort.rps / Math.max(r.apiPortFloor.rps, 1));
}

/** The raw comparisons beside it: req/s against the API port's, and CPU per request (steadier). */
function webVsApiRaw(r: Row): string {
  if (!r.apiPort) return '';
  const web = r.api.cpuUs;
  const api = r.apiPort.cpuUs;
  const cpu = web == null || api == null ? '' : `, CPU ${fmt(web / Math.max(api, 1e-9), 2)}x`;
  return ` (req/s ${fmt((r.api.rps / Math.max(r.apiPort.rps, 1)) * 100)}%${cpu})`;
}

function printTable(rows: Row[]): void {
  const header = [
    'scenario',
    'req/s',
    'median ms',
    'p99 ms',
    'errors',
    'answer B',
    'floor req/s',
    'floor p99',
    '% floor',
    'CPU µs/req',
    'floor CPU',
    'load',
    'vs API port',
    'targets',
  ];
  const lines = rows.map((r) => {
    const share = r.api.rps / Math.max(r.floor.rps, 1);
    const vsApi = webVsApi(r);
    const misses: string[] = [];
    if (share < TARGET_SHARE) misses.push('throughput');
    if (r.api.p99 >= (r.key === WRITE_KEY ? TARGET_WRITE_P99_MS : TARGET_P99_MS)) misses.push('p99');
    if (r.api.errors > 0) misses.push('errors');
    if (vsApi !== null && vsApi < 1 - TARGET_WEB_LOSS) misses.push('web origin');
    return [
      r.title,
      fmt(r.api.rps),
      fmt(r.api.median, 1),
      fmt(r.api.p99, 1),
      fmt(r.api.errors),
      fmt(r.bytes),
      fmt(r.floor.rps),
      fmt(r.floor.p99, 1),
      `${fmt(share * 100)}%`,
      r.api.cpuUs === null ? '-' : fmt(r.api.cpuUs),
      r.floor.cpuUs === null ? '-' : fmt(r.floor.cpuUs),
      fmt(r.load, 2),
      vsApi === null ? '' : `${fmt(vsApi * 100)}%${webVsApiRaw(r)}`,
      misses.length ? `miss: ${misses.join(', ')}` : 'ok',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const pad = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number),
      )
      .join('  ');
  console.log(`\n${pad(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(pad(line));
  console.log(
    `\nTargets: >= ${TARGET_SHARE * 100}% of the floor's req/s, zero errors; p99 < ${TARGET_P99_MS} ms for reads, ` +
      `< ${TARGET_WRITE_P99_MS} ms for the write mix; the web origin (-web rows) >= ${100 - TARGET_WEB_LOSS * 100}% of ` +
      "the same read on the API port: its share of its floor over the API port's share of a floor sending the API " +
      "port's head and body, all in the same interleaved slices (in brackets: plain req/s and CPU µs/req ratios).",
  );
  console.log(
    'The floor answers the same body bytes (writes: as many bytes, after as many document writes in one commit) ' +
      'with the same headers. CPU µs/req: CPU time of the server ' +
      '(start.ts and its children, the Auth emulator included) per request, steadier than req/s on a busy machine. ' +
      'load: 1-minute load average when the scenario started.',
  );
  for (const r of rows) {
    const other = Object.entries(r.api.statuses).filter(([code]) => !code.startsWith('2'));
    if (r.notes.length > 0 || other.length > 0 || r.api.timeouts > 0) {
      console.log(`\n${r.title}:`);
      for (const note of r.notes) console.log(`  ${note}`);
      if (r.key !== WRITE_KEY && other.length > 0)
        console.log(`  non-2xx: ${other.map(([c, n]) => `${n} x ${c}`).join(', ')}`);
      if (r.api.timeouts > 0) console.log(`  ${r.api.timeouts} requests timed out (no answer within 10 s)`);
    }
  }
}

/** The data folder the product runs on: a copy of --data-dir, a fresh seed, or empty (demo data). */
function prepareData(work: string): { dataDir: string; seedDemo: boolean; source: string } {
  const dataDir = join(work, 'data');
  if (args['data-dir']) {
    const source = resolve(args['data-dir']);
    if (!existsSync(source)) throw new Error(`--data-dir ${source} does not exist`);
    console.log(`Copying ${source} to ${dataDir}...`);
    cpSync(source, dataDir, { recursive: true });
    return { dataDir, seedDemo: false, source };
  }
  if (existsSync(join(REPO_ROOT, 'scripts', 'seed.ts'))) {
    console.log(`Seeding --size ${args.size} into ${dataDir} (npm run seed)...`);
    const started = Date.now();
    const seeded = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'scripts', 'seed.ts'), '--size', args.size as string, '--data-dir', dataDir],
      { cwd: REPO_ROOT, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error(`the seed failed (exit ${seeded.status ?? seeded.signal})`);
    console.log(`Seeded in ${fmt((Date.now() - started) / 1000, 1)} s.`);
    return { dataDir, seedDemo: false, source: `seed --size ${args.size}` };
  }
  console.log('scripts/seed.ts does not exist yet: running on the demo data npm start seeds.');
  mkdirSync(dataDir, { recursive: true });
  return { dataDir, seedDemo: true, source: 'demo data' };
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'rmi-load-'));
  let product: Product | undefined;
  let floor: Floor | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      current?.stop();
      await Promise.all([product?.stop(), floor?.stop()]);
      if (!args.keep) rmSync(work, { recursive: true, force: true });
      else console.log(`Kept ${work}`);
    })();
    return cleaning;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers...`);
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const data = prepareData(work);
    console.log('Starting the product (scripts/start.ts) and the floor server...');
    const started = Date.now();
    probeDir = join(work, 'probe');
    mkdirSync(probeDir);
    const probeModule = join(REPO_ROOT, 'bench', 'support', 'product-probe.ts');
    [product, floor] = await Promise.all([
      startBenchedProduct({
        dataDir: data.dataDir,
        logFile: join(work, 'start.log'),
        seedDemo: data.seedDemo,
        readyTimeoutMs: 180_000,
        env: {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probeModule}`.trim(),
          BENCH_PROBE_DIR: probeDir,
          // The insights job off: in production it runs as a scheduled function on instances of its own;
          // here, a run every 10 s would take CPU from the API and empty its read caches mid-measurement.
          ...(args['with-insights'] ? {} : { INSIGHTS_EVERY_MS: '0' }),
          // Signed-in reads as production answers them: the per-account cache of the embedded default off.
          ...(args['without-caller-cache'] ? { CALLER_READ_CACHE: 'off' } : {}),
        },
      }),
      startFloor(),
    ]);
    console.log(
      `Up in ${fmt((Date.now() - started) / 1000, 1)} s: API ${product.apiUrl}, floor ${floor.url}.`,
    );

    const targets = await discoverTargets(product.apiUrl, { maxPages: 20 });
    console.log(
      `Targets: interviewer ${targets.interviewer.id} (${targets.interviewer.reviewCount} reviews), ` +
        `manager ${targets.manager.id} (${targets.manager.reviewCount} reviews), ` +
        `${targets.interviewerIds.length} interviewers and ${targets.managerIds.length} managers to review, ` +
        `${targets.interviewerReviews.length + targets.managerReviews.length} reviews to vote on.`,
    );
    const only = args.only ? new Set(args.only.split(',').map((s) => s.trim())) : null;
    const wanted = (key: string) => only === null || only.has(key);
    const reads = withWebVariants(readScenarios(targets)).filter((s) => wanted(s.key));
    const needUsers = wanted(WRITE_KEY) || reads.some((s) => s.signedIn);
    const manyAccounts = wanted(WRITE_KEY) || reads.some((s) => s.accounts !== undefined);
    const users = needUsers ? await createUsers(product.authUrl, manyAccounts ? USERS : 1) : [];
    if (needUsers) {
      await openProfiles(product.apiUrl, users);
      console.log(`Created ${users.length} verified accounts in the Auth emulator, each with its profile.`);
    }

    console.log(
      `\nData: ${data.source}. ${CONNECTIONS} connections, ${DURATION} s per run (+${WARMUP} s warm-up), ` +
        `load average at start ${loadavg()
          .map((l) => fmt(l, 2))
          .join(
            ' ',
          )}. Insights job ${args['with-insights'] ? 'on (every 10 s)' : 'off (--with-insights keeps it on)'}.`,
    );
    const rows: Row[] = [];
    for (const scenario of reads) {
      process.stdout.write(`  ${scenario.title}...`);
      let row: Row;
      try {
        const token = scenario.signedIn ? users[0]?.token : undefined;
        const tokens = scenario.accounts ? users.slice(0, scenario.accounts).map((u) => u.token) : [];
        row = await measureRead(product, floor, scenario, token, scenario.twin, tokens);
      } catch (error) {
        // E.g. an endpoint this version of the API does not have: the other scenarios still run.
        console.log(` skipped: ${(error as Error).message}`);
        continue;
      }
      rows.push(row);
      console.log(` ${fmt(row.api.rps)} req/s, p99 ${fmt(row.api.p99, 1)} ms`);
    }
    if (wanted(WRITE_KEY)) {
      process.stdout.write('  write mix...');
      // The floor answers writes with the headers every API answer carries.
      const { headers } = await probe(`${product.apiUrl}/api/ping`, {});
      const row = await measureWrites(product, floor, targets, users, headers, join(work, 'floor-writes.db'));
      rows.push(row);
      console.log(` ${fmt(row.api.rps)} req/s, p99 ${fmt(row.api.p99, 1)} ms`);
    }
    printTable(rows);
    const serverErrors = readFileSync(product.logFile, 'utf8').match(/unhandled error/g)?.length ?? 0;
    if (serverErrors > 0)
      console.log(`\nThe product logged ${serverErrors} unhandled errors (${product.logFile}).`);
    console.log(
      `\nLoad average at the end: ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')} (${fmt(DURATION)} s runs on a shared machine: figures are noisy).`,
    );
    if (args.json) {
      writeFileSync(args.json, `${JSON.stringify({ data: data.source, targets, rows }, null, 2)}\n`);
      console.log(`Wrote ${args.json}`);
    }
  } finally {
    await cleanup();
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nThe load benchmark could not run: ${(error as Error).stack ?? error}`);
  process.exit(1);
}
