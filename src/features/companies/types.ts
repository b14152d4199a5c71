// What the company API answers (functions/src/domain/companies/company.ts, branches/company-locations.ts).
import type { KitReview } from '@/components/review-kit/types';
import type { Distribution, ManagerAspect } from '@/components/scores/tones';

export const COMPANY_CATEGORIES = [
  'workLifeBalance',
  'compensation',
  'culture',
  'careerGrowth',
  'diversity',
] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];

export const COMPANY_REVIEW_TEXTS = [
  'treatment',
  'careerGrowth',
  'diversity',
  'pros',
  'cons',
  'advice',
] as const;
export type CompanyReviewText = (typeof COMPANY_REVIEW_TEXTS)[number];

export type Company = {
  _id: string;
  name: string;
  description: string;
  tagline: string;
  slug: string;
  avgRating: number;
  rating: number;
  totalReviews: number;
  totalManagers: number;
  totalInterviewers?: number;
  createdAt: string;
  branchIds: string[];
};

export type CompanyDetails = Company & {
  managersCount: number;
  /** Interviewers listed at the company (absent in answers cached before it existed). */
  interviewersCount?: number;
  /** Distinct branch cities, A-Z. */
  cities?: string[];
  reviewCount: number;
  averageRating: number;
  distribution: Distribution;
  aspectAverages: Record<ManagerAspect, number>;
  companyReviews: {
    reviewCount: number;
    averageRating: number;
    distribution: Distribution;
    categoryAverages: Record<CompanyCategory, number>;
  };
};

/** A manager as the company page lists them (the API's ManagerSummary, the fields used here). */
export type CompanyManager = {
  _id: string;
  name: string;
  position: string;
  branch: { city: string } | null;
  department: { name: string } | null;
  averageRating: number;
  reviewCount: number;
};

export type CompanyLocation = {
  city: string;
  lat: number | null;
  lng: number | null;
  branchCount: number;
  companies: { _id: string; name: string; slug: string }[];
};

export type CompanyReviewInput = {
  rating: number;
  isAnonymous: boolean;
  ratings: Record<CompanyCategory, number>;
  reviews: Record<CompanyReviewText, string>;
};

/** A company review as every answer carries it (GET /api/company-reviews/company/{id}): never the author. */
export type CompanyReview = KitReview & {
  companyId: string;
  ratings: Record<CompanyCategory, number>;
  reviews: Record<CompanyReviewText, string>;
  isAnonymous: boolean;
};
