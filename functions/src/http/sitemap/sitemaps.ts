// The sitemap index and its pages, kept in process (issue 15 item 4): built from the store on the
// first request, then answered from memory until the store's next write (its write version, as the
// public read cache does) or for at most ttlMs, which bounds staleness against other instances'
// writes. The CDN keeps them too (s-maxage), so crawlers rarely reach the store at all.
import type { DocumentStore } from '../../store/document-store.ts';
import { ReadCache } from '../public-read-cache.ts';
import {
  countProfiles,
  MAX_SITEMAP_URLS,
  profileUrls,
  SITEMAP_KINDS,
  type SitemapKind,
  STATIC_PAGES,
} from './sitemap-source.ts';
import { sitemapIndex, urlSet } from './sitemap-xml.ts';

export type SitemapOptions = {
  /** URLs per page (at most the protocol's 50,000); tests make it small to see the split. */
  pageSize?: number;
  ttlMs?: number;
};

const DEFAULTS = { pageSize: MAX_SITEMAP_URLS, ttlMs: 10 * 60_000 };
const PAGE_NAME = new RegExp(`^(pages|${SITEMAP_KINDS.join('|')})(?:-([1-9]\\d{0,5}))?\\.xml$`);

export class Sitemaps {
  readonly #store: DocumentStore;
  readonly #version: () => number | null;
  readonly #now: () => number;
  readonly #pageSize: number;
  readonly #ttlMs: number;
  // Bounded by count and bytes; emptied when the write version moves.
  readonly #cache = new ReadCache({ maxEntries: 64, maxBytes: 64 * 1024 * 1024, ttlMs: 0 });
  readonly #building = new Map<string, Promise<string | null>>();
  /** Sitemaps built from the store so far (tests and the benchmark read it). */
  builds = 0;

  /** `version` is the store's write version, or null when the store does not report writes (nothing is kept). */
  constructor(
    store: DocumentStore,
    version: () => number | null,
    now: () => number,
    options: SitemapOptions = {},
  ) {
    this.#store = store;
    this.#version = version;
    this.#now = now;
    this.#pageSize = Math.min(options.pageSize ?? DEFAULTS.pageSize, MAX_SITEMAP_URLS);
    this.#ttlMs = options.ttlMs ?? DEFAULTS.ttlMs;
  }

  /** /sitemap.xml: the static pages, then each kind's pages (as many as its count needs). */
  index(origin: string): Promise<string> {
    return this.#kept(origin, 'index', async () => {
      const counts = await Promise.all(SITEMAP_KINDS.map((kind) => countProfiles(this.#store, kind)));
      const pages = [{ loc: `${origin}/sitemaps/pages.xml` }];
      SITEMAP_KINDS.forEach((kind, i) => {
        const n = Math.ceil((counts[i] ?? 0) / this.#pageSize);
        for (let page = 1; page <= n; page += 1)
          pages.push({ loc: `${origin}/sitemaps/${kind}-${page}.xml` });
      });
      return sitemapIndex(pages);
    }) as Promise<string>;
  }

  /** /sitemaps/{name}: pages.xml or {kind}-{n}.xml; null when there is no such page. */
  page(name: string, origin: string): Promise<string | null> {
    const match = PAGE_NAME.exec(name);
    if (!match) return Promise.resolve(null);
    const [, kind, n] = match;
    if (kind === 'pages') {
      return n === undefined
        ? Promise.resolve(urlSet(STATIC_PAGES.map((path) => ({ loc: `${origin}${path}` }))))
        : Promise.resolve(null);
    }
    if (n === undefined) return Promise.resolve(null);
    return this.#kept(origin, name, async () => {
      const urls = await profileUrls(this.#store, kind as SitemapKind, Number(n), this.#pageSize, origin);
      return urls.length === 0 ? null : urlSet(urls);
    });
  }

  async #kept(origin: string, name: string, build: () => Promise<string | null>): Promise<string | null> {
    const key = `${origin} ${name}`;
    const version = this.#version();
    if (version !== null) {
      const hit = this.#cache.get(key, version, this.#now());
      if (hit) return new TextDecoder().decode(hit.body);
    }
    const under = this.#building.get(key);
    if (under) return under;
    const building = (async () => {
      this.builds += 1;
      const xml = await build();
      // Kept only when no write happened while it was built (it may already be stale otherwise).
      if (xml !== null && version !== null && this.#version() === version) {
        const body = new TextEncoder().encode(xml);
        this.#cache.set(key, {
          body,
          headers: {},
          bytes: body.byteLength + key.length,
          expiresAt: this.#now() + this.#ttlMs,
          version,
        });
      }
      return xml;
    })();
    this.#building.set(key, building);
    try {
      return await building;
    } finally {
      this.#building.delete(key);
    }
  }
}
