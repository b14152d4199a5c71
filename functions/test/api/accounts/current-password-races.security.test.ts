// The current-password check raced: deletions at once, a deletion during a password change, and a
// burst of concurrent guesses, which must not get more checks than the login's allowance.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, interviewer } from '../interviewers/support.ts';
import { managerFixture, profile, submitReview } from '../managers/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    authRateLimits: { login: { perEmailAndIp: { limit: 5, windowSeconds: 900 } } },
  });
});
afterAll(() => t.close());

const deleteAccount = (token: string, currentPassword: string) =>
  t.request('DELETE', '/api/user/account', { token, body: { currentPassword } });

describe('deletions and password changes at once', () => {
  test('three deletions at once: each answers, the account and its reviews are gone once, figures agree', async () => {
    const owner = await t.registerVerified();
    const other = await t.registerVerified();
    const people = [];
    for (let i = 0; i < 3; i++) {
      const person = await addInterviewer(t, other.token);
      await addReview(t, owner.token, person._id, { rating: 1 });
      await addReview(t, other.token, person._id, { rating: 5 });
      people.push(person);
    }
    const { manager } = await managerFixture(t, { idToken: other.token } as never);
    expect((await submitReview(t, { idToken: owner.token } as never, manager._id)).status).toBe(201);

    const answers = await Promise.all([1, 2, 3].map(() => deleteAccount(owner.token, owner.password)));
    // A loser of the race may find the account already disabled: its sign-in check fails (403) or its
    // session is refused (401); never a 5xx, never a second erasure.
    for (const res of answers) expect([200, 202, 401, 403]).toContain(res.status);
    expect(answers.some((res) => res.status === 200)).toBe(true);
    expect(await t.deps.users.get(owner.uid)).toBeNull();
    for (const person of people) {
      const after = await interviewer(t, person._id);
      expect(after.reviewCount).toBe(1);
    }
    const managerAfter = (await profile(t, manager._id)) as { manager: { reviewCount: number } };
    expect(managerAfter.manager.reviewCount).toBe(0);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a deletion during a password change: one of them, or both in order, never a 5xx', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await t.registerVerified();
      const [change, deletion] = await Promise.all([
        t.request('POST', '/api/user/password', {
          token: owner.token,
          body: { currentPassword: owner.password, newPassword: 'a brand new password' },
        }),
        deleteAccount(owner.token, owner.password),
      ]);
      expect([200, 401, 403, 404]).toContain(change.status);
      expect([200, 202, 401, 403]).toContain(deletion.status);
      // A deletion that answered 200 left nothing behind, whatever the password change did.
      if (deletion.status === 200) expect(await t.deps.users.get(owner.uid)).toBeNull();
    }
  });
});

describe('concurrent guesses', () => {
  test('twenty guesses at once get the login’s five checks, the rest a 429', async () => {
    const owner = await t.registerVerified();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request('POST', '/api/user/password', {
          token: owner.token,
          ip: '203.0.113.70',
          body: { currentPassword: `guess ${i}`, newPassword: 'the stranger password' },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(403), ...Array(15).fill(429)]);
  });
});
