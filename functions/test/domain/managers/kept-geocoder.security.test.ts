// Google Geocoding behind keptGeocoder: a city is looked up (and billed) once, and made-up cities sent
// from many addresses cannot make an instance ask Google more than its daily budget.
import { describe, expect, test } from 'vitest';
import type { GeocodeResult, Geocoder } from '../../../src/domain/geocoding/geocoder.ts';
import { GEOCODER_LIMITS, GeocodeBudgetSpent, keptGeocoder } from '../../../src/geocode/kept-geocoder.ts';

const DAY = 86_400_000;
const PARIS: GeocodeResult = { lat: 48.85, lng: 2.35, name: 'Paris', country: 'FR' };

/** A source that knows Paris, fails on "Down" and counts what it is asked. */
function countingSource() {
  const asked: string[] = [];
  const source: Geocoder = {
    async geocode(city) {
      asked.push(city);
      if (city === 'Down') throw new Error('HTTP 500');
      return city.trim().toLowerCase() === 'paris' ? PARIS : null;
    },
  };
  return { asked, source };
}

function clockAt(ms: number) {
  const clock = { ms, now: () => clock.ms };
  return clock;
}

describe('keptGeocoder', () => {
  test('a city, however written, is asked of the source once; so is an unknown one; a failure is asked again', async () => {
    const { asked, source } = countingSource();
    const geocoder = keptGeocoder(source);
    expect(await geocoder.geocode('Paris')).toEqual(PARIS);
    expect(await geocoder.geocode('  paris ')).toEqual(PARIS);
    expect(await geocoder.geocode('Qwxzyville')).toBeNull();
    expect(await geocoder.geocode('Qwxzyville')).toBeNull();
    await expect(geocoder.geocode('Down')).rejects.toThrow('HTTP 500');
    await expect(geocoder.geocode('Down')).rejects.toThrow('HTTP 500');
    expect(asked).toEqual(['Paris', 'Qwxzyville', 'Down', 'Down']);
  });

  // attack20: the key folded accents, marks and invisible letters away, but the source was sent the first
  // asker's text as written. POST /geocode is public and takes any text: "Par\u200Bis" or "P̴a̴r̴i̴s̴" was
  // unknown to the source, and that answer was kept a day for "Paris", for every branch added and company
  // map drawn there.
  test('a variant the source reads otherwise never answers for the city it resembles', async () => {
    const { asked, source } = countingSource();
    const geocoder = keptGeocoder(source);
    const overlaid = [...'Paris'].map((letter) => `${letter}\u0334`).join('');
    for (const variant of ['Par\u200Bis', '\u2060Paris\u00AD', overlaid, 'Pàris', 'Pa-ris', 'Pa ris']) {
      await geocoder.geocode(variant);
    }
    expect(await geocoder.geocode('Paris')).toEqual(PARIS);
    expect(await geocoder.geocode('Par\u200Bis')).toEqual(PARIS); // what draws nothing is not sent
    expect(asked).not.toContain('Par\u200Bis');
    expect(await geocoder.geocode('\u200B\u2060')).toBeNull(); // nothing to look up, nothing sent
    expect(asked).not.toContain('');
  });

  test('the same city asked twice at once is one lookup', async () => {
    const { asked, source } = countingSource();
    const geocoder = keptGeocoder(source);
    const answers = await Promise.all([geocoder.geocode('Paris'), geocoder.geocode('PARIS')]);
    expect(answers).toEqual([PARIS, PARIS]);
    expect(asked).toHaveLength(1);
  });

  test('past the day’s lookups a new city is refused until the next UTC day, while kept cities still answer', async () => {
    const { asked, source } = countingSource();
    const clock = clockAt(Date.UTC(2026, 10, 26, 18, 0, 0));
    const geocoder = keptGeocoder(source, { ...GEOCODER_LIMITS, lookupsPerDay: 3 }, clock.now);
    await geocoder.geocode('Paris');
    await geocoder.geocode('made-up 1');
    await expect(geocoder.geocode('Down')).rejects.toThrow('HTTP 500'); // billed all the same
    const refused = await geocoder.geocode('made-up 2').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GeocodeBudgetSpent);
    expect((refused as GeocodeBudgetSpent).retryAfterSeconds).toBe(6 * 3600);
    expect(await geocoder.geocode('Paris')).toEqual(PARIS);
    expect(asked).toEqual(['Paris', 'made-up 1', 'Down']);

    clock.ms = Date.UTC(2026, 10, 27, 0, 0, 1);
    expect(await geocoder.geocode('made-up 2')).toBeNull();
    expect(asked).toHaveLength(4);
  });

  test('a found city is kept 30 days, an unknown one a day; at most maxEntries, the least recently asked going', async () => {
    const { asked, source } = countingSource();
    const clock = clockAt(Date.UTC(2026, 0, 1));
    const geocoder = keptGeocoder(source, { ...GEOCODER_LIMITS, maxEntries: 2 }, clock.now);
    await geocoder.geocode('Paris');
    await geocoder.geocode('Nowhere');
    clock.ms += DAY + 1;
    await geocoder.geocode('Paris');
    await geocoder.geocode('Nowhere');
    expect(asked).toEqual(['Paris', 'Nowhere', 'Nowhere']);
    clock.ms += 30 * DAY;
    await geocoder.geocode('Paris');
    expect(asked).toHaveLength(4);

    await geocoder.geocode('Atlantis'); // a third city: Nowhere, asked longest ago, goes
    await geocoder.geocode('Paris');
    await geocoder.geocode('Nowhere');
    expect(asked).toEqual(['Paris', 'Nowhere', 'Nowhere', 'Paris', 'Atlantis', 'Nowhere']);
  });
});
