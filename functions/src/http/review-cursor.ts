// X-Next-Cursor values (issue 13): a page position (day, review id) sealed
// with AES-256-GCM under a key derived from the server's codes secret, so a
// reader can neither read a cursor nor make one. The list it belongs to
// (which kind, which subject, which order) is the authenticated associated
// data: a cursor of one list does not page another, where comparing positions
// across lists could tell something. The sort and the filter a list was asked for are part of the
// list: a cursor of "highest first" does not page "newest first" (issue 14 item 6). The nonce is an HMAC of what is sealed
// (a synthetic IV), so one position always seals to the same cursor and no
// nonce is ever reused for two different positions.
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { ServerSecrets } from '../domain/accounts/server-secrets.ts';
import { DEFAULT_REVIEW_SORT, type ReviewSort, sortKeyOf } from '../domain/reviews/review-order.ts';
import type { PagePosition } from '../domain/reviews/review-page.ts';
import { derivedKey } from '../domain/shared/derived-key.ts';
import { isDocId } from '../domain/shared/doc-id.ts';
import { badRequest } from './errors.ts';

/** What a cursor looks like on the wire (base64url); anything else is refused before decryption. */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{40,400}$/;

/**
 * Bumped when the order of lists or the sealed form changes: older cursors then answer 400. The
 * default list (newest, unfiltered) keeps the form it had before lists could be sorted, so cursors
 * handed out then still page it.
 */
const ORDER = 'day-desc,id-desc;v1';
const SORTED_ORDER = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type CursorList = {
  kind: 'interviewer-reviews' | 'manager-reviews' | 'company-reviews';
  subjectId: string;
  /** Newest first when absent. */
  sort?: ReviewSort | undefined;
  /** The filter's value (interviewers: the outcome), null or absent for none. */
  filter?: string | null | undefined;
};

/** What a list is, for the associated data: kind, subject, and for any but the default list its sort and filter. */
function listTag(list: CursorList): string {
  const sort = list.sort ?? DEFAULT_REVIEW_SORT;
  const filter = list.filter ?? null;
  const order =
    sort === DEFAULT_REVIEW_SORT && filter === null
      ? ORDER
      : `${SORTED_ORDER};sort=${sort};filter=${JSON.stringify(filter)}`;
  return `${list.kind}\n${list.subjectId}\n${order}`;
}

export type ReviewCursors = {
  /** The position a cursor of this list names; a 400 naming `cursor` for anything else. */
  open(cursor: string): PagePosition;
  seal(position: PagePosition): string;
};

function keys(secret: string): { enc: Buffer; iv: Buffer } {
  const bytes = derivedKey(secret, 'review page cursor', 64);
  return { enc: bytes.subarray(0, 32), iv: bytes.subarray(32) };
}

const notOurs = () =>
  badRequest(
    'cursor must be an X-Next-Cursor value of this list, asked for with the same sort and filter ' +
      '(after changing either, start again from the first page).',
  );

/** Sort keys are stored counts and ratings: whole numbers, never negative. */
const isSortKey = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Sealing and opening the cursors of one review list. */
export function reviewCursors(secrets: Pick<ServerSecrets, 'codes'>, list: CursorList): ReviewCursors {
  const key = keys(secrets.codes);
  const aad = Buffer.from(listTag(list), 'utf8');
  const keyed = sortKeyOf(list.sort ?? DEFAULT_REVIEW_SORT) !== null;
  return {
    seal(position) {
      const fields = keyed ? [position.day, position.id, position.key] : [position.day, position.id];
      const plain = Buffer.from(JSON.stringify(fields), 'utf8');
      const iv = createHmac('sha256', key.iv)
        .update(aad)
        .update('\n')
        .update(plain)
        .digest()
        .subarray(0, IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key.enc, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad);
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(cursor) {
      if (!CURSOR_PATTERN.test(cursor)) throw notOurs();
      const bytes = Buffer.from(cursor, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw notOurs();
      let value: unknown;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.enc, bytes.subarray(0, IV_BYTES), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(aad);
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        value = JSON.parse(plain.toString('utf8'));
      } catch {
        throw notOurs();
      }
      // Only we seal cursors, but a position is checked like any input all the same.
      if (!Array.isArray(value) || value.length !== (keyed ? 3 : 2)) throw notOurs();
      const [day, id, sortKey] = value as unknown[];
      if (typeof day !== 'string' || !DAY_PATTERN.test(day) || Number.isNaN(Date.parse(day))) throw notOurs();
      if (typeof id !== 'string' || !isDocId(id)) throw notOurs();
      if (!keyed) return { day, id };
      if (!isSortKey(sortKey)) throw notOurs();
      return { day, id, key: sortKey };
    },
  };
}
