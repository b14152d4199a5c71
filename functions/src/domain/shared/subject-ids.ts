// The id of a profile named for the first time (company, branch, department, manager, interviewer) comes
// from its name document's key, not from a draw. A profile made for a review that waits
// (pending-subjects.ts) is joined by every author who names it, and goes with its last waiting review: with
// a drawn id, an author who deleted their own waiting review and named the person again got the same ids
// back (and the same review id, so a decision carried over at it: moderation/carry-over.ts) only if someone
// else still waited for the profile (attack8). Derived from the name, the id is the same whoever names it
// and whenever, so it says nothing of anyone else. Not keyed with a secret: it tells nothing but the name,
// and any signed-in account learns a name's id by naming it anyway.
import { unlinkableId } from './actor.ts';

/** Not a secret (see above): it only keeps these ids apart from every keyed one. */
const SUBJECT_ID_DOMAIN = 'rmi-subject-id';

/** The id a new subject named by `claim` (its name document: collection and key) is made at. */
export function subjectIdFor(claim: { collection: string; id: string }): string {
  return unlinkableId(SUBJECT_ID_DOMAIN, `${claim.collection}\n${claim.id}`);
}
