// What a claim can be about (issue 17): a manager's profile (the manager themselves) or a company's
// page (its verified company account). The claim mechanism (profile-claims.ts) is one; this says only
// what differs between the two: where claims and holders are kept, how the subject is read, and the
// words. Both are proven the same way, by a code at one of the company's verified mail domains or by
// a moderator's approval of evidence.
import type { Transaction } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { MANAGERS, type ManagerData } from '../managers/manager.ts';
import { isDocId } from '../shared/doc-id.ts';

export const CLAIM_SUBJECT_KINDS = ['manager', 'company'] as const;
export type ClaimSubjectKind = (typeof CLAIM_SUBJECT_KINDS)[number];

/** The subject as a claim records it: its own id and name, and the company whose domains prove it. */
export type ClaimedSubject = {
  id: string;
  name: string;
  /** The manager's id for a manager claim; null for a company claim (the company is the subject). */
  managerId: string | null;
  managerName: string | null;
  companyId: string;
  companyName: string;
};

export type ClaimSubject = {
  kind: ClaimSubjectKind;
  /** The claims of this kind (one per claimant and subject). */
  claims: string;
  /** One document per held subject (id = the subject's id): who holds it. Its creation is the race. */
  holders: string;
  read(reader: Pick<Transaction, 'get'>, id: string): Promise<ClaimedSubject | null>;
  notFoundMessage: string;
  alreadyClaimedMessage: string;
  /** "the manager profile of Jane Doe at Acme": what the code mail says is being claimed. */
  describe(subject: Pick<ClaimedSubject, 'managerName' | 'companyName'>): string;
};

export const MANAGER_CLAIM_SUBJECT: ClaimSubject = {
  kind: 'manager',
  claims: 'managerClaims',
  holders: 'managerClaimHolders',
  async read(reader, id) {
    const manager = isDocId(id) ? await reader.get<ManagerData>(MANAGERS, id) : null;
    if (!manager) return null;
    const { name, companyId, companyName } = manager.data;
    return { id: manager.id, name, managerId: manager.id, managerName: name, companyId, companyName };
  },
  notFoundMessage: 'Manager not found.',
  alreadyClaimedMessage: 'This manager profile has already been claimed.',
  describe: (s) => `the manager profile of ${s.managerName} at ${s.companyName}`,
};

export const COMPANY_CLAIM_SUBJECT: ClaimSubject = {
  kind: 'company',
  claims: 'companyClaims',
  holders: 'companyClaimHolders',
  async read(reader, id) {
    const company = isDocId(id) ? await reader.get<CompanyData>(COMPANIES, id) : null;
    if (!company) return null;
    const { name } = company.data;
    return {
      id: company.id,
      name,
      managerId: null,
      managerName: null,
      companyId: company.id,
      companyName: name,
    };
  },
  notFoundMessage: 'Company not found.',
  alreadyClaimedMessage: 'This company already has a verified account.',
  describe: (s) => `the verified company account of ${s.companyName}`,
};

export const CLAIM_SUBJECTS: Record<ClaimSubjectKind, ClaimSubject> = {
  manager: MANAGER_CLAIM_SUBJECT,
  company: COMPANY_CLAIM_SUBJECT,
};
