import type { Doc } from '../../store/document-store.ts';

export const COMPANIES = 'companies';
/** Uniqueness of company names: one document per normalised name, pointing at the company. */
export const COMPANY_NAMES = 'companyNames';

export type CompanyData = {
  name: string;
  nameKey: string;
  slug: string;
  description: string;
  tagline: string;
  searchTokens: string[];
  createdAt: Date;
  branchIds: string[];
  totalManagers: number;
  /** Aggregates of the company's manager reviews, kept in the review transactions. */
  totalReviews: number;
  ratingSum: number;
  avgRating: number;
};

/** The company as the API answers it (SPEC.md section 3). */
export type CompanyResponse = {
  _id: string;
  name: string;
  description: string;
  tagline: string;
  slug: string;
  avgRating: number;
  rating: number;
  totalReviews: number;
  totalManagers: number;
  createdAt: string;
  branchIds: string[];
};

export function toCompanyResponse(doc: Doc<CompanyData>): CompanyResponse {
  const c = doc.data;
  return {
    _id: doc.id,
    name: c.name,
    description: c.description,
    tagline: c.tagline,
    slug: c.slug,
    avgRating: c.avgRating,
    rating: c.avgRating,
    totalReviews: c.totalReviews,
    totalManagers: c.totalManagers,
    createdAt: c.createdAt.toISOString(),
    branchIds: c.branchIds,
  };
}
