import { normalizeName } from '../text/normalize.ts';
import type { Coordinates, Geocoder } from './geocoder.ts';

/**
 * Coordinates for many cities at once (the company-locations list), each city
 * asked once, unknown or failing ones left out: a map with a missing pin is
 * better than no map.
 */
export async function coordinatesOf(
  geocoder: Geocoder,
  cities: readonly string[],
): Promise<Map<string, Coordinates>> {
  const byKey = new Map<string, string>();
  for (const city of cities) {
    const key = normalizeName(city);
    if (key && !byKey.has(key)) byKey.set(key, city);
  }
  const found = new Map<string, Coordinates>();
  await Promise.all(
    [...byKey].map(async ([key, city]) => {
      try {
        const hit = await geocoder.geocode(city);
        if (hit) found.set(key, { lat: hit.lat, lng: hit.lng });
      } catch {
        // Source down: this city goes without a pin.
      }
    }),
  );
  return found;
}
