// Claiming a profile (issue 17 items 1 and 3): a signed-in user asks to be
// the manager a profile is about, or the verified account of a company, and
// proves it either with a code mailed to a work address at a domain the
// company has verified (company-domains.ts) or by evidence a moderator
// approves. What differs between the two subjects is in claim-subjects.ts;
// everything else is this one mechanism. One claimant per subject: the claim
// that becomes active creates the subject's holder document in its
// transaction, so of two concurrent claims exactly one wins. A claim can be
// withdrawn by its claimant or revoked by a moderator; every step goes to the
// moderation audit log. A claim gives access to the claimant's dashboard
// (managers) and to public responses, never to anything that identifies a
// reviewer: the claim stores the claimant's account (they act openly, as the
// manager or the company), never an authorKey.
import type { Doc, DocumentStore, Transaction } from '../../store/document-store.ts';
import type { AccountErasure } from '../accounts/account-erasers.ts';
import { AT_ONCE, type Departures, eraseDeparting } from '../accounts/review-departures.ts';
import { MANAGERS, type ManagerData, managerStats } from '../managers/manager.ts';
import { logStep, type StaffOrClaimant } from '../moderation/audit-log.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import {
  CLAIM_SUBJECT_KINDS,
  CLAIM_SUBJECTS,
  type ClaimSubject,
  type ClaimSubjectKind,
  MANAGER_CLAIM_SUBJECT,
} from './claim-subjects.ts';
import { isPublicMailDomain, isVerifiedFor } from './company-domains.ts';
import { addressNamesPerson, exampleAddress, namesakesNamed } from './work-address-names.ts';

export { CLAIM_SUBJECT_KINDS, CLAIM_SUBJECTS, type ClaimSubjectKind };
/** Manager claims' collections (kept under their first names: stored claims stay where they are). */
export const MANAGER_CLAIMS = MANAGER_CLAIM_SUBJECT.claims;
export const CLAIM_HOLDERS = MANAGER_CLAIM_SUBJECT.holders;
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

/**
 * Evidence claims waiting for a moderator at once, per account (of either kind) and per subject.
 * Five claim requests an account a day let a few accounts fill the moderators' Claims tab, the real
 * claims lost among them; a code claim goes to no moderator and is not counted.
 */
export const MAX_PENDING_EVIDENCE_CLAIMS_PER_ACCOUNT = 3;
export const MAX_PENDING_EVIDENCE_CLAIMS_PER_SUBJECT = 5;
/**
 * After a moderator turned down an account's evidence claim on a subject, the same account asks again
 * with evidence only this much later: else the accounts holding a profile's places asked again at once
 * after each rejection, and the places never came free (a code claim is never held back by it).
 */
export const REJECTED_EVIDENCE_COOLDOWN_MS = 7 * 24 * 60 * 60 * 1000;

export type ClaimData = {
  /** What is claimed (absent on manager claims written before company claims existed). */
  subject?: ClaimSubjectKind;
  /** The manager (manager claims); null for a company claim. */
  managerId: string | null;
  managerName: string | null;
  companyId: string;
  companyName: string;
  /** The claimant's account: claimants act in their own name, as the manager or the company. */
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
  subject: ClaimSubjectKind;
  managerId: string | null;
  managerName: string | null;
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

export const kindOfClaim = (claim: ClaimData): ClaimSubjectKind => claim.subject ?? 'manager';
const subjectOfClaim = (claim: ClaimData): ClaimSubject => CLAIM_SUBJECTS[kindOfClaim(claim)];
/** The id of what the claim is about: the manager's, or the company's for a company claim. */
export const subjectIdOfClaim = (claim: ClaimData): string =>
  kindOfClaim(claim) === 'company' ? claim.companyId : (claim.managerId ?? '');

export function toClaimResponse(doc: Doc<ClaimData>): ClaimResponse {
  const c = doc.data;
  return {
    _id: doc.id,
    subject: kindOfClaim(c),
    managerId: c.managerId ?? null,
    managerName: c.managerName ?? null,
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
export const ALREADY_CLAIMED_MESSAGE = MANAGER_CLAIM_SUBJECT.alreadyClaimedMessage;

/** A claim by its id, whichever subject it is about (claim ids are distinct across kinds: claimIdFor). */
async function findClaim(reader: Pick<Transaction, 'get'>, claimId: string): Promise<Doc<ClaimData> | null> {
  if (!isDocId(claimId)) return null;
  for (const kind of CLAIM_SUBJECT_KINDS) {
    const claim = await reader.get<ClaimData>(CLAIM_SUBJECTS[kind].claims, claimId);
    if (claim) return claim;
  }
  return null;
}

async function readClaim(tx: Transaction, claimId: string): Promise<Doc<ClaimData>> {
  const claim = await findClaim(tx, claimId);
  if (!claim) throw claimNotFound();
  return claim;
}

const holderOf = (tx: Transaction, claim: ClaimData) =>
  tx.get<HolderData>(subjectOfClaim(claim).holders, subjectIdOfClaim(claim));

/** The claim that holds a subject (a manager's profile by default), if any (inside a transaction or not). */
export async function activeClaimOf(
  reader: Pick<Transaction, 'get'>,
  subjectId: string,
  kind: ClaimSubjectKind = 'manager',
): Promise<Doc<ClaimData> | null> {
  if (!isDocId(subjectId)) return null;
  const subject = CLAIM_SUBJECTS[kind];
  const holder = await reader.get<HolderData>(subject.holders, subjectId);
  if (!holder) return null;
  const claim = await reader.get<ClaimData>(subject.claims, holder.data.claimId);
  return claim && claim.data.state === 'active' ? claim : null;
}

/** Whether `uid` is the active claimant of the subject (a manager's profile by default). */
export async function isClaimantOf(
  reader: Pick<Transaction, 'get'>,
  subjectId: string,
  uid: string,
  kind: ClaimSubjectKind = 'manager',
): Promise<boolean> {
  return (await activeClaimOf(reader, subjectId, kind))?.data.uid === uid;
}

export type ClaimRequest =
  | {
      method: 'code';
      workDomain: string;
      /** The address's name part, checked against a manager's name and never stored. */
      workName: string;
      /**
       * Asked before the company's managers are read to compare the address with (namesakesOf): a
       * refused request uses no allowance, so this bounds how often one account has them read.
       */
      beforeNamesakes?: () => Promise<void>;
    }
  | { method: 'evidence'; evidence: string };

/**
 * A new claim (or a new attempt after a rejected, withdrawn or revoked one, under the same id).
 * Refused when the subject is held, or when the claimant already has a pending or active claim
 * on it; a code claim needs a work address at a domain the company has verified, and for a
 * manager profile one whose name part names the manager (work-address-names.ts).
 */
export async function requestClaim(
  store: DocumentStore,
  claimant: { uid: string; email: string | null },
  input: { claimId: string; kind: ClaimSubjectKind; subjectId: string } & ClaimRequest,
  now: Date,
  also?: TxParticipant,
): Promise<Doc<ClaimData>> {
  const kind = CLAIM_SUBJECTS[input.kind];
  if (!isDocId(input.subjectId)) throw new DomainError('not_found', kind.notFoundMessage);
  const namesakes =
    input.method === 'code' && kind.kind === 'manager'
      ? await namesakesOf(store, input.subjectId, input)
      : [];
  return store.runTransaction(async (tx) => {
    const subject = await kind.read(tx, input.subjectId);
    if (!subject) throw new DomainError('not_found', kind.notFoundMessage);
    const holder = await tx.get<HolderData>(kind.holders, subject.id);
    const existing = await tx.get<ClaimData>(kind.claims, input.claimId);
    const verified =
      input.method === 'code' ? await isVerifiedFor(tx, input.workDomain, subject.companyId) : true;
    await also?.read(tx);
    if (holder) {
      throw new DomainError(
        'conflict',
        holder.data.claimId === input.claimId
          ? `You have already claimed ${kind.kind === 'company' ? 'this company' : 'this profile'}.`
          : kind.alreadyClaimedMessage,
      );
    }
    if (input.method === 'code' && (!verified || isPublicMailDomain(input.workDomain))) {
      throw new DomainError(
        'invalid',
        `workEmail must be an address at a domain ${subject.companyName} has verified. Ask for a moderator's approval with evidence instead.`,
      );
    }
    if (
      input.method === 'code' &&
      kind.kind === 'manager' &&
      !addressNamesPerson(input.workName, subject.managerName ?? '')
    ) {
      throw new DomainError(
        'invalid',
        `workEmail must be your own work address, naming ${subject.managerName} (such as ${exampleAddress(subject.managerName ?? '', input.workDomain)}): a colleague's address cannot claim this profile. Ask for a moderator's approval with evidence instead.`,
      );
    }
    const [namesake] = namesakes;
    if (input.method === 'code' && namesake !== undefined) {
      throw new DomainError(
        'invalid',
        `workEmail names more than one manager at ${subject.companyName} (${subject.managerName} and ${namesake}), so it cannot prove which one you are. Use an address with your full name (such as ${exampleAddress(subject.managerName ?? '', input.workDomain)}), or ask for a moderator's approval with evidence instead.`,
      );
    }
    if (input.method === 'evidence') {
      refuseSoonAfterRejection(existing, now);
      await admitToModerators(tx, kind, subject.id, claimant.uid, input.claimId);
    }
    // A pending claim asked again (another proof, another address) is replaced by the new request.
    const data: ClaimData = {
      subject: kind.kind,
      managerId: subject.managerId,
      managerName: subject.managerName,
      companyId: subject.companyId,
      companyName: subject.companyName,
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
    tx.set(kind.claims, input.claimId, data);
    logStep(tx, store.newId(), {
      at: now,
      by: { role: 'claimant', uid: claimant.uid, email: claimant.email },
      action: 'claim-requested',
      claimId: input.claimId,
      managerId: subject.managerId,
      companyId: subject.companyId,
      domain: data.workDomain,
      reason: input.method === 'code' ? 'Proof by a code sent to a work address.' : 'Proof by evidence.',
    });
    also?.write(tx);
    return { id: input.claimId, data };
  });
}

/** How many of a company's managers a code claim compares its address with (in name order). */
export const NAMESAKES_READ = 2000;

/**
 * The company's other managers whom a code claim's address names too (work-address-names.ts). Read
 * before the claim's transaction, which would otherwise hold every one of them while it runs, and only
 * for an address the claim's other checks would let through (they refuse the rest in the transaction).
 */
async function namesakesOf(
  store: DocumentStore,
  managerId: string,
  address: Extract<ClaimRequest, { method: 'code' }>,
): Promise<string[]> {
  const manager = await store.get<ManagerData>(MANAGERS, managerId);
  if (!manager || !addressNamesPerson(address.workName, manager.data.name)) return [];
  if (isPublicMailDomain(address.workDomain)) return [];
  if (!(await isVerifiedFor(store, address.workDomain, manager.data.companyId))) return [];
  await address.beforeNamesakes?.();
  const colleagues = await store.query<ManagerData>({
    collection: MANAGERS,
    where: [{ field: 'companyId', op: '==', value: manager.data.companyId }],
    orderBy: [{ field: 'nameKey' }],
    limit: NAMESAKES_READ,
  });
  // A namesake counts once it has a published review: anyone may add a manager, and an unreviewed
  // "Priya X" refused priya@ to its owner. The rule rests on the namesake's profile existing anyway
  // (with none, priya@ claims); one made to grief now needs a review that passes screening and appears.
  const others = colleagues
    .filter((doc) => doc.id !== manager.id && managerStats(doc.data).reviewCount > 0)
    .map((doc) => doc.data.name);
  return namesakesNamed(address.workName, manager.data.name, others);
}

/** Refuses (409) evidence asked again within REJECTED_EVIDENCE_COOLDOWN_MS of a rejection of the same claim. */
function refuseSoonAfterRejection(existing: Doc<ClaimData> | null, now: Date): void {
  if (existing?.data.state !== 'rejected' || existing.data.method !== 'evidence') return;
  const again = new Date(existing.data.updatedAt).getTime() + REJECTED_EVIDENCE_COOLDOWN_MS;
  if (now.getTime() >= again) return;
  throw new DomainError(
    'conflict',
    `A moderator turned down your claim with evidence. You can ask again with new evidence from ${new Date(again).toISOString().slice(0, 10)}, or claim with a code sent to your work address.`,
  );
}

/**
 * Refuses (409) an evidence claim beyond the account's or the subject's claims waiting for a
 * moderator. The claim itself, asked again, replaces what it was and is not counted.
 */
async function admitToModerators(
  tx: Transaction,
  kind: ClaimSubject,
  subjectId: string,
  uid: string,
  claimId: string,
): Promise<void> {
  const waiting = { field: 'state', op: '==', value: 'awaiting-review' } as const;
  const others = (docs: Doc<ClaimData>[]) => docs.filter((doc) => doc.id !== claimId).length;
  const perAccount = MAX_PENDING_EVIDENCE_CLAIMS_PER_ACCOUNT;
  const mine = await Promise.all(
    CLAIM_SUBJECT_KINDS.map((k) =>
      tx.query<ClaimData>({
        collection: CLAIM_SUBJECTS[k].claims,
        where: [{ field: 'uid', op: '==', value: uid }, waiting],
        limit: perAccount + 1,
      }),
    ),
  );
  if (others(mine.flat()) >= perAccount) {
    throw new DomainError(
      'conflict',
      `You have ${perAccount} claims waiting for a moderator. Please wait for a decision, or withdraw one, before asking for another with evidence.`,
    );
  }
  const perSubject = MAX_PENDING_EVIDENCE_CLAIMS_PER_SUBJECT;
  const theirs = await tx.query<ClaimData>({
    collection: kind.claims,
    where: [
      { field: kind.kind === 'company' ? 'companyId' : 'managerId', op: '==', value: subjectId },
      waiting,
    ],
    limit: perSubject + 1,
  });
  if (others(theirs) >= perSubject) {
    throw new DomainError(
      'conflict',
      `${kind.kind === 'company' ? 'This company' : 'This profile'} has ${perSubject} claims waiting for a moderator. Please try again once they are decided, or claim with a code sent to your work address.`,
    );
  }
}

/** What the code mail names as claimed ("the manager profile of … at …"). */
export function claimedWhat(claim: ClaimData): string {
  return subjectOfClaim(claim).describe(claim);
}

/** Logs that a code went out for a claim (outside any transaction: the mail already left). */
export async function logCodeSent(store: DocumentStore, claim: Doc<ClaimData>, now: Date): Promise<void> {
  const batch = store.batch();
  logStep(batch, store.newId(), {
    at: now,
    by: { role: 'claimant', uid: claim.data.uid, email: claim.data.email },
    action: 'claim-code-sent',
    claimId: claim.id,
    managerId: claim.data.managerId ?? null,
    companyId: claim.data.companyId,
    domain: claim.data.workDomain,
    reason: 'A one-time code was mailed to a work address.',
  });
  await batch.commit();
}

/** Makes a pending claim the subject's one active claim, or refuses when another holds it. */
function activate(
  tx: Transaction,
  claim: Doc<ClaimData>,
  holder: Doc<HolderData> | null,
  now: Date,
  decisionReason: string,
) {
  const subject = subjectOfClaim(claim.data);
  if (holder) throw new DomainError('conflict', subject.alreadyClaimedMessage);
  tx.update(subject.claims, claim.id, { state: 'active', updatedAt: now, decisionReason });
  tx.create(subject.holders, subjectIdOfClaim(claim.data), {
    claimId: claim.id,
    uid: claim.data.uid,
    since: now,
  });
}

/** The code was right: the claim awaiting it becomes active (if no other claim won first). */
export async function completeClaimByCode(
  store: DocumentStore,
  claimId: string,
  now: Date,
): Promise<Doc<ClaimData>> {
  return store.runTransaction(async (tx) => {
    const claim = await readClaim(tx, claimId);
    const holder = await holderOf(tx, claim.data);
    if (claim.data.state !== 'awaiting-code') {
      throw new DomainError('conflict', 'This claim is not waiting for a code.');
    }
    activate(tx, claim, holder, now, '');
    logStep(tx, store.newId(), {
      at: now,
      by: { role: 'claimant', uid: claim.data.uid, email: claim.data.email },
      action: 'claim-verified',
      claimId: claim.id,
      managerId: claim.data.managerId ?? null,
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
 * claim, or revoke an active one (the subject is free again).
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
    const subject = subjectOfClaim(claim.data);
    const holder = await holderOf(tx, claim.data);
    await also?.read(tx);
    const state = claim.data.state;
    let next: ClaimState;
    if (decision === 'revoke') {
      if (state !== 'active') throw new DomainError('conflict', 'Only an active claim can be revoked.');
      next = 'revoked';
      if (holder?.data.claimId === claim.id) tx.delete(subject.holders, subjectIdOfClaim(claim.data));
      tx.update(subject.claims, claim.id, { state: next, updatedAt: now, decisionReason: reason });
    } else {
      if (!PENDING.includes(state)) throw new DomainError('conflict', 'This claim is not pending.');
      if (decision === 'approve') {
        next = 'active';
        activate(tx, claim, holder, now, reason);
      } else {
        next = 'rejected';
        tx.update(subject.claims, claim.id, { state: next, updatedAt: now, decisionReason: reason });
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
      managerId: claim.data.managerId ?? null,
      companyId: claim.data.companyId,
      domain: null,
      reason,
    });
    also?.write(tx);
    return { id: claim.id, data: { ...claim.data, state: next, updatedAt: now, decisionReason: reason } };
  });
}

/** The claimant gives up a pending or active claim (an active one frees the subject). */
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
    const subject = subjectOfClaim(claim.data);
    const holder = await holderOf(tx, claim.data);
    await also?.read(tx);
    if (claim.data.state !== 'active' && !PENDING.includes(claim.data.state)) {
      throw new DomainError('conflict', 'This claim is no longer pending or active.');
    }
    if (holder?.data.claimId === claim.id) tx.delete(subject.holders, subjectIdOfClaim(claim.data));
    tx.update(subject.claims, claim.id, { state: 'withdrawn', updatedAt: now });
    logStep(tx, store.newId(), {
      at: now,
      by: { role: 'claimant', uid: claimant.uid, email: claimant.email },
      action: 'claim-withdrawn',
      claimId: claim.id,
      managerId: claim.data.managerId ?? null,
      companyId: claim.data.companyId,
      domain: null,
      reason: 'Withdrawn by the claimant.',
    });
    also?.write(tx);
    return { id: claim.id, data: { ...claim.data, state: 'withdrawn', updatedAt: now } };
  });
}

export async function readClaimById(store: DocumentStore, claimId: string): Promise<Doc<ClaimData> | null> {
  return findClaim(store, claimId);
}

const newestFirst = (docs: Doc<ClaimData>[]) =>
  docs.sort((a, b) => new Date(b.data.updatedAt).getTime() - new Date(a.data.updatedAt).getTime());

/** The same query over the claims of every kind. */
async function queryClaims(
  store: DocumentStore,
  where: Parameters<DocumentStore['query']>[0]['where'],
  limit = MAX_CLAIMS_LISTED,
): Promise<Doc<ClaimData>[]> {
  const perKind = await Promise.all(
    CLAIM_SUBJECT_KINDS.map((kind) =>
      store.query<ClaimData>({ collection: CLAIM_SUBJECTS[kind].claims, where, limit }),
    ),
  );
  return perKind.flat();
}

/** The caller's claims of every kind, newest first. */
export async function claimsOf(store: DocumentStore, uid: string): Promise<Doc<ClaimData>[]> {
  return newestFirst(await queryClaims(store, [{ field: 'uid', op: '==', value: uid }])).slice(
    0,
    MAX_CLAIMS_LISTED,
  );
}

export const CLAIM_VIEWS = ['pending', 'active'] as const;
export type ClaimView = (typeof CLAIM_VIEWS)[number];

/** For moderators: pending claims (to decide) or active ones (to revoke), of every kind, newest first. */
export async function claimsFor(store: DocumentStore, view: ClaimView): Promise<Doc<ClaimData>[]> {
  const states: ClaimState[] = view === 'pending' ? [...PENDING] : ['active'];
  return newestFirst(await queryClaims(store, [{ field: 'state', op: 'in', value: states }])).slice(
    0,
    MAX_CLAIMS_LISTED,
  );
}

export type { StaffOrClaimant };

/**
 * Account deletion: the account's claims go, and a subject it held is free again. The audit log
 * keeps its entries (staff records of what happened).
 */
export const claimEraser = {
  name: 'profile-claims',
  async erase({ uid, store, limit, departures = AT_ONCE }: Omit<AccountErasure, 'authorKey' | 'now'>) {
    // An active claim shows (GET .../claim says `claimed` to any account), and a pending one is in the
    // moderators' Claims tab under its claimant's address: each leaves at its moment, as the account's
    // reviews and responses do (review-departures.ts). Gone at the request, a pending one dated the
    // deletion for a moderator, and the held reviews leaving after it pointed at the claimant.
    const shown: Departures = {
      mayLeave: (id, claim) => {
        const state = (claim as Partial<ClaimData>).state;
        const listed = state === 'active' || (state !== undefined && PENDING.includes(state));
        return !listed || departures.mayLeave(id, claim);
      },
      nextMoment: () => departures.nextMoment(),
    };
    let erased = 0;
    for (const kind of CLAIM_SUBJECT_KINDS) {
      const subject = CLAIM_SUBJECTS[kind];
      const options = { departures: shown, limit: (limit ?? Number.POSITIVE_INFINITY) - erased };
      if (options.limit <= 0) break;
      erased += await eraseDeparting(store, subject.claims, { field: 'uid', value: uid }, options, (id) =>
        store.runTransaction(async (tx) => {
          const claim = await tx.get<ClaimData>(subject.claims, id);
          if (!claim || claim.data.uid !== uid) return false;
          const holder = await holderOf(tx, claim.data);
          if (holder?.data.claimId === claim.id) tx.delete(subject.holders, subjectIdOfClaim(claim.data));
          tx.delete(subject.claims, claim.id);
          return true;
        }),
      );
    }
    return erased;
  },
};
