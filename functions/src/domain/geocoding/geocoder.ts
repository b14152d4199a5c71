export { MAX_CITY_NAME } from '../../contract/request-rules.ts';
// The Geocoder port (DESIGN.md section 2): city name -> coordinates. The
// embedded default answers from an offline gazetteer, production from Google
// Geocoding; the domain only ever sees this type.

export type Coordinates = { lat: number; lng: number };

export type GeocodeResult = Coordinates & {
  /** The place as the source names it, e.g. "Bengaluru". */
  name: string;
  /** ISO 3166-1 alpha-2 where the source knows it. */
  country: string | null;
};

/** Who asks: anyone through the public POST /geocode, or the site itself (a new branch, a company map). */
export type GeocodeAsker = 'public' | 'site';

export type Geocoder = {
  /**
   * Null when the city is not known; throws only when the source itself fails. `asker` (default 'site'):
   * a source with a daily budget keeps part of it for the site's own lookups.
   */
  geocode(city: string, asker?: GeocodeAsker): Promise<GeocodeResult | null>;
};
