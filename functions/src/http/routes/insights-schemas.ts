// The zod schemas of the insights routes (issue 16): what they take and what
// they answer. Plain zod, no Firebase, SQLite or Node built-ins, so that the
// OpenAPI document (issue 18) can be generated from them.
import { z } from 'zod';
import { isDocId } from '../../domain/shared/doc-id.ts';

const id = z.string().refine(isDocId, 'must be a valid id');

export const companyInsightsParams = z.object({ id });
export const themesParams = z.object({ kind: z.enum(['interviewer', 'manager', 'company']), id });

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
  /** null until the insights job first computed them. */
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

export const themeReviewsQuery = z.object({ theme: z.coerce.number().int().min(0).max(50) });

export const themeReviewsAnswer = z.array(
  z.object({ _id: z.string(), rating: z.number().int(), text: z.string(), createdAt: z.string() }),
);

export const signalsQuery = z.object({ status: z.enum(['open', 'dismissed']).default('open') });
export const signalParams = z.object({ id });

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
