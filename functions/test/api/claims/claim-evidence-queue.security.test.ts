// Claims with evidence wait for a moderator. Five claim requests an account a day let a few accounts
// (or a script with many) fill the moderators' Claims tab with evidence claims, the real ones lost
// among them. Now an account has at most a few evidence claims waiting at once, and so has a profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PENDING_EVIDENCE_CLAIMS_PER_ACCOUNT,
  MAX_PENDING_EVIDENCE_CLAIMS_PER_SUBJECT,
  REJECTED_EVIDENCE_COOLDOWN_MS,
} from '../../../src/domain/claims/profile-claims.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { askCode, claimWorld, expectStatus } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Claim = { _id: string; state: string };

const evidence = (account: TestAccount, base: '/api/managers' | '/api/companies', id: string) =>
  t.request('POST', `${base}/${id}/claim`, {
    token: account.idToken,
    body: { method: 'evidence', evidence: 'https://example.org/team lists me as the team lead.' },
  });

const pendingFor = async (moderator: TestAccount, uid?: string) => {
  const body = await expectStatus(
    await t.request('GET', '/api/moderation/claims?view=pending', { token: moderator.idToken }),
    200,
  );
  return (body.claims as (Claim & { method: string; claimant: { uid: string } })[]).filter(
    (c) => c.method === 'evidence' && (uid === undefined || c.claimant.uid === uid),
  );
};

describe('evidence claims waiting for a moderator', () => {
  it('one account has at most a few at once, of either kind: then a 409 that says why; a decision frees one', async () => {
    const limit = MAX_PENDING_EVIDENCE_CLAIMS_PER_ACCOUNT;
    expect(limit).toBe(3);
    const worlds = await Promise.all([claimWorld(t), claimWorld(t), claimWorld(t), claimWorld(t)]);
    const [a, b, c, d] = worlds as [
      Awaited<ReturnType<typeof claimWorld>>,
      Awaited<ReturnType<typeof claimWorld>>,
      Awaited<ReturnType<typeof claimWorld>>,
      Awaited<ReturnType<typeof claimWorld>>,
    ];
    const script = await createAccount();
    await expectStatus(await evidence(script, '/api/managers', a.manager._id), 202);
    await expectStatus(await evidence(script, '/api/companies', b.companyId), 202);
    const third = await expectStatus(await evidence(script, '/api/managers', c.manager._id), 202);
    // Before: a fourth (and a fifth, each day) went to the moderators as well.
    const fourth = await evidence(script, '/api/managers', d.manager._id);
    expect(fourth.status).toBe(409);
    expect(await json(fourth)).toEqual({
      code: 'conflict',
      message: expect.stringMatching(/3 claims waiting for a moderator/),
    });
    expect(await pendingFor(a.moderator, script.uid)).toHaveLength(limit);
    // Asking again for one already waiting replaces it: no new entry, not refused.
    await expectStatus(await evidence(script, '/api/managers', a.manager._id), 202);
    // A code claim goes to no moderator: not counted.
    await expectStatus(await askCode(t, script, d.manager._id, `manager@${d.domain}`), 202);
    // A moderator's decision frees a place (the next day: the account's five claim requests are used).
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await expectStatus(
      await t.request('POST', `/api/moderation/claims/${(third.claim as Claim)._id}/reject`, {
        token: a.moderator.idToken,
        body: { reason: 'Nothing on that page.' },
      }),
      200,
    );
    await expectStatus(await evidence(script, '/api/companies', d.companyId), 202);
    expect(await evidence(script, '/api/companies', c.companyId)).toHaveProperty('status', 409);
  });

  it('one profile has at most a few at once: then a 409 for the next account; its code claim still works', async () => {
    const limit = MAX_PENDING_EVIDENCE_CLAIMS_PER_SUBJECT;
    expect(limit).toBe(5);
    const world = await claimWorld(t);
    const brigade: TestAccount[] = [];
    for (let i = 0; i < limit; i++) {
      const account = await createAccount();
      brigade.push(account);
      await expectStatus(await evidence(account, '/api/managers', world.manager._id), 202);
    }
    // Before: the sixth account's claim went to the moderators too, and the sixtieth.
    const owner = await createAccount();
    const refused = await evidence(owner, '/api/managers', world.manager._id);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      code: 'conflict',
      message: expect.stringMatching(/5 claims waiting for a moderator/),
    });
    expect(
      (await pendingFor(world.moderator)).filter((c) =>
        brigade.some((account) => account.uid === c.claimant.uid),
      ),
    ).toHaveLength(limit);
    // One of them withdrawing frees a place.
    await expectStatus(
      await t.request('POST', `/api/managers/${world.manager._id}/claim/withdraw`, {
        token: (brigade[0] as TestAccount).idToken,
      }),
      200,
    );
    await expectStatus(await evidence(owner, '/api/managers', world.manager._id), 202);
    // The owner's code claim is never refused for it.
    const other = await createAccount();
    await expectStatus(await askCode(t, other, world.manager._id, `manager@${world.domain}`), 202);
  });

  it('an account whose evidence claim was turned down asks again with evidence only a week later', async () => {
    const world = await claimWorld(t);
    const brigade = await createAccount();
    const claim = await expectStatus(await evidence(brigade, '/api/managers', world.manager._id), 202);
    await expectStatus(
      await t.request('POST', `/api/moderation/claims/${(claim.claim as Claim)._id}/reject`, {
        token: world.moderator.idToken,
        body: { reason: 'Nothing on that page.' },
      }),
      200,
    );
    // Before: asked again at once, so the accounts holding a profile's places kept them for good.
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const again = await evidence(brigade, '/api/managers', world.manager._id);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      code: 'conflict',
      message: expect.stringMatching(
        /turned down your claim with evidence\. You can ask again with new evidence from \d{4}-\d{2}-\d{2}/,
      ),
    });
    expect((await pendingFor(world.moderator, brigade.uid)).length).toBe(0);
    // The same account's code claim is not held back, nor is anyone else's evidence.
    await expectStatus(await evidence(await createAccount(), '/api/managers', world.manager._id), 202);
    t.clock.advance(REJECTED_EVIDENCE_COOLDOWN_MS);
    await expectStatus(await evidence(brigade, '/api/managers', world.manager._id), 202);
  });
});
