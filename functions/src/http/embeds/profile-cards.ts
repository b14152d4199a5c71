// Profile cards for the embed widget and oEmbed, from an in-process cache (issue 17 item 4): job
// boards load a widget on every page view, so a repeat costs no store read. The cache is the public
// read cache's (ReadCache): an entry is keyed by kind and id, belongs to the store's write version it
// was read under (any write through this instance empties it) and lives at most a minute, which
// bounds staleness against writes made by other instances. Misses are cached too, so probing
// unknown ids costs one read per id and minute, and concurrent misses share one read.
import { type EmbedKind, type ProfileCard, readProfileCard } from '../../domain/embeds/profile-card.ts';
import type { DocumentStore } from '../../store/document-store.ts';
import { WriteObservedStore } from '../../store/write-observed-store.ts';
import { ReadCache, type VersionedEntry } from '../public-read-cache.ts';

export const DEFAULT_CARD_CACHE = { maxEntries: 5000, maxBytes: 4 * 1024 * 1024, ttlMs: 60_000 };

type CardEntry = VersionedEntry & { card: ProfileCard | null };

export type ProfileCards = {
  get(kind: EmbedKind, id: string): Promise<ProfileCard | null>;
  readonly cache: ReadCache<CardEntry>;
};

const sizeOf = (card: ProfileCard | null) =>
  128 + (card ? card.name.length + card.context.length + card.path.length + card.id.length : 0) * 2;

/** Without a WriteObservedStore nothing could tell the cache about writes: every call reads. */
export function profileCards(
  store: DocumentStore,
  now: () => number,
  limits: typeof DEFAULT_CARD_CACHE = DEFAULT_CARD_CACHE,
): ProfileCards {
  const cache = new ReadCache<CardEntry>(limits);
  const observed = store instanceof WriteObservedStore ? store : null;
  const inflight = new Map<string, Promise<CardEntry>>();

  async function read(key: string, kind: EmbedKind, id: string, version: number): Promise<CardEntry> {
    const card = await readProfileCard(store, kind, id);
    const entry = { card, version, bytes: sizeOf(card) + key.length, expiresAt: now() + limits.ttlMs };
    // An answer read while a write committed may already be stale: ReadCache keeps only current ones.
    if (observed && observed.writeVersion === version) cache.set(key, entry);
    return entry;
  }

  return {
    cache,
    async get(kind, id) {
      if (!observed) return readProfileCard(store, kind, id);
      const key = `${kind}/${id}`;
      const version = observed.writeVersion;
      const hit = cache.get(key, version, now());
      if (hit) return hit.card;
      let pending = inflight.get(key);
      if (!pending) {
        pending = read(key, kind, id, version).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const entry = await pending;
      return entry.card;
    },
  };
}
