// Partner API keys (issue 17 item 5): a key lets scripts on one named origin read the public API
// cross-origin, within its own rate limit. The store keeps only the key's SHA-256 (the document id),
// never the key: it is shown once, at creation. 256 random bits need no slow hash; a leaked
// database gives no usable key.
import { createHash, randomBytes } from 'node:crypto';
import type { Doc, DocumentStore } from '../../store/document-store.ts';
import { DomainError } from '../shared/domain-error.ts';

export const API_KEYS = 'apiKeys';

export type ApiKeyData = {
  /** Who the key is for, as the operator named it (unique among keys not revoked). */
  name: string;
  /** The one origin whose scripts may use it (https://jobs.example.com), canonical form. */
  origin: string;
  /** Requests a minute, counted across instances (rate-limit/store-rate-limiter.ts). */
  ratePerMinute: number;
  createdAt: Date;
  revokedAt: Date | null;
};

export const API_KEY_PREFIX = 'rmi_';
/** rmi_ and 43 base64url characters (32 random bytes). */
const API_KEY_PATTERN = /^rmi_[A-Za-z0-9_-]{43}$/;
export const DEFAULT_RATE_PER_MINUTE = 120;
export const MAX_RATE_PER_MINUTE = 100_000;
export const MAX_KEY_NAME = 100;

/** The stored id of a key: its SHA-256, hex. */
export function apiKeyId(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether a header value has the shape of one of our keys (checked before any hashing or read). */
export function isApiKeyShape(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

export type NewApiKey = { name: string; origin: string; ratePerMinute?: number };

/**
 * Creates a key: answers the key itself (to show once) and the stored record. The origin must
 * already be canonical (http/cors.ts canonicalOrigin). A name in use by a key not revoked is refused.
 */
export async function createApiKey(
  store: DocumentStore,
  input: NewApiKey,
  now: Date,
): Promise<{ key: string; id: string; data: ApiKeyData }> {
  const name = input.name.trim();
  if (name === '' || name.length > MAX_KEY_NAME || /[\p{Cc}\p{Cf}]/u.test(name)) {
    throw new DomainError('invalid', `name must be 1 to ${MAX_KEY_NAME} visible characters.`);
  }
  const ratePerMinute = input.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE;
  if (!Number.isInteger(ratePerMinute) || ratePerMinute < 1 || ratePerMinute > MAX_RATE_PER_MINUTE) {
    throw new DomainError('invalid', `rate must be a whole number from 1 to ${MAX_RATE_PER_MINUTE}.`);
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = apiKeyId(key);
  const data: ApiKeyData = { name, origin: input.origin, ratePerMinute, createdAt: now, revokedAt: null };
  await store.runTransaction(async (tx) => {
    const same = await tx.query<ApiKeyData>({
      collection: API_KEYS,
      where: [{ field: 'name', op: '==', value: name }],
    });
    if (same.some((doc) => doc.data.revokedAt === null)) {
      throw new DomainError(
        'conflict',
        `A key named "${name}" exists: revoke it first or pick another name.`,
      );
    }
    tx.create(API_KEYS, id, data);
  });
  return { key, id, data };
}

/** Every key, revoked ones too, oldest first. */
export async function listApiKeys(store: DocumentStore): Promise<Doc<ApiKeyData>[]> {
  const all = await store.query<ApiKeyData>({ collection: API_KEYS });
  return all.sort((a, b) => new Date(a.data.createdAt).getTime() - new Date(b.data.createdAt).getTime());
}

/**
 * Revokes the keys named `nameOrId` (a name, or the start of an id as `list` shows it, at least 8
 * hex characters); answers how many were revoked. Revoked keys stay listed.
 */
export async function revokeApiKey(store: DocumentStore, nameOrId: string, now: Date): Promise<number> {
  const wanted = nameOrId.trim();
  const byId = /^[0-9a-f]{8,64}$/.test(wanted);
  const targets = (await listApiKeys(store)).filter(
    (doc) => doc.data.revokedAt === null && (doc.data.name === wanted || (byId && doc.id.startsWith(wanted))),
  );
  if (targets.length === 0) return 0;
  const batch = store.batch();
  for (const doc of targets) batch.update(API_KEYS, doc.id, { revokedAt: now });
  await batch.commit();
  return targets.length;
}

/** The record of a key (revoked or not), or null for anything that is not one of our keys. */
export async function findApiKey(store: DocumentStore, key: string): Promise<Doc<ApiKeyData> | null> {
  if (!isApiKeyShape(key)) return null;
  return store.get<ApiKeyData>(API_KEYS, apiKeyId(key));
}

/** Whether some key not revoked belongs to `origin` (a preflight carries no key: this is what it is asked). */
export async function originHasKey(store: DocumentStore, origin: string): Promise<boolean> {
  const keys = await store.query<ApiKeyData>({
    collection: API_KEYS,
    where: [{ field: 'origin', op: '==', value: origin }],
  });
  return keys.some((doc) => doc.data.revokedAt === null);
}
