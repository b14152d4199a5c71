// The claimant's improvement dashboard (issue 17 item 2). Strict objects on purpose: an answer that
// carried anything more (an author, a vote, an exact time) would fail the contract check.
import { z } from 'zod';
import { publicDay } from './common.ts';
import { themesAnswer } from './insights.ts';

const KEYS = ['rating', 'leadership', 'communication', 'teamwork', 'empathy', 'fairness'] as const;
const figure = { average: z.number(), reviewCount: z.number().int().min(0) };
const period = z.strictObject({ from: z.string(), to: z.string(), ...figure });
const standing = z
  .strictObject({
    percentile: z.number().int().min(0).max(100),
    comparedWith: z.number().int().min(0).describe('Other managers with a shown figure compared against.'),
  })
  .nullable()
  .describe('Null when the figure is not shown or fewer than 5 others are compared.');

export const dashboardSchema = z
  .strictObject({
    manager: z.strictObject({
      _id: z.string(),
      name: z.string(),
      position: z.string(),
      companyId: z.string(),
      companyName: z.string(),
    }),
    minGroup: z.number().int().describe('The fewest published reviews any figure rests on.'),
    reviewCount: z.number().int().min(0).describe('Published reviews the dashboard rests on.'),
    reviewsNeeded: z.number().int().min(0).describe('How many more published reviews the figures need.'),
    figures: z.array(
      z.strictObject({
        key: z.enum(KEYS),
        overall: z.strictObject(figure).nullable(),
        reviewsNeeded: z.number().int().min(0),
        trend: z.array(period).describe('Quarters, merged until each point rests on minGroup reviews.'),
        change: z
          .strictObject({ from: period, to: period, delta: z.number() })
          .nullable()
          .describe('The latest trend point against the one before.'),
        company: standing,
        allManagers: standing,
      }),
    ),
    sinceLastQuarter: z.strictObject({
      quarter: z.string(),
      previousQuarter: z.string(),
      newReviews: z.number().int().min(0),
      previousReviews: z.number().int().min(0),
    }),
    themes: themesAnswer.nullable(),
    reviews: z.array(
      z.strictObject({
        _id: z.string(),
        rating: z.number().int().min(1).max(5),
        reviewText: z.string(),
        texts: z.array(z.strictObject({ label: z.string(), text: z.string() })),
        scores: z.strictObject({
          leadership: z.number(),
          communication: z.number(),
          teamwork: z.number(),
          empathy: z.number(),
          fairness: z.number(),
        }),
        createdAt: publicDay,
      }),
    ),
  })
  .meta({
    id: 'ManagerDashboard',
    description: 'Published reviews only, days not instants, no author; figures rest on at least 5 reviews.',
  });

export type ManagerDashboard = z.infer<typeof dashboardSchema>;
export type DashboardFigure = ManagerDashboard['figures'][number];
export type DashboardReview = ManagerDashboard['reviews'][number];
