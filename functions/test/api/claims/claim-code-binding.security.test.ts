// A claim code is bound to the claim it was mailed for. Checking another account's attempt with it used
// the code up before finding it was not theirs: whoever else reads the inbox (a shared or forwarded
// address, a colleague at the desk) could burn the owner's code with one request, again after every new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { askCode, claimWorld, expectStatus, verifyCode } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a claim code in someone else’s hands', () => {
  it('another account’s attempt with it is refused and leaves it valid for its owner', async () => {
    const world = await claimWorld(t);
    const owner = await createAccount();
    const other = await createAccount();
    const workEmail = `manager@${world.domain}`;
    await expectStatus(await askCode(t, owner, world.manager._id, workEmail), 202);
    const code = await t.latestCode(workEmail);
    expect((await verifyCode(t, other, world.manager._id, workEmail, code)).status).toBe(400);
    // Before: 400 here too, the code used up by the other account's attempt.
    const body = await expectStatus(await verifyCode(t, owner, world.manager._id, workEmail, code), 200);
    expect((body.claim as { state: string }).state).toBe('active');
    // Used once it worked.
    expect((await verifyCode(t, owner, world.manager._id, workEmail, code)).status).not.toBe(200);
  });
});
