import type { AccountEraserRegistry } from '../domain/accounts/account-erasers.ts';
import type { ServerSecrets } from '../domain/accounts/server-secrets.ts';
import type { Geocoder } from '../domain/geocoding/geocoder.ts';
import type { PublishDelay } from '../domain/moderation/scheduled-publication.ts';
import type { ProfanityFilter } from '../domain/screening/profanity.ts';
import type { TxParticipant } from '../domain/shared/tx-participant.ts';
import type { AuthUser, IdentityVerifier } from '../identity/identity.ts';
import type { ModeratorRole } from '../identity/moderator-role.ts';
import type { PasswordSignIn } from '../identity/password-sign-in.ts';
import type { UserAdmin } from '../identity/user-admin.ts';
import type { MailboxReader, Mailer } from '../mail/mailer.ts';
import type { AuthRateLimits } from '../rate-limit/auth-rate-limits.ts';
import type { DailyLimits } from '../rate-limit/daily-limits.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { DocumentStore } from '../store/document-store.ts';
import type { ClientAddressBindings } from './client-ip.ts';
import type { OriginSource } from './cors.ts';
import type { ReadCacheEntry } from './public-read-cache.ts';

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

/** Everything the routes need from the outside world, injected once. */
export type AppDeps = {
  store: DocumentStore;
  identity: IdentityVerifier;
  log: Logger;
  clock: () => Date;
  /** Accounts (issue 4): Auth account administration and password sign-in. */
  users: UserAdmin;
  passwordSignIn: PasswordSignIn;
  mailer: Mailer;
  /** Only with the local mailbox (embedded default): GET /api/dev/mailbox exists only then. */
  devMailbox?: MailboxReader;
  rateLimiter: RateLimiter;
  /** Defaults to DEFAULT_AUTH_RATE_LIMITS; tests lower them. */
  authRateLimits?: AuthRateLimits;
  /** Least duration of register, resend-otp, forgot-password and login's sign-in (default 300 ms); tests set 0. */
  authResponseFloorMs?: number;
  secrets: ServerSecrets;
  /** What account deletion runs; features that store user data register here. */
  accountErasers: AccountEraserRegistry;
  /** Where POST /api/contact messages are mailed; defaults to DEFAULT_CONTACT_ADDRESS (routes/contact.ts). */
  contactAddress?: string;
  /** Manager area (issue 6): city -> coordinates; defaults to the offline gazetteer (geocode/embedded-geocoder.ts). */
  geocoder?: Geocoder;
  /** Google Maps key (MAPS_API_KEY): enables GET /api/geocode/script and Google Geocoding. */
  mapsApiKey?: string;
  /** Trust and safety (issue 9): profanity holds a review for moderation; unset, nothing is held for it. */
  profanity?: ProfanityFilter;
  /**
   * How long after it was written a new review appears publicly, at a random moment of the window
   * (scheduled-publication.ts). Unset: at once (the embedded default); production: 1 to 24 hours.
   */
  publishDelay?: PublishDelay;
  /** Reviews and votes per account per day; defaults to DEFAULT_DAILY_LIMITS (rate-limit/daily-limits.ts). */
  dailyLimits?: DailyLimits;
  /**
   * How many X-Forwarded-For entries, counted from the right, our own proxies wrote (client-ip.ts).
   * Default 0: the header is never read and the socket's peer is the client (the embedded default).
   */
  trustedProxyHops?: number;
  /**
   * Where the moderator role is read (identity/moderator-role.ts). Default: the account's claim
   * wherever tokens are unsigned (the Auth emulator), else the signed token's claim.
   */
  moderatorRole?: ModeratorRole;
  /**
   * Who may call the API from another origin (cors.ts): asked in turn, any yes allows. Default none:
   * no CORS headers at all. The platform adds configuredOrigins(CORS_ORIGINS).
   */
  corsOrigins?: OriginSource[];
  /**
   * The site's public origin (https://example.com), for absolute URLs that leave the site: rendered
   * pages, share images, sitemaps, robots.txt, the embed widget and oEmbed (public-origin.ts).
   * Configured, never taken from a request. Unset: the request's own origin.
   */
  publicOrigin?: string;
};

/** Per-request values: `user` is set by the signedIn middleware. */
export type AppEnv = {
  /** Only our in-process proxy (the embedded web origin) passes these; no request can set them. */
  Bindings: ClientAddressBindings;
  Variables: {
    /** The client's rate-limit key, set by the clientAddress middleware: read it with clientIp(c). */
    clientIp?: string;
    user: AuthUser;
    /** Set by the idempotency middleware when an Idempotency-Key came: pass it to the write's transaction. */
    idempotency?: TxParticipant;
    /** Set when a public read answered for its bearer (actorIfSignedIn): never cached (public-read-cache.ts). */
    personalised?: true;
    /**
     * Set on a signed-in read that personalises (public-read-cache.ts): the visitor's answer to the
     * same request, or null (personalised-reads.ts merges the caller's part into it).
     */
    publicAnswer?: () => Promise<ReadCacheEntry | null>;
  };
};
