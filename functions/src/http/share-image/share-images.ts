// Share images as the routes serve them (issue 15 item 3): each profile's card, drawn once per
// public version (share-card.ts: a digest of what the card shows) and kept in a bounded in-process
// cache, so a repeat costs one point read and no drawing. A new review, an edit or a moderator's
// decision changes the figures, hence the version, hence the image; a held review changes nothing.
import { getCompany } from '../../domain/companies/companies.ts';
import { getInterviewer } from '../../domain/interviewers/interviewers.ts';
import { getManager } from '../../domain/managers/managers.ts';
import type { DocumentStore } from '../../store/document-store.ts';
import { ReadCache } from '../public-read-cache.ts';
import { CardDrawer } from './card-drawer.ts';
import {
  cardVersion,
  companyCard,
  interviewerCard,
  managerCard,
  type ShareCard,
  type ShareKind,
} from './share-card.ts';

export type ShareImage = { png: Uint8Array<ArrayBuffer>; version: string };

export type ShareImagesOptions = { maxEntries?: number; maxBytes?: number; drawer?: CardDrawer };

/** About 45 KB a card: 400 cards in at most 16 MB. */
const DEFAULTS = { maxEntries: 400, maxBytes: 16 * 1024 * 1024 };

const CARD_OF: Record<ShareKind, (store: DocumentStore, id: string) => Promise<ShareCard>> = {
  interviewer: async (store, id) => interviewerCard(await getInterviewer(store, id)),
  manager: async (store, id) => managerCard(await getManager(store, id)),
  company: async (store, id) => companyCard(await getCompany(store, id)),
};

export class ShareImages {
  // The public read cache's LRU, bounded by count and bytes; entries never expire by time, as
  // their key names the card's version.
  readonly #cache: ReadCache;
  readonly #drawing = new Map<string, Promise<ShareImage>>();
  readonly #drawer: CardDrawer;
  /** Cards drawn so far (tests and the benchmark read it). */
  renders = 0;

  constructor({ drawer, ...options }: ShareImagesOptions = {}) {
    this.#cache = new ReadCache({ ...DEFAULTS, ...options, ttlMs: Number.POSITIVE_INFINITY });
    this.#drawer = drawer ?? new CardDrawer();
  }

  /** The profile's card version, read from the store (DomainError not_found for an unknown id). */
  async card(
    store: DocumentStore,
    kind: ShareKind,
    id: string,
  ): Promise<{ card: ShareCard; version: string }> {
    const card = await CARD_OF[kind](store, id);
    return { card, version: cardVersion(card) };
  }

  /**
   * The PNG of this card version: from the cache, from a drawing already under way, or drawn now.
   * `beforeDraw` is asked only before a new drawing (it may throw to refuse it): a drawing costs about a
   * tenth of a second of the drawing thread (card-drawer.ts), a repeat costs nothing. Throws
   * DrawerBusyError when too many drawings already wait, ClientShareError when `client` has its share waiting.
   */
  async image(
    kind: ShareKind | 'article',
    id: string,
    card: ShareCard,
    version: string,
    hooks: {
      onError?: (error: unknown) => void;
      beforeDraw?: () => Promise<void>;
      /** Who asks (clientHousehold): a new drawing counts in their share of the thread (card-drawer.ts). */
      client?: string;
    } = {},
  ): Promise<ShareImage> {
    const key = `${kind}/${id}/${version}`;
    const ready = () => {
      const hit = this.#cache.get(key, 0, 0);
      return hit ? { png: hit.body, version } : this.#drawing.get(key);
    };
    const found = ready();
    if (found) return found;
    if (hooks.beforeDraw) {
      await hooks.beforeDraw();
      // Another request may have drawn it, or started to, meanwhile.
      const meanwhile = ready();
      if (meanwhile) return meanwhile;
    }
    const drawing = (async () => {
      const drawn = await this.#drawer.draw(card, hooks.client);
      this.renders += 1;
      if (drawn.fellBack !== null) hooks.onError?.(drawn.fellBack);
      const png = new Uint8Array(drawn.png);
      this.#cache.set(key, {
        body: png,
        headers: {},
        bytes: png.byteLength + key.length,
        expiresAt: Number.POSITIVE_INFINITY,
        version: 0,
      });
      return { png, version };
    })();
    this.#drawing.set(key, drawing);
    try {
      return await drawing;
    } finally {
      this.#drawing.delete(key);
    }
  }
}
