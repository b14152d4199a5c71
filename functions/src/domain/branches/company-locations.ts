import type { Doc, DocumentStore } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { coordinatesOf } from '../geocoding/city-coordinates.ts';
import type { Geocoder } from '../geocoding/geocoder.ts';
import { BRANCHES, type BranchData } from './branch.ts';

/** Branches read for the map; beyond this the listing is partial (fine for a demo-scale map). */
export const MAX_MAPPED_BRANCHES = 2000;

export type CompanyLocation = {
  city: string;
  /** Null when neither the branches nor the Geocoder know where the city is: listed, not pinned. */
  lat: number | null;
  lng: number | null;
  branchCount: number;
  companies: { _id: string; name: string; slug: string }[];
};

/**
 * The All-Companies "Company Locations": one entry per city with its
 * coordinates and the companies that have a branch there, most branches
 * first. The city's pin is the centre of its branches' stored coordinates;
 * cities without any come from the Geocoder.
 */
export async function companyLocations(
  store: DocumentStore,
  geocoder: Geocoder | null,
): Promise<CompanyLocation[]> {
  const branches = await store.query<BranchData>({ collection: BRANCHES, limit: MAX_MAPPED_BRANCHES });
  const byCity = new Map<string, Doc<BranchData>[]>();
  for (const branch of branches) {
    const list = byCity.get(branch.data.cityKey) ?? [];
    list.push(branch);
    byCity.set(branch.data.cityKey, list);
  }
  const companyIds = [...new Set(branches.map((b) => b.data.companyId))];
  const companies = new Map(
    (await store.getAll<CompanyData>(COMPANIES, companyIds))
      .filter((d): d is Doc<CompanyData> => d !== null)
      .map((d) => [d.id, d]),
  );
  const unplaced = [...byCity.values()]
    .filter((list) => !list.some((b) => b.data.lat !== null))
    .map((list) => (list[0] as Doc<BranchData>).data.city);
  const looked = geocoder ? await coordinatesOf(geocoder, unplaced) : new Map();

  const locations: CompanyLocation[] = [];
  for (const [cityKey, list] of byCity) {
    const coords = centreOf(list) ?? looked.get(cityKey);
    const seen = new Set<string>();
    const here: CompanyLocation['companies'] = [];
    for (const branch of list) {
      const company = companies.get(branch.data.companyId);
      if (!company || seen.has(company.id)) continue;
      seen.add(company.id);
      here.push({ _id: company.id, name: company.data.name, slug: company.data.slug });
    }
    here.sort((a, b) => a.name.localeCompare(b.name));
    locations.push({
      city: (list[0] as Doc<BranchData>).data.city,
      lat: coords?.lat ?? null,
      lng: coords?.lng ?? null,
      branchCount: list.length,
      companies: here,
    });
  }
  return locations.sort((a, b) => b.branchCount - a.branchCount || a.city.localeCompare(b.city));
}

/** Mean position of the branches that have coordinates (a city's branches are close together). */
function centreOf(branches: Doc<BranchData>[]): { lat: number; lng: number } | null {
  const placed = branches.filter((b) => b.data.lat !== null && b.data.lng !== null);
  if (placed.length === 0) return null;
  const mean = (pick: (b: Doc<BranchData>) => number) =>
    Math.round((placed.reduce((sum, b) => sum + pick(b), 0) / placed.length) * 1e4) / 1e4;
  return { lat: mean((b) => b.data.lat as number), lng: mean((b) => b.data.lng as number) };
}
