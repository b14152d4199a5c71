// Answers about what is reviewed: interviewers, managers, companies, branches, departments.
// Contract modules import only zod (the PWA imports them too).
import { z } from 'zod';
import { publicDay } from './common.ts';
import { interviewerReviewSchema, managerReviewSchema } from './reviews.ts';

const ref = z.strictObject({ _id: z.string(), name: z.string() });
const score = z.number().min(0).max(5);
export const distributionSchema = z
  .strictObject({
    '1': z.number().int().min(0),
    '2': z.number().int().min(0),
    '3': z.number().int().min(0),
    '4': z.number().int().min(0),
    '5': z.number().int().min(0),
  })
  .meta({ id: 'Distribution', description: 'How many reviews gave each overall rating.' });

export const interviewerSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    position: z.string(),
    company: ref,
    rating: score.describe('The displayed, blended score.'),
    reviewCount: z.number().int().min(0),
    average: score.describe('The plain mean of the ratings, 2 decimals; 0 with no reviews.'),
    distribution: distributionSchema,
    linkedin: z.string().nullable(),
    email: z.string().nullable(),
    tags: z.array(z.string()),
    createdAt: publicDay,
  })
  .meta({ id: 'Interviewer' });

/** GET /interviewers/{id}: the interviewer with its outcomes summary ("5 of 8 cleared"). */
export const interviewerProfileSchema = interviewerSchema
  .extend({
    outcomes: z
      .strictObject({
        cleared: z.number().int().min(0),
        withResult: z.number().int().min(0).describe('Published reviews reporting cleared or not cleared.'),
      })
      .nullable()
      .describe('Null until at least 5 published reviews report a result (DESIGN.md 6a).'),
  })
  .meta({ id: 'InterviewerProfile' });

export const savedInterviewersSchema = z
  .strictObject({
    savedInterviewers: z.array(
      z.strictObject({
        _id: z.string(),
        name: z.string(),
        position: z.string(),
        company: ref,
        rating: score,
        reviewCount: z.number().int().min(0),
        average: score,
      }),
    ),
  })
  .meta({ id: 'SavedInterviewers' });

export const savedStateSchema = z
  .strictObject({ interviewerId: z.string(), saved: z.boolean() })
  .meta({ id: 'SavedState' });

export const companySchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    tagline: z.string(),
    slug: z.string(),
    avgRating: score,
    rating: score,
    totalReviews: z.number().int().min(0),
    totalManagers: z.number().int().min(0),
    totalInterviewers: z.number().int().min(0),
    createdAt: publicDay,
    branchIds: z.array(z.string()),
  })
  .meta({ id: 'Company' });

const aspects = z.strictObject({
  leadership: score,
  communication: score,
  teamwork: score,
  empathy: score,
  fairness: score,
});

const reviewsCount = z.number().int().min(0);

/** How many reviews rated each aspect: the number its average rests on (aspects are optional). */
const aspectCounts = z
  .strictObject({
    leadership: reviewsCount,
    communication: reviewsCount,
    teamwork: reviewsCount,
    empathy: reviewsCount,
    fairness: reviewsCount,
  })
  .describe('How many reviews rated each aspect: the number its average rests on.');

export const companyDetailsSchema = companySchema
  .extend({
    managersCount: z.number().int().min(0),
    interviewersCount: z.number().int().min(0),
    cities: z.array(z.string()).describe('Distinct branch cities, A-Z.'),
    reviewCount: z.number().int().min(0),
    averageRating: score,
    distribution: distributionSchema,
    aspectAverages: aspects,
    aspectCounts,
    companyReviews: z.strictObject({
      reviewCount: z.number().int().min(0),
      averageRating: score,
      distribution: distributionSchema,
      categoryAverages: z.strictObject({
        workLifeBalance: score,
        compensation: score,
        culture: score,
        careerGrowth: score,
        diversity: score,
      }),
      categoryCounts: z
        .strictObject({
          workLifeBalance: reviewsCount,
          compensation: reviewsCount,
          culture: reviewsCount,
          careerGrowth: reviewsCount,
          diversity: reviewsCount,
        })
        .describe('How many company reviews rated each category: the number its average rests on.'),
    }),
  })
  .meta({ id: 'CompanyDetails' });

export const branchSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    companyId: z.string(),
    company: ref,
    city: z.string(),
    location: z.array(z.string()),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    createdAt: publicDay,
  })
  .meta({ id: 'Branch' });

export const departmentSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    totalManagers: z.number().int().min(0),
    createdAt: publicDay,
  })
  .meta({ id: 'Department' });

export const managerSummarySchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    position: z.string(),
    company: ref,
    branch: z.strictObject({
      _id: z.string(),
      name: z.string(),
      city: z.string(),
      location: z.array(z.string()),
    }),
    department: ref.nullable(),
    averageRating: score,
    rating: score,
    reviewCount: z.number().int().min(0),
    createdAt: publicDay,
  })
  .meta({ id: 'ManagerSummary' });

export const managerDetailsSchema = managerSummarySchema
  .extend({ distribution: distributionSchema, aspectAverages: aspects, aspectCounts })
  .meta({ id: 'ManagerDetails' });

export const managerProfileSchema = z
  .strictObject({ manager: managerDetailsSchema, reviews: z.array(managerReviewSchema) })
  .meta({ id: 'ManagerProfile' });

export const companyPageSchema = z
  .strictObject({ company: companyDetailsSchema, managers: z.array(managerSummarySchema) })
  .meta({ id: 'CompanyPage' });

export const departmentPageSchema = z
  .strictObject({ department: departmentSchema, managers: z.array(managerSummarySchema) })
  .meta({ id: 'DepartmentPage' });

export const companyLocationSchema = z
  .strictObject({
    city: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    branchCount: z.number().int().min(0),
    companies: z.array(z.strictObject({ _id: z.string(), name: z.string(), slug: z.string() })),
  })
  .meta({ id: 'CompanyLocation' });

export const rateManagerAnswerSchema = z
  .strictObject({
    company: companySchema,
    branch: branchSchema,
    department: departmentSchema.nullable(),
    manager: managerDetailsSchema,
    review: managerReviewSchema,
    created: z
      .strictObject({
        company: z.boolean(),
        branch: z.boolean(),
        department: z.boolean(),
        manager: z.boolean(),
      })
      .describe(
        'Which of them are new to the public: created by this call, or made for another review that still waits.',
      ),
  })
  .meta({ id: 'RateManagerAnswer' });

export const rateInterviewerAnswerSchema = z
  .strictObject({
    company: companySchema,
    interviewer: interviewerSchema,
    review: interviewerReviewSchema,
    created: z
      .strictObject({ company: z.boolean(), interviewer: z.boolean() })
      .describe(
        'Which of them are new to the public: created by this call, or made for another review that still waits.',
      ),
  })
  .meta({ id: 'RateInterviewerAnswer' });

/** One row: the company with its branch cities and the figures its page shows. */
export const directoryEntry = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  cities: z.array(z.string()),
  branchCount: z.number().int().min(0),
  managers: z.number().int().min(0),
  interviewers: z.number().int().min(0),
  reviews: z.number().int().min(0),
  averageRating: z.number().min(0).max(5),
});
export const directoryAnswer = z.array(directoryEntry);

/** GET /companies/directory/letters: the letters A-Z that some company's name files under. */
export const directoryLettersAnswer = z.object({ letters: z.array(z.string().regex(/^[A-Z]$/)) });

export type Interviewer = z.infer<typeof interviewerSchema>;
export type Company = z.infer<typeof companySchema>;
export type ManagerSummary = z.infer<typeof managerSummarySchema>;
export type Distribution = z.infer<typeof distributionSchema>;
export type InterviewerProfile = z.infer<typeof interviewerProfileSchema>;
export type SavedInterviewer = z.infer<typeof savedInterviewersSchema>['savedInterviewers'][number];
export type SavedState = z.infer<typeof savedStateSchema>;
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type Department = z.infer<typeof departmentSchema>;
export type ManagerDetails = z.infer<typeof managerDetailsSchema>;
export type ManagerProfile = z.infer<typeof managerProfileSchema>;
export type CompanyPage = z.infer<typeof companyPageSchema>;
export type DepartmentPage = z.infer<typeof departmentPageSchema>;
export type CompanyLocation = z.infer<typeof companyLocationSchema>;
export type RateManagerAnswer = z.infer<typeof rateManagerAnswerSchema>;
export type RateInterviewerAnswer = z.infer<typeof rateInterviewerAnswerSchema>;
export type DirectoryEntry = z.infer<typeof directoryEntry>;
export type DirectoryLetters = z.infer<typeof directoryLettersAnswer>;
export type SavedInterviewers = z.infer<typeof savedInterviewersSchema>;
