// Company mail domains a moderator has verified (issue 17 item 1): a claimant
// who receives a code at an address of one of them has shown they work there.
// One document per domain (its id is the domain), so a domain belongs to one
// company and verifying it again is a no-op. Verified once, by a moderator,
// with the step in the moderation audit log.
import type { DocumentStore, Transaction } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { logStep, type StaffOrClaimant } from '../moderation/audit-log.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';

export const COMPANY_DOMAINS = 'companyDomains';
export const MAX_DOMAINS_LISTED = 50;

export type CompanyDomainData = { domain: string; companyId: string; verifiedAt: Date; verifiedBy: string };

export type CompanyDomain = { domain: string; companyId: string; verifiedAt: string };

/**
 * Mail domains anyone can get an address at: a code sent there proves nothing
 * about an employer, so they are never verified for a company.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'mail.com',
  'yandex.com',
]);

/** Lowercase host names of two or more labels (letters, digits, hyphens). */
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domain as stored (lowercase, no leading '@' or trailing dot), or null when it is not one. */
export function normalizeDomain(input: string): string | null {
  const domain = input.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  return DOMAIN_PATTERN.test(domain) ? domain : null;
}

/** The domain of an email address (already validated as one). */
export function domainOfAddress(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * The inbox an address reaches, for limits on mail sent to it: `priya+1@` and `Priya+x@` reach
 * `priya@`'s inbox, so a limit keyed by the address as typed was one fresh `+tag` away.
 */
export function inboxOfAddress(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).toLowerCase();
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}@${domainOfAddress(email)}`;
}

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain);
}

/** Whether `domain` is verified for `companyId` (inside a transaction, with its other reads). */
export async function isVerifiedFor(
  tx: Pick<Transaction, 'get'>,
  domain: string,
  companyId: string,
): Promise<boolean> {
  const doc = await tx.get<CompanyDomainData>(COMPANY_DOMAINS, domain);
  return doc?.data.companyId === companyId;
}

export async function listCompanyDomains(store: DocumentStore, companyId: string): Promise<CompanyDomain[]> {
  const docs = await store.query<CompanyDomainData>({
    collection: COMPANY_DOMAINS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
    limit: MAX_DOMAINS_LISTED,
  });
  return docs
    .map(({ data }) => ({
      domain: data.domain,
      companyId: data.companyId,
      verifiedAt: new Date(data.verifiedAt).toISOString(),
    }))
    .sort((a, b) => a.domain.localeCompare(b.domain));
}

/**
 * A moderator verifies `domain` for a company: created once and logged; the
 * same company again answers the existing record (created: false); a domain
 * another company has is a conflict.
 */
export async function verifyCompanyDomain(
  store: DocumentStore,
  moderator: StaffOrClaimant,
  input: { companyId: string; domain: string; reason: string },
  now: Date,
  also?: TxParticipant,
): Promise<{ domain: CompanyDomain; created: boolean }> {
  const domain = normalizeDomain(input.domain);
  if (!domain) throw new DomainError('invalid', 'domain must be a mail domain such as example.com.');
  if (isPublicMailDomain(domain)) {
    throw new DomainError('invalid', `${domain} is a public mail service: anyone can get an address there.`);
  }
  if (!isDocId(input.companyId)) throw new DomainError('not_found', 'Company not found.');
  return store.runTransaction(async (tx) => {
    const company = await tx.get<CompanyData>(COMPANIES, input.companyId);
    if (!company) throw new DomainError('not_found', 'Company not found.');
    const existing = await tx.get<CompanyDomainData>(COMPANY_DOMAINS, domain);
    await also?.read(tx);
    if (existing) {
      if (existing.data.companyId !== company.id) {
        throw new DomainError('conflict', `${domain} is already verified for another company.`);
      }
      also?.write(tx);
      return {
        domain: {
          domain,
          companyId: company.id,
          verifiedAt: new Date(existing.data.verifiedAt).toISOString(),
        },
        created: false,
      };
    }
    tx.create(COMPANY_DOMAINS, domain, {
      domain,
      companyId: company.id,
      verifiedAt: now,
      verifiedBy: moderator.uid,
    } satisfies CompanyDomainData);
    logStep(tx, store.newId(), {
      at: now,
      by: moderator,
      action: 'domain-verified',
      claimId: null,
      managerId: null,
      companyId: company.id,
      domain,
      reason: input.reason,
    });
    also?.write(tx);
    return { domain: { domain, companyId: company.id, verifiedAt: now.toISOString() }, created: true };
  });
}
