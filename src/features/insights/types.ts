// The answer of GET /api/companies/{id}/insights (functions/src/http/routes/insights-schemas.ts).
export type Figure = { average: number; reviewCount: number };
export type Period = Figure & { from: string; to: string };
export type Median = { median: number; companyCount: number } | null;
export type GroupFigures = {
  groups: (Figure & { id: string; name: string })[];
  others: (Figure & { groupCount: number }) | null;
};
export type Mover = { id: string; name: string; before: Figure; after: Figure; change: number };
export type Theme = {
  phrase: string;
  reviewCount: number;
  averageRating: number;
  tone: 'positive' | 'negative' | 'mixed';
  reviewIds: string[];
};
export type Themes = { reviewCount: number; themes: Theme[]; computedAt: string | null };
export type ReviewKind = 'interviewer' | 'manager' | 'company';
export type CompanyInsights = {
  companyId: string;
  name: string;
  minGroup: number;
  trend: Record<ReviewKind, Period[]>;
  aspects: (Figure & {
    kind: 'manager' | 'company';
    aspect: string;
    allCompanies: Median;
    sameIndustry: Median;
  })[];
  outcomes: {
    reviewCount: number;
    cleared: number;
    notCleared: number;
    waiting: number;
    noAnswer: number;
    noInterview: number;
  } | null;
  branches: GroupFigures;
  departments: GroupFigures;
  managers: { rising: Mover[]; falling: Mover[]; lastYear: { from: string; to: string } };
  themes: Themes | null;
};
export type ThemeReview = { _id: string; rating: number; text: string; createdAt: string };
