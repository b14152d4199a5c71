// Answers about reviews of all three kinds, and votes on them. Contract modules import only zod
// (the PWA imports them too). Reviews never carry their author: counts of likes and dislikes, and the
// caller's own relation (isOwnReview, myVote).
import { z } from 'zod';
import { reviewDate } from './common.ts';
import { publicResponseSchema, responderSchema } from './responses.ts';

export const VOTES = ['like', 'dislike'] as const;
export const myVoteSchema = z
  .enum(VOTES)
  .nullable()
  .describe('The caller’s vote on this review (null for visitors).');

/** Only on the caller's own review, and only while it is not published or their edit of it waits. */
export const ownStatusSchema = z
  .enum(['pending review', 'removed', 'scheduled', 'edit scheduled'])
  .optional()
  .describe(
    'Only on the caller’s own review while it is not published: "pending review" (held for a moderator), ' +
      '"removed" (by a moderator), or "scheduled" (a new review appears publicly at a random moment ' +
      'within a day of writing, so that the moment does not point at its author; until then it counts ' +
      'in no figure); or while their edit of a published review waits: "edit scheduled" (the review ' +
      'answers them as edited; everyone else reads it, and its figures count it, as it was until the edit ' +
      'appears at a random moment within a day). The moment itself is never answered.',
  );

/** The interview outcome, in its one canonical form; requests may use any case and the screens' wordings. */
export const INTERVIEW_STATUS_VALUES = ['cleared', 'not cleared', 'waiting', 'no interview'] as const;
export const interviewStatusSchema = z
  .enum(INTERVIEW_STATUS_VALUES)
  .nullable()
  .describe(
    'The canonical form. Requests may send any case and separator ("Not Cleared", "NOT_CLEARED") and the screens’ wordings ("Waiting for Result", "Did Not Have Interview").',
  );

const counts = {
  likes: z.number().int().min(0),
  dislikes: z.number().int().min(0),
  isOwnReview: z.boolean(),
  myVote: myVoteSchema,
};

/** Every review answers true: what a client sends there is accepted and not kept (request-fields.ts anonymousField). */
const ALWAYS_ANONYMOUS = 'Always true: every review is anonymous, whatever its client sent.';

export const interviewerReviewSchema = z
  .strictObject({
    _id: z.string(),
    interviewer: z.string().describe('The interviewer’s id.'),
    rating: z.number().int().min(1).max(5),
    reviewText: z.string(),
    interviewStatus: interviewStatusSchema,
    anonymous: z.boolean().describe(ALWAYS_ANONYMOUS),
    createdAt: reviewDate,
    updatedAt: reviewDate,
    ...counts,
    status: ownStatusSchema,
  })
  .meta({ id: 'InterviewerReview' });

const aspect = z.number().int().min(0).max(5).describe('0 means not rated.');

export const managerReviewSchema = z
  .strictObject({
    _id: z.string(),
    manager: z.string().describe('The manager’s id.'),
    rating: z.number().int().min(1).max(5),
    reviewText: z.string(),
    reviewLeadership: z.string(),
    reviewCommunicationText: z.string(),
    reviewSupport: z.string(),
    anonymous: z.boolean().describe(ALWAYS_ANONYMOUS),
    leadership: aspect,
    communication: aspect,
    teamwork: aspect,
    empathy: aspect,
    fairness: aspect,
    createdAt: reviewDate,
    updatedAt: reviewDate,
    ...counts,
    status: ownStatusSchema,
    response: publicResponseSchema.nullable().describe('The manager’s published answer (issue 17), if any.'),
  })
  .meta({ id: 'ManagerReview' });

export const companyReviewSchema = z
  .strictObject({
    _id: z.string(),
    companyId: z.string(),
    rating: z.number().int().min(1).max(5),
    ratings: z.strictObject({
      workLifeBalance: aspect,
      compensation: aspect,
      culture: aspect,
      careerGrowth: aspect,
      diversity: aspect,
    }),
    reviews: z.strictObject({
      treatment: z.string(),
      careerGrowth: z.string(),
      diversity: z.string(),
      pros: z.string(),
      cons: z.string(),
      advice: z.string(),
    }),
    isAnonymous: z.boolean().describe(ALWAYS_ANONYMOUS),
    createdAt: reviewDate,
    updatedAt: reviewDate.optional().describe('Once edited.'),
    ...counts,
    status: ownStatusSchema,
    response: publicResponseSchema
      .nullable()
      .describe('The company’s published answer from its verified account (issue 17), if any.'),
  })
  .meta({ id: 'CompanyReview' });

export const submittedCompanyReviewSchema = companyReviewSchema
  .extend({
    ratingDerived: z
      .boolean()
      .describe(
        'True when the request had no overall rating: it is the rounded mean of the categories rated.',
      ),
  })
  .meta({ id: 'SubmittedCompanyReview' });

export const voteResultSchema = z
  .strictObject({
    _id: z.string(),
    likes: z.number().int().min(0),
    dislikes: z.number().int().min(0),
    myVote: myVoteSchema,
  })
  .meta({ id: 'VoteResult', description: 'Counts, never voters.' });

export const deletedReviewSchema = z
  .strictObject({
    _id: z.string(),
    /** Only on a 202: gone for its author, it leaves the site at a moment of its own. */
    status: z.literal('leaving').optional(),
    message: z.string(),
  })
  .meta({ id: 'DeletedReview' });

/** GET /user/review-context/{kind}/{id}: the caller's own review and votes on that profile's reviews. */
export const reviewContextSchema = <T extends z.ZodType>(review: T, id: string) =>
  z
    .strictObject({
      ownReview: review.nullable(),
      myVotes: z.record(z.string(), z.enum(VOTES)).describe('Review id to the caller’s vote.'),
      ownReviewIds: z
        .array(z.string())
        .optional()
        .describe('Company reviews: one a month, so possibly several.'),
      ownReviews: z
        .array(review)
        .optional()
        .describe('Company reviews: each of the caller’s, for the edit form.'),
      responder: responderSchema
        .optional()
        .describe(
          'Manager profiles for their active claimant, companies for their verified account, only: their responses, held ones included.',
        ),
    })
    .meta({ id });

const myReviewBase = {
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  date: z.iso.datetime().describe('Exact: these are the caller’s own reviews.'),
  status: ownStatusSchema,
  profilePending: z
    .literal(true)
    .optional()
    .describe(
      'Only while what the review is about has no public profile yet: it was made for this review and appears with it (or with another waiting review of the same person). Until then it has no public page; its author reads the review in full at GET /user/review-context/{kind}/{id}.',
    ),
};

export const myReviewItemSchema = z
  .strictObject({
    ...myReviewBase,
    interviewerId: z.string(),
    interviewerName: z.string(),
    company: z.string(),
    review: z.string(),
  })
  .meta({ id: 'MyInterviewerReview' });

export const myManagerReviewItemSchema = z
  .strictObject({
    ...myReviewBase,
    managerId: z.string(),
    managerName: z.string(),
    company: z.string(),
    companyId: z.string(),
    review: z.string(),
  })
  .meta({ id: 'MyManagerReview' });

export const myCompanyReviewItemSchema = z
  .strictObject({
    ...myReviewBase,
    companyId: z.string(),
    companyName: z.string(),
    companySlug: z.string(),
    review: z.string(),
  })
  .meta({ id: 'MyCompanyReview' });

export type InterviewerReview = z.infer<typeof interviewerReviewSchema>;
export type ManagerReview = z.infer<typeof managerReviewSchema>;
export type CompanyReview = z.infer<typeof companyReviewSchema>;
export type VoteResult = z.infer<typeof voteResultSchema>;
export type Vote = (typeof VOTES)[number];
export type OwnStatus = NonNullable<z.infer<typeof ownStatusSchema>>;
export type InterviewStatus = (typeof INTERVIEW_STATUS_VALUES)[number];
export type SubmittedCompanyReview = z.infer<typeof submittedCompanyReviewSchema>;
export type DeletedReview = z.infer<typeof deletedReviewSchema>;
export type MyInterviewerReview = z.infer<typeof myReviewItemSchema>;
export type MyManagerReview = z.infer<typeof myManagerReviewItemSchema>;
export type MyCompanyReview = z.infer<typeof myCompanyReviewItemSchema>;
