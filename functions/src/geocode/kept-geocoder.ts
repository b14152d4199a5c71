// Google bills every lookup, and POST /geocode is public: a city once looked up is kept (company pages
// ask for the same cities again every few seconds), and an instance asks Google at most so many times a
// day, so that made-up city names sent from many addresses cannot run up the bill.
import type { GeocodeAsker, GeocodeResult, Geocoder } from '../domain/geocoding/geocoder.ts';

const DAY_MS = 86_400_000;

export type GeocoderLimits = {
  /** Cities kept, the least recently asked for going first. */
  maxEntries: number;
  /** How long a found city is kept (places do not move). */
  foundMs: number;
  /** How long "no such city" is kept (the source may learn it). */
  unknownMs: number;
  /** Lookups sent to the source per UTC day by this instance; failed ones count (they are billed). */
  lookupsPerDay: number;
  /**
   * Of those, the most that POST /geocode may send (anyone may call it; the PWA never does): else one
   * household at its 60 a minute spent the day's lookups in half an hour, and no branch added after that
   * was placed on the map.
   */
  publicLookupsPerDay: number;
};

export const GEOCODER_LIMITS: GeocoderLimits = {
  maxEntries: 10_000,
  foundMs: 30 * DAY_MS,
  unknownMs: DAY_MS,
  lookupsPerDay: 2_000,
  publicLookupsPerDay: 1_000,
};

/** The day's lookups are spent: a city not kept waits for the next UTC day. */
export class GeocodeBudgetSpent extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('The geocoding lookups of the day are spent.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type Kept = { result: GeocodeResult | null; until: number };

/**
 * The text the source is sent: compatibility forms folded (full-width letters), what draws nothing dropped,
 * spacing as one space. A city is kept under this text in small letters (the source reads case alike), so
 * what it answered is its answer for that very text: keyed on a looser form (accents, marks and punctuation
 * dropped) while sent as the first asker wrote it, a visitor's "Par\u200Bis" or "P̴a̴r̴i̴s̴", unknown to the
 * source, was kept a day as the answer for "Paris" (POST /geocode is public and shares this cache with
 * new branches and company maps).
 */
const asSent = (city: string): string =>
  city
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

/** `source` behind a cache of its answers and a daily budget of lookups (failures are not kept). */
export function keptGeocoder(
  source: Geocoder,
  limits: GeocoderLimits = GEOCODER_LIMITS,
  now: () => number = Date.now,
): Geocoder {
  const kept = new Map<string, Kept>();
  // One lookup per city at a time: a page asking for a city twice at once pays once.
  const asking = new Map<string, Promise<GeocodeResult | null>>();
  let day = -1;
  let spent = 0;
  let spentByPublic = 0;

  const lookUp = async (key: string, city: string, asker: GeocodeAsker) => {
    const at = now();
    const today = Math.floor(at / DAY_MS);
    if (today !== day) {
      day = today;
      spent = 0;
      spentByPublic = 0;
    }
    if (
      spent >= limits.lookupsPerDay ||
      (asker === 'public' && spentByPublic >= limits.publicLookupsPerDay)
    ) {
      throw new GeocodeBudgetSpent(Math.ceil(((today + 1) * DAY_MS - at) / 1000));
    }
    spent += 1;
    if (asker === 'public') spentByPublic += 1;
    const result = await source.geocode(city);
    kept.delete(key); // a city looked up again goes last, as one asked for
    kept.set(key, { result, until: now() + (result ? limits.foundMs : limits.unknownMs) });
    if (kept.size > limits.maxEntries) kept.delete(kept.keys().next().value as string);
    return result;
  };

  return {
    async geocode(written, asker = 'site') {
      const city = asSent(written);
      if (city === '') return null; // only invisible letters: no city, and not a lookup the source would take
      const key = city.toLowerCase();
      const hit = kept.get(key);
      if (hit && hit.until > now()) {
        kept.delete(key); // re-inserted last: the least recently asked for goes first
        kept.set(key, hit);
        return hit.result;
      }
      let pending = asking.get(key);
      if (!pending) {
        pending = lookUp(key, city, asker).finally(() => asking.delete(key));
        asking.set(key, pending);
      }
      return pending;
    },
  };
}
