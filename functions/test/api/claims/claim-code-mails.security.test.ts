// Claim codes go to an address someone else reads. One mail a minute per address and five claims a
// day per account still let many accounts mail one person at a verified domain all day (a grudge
// with a few accounts, or a script), and a fresh `+tag` made every limit keyed by the address new.
// Now an inbox gets a few code mails a day, whichever accounts ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_CODE_MAILS_PER_ADDRESS,
  CLAIM_CODE_MAILS_PER_ADDRESS_MESSAGE,
} from '../../../src/http/routes/profile-claims.ts';
import { RATE_LIMITS } from '../../../src/rate-limit/store-rate-limiter.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { askCode, claimWorld, expectStatus } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('code mails to one inbox a day', () => {
  it('many accounts (and +tags) get a few code mails to one inbox a day, then a 429 with Retry-After', async () => {
    const world = await claimWorld(t);
    const inbox = `manager@${world.domain}`;
    const limit = CLAIM_CODE_MAILS_PER_ADDRESS.limit;
    for (let i = 0; i < limit; i++) {
      const account = await createAccount();
      await expectStatus(await askCode(t, account, world.manager._id, `manager+${i}@${world.domain}`), 202);
      t.clock.advance(61_000); // past the one-a-minute cool-down
    }
    const mailed = async () => {
      let n = (await t.mails(inbox)).length;
      for (let i = 0; i <= limit; i++) n += (await t.mails(`manager+${i}@${world.domain}`)).length;
      return n;
    };
    expect(await mailed()).toBe(limit);

    for (const workEmail of [inbox, `Manager+${limit}@${world.domain}`]) {
      const stranger = await createAccount();
      const refused = await askCode(t, stranger, world.manager._id, workEmail);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await json(refused)).toEqual({
        code: 'rate_limited',
        message: CLAIM_CODE_MAILS_PER_ADDRESS_MESSAGE,
      });
      // A refused request writes no claim: the account's own allowance is untouched, evidence still works.
      const evidence = await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
        token: stranger.idToken,
        body: { method: 'evidence', evidence: 'I am the manager; my code mails were used up.' },
      });
      expect(evidence.status).toBe(202);
    }
    expect(await mailed()).toBe(limit);

    // The counters hold an HMAC of the inbox, never the address.
    const counters = await t.deps.store.query({ collection: RATE_LIMITS, limit: 10_000 });
    expect(JSON.stringify(counters)).not.toContain(world.domain);

    // Tomorrow the inbox can be mailed again.
    t.clock.advance(24 * 60 * 60 * 1000);
    await expectStatus(await askCode(t, await createAccount(), world.manager._id, inbox), 202);
    expect(await t.mails(inbox)).toHaveLength(1);
  });

  it('a refused request (another company’s profile) uses nothing of the address’s limits: a stranger cannot keep it waiting', async () => {
    const world = await claimWorld(t);
    const elsewhere = await claimWorld(t);
    const address = `manager@${world.domain}`;
    const stranger = await createAccount();
    // Every minute, the owner's address against a profile whose company has not verified that domain: 400.
    for (let i = 0; i < CLAIM_CODE_MAILS_PER_ADDRESS.limit + 1; i++) {
      t.clock.advance(61_000);
      expect((await askCode(t, stranger, elsewhere.manager._id, address)).status).toBe(400);
    }
    expect(await t.mails(address)).toEqual([]);
    // Before: "Please wait 60 seconds before requesting another code." for the owner, every minute.
    const owner = await createAccount();
    await expectStatus(await askCode(t, owner, world.manager._id, address), 202);
    expect(await t.mails(address)).toHaveLength(1);
  });

  it('one code mail a minute per inbox: `+tags` and capitals of one address wait out one cool-down', async () => {
    const world = await claimWorld(t);
    const inbox = `manager@${world.domain}`;
    const tagged = [`manager+1@${world.domain}`, `manager+2@${world.domain}`, `Manager+x@${world.domain}`];
    const mailed = async () => {
      let n = (await t.mails(inbox)).length;
      for (const address of tagged) n += (await t.mails(address)).length;
      return n;
    };
    await expectStatus(await askCode(t, await createAccount(), world.manager._id, inbox), 202);
    // Before: each +tag was an address of its own, so each was mailed within the same minute.
    for (const address of tagged) {
      const again = await askCode(t, await createAccount(), world.manager._id, address);
      expect(again.status, address).toBe(429);
      expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await json(again)).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/wait/),
      });
    }
    expect(await mailed()).toBe(1);
    // Another inbox at the domain has its own minute; the same one, the next minute.
    await expectStatus(
      await askCode(t, await createAccount(), world.manager._id, `manager2@${world.domain}`),
      202,
    );
    t.clock.advance(61_000);
    await expectStatus(await askCode(t, await createAccount(), world.manager._id, tagged[0] as string), 202);
    expect(await mailed()).toBe(2);
  });
});
