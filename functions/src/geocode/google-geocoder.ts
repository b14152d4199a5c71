import type { GeocodeResult, Geocoder } from '../domain/geocoding/geocoder.ts';

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

type GoogleAnswer = {
  status: string;
  results?: {
    formatted_address?: string;
    geometry?: { location?: { lat: number; lng: number } };
    address_components?: { short_name: string; types: string[] }[];
  }[];
};

/**
 * Google Geocoding (production, when MAPS_API_KEY is configured). Only the
 * city name is sent; ZERO_RESULTS is "unknown city", any other non-OK status
 * is a failure of the source.
 */
export function googleGeocoder(options: {
  apiKey: string;
  fetch?: typeof fetch;
  baseUrl?: string;
}): Geocoder {
  const doFetch = options.fetch ?? fetch;
  return {
    async geocode(city) {
      const url = new URL(options.baseUrl ?? GOOGLE_GEOCODE_URL);
      url.searchParams.set('address', city);
      url.searchParams.set('key', options.apiKey);
      const res = await doFetch(url, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`Geocoding answered HTTP ${res.status}`);
      const answer = (await res.json()) as GoogleAnswer;
      if (answer.status === 'ZERO_RESULTS') return null;
      if (answer.status !== 'OK') throw new Error(`Geocoding answered ${answer.status}`);
      const first = answer.results?.[0];
      const location = first?.geometry?.location;
      if (!first || !location) return null;
      const country = first.address_components?.find((c) => c.types.includes('country'))?.short_name ?? null;
      const result: GeocodeResult = {
        lat: location.lat,
        lng: location.lng,
        name: first.formatted_address ?? city,
        country,
      };
      return result;
    },
  };
}

/** The Maps JavaScript API loader URL for the PWA's map (the key is a public, referrer-restricted one). */
export function mapsScriptUrl(apiKey: string): string {
  return `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&loading=async&libraries=marker`;
}
