// Public responses to reviews by a claimed manager or a company's verified account (issue 17 item 3).
import { z } from 'zod';

const day = z.iso.datetime().describe('A day (midnight UTC): public dates are days, not instants.');

export const publicResponseSchema = z
  .strictObject({ text: z.string(), createdAt: day, updatedAt: day })
  .meta({
    id: 'ReviewResponse',
    description:
      'The published answer of the manager who claimed the profile, or of the company’s verified account; never anything about the reviewer.',
  });

export const ownResponseSchema = publicResponseSchema
  .extend({
    status: z
      .enum(['published', 'pending review', 'removed'])
      .describe('"pending review": held for a moderator, seen only by its writer and moderators.'),
  })
  .meta({ id: 'OwnReviewResponse' });

export const responseAnswerSchema = z
  .strictObject({ reviewId: z.string(), response: ownResponseSchema })
  .meta({ id: 'ReviewResponseAnswer' });

export const responderSchema = z
  .strictObject({
    canRespond: z.literal(true),
    responses: z
      .record(z.string(), ownResponseSchema)
      .describe('Review id to the claimant’s response, in any state.'),
  })
  .meta({
    id: 'Responder',
    description:
      'Only for the active claimant of the manager profile, or the company’s verified account: they may respond to its reviews.',
  });

export type PublicReviewResponse = z.infer<typeof publicResponseSchema>;
export type OwnReviewResponse = z.infer<typeof ownResponseSchema>;
export type ReviewResponseAnswer = z.infer<typeof responseAnswerSchema>;
export type Responder = z.infer<typeof responderSchema>;
