// Answers of the insights and signals routes (issue 16). Contract modules import only zod (the PWA
// imports their types); the routes' params and queries stay in functions/src/http/routes/insights-schemas.ts.
import { z } from 'zod';

const figure = { average: z.number(), reviewCount: z.number().int() };
const period = z.object({ from: z.string(), to: z.string(), ...figure });
const median = z.object({ median: z.number(), companyCount: z.number().int() }).nullable();
const groupFigures = z.object({
  groups: z.array(z.object({ id: z.string(), name: z.string(), ...figure })),
  others: z.object({ ...figure, groupCount: z.number().int() }).nullable(),
});
const mover = z.object({
  id: z.string(),
  name: z.string(),
  before: z.object(figure),
  after: z.object(figure),
  change: z.number(),
});

export const themesAnswer = z.object({
  kind: z.enum(['interviewer', 'manager', 'company']),
  subjectId: z.string(),
  reviewCount: z.number().int(),
  themes: z.array(
    z.object({
      phrase: z.string(),
      reviewCount: z.number().int(),
      averageRating: z.number(),
      tone: z.enum(['positive', 'negative', 'mixed']),
      reviewIds: z.array(z.string()),
    }),
  ),
  /** The UTC day the insights job computed them (a day, as every public date); null until it first did. */
  computedAt: z.string().nullable(),
});

/** Every figure says how many reviews it rests on; anything resting on fewer than minGroup is absent. */
export const companyInsightsAnswer = z.object({
  companyId: z.string(),
  name: z.string(),
  minGroup: z.number().int(),
  trend: z.object({ interviewer: z.array(period), manager: z.array(period), company: z.array(period) }),
  aspects: z.array(
    z.object({
      kind: z.enum(['manager', 'company']),
      aspect: z.string(),
      ...figure,
      allCompanies: median,
      sameIndustry: median,
    }),
  ),
  outcomes: z
    .object({
      reviewCount: z.number().int(),
      cleared: z.number().int(),
      notCleared: z.number().int(),
      waiting: z.number().int(),
      noAnswer: z.number().int(),
      noInterview: z.number().int(),
    })
    .nullable(),
  branches: groupFigures,
  departments: groupFigures,
  managers: z.object({
    rising: z.array(mover),
    falling: z.array(mover),
    lastYear: z.object({ from: z.string(), to: z.string() }),
  }),
  themes: themesAnswer.nullable(),
});

export const themeReviewsAnswer = z.array(
  z.object({ _id: z.string(), rating: z.number().int(), text: z.string(), createdAt: z.string() }),
);

export const signalAnswer = z.object({
  _id: z.string(),
  type: z.enum(['burst', 'outlier', 'newAccounts', 'nearDuplicate']),
  reason: z.string(),
  subject: z.object({ kind: z.enum(['interviewer', 'manager', 'company']), id: z.string() }).nullable(),
  reviews: z.array(z.object({ kind: z.enum(['interviewer', 'manager', 'company']), reviewId: z.string() })),
  detectedAt: z.string(),
  status: z.enum(['open', 'dismissed']),
  dismissedAt: z.string().nullable(),
});

export type CompanyInsights = z.infer<typeof companyInsightsAnswer>;
export type Themes = z.infer<typeof themesAnswer>;
export type ThemeReview = z.infer<typeof themeReviewsAnswer>[number];
export type Signal = z.infer<typeof signalAnswer>;
