// The Geocoder adapters: the offline gazetteer and Google Geocoding (with a fake fetch).
import { describe, expect, test } from 'vitest';
import { offlineGeocoder } from '../../../src/geocode/embedded-geocoder.ts';
import { gazetteerGeocoder } from '../../../src/geocode/gazetteer-geocoder.ts';
import { googleGeocoder, mapsScriptUrl } from '../../../src/geocode/google-geocoder.ts';

describe('gazetteer', () => {
  const geocoder = gazetteerGeocoder(async () => [
    {
      name: 'Bengaluru',
      altNames: ['Bangalore'],
      country: 'IN',
      population: 8443675,
      lat: 12.9719,
      lng: 77.5937,
    },
    { name: 'Zurich', altNames: ['Zürich'], country: 'CH', population: 341730, lat: 47.3667, lng: 8.55 },
    { name: 'Paris', altNames: [], country: 'FR', population: 2138551, lat: 48.8534, lng: 2.3488 },
    { name: 'Paris', altNames: [], country: 'US', population: 25000, lat: 33.66, lng: -95.55 },
  ]);

  test('names, other names, accents and case; the most populous of a shared name; ", CC" picks a country', async () => {
    expect(await geocoder.geocode('Bengaluru')).toMatchObject({ lat: 12.9719, lng: 77.5937, country: 'IN' });
    expect(await geocoder.geocode('  BANGALORE ')).toMatchObject({ name: 'Bengaluru' });
    expect(await geocoder.geocode('zurich')).toMatchObject({ name: 'Zurich', country: 'CH' });
    expect(await geocoder.geocode('Paris')).toMatchObject({ country: 'FR' });
    expect(await geocoder.geocode('Paris, US')).toMatchObject({ country: 'US', lat: 33.66 });
  });

  test('unknown or empty is null', async () => {
    expect(await geocoder.geocode('Atlantis')).toBeNull();
    expect(await geocoder.geocode(' , ')).toBeNull();
  });
});

describe('the offline gazetteer package', () => {
  test('knows real cities and not made-up ones', async () => {
    const geocoder = offlineGeocoder();
    const london = await geocoder.geocode('London, GB');
    expect(london).toMatchObject({ country: 'GB' });
    expect(london?.lat).toBeCloseTo(51.5, 0);
    expect(london?.lng).toBeCloseTo(-0.13, 0);
    expect(await geocoder.geocode('Qwxzyville')).toBeNull();
  }, 60_000);
});

describe('Google Geocoding', () => {
  const answering = (body: unknown, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  test('OK: the first result; ZERO_RESULTS: null; anything else: an error', async () => {
    const requested: string[] = [];
    const ok = googleGeocoder({
      apiKey: 'k',
      fetch: (async (url: URL) => {
        requested.push(String(url));
        return new Response(
          JSON.stringify({
            status: 'OK',
            results: [
              {
                formatted_address: 'Pune, Maharashtra, India',
                geometry: { location: { lat: 18.52, lng: 73.85 } },
                address_components: [{ short_name: 'IN', types: ['country', 'political'] }],
              },
            ],
          }),
        );
      }) as unknown as typeof fetch,
    });
    expect(await ok.geocode('Pune')).toEqual({
      lat: 18.52,
      lng: 73.85,
      name: 'Pune, Maharashtra, India',
      country: 'IN',
    });
    expect(requested[0]).toContain('address=Pune');
    expect(
      await googleGeocoder({ apiKey: 'k', fetch: answering({ status: 'ZERO_RESULTS' }) }).geocode('x'),
    ).toBeNull();
    await expect(
      googleGeocoder({ apiKey: 'k', fetch: answering({ status: 'REQUEST_DENIED' }) }).geocode('x'),
    ).rejects.toThrow('REQUEST_DENIED');
    await expect(googleGeocoder({ apiKey: 'k', fetch: answering({}, 500) }).geocode('x')).rejects.toThrow(
      '500',
    );
  });

  test('the Maps script URL carries the key', () => {
    expect(mapsScriptUrl('a b')).toBe(
      'https://maps.googleapis.com/maps/api/js?key=a%20b&loading=async&libraries=marker',
    );
  });
});
