// Answers of the claim routes (issue 17): manager profiles, and company accounts (for company reviews'
// responses). Contract modules import only zod.
import { z } from 'zod';

const STATES = ['awaiting-code', 'awaiting-review', 'active', 'rejected', 'withdrawn', 'revoked'] as const;

export const claimSchema = z
  .strictObject({
    _id: z.string(),
    subject: z
      .enum(['manager', 'company'])
      .describe('What is claimed: a manager’s profile, or the company’s verified account.'),
    managerId: z.string().nullable().describe('The manager (manager claims); null for a company claim.'),
    managerName: z.string().nullable(),
    companyId: z.string(),
    companyName: z.string(),
    method: z.enum(['code', 'evidence']),
    state: z.enum(STATES),
    workDomain: z.string().nullable().describe('The domain the code went to; the address is not kept.'),
    decisionReason: z.string().describe('A moderator’s reason for approving, rejecting or revoking.'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'ManagerClaim',
    description: 'A claim (of a manager profile or a company) as its claimant sees it.',
  });

export const claimStatusSchema = z
  .strictObject({
    managerId: z.string(),
    claimed: z.boolean().describe('Someone holds this profile (you or another person).'),
    mine: claimSchema.nullable().describe('Your latest claim on this profile, if any.'),
    verifiedDomains: z
      .array(z.string())
      .describe('Mail domains the company has verified: a code can go to an address there.'),
  })
  .meta({ id: 'ManagerClaimStatus' });

export const companyClaimStatusSchema = claimStatusSchema
  .omit({ managerId: true })
  .extend({
    companyId: z.string(),
    claimed: z.boolean().describe('The company has a verified account (yours or another person’s).'),
    mine: claimSchema.nullable().describe('Your latest claim on this company, if any.'),
  })
  .meta({ id: 'CompanyClaimStatus' });

export const claimAnswerSchema = z
  .strictObject({ claim: claimSchema, message: z.string() })
  .meta({ id: 'ManagerClaimAnswer' });

export const myClaimsSchema = z
  .strictObject({ claims: z.array(claimSchema) })
  .meta({ id: 'MyManagerClaims' });

export const moderatedClaimSchema = claimSchema
  .extend({
    claimant: z.strictObject({ uid: z.string(), email: z.string().nullable() }),
    evidence: z.string(),
  })
  .meta({ id: 'ModeratedManagerClaim', description: 'A claim with its claimant’s account and evidence.' });

export const moderatedClaimsSchema = z
  .strictObject({ claims: z.array(moderatedClaimSchema) })
  .meta({ id: 'ModeratedManagerClaims' });

export const moderatedClaimAnswerSchema = z
  .strictObject({ claim: moderatedClaimSchema })
  .meta({ id: 'ModeratedManagerClaimAnswer' });

export const companyDomainSchema = z
  .strictObject({ domain: z.string(), companyId: z.string(), verifiedAt: z.iso.datetime() })
  .meta({ id: 'CompanyDomain' });

export const companyDomainsSchema = z
  .strictObject({ domains: z.array(companyDomainSchema) })
  .meta({ id: 'CompanyDomains' });

export const companyDomainAnswerSchema = z
  .strictObject({ domain: companyDomainSchema })
  .meta({ id: 'CompanyDomainAnswer' });

export type ManagerClaim = z.infer<typeof claimSchema>;
export type ManagerClaimState = ManagerClaim['state'];
export type ManagerClaimStatus = z.infer<typeof claimStatusSchema>;
export type CompanyClaimStatus = z.infer<typeof companyClaimStatusSchema>;
export type ClaimSubjectKind = ManagerClaim['subject'];
export type ManagerClaimAnswer = z.infer<typeof claimAnswerSchema>;
export type MyManagerClaims = z.infer<typeof myClaimsSchema>;
export type ModeratedManagerClaim = z.infer<typeof moderatedClaimSchema>;
export type ModeratedManagerClaims = z.infer<typeof moderatedClaimsSchema>;
export type ModeratedManagerClaimAnswer = z.infer<typeof moderatedClaimAnswerSchema>;
export type CompanyDomain = z.infer<typeof companyDomainSchema>;
export type CompanyDomains = z.infer<typeof companyDomainsSchema>;
export type CompanyDomainAnswer = z.infer<typeof companyDomainAnswerSchema>;
