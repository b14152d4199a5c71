import type { Company, CompanyDetails, CompanyReview } from '@/features/companies/types';

export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    _id: 'c1',
    name: 'Harbor & Vine Bistro',
    description: '',
    tagline: 'Seasonal plates by the water',
    slug: 'harbor-vine-bistro',
    avgRating: 4.4,
    rating: 4.4,
    totalReviews: 5,
    totalManagers: 3,
    totalInterviewers: 0,
    createdAt: '2026-10-01T10:00:00.000Z',
    branchIds: ['b1'],
    ...overrides,
  };
}

/** The top rated company an empty search result offers (the site search and /searchresults). */
export const TOP_COMPANY = aCompany({
  _id: 'c9',
  name: 'Copper Kettle Café',
  description: 'A café.',
  tagline: 'Restaurants and hospitality',
  slug: 'copper-kettle-cafe',
  avgRating: 4.78,
  rating: 4.78,
  totalReviews: 9,
  totalManagers: 2,
  createdAt: '2024-10-26T00:00:00.000Z',
  branchIds: [],
});

export function aCompanyDetails(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return {
    ...aCompany(),
    managersCount: 3,
    interviewersCount: 0,
    cities: [],
    reviewCount: 5,
    averageRating: 4.4,
    distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 3 },
    aspectAverages: { leadership: 4.2, communication: 4, teamwork: 4.8, empathy: 3.9, fairness: 4.1 },
    aspectCounts: { leadership: 5, communication: 5, teamwork: 4, empathy: 3, fairness: 5 },
    companyReviews: {
      reviewCount: 1,
      averageRating: 4,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
      categoryAverages: { workLifeBalance: 3, compensation: 4, culture: 5, careerGrowth: 0, diversity: 2 },
      categoryCounts: { workLifeBalance: 1, compensation: 1, culture: 1, careerGrowth: 0, diversity: 1 },
    },
    ...overrides,
  };
}

export function aCompanyReview(overrides: Partial<CompanyReview> = {}): CompanyReview {
  return {
    _id: 'cr1',
    companyId: 'c1',
    rating: 4,
    ratings: { workLifeBalance: 3, compensation: 4, culture: 5, careerGrowth: 0, diversity: 0 },
    reviews: {
      treatment: 'With respect.',
      careerGrowth: '',
      diversity: '',
      pros: 'Great kitchen team.',
      cons: 'Long weekend shifts.',
      advice: '',
    },
    isAnonymous: true,
    createdAt: '2026-11-02T10:00:00.000Z',
    likes: 1,
    dislikes: 0,
    isOwnReview: false,
    myVote: null,
    response: null,
    ...overrides,
  };
}
