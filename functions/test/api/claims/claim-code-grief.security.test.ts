// A stranger must not cheaply keep a real manager from claiming their profile by code. The verified
// domain is public (GET …/claim lists it) and the address must name the manager, so their address is
// easy to guess. Before, code mails to one inbox were five a day whichever accounts asked, and an
// account may ask five claims a day: one stranger's account used up the manager's day by itself.
// Now each account gets a few code mails to one inbox a day, under a higher ceiling for the inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_CODE_MAILS_PER_ADDRESS,
  CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT,
  CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT_MESSAGE,
} from '../../../src/http/routes/profile-claims.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { askCode, claimWorld, expectStatus, verifyCode } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a stranger asking codes for a manager’s address', () => {
  it('one account’s requests cannot use up the inbox: the manager still gets a code and claims', async () => {
    const world = await claimWorld(t);
    const inbox = `manager@${world.domain}`;
    const stranger = await createAccount();
    const own = CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT.limit;
    expect(own).toBeLessThan(CLAIM_CODE_MAILS_PER_ADDRESS.limit);
    for (let i = 0; i < own; i++) {
      await expectStatus(await askCode(t, stranger, world.manager._id, inbox), 202);
      t.clock.advance(61_000);
    }
    // Every request the stranger's allowance of claim requests still allows (five a day) is refused now.
    const refused = await askCode(t, stranger, world.manager._id, `manager+again@${world.domain}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({
      code: 'rate_limited',
      message: CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT_MESSAGE,
    });
    expect(await t.mails(inbox)).toHaveLength(own);

    // Before: 429 "This address has been sent as many claim codes as we send in a day." for the owner.
    const owner = await createAccount();
    await expectStatus(await askCode(t, owner, world.manager._id, inbox), 202);
    expect(await t.mails(inbox)).toHaveLength(own + 1);
    const body = await expectStatus(
      await verifyCode(t, owner, world.manager._id, inbox, await t.latestCode(inbox)),
      200,
    );
    expect((body.claim as { state: string }).state).toBe('active');
  });

  it('a stranger asking a code for the same address does not void the code the manager was sent', async () => {
    const world = await claimWorld(t);
    const inbox = `manager@${world.domain}`;
    const owner = await createAccount();
    await expectStatus(await askCode(t, owner, world.manager._id, inbox), 202);
    const ownCode = await t.latestCode(inbox);
    t.clock.advance(61_000);
    await expectStatus(await askCode(t, await createAccount(), world.manager._id, inbox), 202);
    expect(await t.latestCode(inbox)).not.toBe(ownCode);
    // Before: 400 "incorrect or no longer valid": the stranger's code had replaced the owner's.
    const body = await expectStatus(await verifyCode(t, owner, world.manager._id, inbox, ownCode), 200);
    expect((body.claim as { state: string }).state).toBe('active');
  });
});
