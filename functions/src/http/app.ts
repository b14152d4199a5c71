import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { DomainError } from '../domain/shared/domain-error.ts';
import { IdentityUnavailableError } from '../identity/identity.ts';
import { recordTransactions } from '../store/exactly-once-store.ts';
import { WriteObservedStore } from '../store/write-observed-store.ts';
import { limitBody } from './body-limit.ts';
import { type CachedAnswers, cachedFirst } from './cached-first.ts';
import { type CallerReadCacheOptions, callerReadCache } from './caller-read-cache.ts';
import { clientAddress } from './client-ip.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { cors } from './cors.ts';
import { storeErrorToApiError, toApiError } from './domain-errors.ts';
import { profileCards } from './embeds/profile-cards.ts';
import { ACCOUNTS_UNAVAILABLE_MESSAGE, ApiError, INTERNAL_MESSAGE } from './errors.ts';
import { type PublicReadCacheOptions, publicReadCache } from './public-read-cache.ts';
import { requestRecords } from './request-records.ts';
import { accountDeletionRoutes } from './routes/account-deletion.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { branchRoutes } from './routes/branches.ts';
import { companyRoutes } from './routes/companies.ts';
import { companyDirectoryRoutes } from './routes/company-directory.ts';
import { companyPageRoutes } from './routes/company-pages.ts';
import { companyReviewVoteRoutes } from './routes/company-review-votes.ts';
import { companyListRead, companyReviewRoutes } from './routes/company-reviews.ts';
import { contactRoutes } from './routes/contact.ts';
import { departmentRoutes } from './routes/departments.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { embedRoutes, oembedRoutes } from './routes/embeds.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { insightsRoutes } from './routes/insights.ts';
import { interviewerReviewVoteRoutes } from './routes/interviewer-review-votes.ts';
import { interviewerListRead, interviewerReviewRoutes } from './routes/interviewer-reviews.ts';
import { interviewerRoutes } from './routes/interviewers.ts';
import { loginRoutes } from './routes/login.ts';
import { managerDashboardRoutes } from './routes/manager-dashboard.ts';
import { managerReviewVoteRoutes } from './routes/manager-review-votes.ts';
import { managerReviewRoutes } from './routes/manager-reviews.ts';
import { managerProfileRead, managerRoutes } from './routes/managers.ts';
import { moderationRoutes } from './routes/moderation.ts';
import { moderationClaimRoutes } from './routes/moderation-claims.ts';
import { moderationSignalRoutes } from './routes/moderation-signals.ts';
import { myReviewRoutes } from './routes/my-reviews.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { pingRoutes } from './routes/ping.ts';
import { claimRoutes } from './routes/profile-claims.ts';
import { rateInterviewerRoutes } from './routes/rate-interviewer.ts';
import { rateManagerRoutes } from './routes/rate-manager.ts';
import { registrationRoutes } from './routes/registration.ts';
import { reportRoutes } from './routes/reports.ts';
import { reviewContextReads, reviewContextRoutes } from './routes/review-context.ts';
import { reviewResponseRoutes } from './routes/review-responses.ts';
import { savedInterviewerRoutes } from './routes/saved-interviewers.ts';
import { shareImageRoutes } from './routes/share-images.ts';
import { siteFileRoutes } from './routes/site-files.ts';
import { siteSearchRoutes } from './routes/site-search.ts';
import { userProfileRoutes } from './routes/user-profile.ts';
import { ShareImages } from './share-image/share-images.ts';
import { isSiteFilePath } from './site-paths.ts';
import { type SitemapOptions, Sitemaps } from './sitemap/sitemaps.ts';
import { storeUnavailableToApiError } from './store-errors.ts';

/** Largest request body we accept: a 5,000-character review fits many times over. */
export const MAX_BODY_BYTES = 64 * 1024;

export type ApiAppOptions = {
  /** Limits of the public read cache, or false for none. */
  publicReadCache?: PublicReadCacheOptions | false;
  /**
   * The cache of signed-in reads per account (caller-read-cache.ts): its limits, true for the
   * defaults; off unless given, since it is sound only where this process makes every write.
   */
  callerReadCache?: CallerReadCacheOptions | boolean;
  /** The share images' renderer and cache (issue 15); tests pass their own to count drawings. */
  shareImages?: ShareImages;
  /** The sitemap's page size and cache lifetime (issue 15); tests make pages small. */
  sitemap?: SitemapOptions;
};

/**
 * The API app. Every route is served at its documented path and again under
 * /api (DESIGN.md section 6), so one app serves the function URL, the API
 * port and the web origin's /api family alike. Anonymous public reads are
 * cached in process when the store reports its writes (a WriteObservedStore):
 * without that, a cached answer could outlive a write.
 */
export function createApiApp(given: AppDeps, options: ApiAppOptions = {}): Hono<AppEnv> {
  // Every write transaction made while a request is handled records the request (request-records.ts).
  // A view of the given deps rather than a copy: whoever built them may still change them later.
  const deps: AppDeps = Object.create(given, { store: { value: recordTransactions(given.store) } });
  const routes = new Hono<AppEnv>();
  routes.route('/', pingRoutes(deps));
  routes.route('/', companyRoutes(deps));
  routes.route('/', registrationRoutes(deps));
  routes.route('/', loginRoutes(deps));
  routes.route('/', passwordResetRoutes(deps));
  routes.route('/', userProfileRoutes(deps));
  routes.route('/', accountDeletionRoutes(deps));
  routes.route('/', interviewerRoutes(deps));
  routes.route('/', interviewerReviewRoutes(deps));
  routes.route('/', interviewerReviewVoteRoutes(deps));
  routes.route('/', myReviewRoutes(deps));
  routes.route('/', reviewContextRoutes(deps));
  routes.route('/', savedInterviewerRoutes(deps));
  routes.route('/', contactRoutes(deps));
  // Manager area (issue 6).
  routes.route('/', companyPageRoutes(deps));
  routes.route('/', departmentRoutes(deps));
  routes.route('/', branchRoutes(deps));
  routes.route('/', managerRoutes(deps));
  routes.route('/', managerReviewRoutes(deps));
  routes.route('/', managerReviewVoteRoutes(deps));
  routes.route('/', rateManagerRoutes(deps));
  routes.route('/', rateInterviewerRoutes(deps));
  routes.route('/', companyReviewRoutes(deps));
  routes.route('/', companyReviewVoteRoutes(deps));
  routes.route('/', geocodeRoutes(deps));
  // One search box and the All-Companies directory (issue 14).
  routes.route('/', siteSearchRoutes(deps));
  routes.route('/', companyDirectoryRoutes(deps));
  // Trust and safety (issue 9).
  routes.route('/', reportRoutes(deps));
  routes.route('/', moderationRoutes(deps));
  // The contract (issue 18): the OpenAPI document and its reference page.
  routes.route('/', apiDocsRoutes(deps));
  // Insights (issue 16).
  routes.route('/', insightsRoutes(deps));
  routes.route('/', moderationSignalRoutes(deps));
  // Claimed manager profiles (issue 17).
  routes.route('/', claimRoutes(deps));
  routes.route('/', reviewResponseRoutes(deps));
  routes.route('/', moderationClaimRoutes(deps));
  routes.route('/', managerDashboardRoutes(deps));
  // Ratings on other sites (issue 17): oEmbed here; the widget and embed.js below, outside /api.
  // Their profile cards come from a cache versioned by the store's writes, like the public read cache.
  const cards = profileCards(given.store, () => deps.clock().getTime());
  routes.route('/', oembedRoutes(deps, cards));
  // Only the local mailbox adapter provides a reader: in production this route does not exist.
  if (deps.devMailbox) routes.route('/', devMailboxRoutes(deps.devMailbox));

  const app = new Hono<AppEnv>();
  // Who the client is, for every limiter (the partner keys' per-address share in CORS among them):
  // only what our own proxies saw (client-ip.ts).
  app.use(clientAddress(deps.trustedProxyHops ?? 0));
  // Then preflights answer before anything else, and cached answers get the caller's own CORS headers.
  const corsSources = deps.corsOrigins ?? [];
  app.use(cors(corsSources));
  // Asked again before the app routes anything (cached-first.ts, below).
  const cached: CachedAnswers = {};
  // Signed-in reads made before routing (caller-read-cache.ts): the review context, and the review
  // lists a bearer personalises where the visitor's answer is kept.
  const directReads = [reviewContextReads(deps)];
  if (given.store instanceof WriteObservedStore && options.publicReadCache !== false) {
    // First, so that a hit skips every other middleware; it replays their headers.
    // A signed-in list is answered from the visitor's answer, which the app itself makes on a miss.
    const asVisitor = (request: Request, env: AppEnv['Bindings']) => app.fetch(request, env);
    const shared = publicReadCache(
      given.store,
      () => deps.clock().getTime(),
      options.publicReadCache,
      asVisitor,
    );
    app.use(shared);
    cached.shared = shared.hit;
    for (const list of [interviewerListRead, managerProfileRead, companyListRead])
      directReads.push(list(deps, shared.entry));
  }
  if (given.store instanceof WriteObservedStore) {
    // Signed-in reads before routing: kept per account where that is sound (callerReadCache), and
    // the review context made directly in any case (caller-read-cache.ts).
    const keep = options.callerReadCache;
    const limits = keep === true ? {} : keep || false;
    const now = () => deps.clock().getTime();
    const perAccount = callerReadCache(deps, given.store, now, limits, directReads);
    app.use(perAccount);
    cached.caller = perAccount.hit;
  }
  app.use(requestRecords(deps));
  const apiHeaders = secureHeaders({ crossOriginResourcePolicy: 'same-origin' });
  // The site's files (share images, sitemaps, robots.txt, the embed widget and embed.js) are fetched,
  // shown and framed by other sites: a resource policy that lets any origin load them, and no
  // X-Frame-Options (the widget's own CSP says frame-ancestors *; the rest are not pages).
  const siteHeaders = secureHeaders({ xFrameOptions: false, crossOriginResourcePolicy: 'cross-origin' });
  app.use((c, next) => (isSiteFilePath(c.req.path) ? siteHeaders(c, next) : apiHeaders(c, next)));
  app.use(limitBody(MAX_BODY_BYTES));
  app.use(async (c, next) => {
    await next();
    // API answers are personal or change often; the service worker decides what to cache.
    // On the answer's own headers: c.header() after the handler rebuilds the answer
    // around a body stream, which @hono/node-server then writes chunk by chunk (issue 8).
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.route('/api', routes);
  app.route('/', routes);
  // Share images, the sitemap and robots.txt (issue 15): the site's files, at the root only.
  const observed = given.store instanceof WriteObservedStore ? given.store : null;
  const sitemaps = new Sitemaps(
    deps.store,
    () => observed?.writeVersion ?? null,
    () => deps.clock().getTime(),
    options.sitemap,
  );
  app.route('/', shareImageRoutes(deps, options.shareImages ?? new ShareImages()));
  app.route('/', siteFileRoutes(deps, sitemaps));
  app.route('/', embedRoutes(deps, cards));

  app.notFound((c) => c.json({ message: 'Not found.', code: 'not_found' }, 404));
  app.onError((thrown, c) => {
    // Domain rule violations and refused store input map to HTTP in one place (domain-errors.ts),
    // whichever route threw them.
    const err = thrown instanceof DomainError ? toApiError(thrown) : (storeErrorToApiError(thrown) ?? thrown);
    if (err instanceof ApiError) {
      if (err.retryAfter !== undefined) c.header('Retry-After', String(Math.ceil(err.retryAfter)));
      return c.json({ message: err.message, code: err.code }, err.status);
    }
    // Firebase Auth could not be asked (a sign-in or a password check; session checks say so themselves,
    // auth.ts): 503 with Retry-After, never a 500 nor an answer about the password.
    if (thrown instanceof IdentityUnavailableError) {
      deps.log.error('identity unavailable', { route: c.req.routePath, error: String(thrown.cause) });
      c.header('Retry-After', '5');
      return c.json({ message: ACCOUNTS_UNAVAILABLE_MESSAGE, code: 'unavailable' }, 503);
    }
    // Contention or unavailability the store's own retries could not resolve: 503, never 500 (store-errors.ts).
    const unavailable = storeUnavailableToApiError(thrown);
    if (unavailable) {
      c.header('Retry-After', String(unavailable.retryAfter));
      return c.json({ message: unavailable.message, code: unavailable.code }, unavailable.status);
    }
    // Hono's own 4xx (e.g. a body that is not valid JSON) keep their status in our shape.
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 413 ? 'payload_too_large' : 'invalid_request';
      return c.json(
        { message: err.message || 'The request is invalid.', code },
        err.status === 413 ? 413 : 400,
      );
    }
    // Never echo internals; log the error itself, never the request (it may identify a reviewer).
    deps.log.error('unhandled error', { route: c.req.routePath, error: String(err?.stack ?? err) });
    return c.json({ message: INTERNAL_MESSAGE, code: 'internal' }, 500);
  });
  if (cached.shared || cached.caller) app.fetch = cachedFirst(app, corsSources, cached);
  return app;
}
