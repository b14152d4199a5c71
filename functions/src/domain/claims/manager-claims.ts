// Claiming a manager profile (issue 17 item 1). A signed-in user asks to be
// the manager a profile is about, and proves it either with a code mailed to
// a work address at a domain the company has verified (company-domains.ts) or
// by evidence a moderator approves. One claimant per profile: the claim that
// becomes active creates the profile's holder document in its transaction,
// so of two concurrent claims exactly one wins. A claim can be withdrawn by
// its claimant or revoked by a moderator; every step goes to the moderation
// audit log. A claim gives access to the claimant's dashboard and to public
// responses, never to anything that identifies a reviewer: the claim stores
// the claimant's account (they act openly, as the manager), never an authorKey.
import type { Doc, DocumentStore, Transaction } from '../../store/document-store.ts';
import { MANAGERS, type ManagerData } from '../managers/manager.ts';
import { logStep, type StaffOrClaimant } from '../moderation/audit-log.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { isPublicMailDomain, isVerifiedFor } from './company-domains.ts';

export const MANAGER_CLAIMS = 'managerClaims';
/** One document per claimed manager (id = manager id): who holds the profile. */
export const CLAIM_HOLDERS = 'managerClaimHolders';
export { MAX_EVIDENCE } from '../../contract/claim-requests.ts';
export const MAX_CLAIMS_LISTED = 200;

export const CLAIM_STATES = [
  'awaiting-code',
  'awaiting-review',
  'active',
  'rejected',
  'withdrawn',
  'revoked',
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export type ClaimMethod = 'code' | 'evidence';
const PENDING: readonly ClaimState[] = ['awaiting-code', 'awaiting-review'];

export type ClaimData = {
  managerId: string;
  companyId: string;
  managerName: string;
  companyName: string;
  /** The claimant's account: claimants act in their own name, as the manager. */
  uid: string;
  email: string | null;
  method: ClaimMethod;
  /** Where the code went (the domain only; the address itself is never stored). */
  workDomain: string | null;
  /** What the claimant gave a moderator to judge (text or links). */
  evidence: string;
  state: ClaimState;
  /** The moderator's reason for the last decision (approval, rejection, revocation). */
  decisionReason: string;
  createdAt: Date;
  updatedAt: Date;
};

export type HolderData = { claimId: string; uid: string; since: Date };

/** A claim as its claimant sees it. */
export type ClaimResponse = {
  _id: string;
  managerId: string;
  managerName: string;
  companyId: string;
  companyName: string;
  method: ClaimMethod;
  state: ClaimState;
  workDomain: string | null;
  decisionReason: string;
  createdAt: string;
  updatedAt: string;
};

/** A claim as moderators see it: with the claimant's account and evidence. */
export type ModeratedClaimResponse = ClaimResponse & {
  claimant: { uid: string; email: string | null };
  evidence: string;
};

export function toClaimResponse(doc: Doc<ClaimData>): ClaimResponse {
  const c = doc.data;
  return {
    _id: doc.id,
    managerId: c.managerId,
    managerName: c.managerName,
    companyId: c.companyId,
    companyName: c.companyName,
    method: c.method,
    state: c.state,
    workDomain: c.workDomain,
    decisionReason: c.decisionReason,
    createdAt: new Date(c.createdAt).toISOString(),
    updatedAt: new Date(c.updatedAt).toISOString(),
  };
}

export function toModeratedClaim(doc: Doc<ClaimData>): ModeratedClaimResponse {
  return {
    ...toClaimResponse(doc),
    claimant: { uid: doc.data.uid, email: doc.data.email },
    evidence: doc.data.evidence,
  };
}

const claimNotFound = () => new DomainError('not_found', 'Claim not found.');
export const ALREADY_CLAIMED_MESSAGE = 'This manager profile has already been claimed.';

async function readClaim(tx: Transaction, claimId: string): Promise<Doc<ClaimData>> {
  if (!isDocId(claimId)) throw claimNotFound();
  const claim = await tx.get<ClaimData>(MANAGER_CLAIMS, claimId);
  if (!claim) throw claimNotFound();
  return claim;
}

/** The claim that holds a manager's profile, if any (inside a transaction or not). */
export async function activeClaimOf(
  reader: Pick<Transaction, 'get'>,
  managerId: string,
): Promise<Doc<ClaimData> | null> {
  if (!isDocId(managerId)) return null;
  const holder = await reader.get<HolderData>(CLAIM_HOLDERS, managerId);
  if (!holder) return null;
  const claim = await reader.get<ClaimData>(MANAGER_CLAIMS, holder.data.claimId);
  return claim && claim.data.state === 'active' ? claim : null;
}

/** Whether `uid` is the active claimant of the manager's profile. */
export async function isClaimantOf(
  reader: Pick<Transaction, 'get'>,
  managerId: string,
  uid: string,
): Promise<boolean> {
  return (await activeClaimOf(reader, managerId))?.data.uid === uid;
}

export type ClaimRequest = { method: 'code'; workDomain: string } | { method: 'evidence'; evidence: string };

/**
 * A new claim (or a new attempt after a rejected, withdrawn or revoked one, under the same id).
 * Refused when the profile is held, or when the claimant already has a pending or active claim
 * on it; a code claim needs a work address at a domain the manager's company has verified.
 */
export async function requestClaim(
  store: DocumentStore,
  claimant: { uid: string; email: string | null },
  input: { claimId: string; managerId: string } & ClaimRequest,
  now: Date,
  also?: TxParticipant,
): Promise<Doc<ClaimData>> {
  if (!isDocId(input.managerId)) throw new DomainError('not_found', 'Manager not found.');
  return store.runTransaction(async (tx) => {
    const manager = await tx.get<ManagerData>(MANAGERS, input.managerId);
    if (!manager) throw new DomainError('not_found', 'Manager not found.');
    const holder = await tx.get<HolderData>(CLAIM_HOLDERS, manager.id);
    const existing = await tx.get<ClaimData>(MANAGER_CLAIMS, input.claimId);
    const verified =
      input.method === 'code' ? await isVerifiedFor(tx, input.workDomain, manager.data.companyId) : true;
    await also?.read(tx);
    if (holder) {
      throw new DomainError(
        'conflict',
        holder.data.claimId === input.claimId
          ? 'You have already claimed this profile.'
          : ALREADY_CLAIMED_MESSAGE,
      );
    }
    if (input.method === 'code' && (!verified || isPublicMailDomain(input.workDomain))) {
      throw new DomainError(
        'invalid',
        `workEmail must be an address at a domain ${manager.data.companyName} has verified. Ask for a moderator's approval with evidence instead.`,
      );
    }
    // A pending claim asked again (another proof, another address) is replaced by the new request.
    const data: ClaimData = {
      managerId: manager.id,
      companyId: manager.data.companyId,
      managerName: manager.data.name,
      companyName: manager.data.companyName,
      uid: claimant.uid,
      email: claimant.email,
      method: input.method,
      workDomain: input.method === 'code' ? input.workDomain : null,
      evidence: input.method === 'evidence' ? input.evidence : '',
      state: input.method === 'code' ? 'awaiting-code' : 'awaiting-review',
      decisionReason: '',
      createdAt: existing && PENDING.includes(existing.data.state) ? existing.data.createdAt : now,
      updatedAt: now,
    };
    tx.set(MANAGER_CLAIMS, input.claimId, data);
    logStep(tx, store.newId(), {
      at: now,
      by: { role: 'claimant', uid: claimant.uid, email: claimant.email },
      action: 'claim-requested',
      claimId: input.claimId,
      managerId: manager.id,
      companyId: manager.data.companyId,
      domain: data.workDomain,
      reason: input.method === 'code' ? 'Proof by a code sent to a work address.' : 'Proof by evidence.',
    });
    also?.write(tx);
    return { id: input.claimId, data };
  });
}

/** Logs that a code went out for a claim (outside any transaction: the mail already left). */
export async function logCodeSent(store: DocumentStore, claim: Doc<ClaimData>, now: Date): Promise<void> {
  const batch = store.batch();
  logStep(batch, store.newId(), {
    at: now,
    by: { role: 'claimant', uid: claim.data.uid, email: claim.data.email },
    action: 'claim-code-sent',
    claimId: claim.id,
    managerId: claim.data.managerId,
    companyId: claim.data.companyId,
    domain: claim.data.workDomain,
    reason: 'A one-time code was mailed to a work address.',
  });
  await batch.commit();
}

/** Makes a pending claim the profile's one active claim, or refuses when another holds it. */
function activate(
  tx: Transaction,
  claim: Doc<ClaimData>,
  holder: Doc<HolderData> | null,
  now: Date,
  decisionReason: string,
) {
  if (holder) throw new DomainError('conflict', ALREADY_CLAIMED_MESSAGE);
  tx.update(MANAGER_CLAIMS, claim.id, { state: 'active', updatedAt: now, decisionReason });
  tx.create(CLAIM_HOLDERS, claim.data.managerId, { claimId: claim.id, uid: claim.data.uid, since: now });
}

/** The code was right: the claim awaiting it becomes active (if no other claim won first). */
export async function completeClaimByCode(
  store: DocumentStore,
  claimId: string,
  now: Date,
): Promise<Doc<ClaimData>> {
  return store.runTransaction(async (tx) => {
    const claim = await readClaim(tx, claimId);
    const holder = await tx.get<HolderData>(CLAIM_HOLDERS, claim.data.managerId);
    if (claim.data.state !== 'awaiting-code') {
      throw new DomainError('conflict', 'This claim is not waiting for a code.');
    }
    activate(tx, claim, holder, now, '');
    logStep(tx, store.newId(), {
      at: now,
      by: { role: 'claimant', uid: claim.data.uid, email: claim.data.email },
      action: 'claim-verified',
      claimId: claim.id,
      managerId: claim.data.managerId,
      companyId: claim.data.companyId,
      domain: claim.data.workDomain,
      reason: 'The code sent to the work address was entered.',
    });
    return { id: claim.id, data: { ...claim.data, state: 'active', updatedAt: now } };
  });
}

export const CLAIM_DECISIONS = ['approve', 'reject', 'revoke'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/**
 * A moderator's decision: approve a pending claim (it becomes the active one), reject a pending
 * claim, or revoke an active one (the profile is free again).
 */
export async function decideClaim(
  store: DocumentStore,
  moderator: { uid: string; email: string | null },
  claimId: string,
  decision: ClaimDecision,
  reason: string,
  now: Date,
  also?: TxParticipant,
): Promise<Doc<ClaimData>> {
  return store.runTransaction(async (tx) => {
    const claim = await readClaim(tx, claimId);
    const holder = await tx.get<HolderData>(CLAIM_HOLDERS, claim.data.managerId);
    await also?.read(tx);
    const state = claim.data.state;
    let next: ClaimState;
    if (decision === 'revoke') {
      if (state !== 'active') throw new DomainError('conflict', 'Only an active claim can be revoked.');
      next = 'revoked';
      if (holder?.data.claimId === claim.id) tx.delete(CLAIM_HOLDERS, claim.data.managerId);
      tx.update(MANAGER_CLAIMS, claim.id, { state: next, updatedAt: now, decisionReason: reason });
    } else {
      if (!PENDING.includes(state)) throw new DomainError('conflict', 'This claim is not pending.');
      if (decision === 'approve') {
        next = 'active';
        activate(tx, claim, holder, now, reason);
      } else {
        next = 'rejected';
        tx.update(MANAGER_CLAIMS, claim.id, { state: next, updatedAt: now, decisionReason: reason });
      }
    }
    logStep(tx, store.newId(), {
      at: now,
      by: { role: 'moderator', uid: moderator.uid, email: moderator.email },
      action:
        decision === 'approve'
          ? 'claim-approved'
          : decision === 'reject'
            ? 'claim-rejected'
            : 'claim-revoked',
      claimId: claim.id,
      managerId: claim.data.managerId,
      companyId: claim.data.companyId,
      domain: null,
      reason,
    });
    also?.write(tx);
    return { id: claim.id, data: { ...claim.data, state: next, updatedAt: now, decisionReason: reason } };
  });
}

/** The claimant gives up a pending or active claim (an active one frees the profile). */
export async function withdrawClaim(
  store: DocumentStore,
  claimant: { uid: string; email: string | null },
  claimId: string,
  now: Date,
  also?: TxParticipant,
): Promise<Doc<ClaimData>> {
  return store.runTransaction(async (tx) => {
    const claim = await readClaim(tx, claimId);
    if (claim.data.uid !== claimant.uid) throw claimNotFound();
    const holder = await tx.get<HolderData>(CLAIM_HOLDERS, claim.data.managerId);
    await also?.read(tx);
    if (claim.data.state !== 'active' && !PENDING.includes(claim.data.state)) {
      throw new DomainError('conflict', 'This claim is no longer pending or active.');
    }
    if (holder?.data.claimId === claim.id) tx.delete(CLAIM_HOLDERS, claim.data.managerId);
    tx.update(MANAGER_CLAIMS, claim.id, { state: 'withdrawn', updatedAt: now });
    logStep(tx, store.newId(), {
      at: now,
      by: { role: 'claimant', uid: claimant.uid, email: claimant.email },
      action: 'claim-withdrawn',
      claimId: claim.id,
      managerId: claim.data.managerId,
      companyId: claim.data.companyId,
      domain: null,
      reason: 'Withdrawn by the claimant.',
    });
    also?.write(tx);
    return { id: claim.id, data: { ...claim.data, state: 'withdrawn', updatedAt: now } };
  });
}

export async function readClaimById(store: DocumentStore, claimId: string): Promise<Doc<ClaimData> | null> {
  return isDocId(claimId) ? store.get<ClaimData>(MANAGER_CLAIMS, claimId) : null;
}

/** The caller's claims, newest first. */
export async function claimsOf(store: DocumentStore, uid: string): Promise<Doc<ClaimData>[]> {
  const docs = await store.query<ClaimData>({
    collection: MANAGER_CLAIMS,
    where: [{ field: 'uid', op: '==', value: uid }],
    limit: MAX_CLAIMS_LISTED,
  });
  return docs.sort((a, b) => new Date(b.data.updatedAt).getTime() - new Date(a.data.updatedAt).getTime());
}

export const CLAIM_VIEWS = ['pending', 'active'] as const;
export type ClaimView = (typeof CLAIM_VIEWS)[number];

/** For moderators: pending claims (to decide) or active ones (to revoke), newest first. */
export async function claimsFor(store: DocumentStore, view: ClaimView): Promise<Doc<ClaimData>[]> {
  const states: ClaimState[] = view === 'pending' ? [...PENDING] : ['active'];
  const docs = await store.query<ClaimData>({
    collection: MANAGER_CLAIMS,
    where: [{ field: 'state', op: 'in', value: states }],
    limit: MAX_CLAIMS_LISTED,
  });
  return docs.sort((a, b) => new Date(b.data.updatedAt).getTime() - new Date(a.data.updatedAt).getTime());
}

export type { StaffOrClaimant };

/**
 * Account deletion: the account's claims go, and a profile it held is free again. The audit log
 * keeps its entries (staff records of what happened).
 */
export const managerClaimEraser = {
  name: 'manager-claims',
  async erase({ uid, store, limit }: { uid: string; store: DocumentStore; limit?: number }) {
    const claims = await store.query<ClaimData>({
      collection: MANAGER_CLAIMS,
      where: [{ field: 'uid', op: '==', value: uid }],
      limit: limit ?? MAX_CLAIMS_LISTED,
    });
    for (const claim of claims) {
      await store.runTransaction(async (tx) => {
        const holder = await tx.get<HolderData>(CLAIM_HOLDERS, claim.data.managerId);
        if (holder?.data.claimId === claim.id) tx.delete(CLAIM_HOLDERS, claim.data.managerId);
        tx.delete(MANAGER_CLAIMS, claim.id);
      });
    }
    return claims.length;
  },
};
