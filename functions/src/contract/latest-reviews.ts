// GET /managers/homepage-content: the landing page's latest reviews (issue 18 item 3).
// Contract modules import only zod: the PWA imports them too (types, and schemas if it wants).
import { z } from 'zod';
import { publicDay } from './common.ts';

export const latestReviewSchema = z
  .object({
    _id: z.string(),
    rating: z.number().int().min(1).max(5),
    reviewText: z.string(),
    createdAt: publicDay,
    likes: z.number().int().min(0),
    dislikes: z.number().int().min(0),
    manager: z.object({ _id: z.string(), name: z.string(), position: z.string() }),
    company: z.object({ _id: z.string(), name: z.string() }),
  })
  .meta({
    id: 'LatestReview',
    description: 'A published manager review with its manager and company; never its author.',
  });

export const homepageContentSchema = z
  .object({ latestReviews: z.array(latestReviewSchema) })
  .meta({ id: 'HomepageContent' });

export type LatestReview = z.infer<typeof latestReviewSchema>;
export type HomepageContent = z.infer<typeof homepageContentSchema>;
