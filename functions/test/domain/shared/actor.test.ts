import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { actorFor, KEPT_ACTORS, unlinkableId } from '../../../src/domain/shared/actor.ts';

const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message, 'utf8').digest('hex');

describe('actorFor', () => {
  it('derives the author key and ids from the uid and the secret, the same every time', () => {
    const first = actorFor('uid-1', 'secret-a');
    expect(first.authorKey).toBe(hmacHex('secret-a', 'uid-1'));
    expect(first.idFor('interviewerReview:i1')).toBe(unlinkableId('secret-a', 'interviewerReview:i1:uid-1'));
    const again = actorFor('uid-1', 'secret-a');
    expect(again.authorKey).toBe(first.authorKey);
    expect(again.idFor('interviewerReview:i1')).toBe(first.idFor('interviewerReview:i1'));
  });

  it('never answers one secret or one account with what was derived for another', () => {
    const a = actorFor('uid-2', 'secret-a');
    const b = actorFor('uid-2', 'secret-b');
    const other = actorFor('uid-3', 'secret-a');
    expect(b.authorKey).toBe(hmacHex('secret-b', 'uid-2'));
    expect(b.authorKey).not.toBe(a.authorKey);
    expect(other.authorKey).toBe(hmacHex('secret-a', 'uid-3'));
    expect(b.idFor('managerReview:m1')).toBe(unlinkableId('secret-b', 'managerReview:m1:uid-2'));
    expect(other.idFor('managerReview:m1')).not.toBe(a.idFor('managerReview:m1'));
  });

  it('still derives the right values for accounts and purposes beyond what it keeps', () => {
    for (let i = 0; i <= KEPT_ACTORS; i++) actorFor(`many-${i}`, 'secret-c');
    expect(actorFor('many-0', 'secret-c').authorKey).toBe(hmacHex('secret-c', 'many-0'));
    const actor = actorFor('uid-4', 'secret-c');
    for (let i = 0; i < 200; i++)
      expect(actor.idFor(`companyReview:c${i}`)).toBe(unlinkableId('secret-c', `companyReview:c${i}:uid-4`));
  });
});
