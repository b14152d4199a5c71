/**
 * The draft key of a profile's review form: its outbox tag ('manager-review:{id}'), then which review it
 * holds: a new one, an edit of the caller's, or one waiting in the outbox. The forms save under it and the
 * profile looks there for a review left unfinished.
 */
export function reviewDraftKey(tag: string, queuedId: string | null, editing: boolean): string {
  return `${tag}:${queuedId !== null ? `queued:${queuedId}` : editing ? 'edit' : 'new'}`;
}
