import { Hono } from 'hono';
import { geocodeBody } from '../../contract/account-requests.ts';
import type { Geocoder } from '../../domain/geocoding/geocoder.ts';
import { offlineGeocoder } from '../../geocode/embedded-geocoder.ts';
import { mapsScriptUrl } from '../../geocode/google-geocoder.ts';
import { GeocodeBudgetSpent } from '../../geocode/kept-geocoder.ts';
import { tooManyRequests } from '../auth-guards.ts';
import { clientHousehold } from '../client-ip.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { validate } from '../validation.ts';

/**
 * Geocode lookups per client household (an IPv6 /48: client-ip.ts) per minute: the endpoint is public
 * and Google bills per lookup.
 */
export const GEOCODE_RATE_LIMIT = { limit: 60, windowSeconds: 60 };

export const GEOCODING_UNAVAILABLE_MESSAGE = 'Geocoding is unavailable right now. Please try again later.';
const GEOCODING_RETRY_SECONDS = 60;

let defaultGeocoder: Geocoder | undefined;

/** The configured Geocoder, else the offline gazetteer (read per request, so tests can swap it). */
export function geocoderOf(deps: AppDeps): Geocoder {
  if (deps.geocoder) return deps.geocoder;
  defaultGeocoder ??= offlineGeocoder();
  return defaultGeocoder;
}

/**
 * POST /geocode {city} -> {lat, lng, name, country} (404 when the city is
 * unknown), and GET /geocode/script -> {scriptUrl} for the Maps JavaScript
 * API when a Maps key is configured, {scriptUrl: null} otherwise.
 */
export function geocodeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/geocode', validate('json', geocodeBody), async (c) => {
      const decision = await deps.rateLimiter.hit('geocode-ip', clientHousehold(c), GEOCODE_RATE_LIMIT);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
      const { city } = c.req.valid('json');
      let hit: Awaited<ReturnType<Geocoder['geocode']>>;
      try {
        hit = await geocoderOf(deps).geocode(city, 'public');
      } catch (error) {
        // The source is down or the day's lookups are spent: a dependency unavailable (503), never the client's fault.
        const spent = error instanceof GeocodeBudgetSpent;
        if (spent) deps.log.error('geocoding budget spent', {});
        else deps.log.error('geocoding failed', { error: String(error) });
        throw new ApiError('unavailable', GEOCODING_UNAVAILABLE_MESSAGE, {
          retryAfter: spent ? error.retryAfterSeconds : GEOCODING_RETRY_SECONDS,
        });
      }
      if (!hit) throw notFound(`No location found for the city "${city}".`);
      return c.json({ lat: hit.lat, lng: hit.lng, name: hit.name, country: hit.country });
    })
    .get('/geocode/script', (c) =>
      // null without a key: the PWA then lists locations instead of drawing a map (no failed request to log).
      c.json({ scriptUrl: deps.mapsApiKey ? mapsScriptUrl(deps.mapsApiKey) : null }),
    );
}
