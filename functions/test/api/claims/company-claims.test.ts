// A company's verified account (issue 17 item 3): the same claim mechanism as a manager profile's,
// with the company as its subject. Both proofs, one account per company under concurrency, withdraw
// and revoke, the audit log, and no crossing between the two kinds of claim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog } from '../moderation/support.ts';
import {
  askCompanyCode,
  type CompanyWorld,
  companyAccountByCode,
  companyWorld,
  verifyCompanyCode,
} from './company-support.ts';
import { askCode, expectStatus, verifyCode } from './support.ts';

type Claim = {
  _id: string;
  subject: 'manager' | 'company';
  state: string;
  managerId: string | null;
  companyId: string;
  companyName: string;
  workDomain: string | null;
};
type ClaimEntry = {
  subject?: 'claim';
  action: string;
  claimId: string | null;
  managerId: string | null;
  companyId: string;
  domain: string | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const claimSteps = async (world: CompanyWorld, claimId: string) =>
  ((await auditLog(t, world.moderator)) as unknown as ClaimEntry[])
    .filter((e) => e.subject === 'claim' && e.claimId === claimId)
    .map((e) => e.action)
    .sort();

const status = async (world: CompanyWorld, token: string) =>
  expectStatus(await t.request('GET', `/api/companies/${world.company._id}/claim`, { token }), 200);

describe('a company account proven by a code to a work address', () => {
  it('makes the claimant the company’s verified account; listed as theirs; every step logged by domain only', async () => {
    const world = await companyWorld(t);
    const account = await createAccount();
    const workEmail = `people@${world.domain}`;
    const asked = await expectStatus(await askCompanyCode(t, account, world.company._id, workEmail), 202);
    expect(asked.claim).toMatchObject({
      subject: 'company',
      state: 'awaiting-code',
      managerId: null,
      managerName: null,
      companyId: world.company._id,
      workDomain: world.domain,
    });
    expect((await t.mails(workEmail)).at(-1)?.text).toContain(`company account of ${world.company.name}`);
    expect(await status(world, account.idToken)).toMatchObject({
      companyId: world.company._id,
      claimed: false,
      verifiedDomains: [world.domain],
    });

    const done = await expectStatus(
      await verifyCompanyCode(t, account, world.company._id, workEmail, await t.latestCode(workEmail)),
      200,
    );
    expect((done.claim as Claim).state).toBe('active');
    expect(await status(world, account.idToken)).toMatchObject({ claimed: true, mine: { state: 'active' } });
    const mine = await expectStatus(
      await t.request('GET', '/api/manager-claims/mine', { token: account.idToken }),
      200,
    );
    expect((mine.claims as Claim[]).map((c) => [c.subject, c.companyId])).toEqual([
      ['company', world.company._id],
    ]);

    const claimId = (done.claim as Claim)._id;
    expect(await claimSteps(world, claimId)).toEqual([
      'claim-code-sent',
      'claim-requested',
      'claim-verified',
    ]);
    expect(JSON.stringify(await auditLog(t, world.moderator))).not.toContain(workEmail);
    // The company account is not the manager's claim: the manager's profile is still unclaimed.
    const managerStatus = await expectStatus(
      await t.request('GET', `/api/managers/${world.manager._id}/claim`, { token: account.idToken }),
      200,
    );
    expect(managerStatus).toMatchObject({ claimed: false, mine: null });
  });

  it('refuses addresses outside the company’s verified domains, and public mail services', async () => {
    const world = await companyWorld(t);
    const other = await companyWorld(t);
    const account = await createAccount();
    // Another company's verified domain proves nothing about this one.
    expect((await askCompanyCode(t, account, world.company._id, `x@${other.domain}`)).status).toBe(400);
    expect((await askCompanyCode(t, account, world.company._id, 'x@gmail.com')).status).toBe(400);
    expect((await askCompanyCode(t, account, 'NoSuchCompany123', `x@${world.domain}`)).status).toBe(404);
  });

  it('a manager-claim code cannot complete a company claim, nor the other way round', async () => {
    const world = await companyWorld(t);
    const account = await createAccount();
    const workEmail = `manager+both@${world.domain}`;
    await expectStatus(await askCode(t, account, world.manager._id, workEmail), 202);
    const managerCode = await t.latestCode(workEmail);
    // The same address asks for a company code a minute later (one code mail per address a minute).
    t.clock.advance(61_000);
    await expectStatus(await askCompanyCode(t, account, world.company._id, workEmail), 202);
    const companyCode = await t.latestCode(workEmail);
    expect((await verifyCompanyCode(t, account, world.company._id, workEmail, managerCode)).status).toBe(400);
    expect((await verifyCode(t, account, world.manager._id, workEmail, companyCode)).status).toBe(400);
    // Each code completes its own claim.
    await expectStatus(await verifyCompanyCode(t, account, world.company._id, workEmail, companyCode), 200);
    await expectStatus(await verifyCode(t, account, world.manager._id, workEmail, managerCode), 200);
  });

  it('of two people verifying at once, exactly one becomes the account; a second user is refused after', async () => {
    const world = await companyWorld(t);
    const a = await createAccount();
    const b = await createAccount();
    const [ea, eb] = [`a@${world.domain}`, `b@${world.domain}`];
    await expectStatus(await askCompanyCode(t, a, world.company._id, ea), 202);
    await expectStatus(await askCompanyCode(t, b, world.company._id, eb), 202);
    const [ca, cb] = [await t.latestCode(ea), await t.latestCode(eb)];
    const answers = await Promise.all([
      verifyCompanyCode(t, a, world.company._id, ea, ca),
      verifyCompanyCode(t, b, world.company._id, eb, cb),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const active = await expectStatus(
      await t.request('GET', '/api/moderation/claims?view=active', { token: world.moderator.idToken }),
      200,
    );
    expect(
      (active.claims as Claim[]).filter((c) => c.subject === 'company' && c.companyId === world.company._id),
    ).toHaveLength(1);

    // A third person can ask neither way while the company has its account.
    const late = await createAccount();
    const refused = await askCompanyCode(t, late, world.company._id, `c@${world.domain}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: expect.any(String),
      message: 'This company already has a verified account.',
    });
    const byEvidence = await t.request('POST', `/api/companies/${world.company._id}/claim`, {
      token: late.idToken,
      body: { method: 'evidence', evidence: 'I run the people team, see the website.' },
    });
    expect(byEvidence.status).toBe(409);
  });
});

describe('a company account approved by a moderator on evidence', () => {
  it('pending with evidence, approved, revoked: the company is free again; moderators see it as a company claim', async () => {
    const world = await companyWorld(t);
    const account = await createAccount();
    const asked = await expectStatus(
      await t.request('POST', `/api/companies/${world.company._id}/claim`, {
        token: account.idToken,
        body: { method: 'evidence', evidence: 'https://example.org/about lists me as head of people.' },
      }),
      202,
    );
    const claim = asked.claim as Claim;
    expect(claim).toMatchObject({ subject: 'company', state: 'awaiting-review' });
    const pending = await expectStatus(
      await t.request('GET', '/api/moderation/claims?view=pending', { token: world.moderator.idToken }),
      200,
    );
    expect((pending.claims as Claim[]).find((c) => c._id === claim._id)).toMatchObject({
      subject: 'company',
      companyName: world.company.name,
      managerId: null,
    });
    // Only moderators decide.
    expect(
      (
        await t.request('POST', `/api/moderation/claims/${claim._id}/approve`, {
          token: account.idToken,
          body: { reason: 'me' },
        })
      ).status,
    ).toBe(403);
    await expectStatus(
      await t.request('POST', `/api/moderation/claims/${claim._id}/approve`, {
        token: world.moderator.idToken,
        body: { reason: 'The about page matches.' },
      }),
      200,
    );
    expect(await status(world, account.idToken)).toMatchObject({ claimed: true, mine: { state: 'active' } });
    await expectStatus(
      await t.request('POST', `/api/moderation/claims/${claim._id}/revoke`, {
        token: world.moderator.idToken,
        body: { reason: 'They left the company.' },
      }),
      200,
    );
    expect(await status(world, account.idToken)).toMatchObject({
      claimed: false,
      mine: { state: 'revoked' },
    });
    expect(await claimSteps(world, claim._id)).toEqual([
      'claim-approved',
      'claim-requested',
      'claim-revoked',
    ]);
    // Free again: someone else can become the account.
    await companyAccountByCode(t, world);
  });

  it('the account withdraws; nothing to withdraw is a 404 and a visitor a 401', async () => {
    const world = await companyWorld(t);
    const account = await companyAccountByCode(t, world);
    const withdraw = (token?: string) =>
      t.request('POST', `/api/companies/${world.company._id}/claim/withdraw`, token ? { token } : {});
    expect(((await expectStatus(await withdraw(account.idToken), 200)).claim as Claim).state).toBe(
      'withdrawn',
    );
    expect((await withdraw(account.idToken)).status).toBe(409);
    expect((await withdraw((await createAccount()).idToken)).status).toBe(404);
    expect((await withdraw()).status).toBe(401);
    expect((await t.request('GET', `/api/companies/${world.company._id}/claim`)).status).toBe(401);
    await companyAccountByCode(t, world);
  });

  it('deleting the account frees the company and erases its claim', async () => {
    const world = await companyWorld(t);
    const account = await companyAccountByCode(t, world);
    await expectStatus(
      await t.request('DELETE', '/api/user/account', {
        token: account.idToken,
        body: { currentPassword: account.password },
      }),
      200,
    );
    const someone = await createAccount();
    expect(await status(world, someone.idToken)).toMatchObject({ claimed: false, mine: null });
    const stored = await t.deps.store.query({
      collection: 'companyClaims',
      where: [{ field: 'uid', op: '==', value: account.uid }],
    });
    expect(stored).toHaveLength(0);
    await companyAccountByCode(t, world);
  });
});
