// Hot documents (issue 19 item 6): two storms on the real API app over the SQLite adapter as the
// embedded default opens it (a file in WAL mode, synchronous FULL), with real accounts and ID
// tokens from a local Auth emulator, all in this process (no port but the emulator's, on loopback):
//   - a vote storm: --voters distinct accounts like one review at once, then each flips at once
//     (half to dislike, half take their like back);
//   - a review storm: --reviews accounts review one manager at once.
// Each storm runs twice side by side: counters on their documents (1 shard, the embedded default)
// and spread over --shards documents (production's Firestore setting). For each it prints
// requests/s, median and p99, transactions, attempts and retries (store/transaction-stats.ts), the
// documents written per request and the hottest document's writes per second at the measured
// rate, and checks that the totals equal a recount. Then the cost of reading a profile of those
// reviews with the shards not yet folded, against the same read with none.
// Bounded: a few hundred requests per storm. Figures on a loaded machine are noise; compare the
// two layouts of one run.
//
//   npm run bench:hot
//   npm run bench:hot -- --voters 200 --reviews 100 --shards 10 --reads 200 --json out.json
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import {
  checkCompanyAggregates,
  checkManagerAggregates,
} from '../functions/src/domain/managers/consistency-checks.ts';
import {
  MANAGER_REVIEW_KIND,
  MANAGER_REVIEWS,
  type ManagerReviewData,
} from '../functions/src/domain/managers/manager-review.ts';
import { checkVotesOn, foldVoteCounts, withVoteCounts } from '../functions/src/domain/reviews/voting.ts';
import { createApiApp } from '../functions/src/http/app.ts';
import type { AppDeps } from '../functions/src/http/context.ts';
import { firebaseIdentity } from '../functions/src/identity/firebase-identity.ts';
import { identityToolkitBaseUrl } from '../functions/src/identity/identity-toolkit-sign-in.ts';
import { accountDeps, dataDirAccountConfig } from '../functions/src/platform/account-deps.ts';
import { adminApp } from '../functions/src/platform/admin-app.ts';
import { openSqliteFromDataDir } from '../functions/src/platform/sqlite-from-data-dir.ts';
import { withCounterShards } from '../functions/src/store/counter-shards-setting.ts';
import { countTransactions, type TransactionStats } from '../functions/src/store/transaction-stats.ts';
import { observeWrites } from '../functions/src/store/write-observed-store.ts';
import { DEMO_PROJECT_ID, startEmulators } from '../scripts/lib/firebase-emulators.ts';
import { freePort } from '../scripts/lib/ports.ts';
import { type BenchUser, createUsers } from './support/users.ts';
import { WriteTally } from './support/write-tally.ts';

const { values: args } = parseArgs({
  options: {
    voters: { type: 'string', default: '200' },
    reviews: { type: 'string', default: '100' },
    shards: { type: 'string', default: '10' },
    reads: { type: 'string', default: '200' },
    'auth-port': { type: 'string', default: process.env.AUTH_EMULATOR_PORT ?? '' },
    json: { type: 'string' },
  },
});
const VOTERS = Number(args.voters);
const REVIEWS = Number(args.reviews);
const SHARDS = Number(args.shards);
const READS = Number(args.reads);
if (![VOTERS, REVIEWS, SHARDS, READS].every((n) => Number.isInteger(n) && n > 0) || SHARDS > 30) {
  throw new Error('--voters, --reviews and --reads must be whole numbers above 0; --shards 1 to 30.');
}
if (VOTERS > 2000 || REVIEWS > VOTERS)
  throw new Error('At most 2000 voters, and --reviews at most --voters.');

type Measure = {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  rps: number;
  median: number;
  p99: number;
  tx: TransactionStats;
  /** Per collection: writes, distinct documents, the most on one document. */
  writes: { collection: string; writes: number; docs: number; hottest: number; perRequest: number }[];
  /** The hottest single document: its path and writes per second at the measured rate. */
  hottest: { path: string; writes: number; perSecond: number };
  exact: boolean;
};

type Layout = {
  shards: number;
  voteLike: Measure;
  voteFlip: Measure;
  reviewStorm: Measure;
  readUs: ReadCost;
};
type ReadCost = { withShards: number; folded: number; shardDocs: number; shardQueryUs: number };

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summarizeWrites(tally: WriteTally, requests: number, seconds: number) {
  const byCollection = new Map<string, { writes: number; docs: number; hottest: number }>();
  let hottest = { path: '', writes: 0 };
  for (const [path, n] of tally.writes) {
    const collection = path.slice(0, path.indexOf('/'));
    const entry = byCollection.get(collection) ?? { writes: 0, docs: 0, hottest: 0 };
    entry.writes += n;
    entry.docs += 1;
    entry.hottest = Math.max(entry.hottest, n);
    byCollection.set(collection, entry);
    if (n > hottest.writes) hottest = { path, writes: n };
  }
  const writes = [...byCollection]
    .map(([collection, e]) => ({ collection, ...e, perRequest: e.writes / requests }))
    .sort((a, b) => b.hottest - a.hottest || b.writes - a.writes);
  return { writes, hottest: { ...hottest, perSecond: hottest.writes / seconds } };
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'rmi-hot-bench-'));
  const authPort = args['auth-port'] ? Number(args['auth-port']) : await freePort();
  const emulators = await startEmulators({
    only: ['auth'],
    ports: { auth: authPort },
    workDir: join(workDir, 'emu'),
  });
  const authHost = `127.0.0.1:${authPort}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
  try {
    console.log(`hot documents benchmark: ${VOTERS} voters on one review, ${REVIEWS} reviews on one manager`);
    console.log(
      `load average at start: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (figures on a loaded machine are noise: compare the layouts)`,
    );
    const users = await createUsers(`http://${authHost}`, VOTERS + 1);
    const layouts: Layout[] = [];
    for (const shards of [1, SHARDS])
      layouts.push(await runLayout(shards, users, join(workDir, `k${shards}`)));
    print(layouts);
    if (args.json)
      writeFileSync(args.json, JSON.stringify({ voters: VOTERS, reviews: REVIEWS, layouts }, null, 2));
  } finally {
    await emulators.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function runLayout(shards: number, users: BenchUser[], dataDir: string): Promise<Layout> {
  const sqlite = openSqliteFromDataDir(dataDir);
  const counting = countTransactions(sqlite);
  const tally = new WriteTally(counting);
  const store = observeWrites(shards > 1 ? withCounterShards(tally, shards) : tally);
  const firebase = adminApp(DEMO_PROJECT_ID);
  const clock = () => new Date();
  const deps: AppDeps = {
    store,
    identity: firebaseIdentity(getAuth(firebase)),
    log: { info: () => {}, error: (message, fields) => console.error(message, fields) },
    clock,
    ...accountDeps({
      store,
      clock,
      auth: getAuth(firebase),
      ...dataDirAccountConfig(dataDir, clock),
      signIn: {
        baseUrl: identityToolkitBaseUrl(process.env.FIREBASE_AUTH_EMULATOR_HOST),
        apiKey: 'demo-api-key',
      },
    }),
    trustedProxyHops: 1,
  };
  const app = createApiApp(deps);
  const uncached = createApiApp(deps, { publicReadCache: false });
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': '127.0.0.1' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const made = async (path: string, token: string, body: unknown) => {
    const res = await call('POST', path, token, body);
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  const [author, ...voters] = users as [BenchUser, ...BenchUser[]];
  const company = await made('/api/companies', author.token, { name: `Viral Co ${shards}` });
  const branch = await made('/api/branches', author.token, {
    companyId: company._id,
    city: 'Bengaluru',
    location: ['Indiranagar'],
  });
  const manager = await made('/api/managers', author.token, {
    name: 'Pat Viral',
    position: 'Head of Support',
    branchId: branch._id,
    company: company._id,
  });
  const managerId = manager._id as string;
  const companyId = company._id as string;
  const reviewBody = (i: number) => ({
    managerId,
    // 3 to 5: negative reviews from day-old accounts would be held as a burst (issue 9) and not counted.
    rating: 3 + (i % 3),
    reviewText: `Storm review ${i}: clear, fair and quick to answer.`,
    reviewLeadership: 'Leads by example.',
    reviewCommunicationText: '',
    reviewSupport: 'Covered for the team.',
    anonymous: true,
    leadership: 1 + ((i * 3) % 5),
    communication: 4,
    teamwork: 0,
    empathy: 3,
    fairness: 5,
  });
  const review = await made('/api/manager-reviews/submit', author.token, reviewBody(0));
  const reviewId = review._id as string;

  const storm = async (
    requests: { path: string; token: string; body?: unknown }[],
    check: () => Promise<boolean>,
  ) => {
    counting.reset();
    tally.reset();
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const start = performance.now();
    await Promise.all(
      requests.map(async ({ path, token, body }) => {
        const t0 = performance.now();
        const res = await call('POST', path, token, body);
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const tx = { ...counting.stats };
    latencies.sort((a, b) => a - b);
    const ok = (statuses['200'] ?? 0) + (statuses['201'] ?? 0);
    return {
      requests: requests.length,
      errors: requests.length - ok,
      statuses,
      seconds,
      rps: requests.length / seconds,
      median: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      tx,
      ...summarizeWrites(tally, requests.length, seconds),
      exact: await check(),
    } satisfies Measure;
  };

  const votesExact = async () => (await checkVotesOn(store, MANAGER_REVIEW_KIND, reviewId)).consistent;
  const voteLike = await storm(
    voters.map((v) => ({ path: `/api/manager-reviews/like/${reviewId}`, token: v.token })),
    votesExact,
  );
  const voteFlip = await storm(
    voters.map((v, i) => ({
      path: `/api/manager-reviews/${i % 2 ? 'dislike' : 'like'}/${reviewId}`,
      token: v.token,
    })),
    votesExact,
  );
  const reviewStorm = await storm(
    voters
      .slice(0, REVIEWS)
      .map((v, i) => ({ path: '/api/manager-reviews/submit', token: v.token, body: reviewBody(i + 1) })),
    async () =>
      (await checkManagerAggregates(store, managerId)).consistent &&
      (await checkCompanyAggregates(store, companyId)).consistent,
  );

  // The profile with all its reviews, uncached: with the vote shards as the storm left them, then folded.
  const readUs = async () => {
    const t0 = performance.now();
    for (let i = 0; i < READS; i++) {
      const res = await uncached.request(`/api/managers/${managerId}`, {
        headers: { 'X-Forwarded-For': '127.0.0.1' },
      });
      if (res.status !== 200) throw new Error(`profile answered ${res.status}`);
      await res.arrayBuffer();
    }
    return ((performance.now() - t0) * 1000) / READS;
  };
  const shardDocs = (await sqlite.query({ collection: 'voteCountShards' })).length;
  // What the shards add to a read: summing them for the profile's reviews (one query per 30 reviews).
  const listed = await sqlite.query<ManagerReviewData>({
    collection: MANAGER_REVIEWS,
    where: [{ field: 'managerId', op: '==', value: managerId }],
  });
  const q0 = performance.now();
  for (let i = 0; i < READS; i++) await withVoteCounts(store, MANAGER_REVIEW_KIND, listed);
  const shardQueryUs = ((performance.now() - q0) * 1000) / READS;
  await readUs(); // warm-up: the first reads of a fresh process pay for compiling the read path
  const withShards = await readUs();
  await foldVoteCounts(store);
  const folded = await readUs();
  if (!(await votesExact())) throw new Error('the fold changed the counts');
  await store.close();
  return { shards, voteLike, voteFlip, reviewStorm, readUs: { withShards, folded, shardDocs, shardQueryUs } };
}

function print(layouts: Layout[]) {
  const f = (n: number, d = 0) => n.toFixed(d);
  for (const [key, title] of [
    ['voteLike', `vote storm: ${VOTERS} voters like one review at once`],
    ['voteFlip', `vote storm: the same ${VOTERS} flip at once (half dislike, half take the like back)`],
    ['reviewStorm', `review storm: ${REVIEWS} reviews of one manager at once`],
  ] as const) {
    console.log(`\n${title}`);
    console.log(
      '  shards   req/s  median ms  p99 ms  errors  transactions  attempts  retries  aborted  exact  hottest doc writes/s',
    );
    for (const layout of layouts) {
      const m = layout[key];
      console.log(
        `  ${f(layout.shards).padStart(6)}  ${f(m.rps).padStart(6)}  ${f(m.median, 1).padStart(9)}  ${f(m.p99, 1).padStart(6)}  ${f(m.errors).padStart(6)}  ${f(m.tx.transactions).padStart(12)}  ${f(m.tx.attempts).padStart(8)}  ${f(m.tx.attempts - m.tx.transactions).padStart(7)}  ${f(m.tx.aborted).padStart(7)}  ${String(m.exact).padStart(5)}  ${f(m.hottest.perSecond).padStart(8)} (${m.hottest.path.split('/')[0]}, ${m.hottest.writes} writes)`,
      );
    }
    for (const layout of layouts) {
      console.log(
        `  documents written, ${layout.shards} shard(s): collection, writes per request, documents, most writes on one`,
      );
      for (const w of layout[key].writes) {
        console.log(
          `    ${w.collection.padEnd(26)} ${f(w.perRequest, 2).padStart(5)}  ${f(w.docs).padStart(5)}  ${f(w.hottest).padStart(5)}`,
        );
      }
    }
  }
  console.log(`\nprofile read (GET /api/managers/{id}, ${REVIEWS + 1} reviews, uncached), mean of ${READS}`);
  for (const layout of layouts) {
    const r = layout.readUs;
    console.log(
      `  ${f(layout.shards).padStart(2)} shard(s): ${f(r.withShards)} us with ${r.shardDocs} shard documents unfolded, ${f(r.folded)} us after the fold; summing the shards alone: ${f(r.shardQueryUs)} us`,
    );
  }
  const bad = layouts.flatMap((l) => [l.voteLike, l.voteFlip, l.reviewStorm]).filter((m) => !m.exact);
  if (bad.length > 0) {
    console.error('\nTOTALS DID NOT MATCH THE RECOUNT');
    process.exitCode = 1;
  }
}

await main();
