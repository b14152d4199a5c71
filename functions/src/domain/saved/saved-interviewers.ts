import type { Doc, DocumentStore } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';

export const SAVED_INTERVIEWERS = 'savedInterviewers';
export const MAX_SAVED = 500;

export type SavedData = {
  /** HMAC(uid) of the user who saved it; never leaves the server. */
  ownerKey: string;
  interviewerId: string;
  savedAt: Date;
};

/** One document per (user, interviewer), at an id that does not reveal the user. */
export function savedIdFor(actor: Actor, interviewerId: string): string {
  return actor.idFor(`savedInterviewer:${interviewerId}`);
}

/** Saves an interviewer to the caller's list; saving again changes nothing. */
export async function saveInterviewer(
  store: DocumentStore,
  actor: Actor,
  interviewerId: string,
  now: Date,
  also?: TxParticipant,
): Promise<void> {
  if (!isDocId(interviewerId)) throw new DomainError('not_found', 'Interviewer not found.');
  const id = savedIdFor(actor, interviewerId);
  await store.runTransaction(async (tx) => {
    if (!(await tx.get(INTERVIEWERS, interviewerId))) {
      throw new DomainError('not_found', 'Interviewer not found.');
    }
    const saved = await tx.get(SAVED_INTERVIEWERS, id);
    await also?.read(tx);
    if (!saved) {
      const data: SavedData = { ownerKey: actor.authorKey, interviewerId, savedAt: now };
      tx.create(SAVED_INTERVIEWERS, id, data);
    }
    also?.write(tx);
  });
}

/** Removes an interviewer from the caller's list; removing one that is not there changes nothing. */
export async function unsaveInterviewer(
  store: DocumentStore,
  actor: Actor,
  interviewerId: string,
  also?: TxParticipant,
): Promise<void> {
  const id = savedIdFor(actor, interviewerId);
  await store.runTransaction(async (tx) => {
    const saved = await tx.get(SAVED_INTERVIEWERS, id);
    await also?.read(tx);
    if (saved) tx.delete(SAVED_INTERVIEWERS, id);
    also?.write(tx);
  });
}

/** The caller's saved interviewers, most recently saved first. */
export async function listSaved(store: DocumentStore, actor: Actor): Promise<Doc<InterviewerData>[]> {
  const saved = await store.query<SavedData>({
    collection: SAVED_INTERVIEWERS,
    where: [{ field: 'ownerKey', op: '==', value: actor.authorKey }],
    orderBy: [{ field: 'savedAt', direction: 'desc' }],
    limit: MAX_SAVED,
  });
  const interviewers = await store.getAll<InterviewerData>(
    INTERVIEWERS,
    saved.map((s) => s.data.interviewerId),
  );
  return interviewers.filter((d): d is Doc<InterviewerData> => d !== null);
}

/** Account erasure: the user's saved list. Idempotent. */
export async function eraseSavedBy(
  store: DocumentStore,
  ownerKey: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  let erased = 0;
  while (erased < limit) {
    const saved = await store.query({
      collection: SAVED_INTERVIEWERS,
      where: [{ field: 'ownerKey', op: '==', value: ownerKey }],
      limit: Math.min(400, limit - erased),
    });
    if (saved.length === 0) return erased;
    const batch = store.batch();
    for (const { id } of saved) batch.delete(SAVED_INTERVIEWERS, id);
    await batch.commit();
    erased += saved.length;
  }
  return erased;
}

export const savedInterviewerEraser: AccountEraser = {
  name: 'saved-interviewers',
  erase: ({ store, authorKey, limit }) => eraseSavedBy(store, authorKey, limit),
};
