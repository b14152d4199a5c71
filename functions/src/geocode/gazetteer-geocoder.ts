import type { GeocodeResult, Geocoder } from '../domain/geocoding/geocoder.ts';
import { normalizeName } from '../domain/text/normalize.ts';

/** One place of an offline gazetteer. */
export type GazetteerCity = {
  name: string;
  /** Other names it is known by ("Bangalore" for Bengaluru). */
  altNames: readonly string[];
  country: string;
  population: number;
  lat: number;
  lng: number;
};

type Index = Map<string, GazetteerCity>;

function buildIndex(cities: readonly GazetteerCity[]): Index {
  // Where several places share a name, the most populous one is meant (Paris, not Paris, Texas).
  const index: Index = new Map();
  const add = (key: string, city: GazetteerCity) => {
    const current = index.get(key);
    if (key && (!current || city.population > current.population)) index.set(key, city);
  };
  for (const city of cities) {
    add(normalizeName(city.name), city);
    for (const alt of city.altNames) add(normalizeName(alt), city);
    // "City, CC" picks the one in that country.
    add(`${normalizeName(city.name)}|${city.country.toLowerCase()}`, city);
  }
  return index;
}

/**
 * A Geocoder over an offline list of cities: case, accents and spacing
 * ignored; "Paris" or "Paris, FR". The list is loaded and indexed on first
 * use (tens of milliseconds for a large gazetteer) and kept.
 */
export function gazetteerGeocoder(load: () => Promise<readonly GazetteerCity[]>): Geocoder {
  let index: Promise<Index> | undefined;
  return {
    async geocode(query) {
      index ??= load().then(buildIndex);
      const idx = await index;
      const [place = '', country = ''] = query.split(',').map((part) => part.trim());
      const key = normalizeName(place);
      if (!key) return null;
      const code = country.length === 2 ? country.toLowerCase() : '';
      const hit = (code ? idx.get(`${key}|${code}`) : undefined) ?? idx.get(key);
      if (!hit) return null;
      const result: GeocodeResult = { lat: hit.lat, lng: hit.lng, name: hit.name, country: hit.country };
      return result;
    },
  };
}
