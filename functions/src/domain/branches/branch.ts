import type { Doc } from '../../store/document-store.ts';
import { publicDate } from '../shared/public-dates.ts';

export {
  MAX_BRANCH_NAME,
  MAX_CITY,
  MAX_LOCATION_PART,
  MAX_LOCATION_PARTS,
} from '../../contract/request-rules.ts';

export const BRANCHES = 'branches';
/** Uniqueness of branches: one document per (company, city, location), pointing at the branch. */
export const BRANCH_KEYS = 'branchKeys';

export type BranchData = {
  name: string;
  companyId: string;
  /** Denormalised: company names never change once created. */
  companyName: string;
  city: string;
  cityKey: string;
  /** e.g. ["Indiranagar", "100 Feet Road"]: SPEC.md section 3 "location (list of strings)". */
  location: string[];
  locationKey: string;
  searchTokens: string[];
  /** From the Geocoder when the branch was created; null if the city was not found then. */
  lat: number | null;
  lng: number | null;
  createdAt: Date;
};

export type BranchResponse = {
  _id: string;
  name: string;
  companyId: string;
  company: { _id: string; name: string };
  city: string;
  location: string[];
  lat: number | null;
  lng: number | null;
  createdAt: string;
};

export function toBranchResponse(doc: Doc<BranchData>): BranchResponse {
  const b = doc.data;
  return {
    _id: doc.id,
    name: b.name,
    companyId: b.companyId,
    company: { _id: b.companyId, name: b.companyName },
    city: b.city,
    location: [...b.location],
    lat: b.lat,
    lng: b.lng,
    createdAt: publicDate(b.createdAt),
  };
}
