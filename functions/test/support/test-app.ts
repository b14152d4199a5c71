// A ready API app for in-process API tests: the real app over the SQLite
// adapter (in memory), the real Auth emulator from the global setup, a local
// mailbox in a temp folder, a fake clock and relaxed rate limits. Reuse it in
// every API test: `const t = await createTestApp(); ... await t.close();`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../scripts/lib/firebase-emulators.ts';
import type { AccountEraser } from '../../src/domain/accounts/account-erasers.ts';
import { type ApiAppOptions, createApiApp } from '../../src/http/app.ts';
import type { AppDeps, AppEnv, Logger } from '../../src/http/context.ts';
import { reviewerNoticesInFlight } from '../../src/http/reviewer-notice.ts';
import { firebaseIdentity } from '../../src/identity/firebase-identity.ts';
import { identityToolkitBaseUrl } from '../../src/identity/identity-toolkit-sign-in.ts';
import { mailboxMailer } from '../../src/mail/mailbox-mailer.ts';
import type { Mailer, StoredMail } from '../../src/mail/mailer.ts';
import { smtpMailer } from '../../src/mail/smtp-mailer.ts';
import { accountDeps } from '../../src/platform/account-deps.ts';
import { adminApp } from '../../src/platform/admin-app.ts';
import {
  type AuthAction,
  type AuthLimit,
  type AuthRateLimits,
  DEFAULT_AUTH_RATE_LIMITS,
} from '../../src/rate-limit/auth-rate-limits.ts';
import type { DailyLimits } from '../../src/rate-limit/daily-limits.ts';
import type { DocumentStore } from '../../src/store/document-store.ts';
import { observeWrites } from '../../src/store/write-observed-store.ts';
import { checkAnswer } from './contract-check.ts';
import { openTestStore } from './test-store.ts';

export type TestAppOptions = {
  /** Start of the fake clock. */
  now?: Date;
  /**
   * Per-action limits. Rules not given: per IP and per email relaxed (1,000 per window, as tests
   * share one address); per (email, IP) the production default, as every test has its own emails.
   */
  authRateLimits?: Partial<Record<AuthAction, Partial<AuthLimit>>>;
  /**
   * 'smtp' builds the app as production does (no dev mailbox); nothing is ever sent in tests. A Mailer
   * of the test's own replaces the mailbox (no dev mailbox either).
   */
  mail?: 'mailbox' | 'smtp' | Mailer;
  /** Default 0, so tests are fast. */
  authResponseFloorMs?: number;
  accountErasers?: AccountEraser[];
  /** The daily allowances per account a test sets; each it leaves out is relaxed (1,000 a day). */
  dailyLimits?: Partial<DailyLimits>;
  /** Flags profanity in review text (issue 9); default none. */
  profanity?: AppDeps['profanity'];
  /** New reviews appear at a random moment of this window (scheduled-publication.ts); default at once. */
  publishDelay?: AppDeps['publishDelay'];
  /** The public read cache's limits (on by default, as in production), or false. */
  publicReadCache?: ApiAppOptions['publicReadCache'];
  /** The per-account cache of signed-in reads: on by default, as in the embedded default (scripts/start.ts). */
  callerReadCache?: ApiAppOptions['callerReadCache'];
  /**
   * X-Forwarded-For entries the app trusts, from the right. Default 1: `request()` plays our one
   * proxy, so its `ip` is the client (app.request has no socket). 0 is the embedded default.
   */
  trustedProxyHops?: number;
  /** A layer between the app and the SQLite store (e.g. a round-trip counter). */
  storeLayer?: (store: DocumentStore) => DocumentStore;
  /** Origins allowed to call the API from elsewhere (CORS_ORIGINS); default none. */
  corsOrigins?: AppDeps['corsOrigins'];
  /** The site's public origin (PUBLIC_ORIGIN); default none (the request's own). */
  publicOrigin?: string;
  /** The share images' cache and the sitemap's page size (issue 15). */
  appOptions?: Pick<ApiAppOptions, 'shareImages' | 'sitemap'>;
};

export type RequestOptions = {
  body?: unknown;
  token?: string;
  /** The client's address, sent as X-Forwarded-For as a trusted proxy would; default 198.51.100.7. */
  ip?: string;
  headers?: Record<string, string>;
};

export type Registered = { name: string; email: string; password: string; uid: string; token: string };

export type TestApp = {
  app: Hono<AppEnv>;
  deps: AppDeps;
  clock: { now(): Date; advance(ms: number): void };
  /** Every line logged, for "never logs emails or IPs" checks. */
  logs: { level: string; message: string; fields?: Record<string, unknown> }[];
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** Mails to this address in the local mailbox, oldest first (once sends after answers are done). */
  mails(to: string): Promise<StoredMail[]>;
  /** The 6-digit code in the newest mail to this address. */
  latestCode(to: string): Promise<string>;
  /**
   * The SQLite adapter's fault hooks (issue 20): the next `count` writing commits apply and then
   * report a failure, and the transaction runs again (Firestore's SDK after an ambiguous commit);
   * or the next `count` attempts find their reads changed (contention).
   */
  faults: { failCommitsAmbiguously(count: number): void; contendCommits(count: number): void };
  /** Register, read the code, verify, log in: a ready account with an ID token. */
  registerVerified(overrides?: Partial<Pick<Registered, 'name' | 'email' | 'password'>>): Promise<Registered>;
  close(): Promise<void>;
};

const RELAXED = { limit: 1000, windowSeconds: 60 };
const ACTIONS: AuthAction[] = [
  'register',
  'login',
  'verifyOtp',
  'resendOtp',
  'forgotPassword',
  'resetPassword',
  'verifyClaimCode',
];

let emailCounter = 0;
/** A fresh address on the shared Auth emulator. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= inject('authEmulatorHost');
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const auth = getAuth(adminApp(DEMO_PROJECT_ID));

  let now = (options.now ?? new Date('2026-03-01T12:00:00Z')).getTime();
  const clock = () => new Date(now);
  const dataDir = mkdtempSync(join(tmpdir(), 'rmi-api-'));
  // Observed as in production: writes made through t.deps.store refresh the read cache too.
  const sqlite = await openTestStore({ clock });
  const store = observeWrites(options.storeLayer ? options.storeLayer(sqlite) : sqlite);
  const logs: TestApp['logs'] = [];
  const log: Logger = {
    info: (message, fields) => logs.push({ level: 'info', message, fields }),
    error: (message, fields) => logs.push({ level: 'error', message, fields }),
  };
  const mailbox = mailboxMailer({ file: join(dataDir, 'mailbox.jsonl'), clock });
  // Account mails are sent after the answer (withResponseFloor does not wait for them). Whatever a test
  // does next (a request, reading the mailbox, closing) waits for the ones under way, as the person
  // reads a code once it has come.
  const sending = new Set<Promise<void>>();
  const mailsUnderWay = () => Promise.allSettled([...sending]);
  const mailboxInFlight: Mailer = {
    send(sent) {
      const send = mailbox.send(sent).finally(() => sending.delete(send));
      sending.add(send);
      return send;
    },
  };
  const mail =
    options.mail === 'smtp'
      ? { mailer: smtpMailer({ url: 'smtp://127.0.0.1:9', from: 'test@example.com' }) }
      : typeof options.mail === 'object'
        ? { mailer: options.mail }
        : { mailer: mailboxInFlight, devMailbox: mailbox };
  const limits = Object.fromEntries(
    ACTIONS.map((action): [AuthAction, AuthLimit] => [
      action,
      {
        perIp: RELAXED,
        perEmail: RELAXED,
        perEmailAndIp: DEFAULT_AUTH_RATE_LIMITS[action].perEmailAndIp,
        ...options.authRateLimits?.[action],
      },
    ]),
  ) as AuthRateLimits;

  const deps: AppDeps = {
    store,
    identity: firebaseIdentity(auth),
    log,
    clock,
    ...accountDeps({
      store,
      clock,
      auth,
      secrets: { authorKey: 'test-author-key-secret', codes: 'test-code-secret' },
      mail,
      signIn: { baseUrl: identityToolkitBaseUrl(emulatorHost), apiKey: 'demo-api-key' },
    }),
    authRateLimits: limits,
    authResponseFloorMs: options.authResponseFloorMs ?? 0,
    dailyLimits: {
      reviews: { limit: 1000, windowSeconds: 86_400 },
      votes: { limit: 1000, windowSeconds: 86_400 },
      reports: { limit: 1000, windowSeconds: 86_400 },
      additions: { limit: 1000, windowSeconds: 86_400 },
      saves: { limit: 1000, windowSeconds: 86_400 },
      accountChanges: { limit: 1000, windowSeconds: 86_400 },
      ...options.dailyLimits,
    },
    ...(options.profanity ? { profanity: options.profanity } : {}),
    ...(options.publishDelay ? { publishDelay: options.publishDelay } : {}),
    trustedProxyHops: options.trustedProxyHops ?? 1,
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  };
  for (const eraser of options.accountErasers ?? []) deps.accountErasers.register(eraser);
  const app = createApiApp(deps, {
    ...options.appOptions,
    ...(options.publicReadCache === undefined ? {} : { publicReadCache: options.publicReadCache }),
    callerReadCache: options.callerReadCache ?? true,
  });
  // Every answer a test receives (t.request and t.app.request alike) is checked against the
  // OpenAPI document: a mismatch fails the test (contract-check.ts).
  const fetchApp = app.fetch.bind(app);
  app.fetch = async (request, ...rest) => {
    const res = await fetchApp(request, ...rest);
    await checkAnswer(options.mail === 'smtp' ? 'production' : 'embedded', request.method, request.url, res);
    return res;
  };

  const request: TestApp['request'] = async (method, path, opts = {}) => {
    await mailsUnderWay();
    const headers: Record<string, string> = { 'X-Forwarded-For': opts.ip ?? '198.51.100.7', ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      headers['Content-Type'] ??= 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    return app.request(path, { method, headers, body });
  };

  const mails = async (to: string) => {
    // Mails sent after an answer (a code, a reviewer's notice) are in by the time a test looks.
    await Promise.all([mailsUnderWay(), reviewerNoticesInFlight()]);
    return mailbox.list(to);
  };
  const latestCode = async (to: string) => {
    const last = (await mails(to)).at(-1);
    const code = last?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in the newest mail to ${to}`);
    return code;
  };

  return {
    app,
    deps,
    clock: {
      now: clock,
      advance: (ms) => {
        now += ms;
      },
    },
    logs,
    request,
    faults: {
      failCommitsAmbiguously: (count) => sqlite.failCommitsAmbiguously(count),
      contendCommits: (count) => sqlite.contendCommits(count),
    },
    mails,
    latestCode,
    async registerVerified(overrides = {}) {
      const account = {
        name: overrides.name ?? 'Test Person',
        email: overrides.email ?? uniqueEmail(),
        password: overrides.password ?? 'correct horse battery',
      };
      const registered = await request('POST', '/auth/rmi/register', { body: account });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      const otp = await latestCode(account.email);
      const verified = await request('POST', '/auth/rmi/verify-otp', {
        // The name and password as the app sends them from registration (the verifier's are the account's).
        body: { email: account.email, otp, password: account.password, name: account.name },
      });
      if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
      const login = await request('POST', '/auth/rmi/login', {
        body: { email: account.email, password: account.password },
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const { token, user } = (await login.json()) as { token: string; user: { id: string } };
      return { ...account, uid: user.id, token };
    },
    async close() {
      await mailsUnderWay();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The JSON body of a response, typed loosely for assertions. */
export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
