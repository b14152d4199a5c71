// Answers of the account, contact, moderation and utility routes. Contract modules import only zod
// (the PWA imports them too).
import { z } from 'zod';

export const messageSchema = z.strictObject({ message: z.string() }).meta({ id: 'Message' });

export const loginAnswerSchema = z
  .strictObject({
    token: z.string().describe('A Firebase ID token: send it as a bearer.'),
    user: z.strictObject({ id: z.string() }),
  })
  .meta({ id: 'LoginAnswer' });

export const profileSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    totalReviews: z.number().int().min(0),
    tokens: z.number(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Profile' });

export const accountDeletionSchema = z
  .strictObject({ message: z.string(), status: z.enum(['deleted', 'in-progress']) })
  .meta({ id: 'AccountDeletion' });

export const pingSchema = z
  .strictObject({ ok: z.literal(true), time: z.iso.datetime() })
  .meta({ id: 'Ping' });

export const geocodeAnswerSchema = z
  .strictObject({ lat: z.number(), lng: z.number(), name: z.string(), country: z.string() })
  .meta({ id: 'GeocodeAnswer' });

export const geocodeScriptSchema = z
  .strictObject({
    scriptUrl: z.string().nullable().describe('Null without a Maps key: list instead of a map.'),
  })
  .meta({ id: 'GeocodeScript' });

export const mailSchema = z
  .strictObject({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })
  .meta({ id: 'LocalMail' });

const KINDS = ['interviewer', 'manager', 'company'] as const;
/** What the moderation queue and log deal with: the reviews, and managers' responses to them (issue 17). */
const MODERATED = [...KINDS, 'response'] as const;
const STATES = ['published', 'held', 'hidden', 'removed'] as const;
const REASONS = [
  'personal information',
  'harassment or hate',
  'false or off-topic',
  'spam',
  'other',
] as const;

export const reportAnswerSchema = z
  .strictObject({
    _id: z.string(),
    kind: z.enum(MODERATED),
    reviewId: z.string(),
    reason: z.enum(REASONS),
    createdAt: z.iso.datetime().describe('When you reported it (your own action, so exact).'),
    message: z.string(),
  })
  .meta({ id: 'ReportAnswer' });

export const queueItemSchema = z
  .strictObject({
    kind: z.enum(MODERATED),
    reviewId: z.string(),
    state: z.enum(STATES),
    heldFor: z
      .array(z.enum(['profanity', 'burst', 'rewritten', 'scheduled']))
      .describe(
        'Why it was held: the profanity word list, a burst of negative reviews from new accounts, ' +
          'rewritten (deleted by its writer while removed, hidden or held, and written again at the same place), ' +
          'or scheduled (a new review also waits for its random publication time: approved before it, ' +
          'it appears then).',
      ),
    openReports: z.number().int().min(0),
    lastReportedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
    subject: z.strictObject({ id: z.string(), name: z.string(), company: z.string().nullable() }).nullable(),
    review: z.strictObject({
      rating: z.number().int().min(1).max(5),
      reviewText: z.string(),
      texts: z.array(z.strictObject({ label: z.string(), text: z.string() })),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    }),
    reports: z.strictObject({
      total: z.number().int().min(0),
      open: z.number().int().min(0),
      byReason: z.record(z.enum(REASONS), z.number().int().min(0)),
      items: z.array(
        z.strictObject({
          reason: z.enum(REASONS),
          details: z.string(),
          createdAt: z.iso.datetime(),
          status: z.enum(['open', 'resolved']),
        }),
      ),
    }),
  })
  .meta({ id: 'QueueItem', description: 'A review and its reports; never who wrote or reported it.' });

export const queueSchema = z
  .strictObject({ items: z.array(queueItemSchema) })
  .meta({ id: 'ModerationQueue' });

export const moderationOutcomeSchema = z
  .strictObject({
    item: queueItemSchema,
    fromState: z.enum(STATES),
    toState: z.enum(STATES),
  })
  .meta({ id: 'ModerationOutcome' });

export const logEntrySchema = z
  .strictObject({
    _id: z.string(),
    at: z.iso.datetime(),
    moderator: z.strictObject({ uid: z.string(), email: z.string().nullable() }),
    action: z.enum(['approve', 'remove', 'restore']),
    kind: z.enum(MODERATED),
    reviewId: z.string(),
    subjectId: z.string(),
    reason: z.string(),
    fromState: z.enum(STATES),
    toState: z.enum(STATES),
    reportsResolved: z.number().int().min(0),
  })
  .meta({ id: 'ModerationLogEntry' });

/** A step of a manager-profile claim, or a company domain verified (issue 17). */
export const claimLogEntrySchema = z
  .strictObject({
    _id: z.string(),
    subject: z.literal('claim'),
    at: z.iso.datetime(),
    by: z.strictObject({
      role: z.enum(['moderator', 'claimant']),
      uid: z.string(),
      email: z.string().nullable(),
    }),
    action: z.enum([
      'domain-verified',
      'claim-requested',
      'claim-code-sent',
      'claim-verified',
      'claim-approved',
      'claim-rejected',
      'claim-withdrawn',
      'claim-revoked',
    ]),
    claimId: z.string().nullable(),
    managerId: z.string().nullable(),
    companyId: z.string(),
    domain: z.string().nullable().describe('A mail domain; never a full address.'),
    reason: z.string(),
  })
  .meta({ id: 'ClaimLogEntry' });

export const moderationLogSchema = z
  .strictObject({ entries: z.array(z.union([logEntrySchema, claimLogEntrySchema])) })
  .meta({ id: 'ModerationLog' });

export const eligibilitySchema = z
  .strictObject({
    eligible: z.boolean(),
    reviewedThisMonth: z
      .strictObject({
        reviewId: z.string(),
        reviewAgainOn: z.iso.date().describe('The first day (UTC) of the next calendar month.'),
      })
      .nullable()
      .describe('The caller’s review of this company this month, if any.'),
  })
  .meta({ id: 'Eligibility' });

export type QueueItem = z.infer<typeof queueItemSchema>;
export type ModerationQueue = z.infer<typeof queueSchema>;
export type ModerationOutcome = z.infer<typeof moderationOutcomeSchema>;
export type ModerationLogEntry = z.infer<typeof logEntrySchema>;
export type ModerationLog = z.infer<typeof moderationLogSchema>;
export type ClaimLogEntry = z.infer<typeof claimLogEntrySchema>;
export type ClaimLogAction = ClaimLogEntry['action'];
export type ReviewState = ModerationLogEntry['toState'];
export type ModerationAction = ModerationLogEntry['action'];
export type ReviewKind = ModerationLogEntry['kind'];
export type Eligibility = z.infer<typeof eligibilitySchema>;
export type GeocodeScript = z.infer<typeof geocodeScriptSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type Message = z.infer<typeof messageSchema>;
