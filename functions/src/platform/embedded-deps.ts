import { getAuth } from 'firebase-admin/auth';
import { foldVoteCounts } from '../domain/reviews/voting.ts';
import { geocoderFor } from '../geocode/embedded-geocoder.ts';
import type { AppDeps } from '../http/context.ts';
import { configuredOrigins, parseCorsOrigins } from '../http/cors.ts';
import { partnerKeys } from '../http/partner-keys.ts';
import { DEFAULT_PUBLIC_ORIGIN, parsePublicOrigin } from '../http/public-origin.ts';
import { firebaseIdentity } from '../identity/firebase-identity.ts';
import { identityToolkitBaseUrl } from '../identity/identity-toolkit-sign-in.ts';
import { accountModeratorRole } from '../identity/moderator-role.ts';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  perAddressFactorFrom,
  scalePerAddressLimits,
} from '../rate-limit/auth-rate-limits.ts';
import { obscenityFilter } from '../screening/obscenity-filter.ts';
import {
  counterShardsFrom,
  SQLITE_COUNTER_SHARDS,
  withCounterShards,
} from '../store/counter-shards-setting.ts';
import { withDefiniteCommits } from '../store/definite-commits-setting.ts';
import { observeWrites } from '../store/write-observed-store.ts';
import { accountDeps, dataDirAccountConfig } from './account-deps.ts';
import { adminApp } from './admin-app.ts';
import { jsonLogger } from './json-logger.ts';
import { openSqliteFromDataDir } from './sqlite-from-data-dir.ts';

/**
 * Dependencies of the embedded default: SQLite in the data folder and the
 * Auth emulator (FIREBASE_AUTH_EMULATOR_HOST must be set before this runs).
 */
export async function createEmbeddedDeps(options: {
  dataDir: string;
  projectId: string;
  /** The web origin npm start serves: the public origin unless PUBLIC_ORIGIN says otherwise. */
  webOrigin?: string;
}): Promise<AppDeps> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must point at the Auth emulator in the embedded default.');
  }
  const app = adminApp(options.projectId);
  // Observed before anything captures it, so the API's read cache sees every write.
  // Counters stay on their documents (1) unless RMI_COUNTER_SHARDS says otherwise (counter-shards-setting.ts).
  const shards = counterShardsFrom(process.env.RMI_COUNTER_SHARDS, SQLITE_COUNTER_SHARDS);
  // SQLite commits or fails outright: no request records for unkeyed writes (definite-commits-setting.ts).
  const sqlite = withDefiniteCommits(openSqliteFromDataDir(options.dataDir));
  const store = observeWrites(shards === 1 ? sqlite : withCounterShards(sqlite, shards));
  // Unsharded, reads look at no shards: fold any that a run with more left behind, before serving.
  if (shards === 1) while ((await foldVoteCounts(store)) > 0) {}
  const clock = () => new Date();
  const accounts = accountDeps({
    store,
    clock,
    auth: getAuth(app),
    ...dataDirAccountConfig(options.dataDir, clock),
    signIn: {
      baseUrl: identityToolkitBaseUrl(process.env.FIREBASE_AUTH_EMULATOR_HOST),
      apiKey: 'demo-api-key',
    },
  });
  return {
    store,
    identity: firebaseIdentity(getAuth(app)),
    log: jsonLogger,
    clock,
    // Offline gazetteer unless a Maps key is given (DESIGN.md section 3).
    geocoder: geocoderFor(process.env.MAPS_API_KEY),
    // Trust and safety (issue 9): reviews with profanity are held for a moderator.
    profanity: obscenityFilter(),
    ...(process.env.MAPS_API_KEY ? { mapsApiKey: process.env.MAPS_API_KEY } : {}),
    ...accounts,
    // The emulator's tokens are unsigned: the moderator role comes from the account, never the token.
    moderatorRole: accountModeratorRole(accounts.users),
    // Other origins allowed to call the API (CORS_ORIGINS, empty by default; cors.ts), and the
    // origins of partner API keys for the public reads (npm run api-key; partner-keys.ts).
    corsOrigins: [
      configuredOrigins(parseCorsOrigins(process.env.CORS_ORIGINS)),
      partnerKeys({ store, rateLimiter: accounts.rateLimiter, now: () => clock().getTime() }),
    ],
    // Absolute URLs (pages, sitemaps, share images, widgets, oEmbed; public-origin.ts).
    publicOrigin: parsePublicOrigin(process.env.PUBLIC_ORIGIN) ?? options.webOrigin ?? DEFAULT_PUBLIC_ORIGIN,
    authRateLimits: scalePerAddressLimits(
      DEFAULT_AUTH_RATE_LIMITS,
      perAddressFactorFrom(process.env.RMI_PER_ADDRESS_LIMIT_FACTOR),
    ),
  };
}
