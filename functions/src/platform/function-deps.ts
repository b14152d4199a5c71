import { getAuth } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import { geocoderFor } from '../geocode/embedded-geocoder.ts';
import type { AppDeps } from '../http/context.ts';
import { configuredOrigins, parseCorsOrigins } from '../http/cors.ts';
import { partnerKeys } from '../http/partner-keys.ts';
import { publicOriginFromEnv } from '../http/public-origin.ts';
import { firebaseIdentity } from '../identity/firebase-identity.ts';
import { identityToolkitBaseUrl } from '../identity/identity-toolkit-sign-in.ts';
import { smtpMailer } from '../mail/smtp-mailer.ts';
import { obscenityFilter } from '../screening/obscenity-filter.ts';
import type { DocumentStore } from '../store/document-store.ts';
import { observeWrites } from '../store/write-observed-store.ts';
import { accountDeps, dataDirAccountConfig } from './account-deps.ts';
import { adminApp } from './admin-app.ts';
import {
  AUTHOR_KEY_SECRET,
  CODE_SECRET,
  MAIL_FROM,
  SMTP_URL,
  trustedProxyHops,
  webApiKey,
} from './function-params.ts';
import { publishDelay } from './publish-delay.ts';

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

type FirestoreStoreModule = typeof import('./firestore-store.ts');

export type FunctionDepsOptions = {
  /** How the Firestore store's module is loaded (lazily: it pulls in the Firestore SDK); tests slow it down. */
  loadFirestoreStore?: () => Promise<FirestoreStoreModule>;
};

/**
 * Dependencies of the deployed function. The store is Firestore, unless
 * RMI_STORE=sqlite (with RMI_DATA_DIR) asks for the SQLite file, which is how
 * the Functions-emulator test runs here without a Firestore emulator.
 */
export async function createFunctionDeps(options: FunctionDepsOptions = {}): Promise<AppDeps> {
  const app = adminApp();
  // Observed before anything captures it, so the API's read cache sees every write.
  const store = observeWrites(
    await openStore(options.loadFirestoreStore ?? (() => import('./firestore-store.ts'))),
  );
  const clock = () => new Date();
  const accounts = accountDeps({ store, clock, auth: getAuth(app), ...accountConfig(clock) });
  // Who the client is: the X-Forwarded-For entries Google's front ends wrote (function-params.ts),
  // for the app's limiters and the partner keys' per-address shares alike.
  const proxyHops = trustedProxyHops();
  return {
    store,
    identity: firebaseIdentity(getAuth(app)),
    log: { info: (m, f) => logger.info(m, f), error: (m, f) => logger.error(m, f) },
    clock,
    ...accounts,
    // Manager area (issue 6): Google Geocoding and Maps with MAPS_API_KEY (functions/.env), else the offline gazetteer.
    geocoder: geocoderFor(process.env.MAPS_API_KEY),
    // Trust and safety (issue 9): reviews with profanity are held for a moderator.
    profanity: obscenityFilter(),
    ...(process.env.MAPS_API_KEY ? { mapsApiKey: process.env.MAPS_API_KEY } : {}),
    // Other origins allowed to call the API (CORS_ORIGINS, empty by default; cors.ts), and the
    // origins of partner API keys for the public reads (npm run api-key; partner-keys.ts).
    corsOrigins: [
      configuredOrigins(parseCorsOrigins(process.env.CORS_ORIGINS)),
      partnerKeys({
        store,
        rateLimiter: accounts.rateLimiter,
        now: () => clock().getTime(),
      }),
    ],
    // Absolute URLs (pages, sitemaps, share images, widgets, oEmbed): PUBLIC_ORIGIN (functions/.env),
    // else https://PROJECT.web.app (public-origin.ts).
    ...optional('publicOrigin', publicOriginFromEnv()),
    trustedProxyHops: proxyHops,
    // New reviews appear at a random moment 1-24 hours after writing (RMI_PUBLISH_DELAY_HOURS;
    // scheduled-publication.ts); the scheduled function `scheduledReviews` publishes them.
    ...optional('publishDelay', publishDelay()),
    // Contact-form mail goes to RMI_CONTACT_EMAIL (functions/.env); unset: stored, not mailed.
    // The Functions emulator keeps the local mailbox's default address.
    ...(process.env.FUNCTIONS_EMULATOR === 'true'
      ? {}
      : { contactAddress: process.env.RMI_CONTACT_EMAIL ?? '' }),
  };
}

/**
 * Secrets, mail and sign-in. Deployed: Secret Manager, SMTP and Google's
 * Identity Toolkit. In the Functions emulator: the data folder's secrets and
 * mailbox (and /api/dev/mailbox), and the Auth emulator.
 */
function accountConfig(clock: () => Date) {
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    return {
      ...dataDirAccountConfig(process.env.RMI_DATA_DIR ?? '.data', clock),
      signIn: {
        baseUrl: identityToolkitBaseUrl(process.env.FIREBASE_AUTH_EMULATOR_HOST),
        apiKey: 'demo-api-key',
      },
    };
  }
  return {
    secrets: { authorKey: AUTHOR_KEY_SECRET.value(), codes: CODE_SECRET.value() },
    mail: { mailer: smtpMailer({ url: SMTP_URL.value(), from: MAIL_FROM.value() }) },
    signIn: { baseUrl: identityToolkitBaseUrl(), apiKey: webApiKey() },
  };
}

async function openStore(loadFirestoreStore: () => Promise<FirestoreStoreModule>): Promise<DocumentStore> {
  if (process.env.RMI_STORE === 'sqlite') {
    const { openSqliteFromDataDir } = await import('./sqlite-from-data-dir.ts');
    const { withDefiniteCommits } = await import('../store/definite-commits-setting.ts');
    return withDefiniteCommits(openSqliteFromDataDir(process.env.RMI_DATA_DIR ?? '.data'));
  }
  const { firestoreStore } = await loadFirestoreStore();
  return firestoreStore();
}
