// A code claim proved only that the claimant reads mail at the company's verified domain, which every
// colleague does: Bob could claim his manager Alice's profile with bob.smith@ at once, answer her
// reviews publicly as "the manager", read her dashboard, and lock her out (one claimant per profile).
// The address must now name the manager; anyone else proves who they are with evidence a moderator
// reads. A company account is the company's, so any address at its verified domain still does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressNamesPerson } from '../../../src/domain/claims/work-address-names.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { uniqueName } from '../managers/support.ts';
import { askCode, claimWorld, expectStatus, verifyCode } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a code claim needs an address that names the manager', () => {
  it('a colleague’s own address is refused, with nothing mailed; the manager’s own claims at once', async () => {
    const world = await claimWorld(t, { managerName: `Alice Smith ${uniqueName('x').replace(/\d/g, '')}` });
    const name = world.manager.name;
    const colleague = await createAccount();
    for (const local of ['bob.smith', 'smith', 'jane', 'a', 'manager', 'alicia.smith', 'sales']) {
      const workEmail = `${local}@${world.domain}`;
      const res = await askCode(t, colleague, world.manager._id, workEmail);
      expect(res.status, local).toBe(400);
      const body = await json<{ message: string; code: string }>(res);
      expect(body.code).toBe('invalid_request');
      expect(body.message).toContain(`naming ${name}`);
      expect(body.message).toContain('evidence');
      expect(await t.mails(workEmail)).toEqual([]);
    }
    // The colleague may still ask with evidence, which a moderator reads.
    const evidence = await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
      token: colleague.idToken,
      body: { method: 'evidence', evidence: 'I am her deputy and answer for her.' },
    });
    expect(evidence.status).toBe(202);

    const alice = await createAccount();
    const workEmail = `Alice.Smith+claims@${world.domain}`;
    await expectStatus(await askCode(t, alice, world.manager._id, workEmail), 202);
    const done = await expectStatus(
      await verifyCode(t, alice, world.manager._id, workEmail, await t.latestCode(workEmail.toLowerCase())),
      200,
    );
    expect((done.claim as { state: string }).state).toBe('active');
  });

  it('the forms companies build addresses from are accepted; a shared last name or another first name is not', () => {
    const accepted = [
      'priya',
      'priya.raman',
      'raman.priya',
      'priyaraman',
      'praman',
      'p.raman',
      'ramanp',
      'priya2',
      'Priya_Raman',
      'priya+x',
      'priya.r',
      'raman.p',
    ];
    for (const local of accepted) expect(addressNamesPerson(local, 'Priya Raman'), local).toBe(true);
    const refused = [
      'raman',
      'bob.raman',
      'braman',
      'pr',
      'priy',
      'p',
      '',
      '+priya',
      'ravi',
      'rp',
      'priyanka',
      // A colleague who shares the first name only.
      'priya.shah',
      'shah.priya',
      'priya.x.shah',
    ];
    for (const local of refused) expect(addressNamesPerson(local, 'Priya Raman'), local).toBe(false);
    expect(addressNamesPerson('zoe', 'Zoë Café')).toBe(true);
    expect(addressNamesPerson('cher', 'Cher')).toBe(true);
    expect(addressNamesPerson('anyone', '')).toBe(false);
  });
});
