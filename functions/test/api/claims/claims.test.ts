// Claiming a manager profile (issue 17 item 1): both proofs, one claimant per profile under
// concurrency, withdraw and revoke, the audit log, rate limits and no enumeration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog } from '../moderation/support.ts';
import {
  askCode,
  type ClaimWorld,
  claimByCode,
  claimWorld,
  expectStatus,
  moderatorAccount,
  verifyCode,
} from './support.ts';

type Claim = { _id: string; state: string; managerId: string; workDomain: string | null };
type ClaimEntry = {
  subject?: 'claim';
  action: string;
  claimId: string | null;
  managerId: string | null;
  domain: string | null;
  by: { role: string; uid: string };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const claimLog = async (world: ClaimWorld) =>
  ((await auditLog(t, world.moderator)) as unknown as ClaimEntry[]).filter(
    (e) => e.subject === 'claim' && (e.managerId === world.manager._id || e.managerId === null),
  );

describe('claim by a code sent to a work address', () => {
  it('a code to an address at a verified domain makes the claimant the profile’s holder, all logged', async () => {
    const world = await claimWorld(t);
    const claimant = await createAccount();
    const workEmail = `manager+jane@${world.domain}`;
    const asked = await expectStatus(await askCode(t, claimant, world.manager._id, workEmail), 202);
    expect((asked.claim as Claim).state).toBe('awaiting-code');
    expect((asked.claim as Claim).workDomain).toBe(world.domain);
    const mail = (await t.mails(workEmail)).at(-1);
    expect(mail?.text).toContain(world.manager.name);

    const status = await expectStatus(
      await t.request('GET', `/api/managers/${world.manager._id}/claim`, { token: claimant.idToken }),
      200,
    );
    expect(status).toMatchObject({ claimed: false, verifiedDomains: [world.domain] });

    const done = await expectStatus(
      await verifyCode(t, claimant, world.manager._id, workEmail, await t.latestCode(workEmail)),
      200,
    );
    expect((done.claim as Claim).state).toBe('active');
    const after = await expectStatus(
      await t.request('GET', `/api/managers/${world.manager._id}/claim`, { token: claimant.idToken }),
      200,
    );
    expect(after).toMatchObject({ claimed: true, mine: { state: 'active' } });
    const mine = await expectStatus(
      await t.request('GET', '/api/manager-claims/mine', { token: claimant.idToken }),
      200,
    );
    expect((mine.claims as Claim[]).map((c) => c.managerId)).toEqual([world.manager._id]);

    // The test clock stands still, so entries of one instant come in any order: compare as sets.
    const steps = (await claimLog(world)).map((e) => e.action).sort();
    expect(steps).toEqual(['claim-code-sent', 'claim-requested', 'claim-verified', 'domain-verified']);
    const log = JSON.stringify(await auditLog(t, world.moderator));
    expect(log).not.toContain(workEmail); // the domain only, never the address
  });

  it('refuses an address outside the company’s verified domains, and public mail services', async () => {
    const world = await claimWorld(t);
    const claimant = await createAccount();
    const other = await askCode(t, claimant, world.manager._id, 'jane@elsewhere-corp.test');
    expect(other.status).toBe(400);
    const free = await askCode(t, claimant, world.manager._id, 'jane@gmail.com');
    expect(free.status).toBe(400);
    const domainRefused = await t.request('POST', `/api/moderation/companies/${world.companyId}/domains`, {
      token: world.moderator.idToken,
      body: { domain: 'gmail.com', reason: 'no' },
    });
    expect(domainRefused.status).toBe(400);
  });

  it('answers alike for any address at the domain, and a wrong code alike to no code at all', async () => {
    const world = await claimWorld(t);
    const a = await createAccount();
    const b = await createAccount();
    const first = await askCode(t, a, world.manager._id, `manager1+exists@${world.domain}`);
    const second = await askCode(t, b, world.manager._id, `manager2+nobody-${Date.now()}@${world.domain}`);
    expect(first.status).toBe(second.status);
    expect(((await first.json()) as { message: string }).message).toBe(
      ((await second.json()) as { message: string }).message,
    );
    const wrong = await verifyCode(t, a, world.manager._id, `manager1+exists@${world.domain}`, '000000');
    const none = await verifyCode(t, a, world.manager._id, `manager+never-asked@${world.domain}`, '000000');
    expect(wrong.status).toBe(400);
    expect(none.status).toBe(400);
    const [w, n] = [(await wrong.json()) as { message: string }, (await none.json()) as { message: string }];
    expect(w.message.replace(/\d+ tr(y|ies)/, 'N')).toBe(n.message.replace(/\d+ tr(y|ies)/, 'N'));
  });

  it('a code is bound to the claim it was sent for: another account cannot use it', async () => {
    const world = await claimWorld(t);
    const owner = await createAccount();
    const thief = await createAccount();
    const workEmail = `manager+owner@${world.domain}`;
    await expectStatus(await askCode(t, owner, world.manager._id, workEmail), 202);
    const code = await t.latestCode(workEmail);
    await expectStatus(await askCode(t, thief, world.manager._id, `manager2+thief@${world.domain}`), 202);
    expect((await verifyCode(t, thief, world.manager._id, workEmail, code)).status).toBe(400);
  });

  it('limits wrong codes per (account, client): the sixth try from one client is a 429, another client still tries', async () => {
    const world = await claimWorld(t);
    const claimant = await createAccount();
    const workEmail = `manager+guess@${world.domain}`;
    await expectStatus(await askCode(t, claimant, world.manager._id, workEmail), 202);
    const right = await t.latestCode(workEmail);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect((await verifyCode(t, claimant, world.manager._id, workEmail, wrong, '203.0.113.9')).status).toBe(
        400,
      );
    }
    const limited = await verifyCode(t, claimant, world.manager._id, workEmail, right, '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
    // The right code from another client still works: a stranger's guesses did not burn it.
    const ok = await verifyCode(t, claimant, world.manager._id, workEmail, right, '203.0.113.10');
    expect(ok.status).toBe(200);
  });

  it('of two claimants verifying at once, exactly one wins the profile', async () => {
    const world = await claimWorld(t);
    const a = await createAccount();
    const b = await createAccount();
    const [ea, eb] = [`manager1@${world.domain}`, `manager2@${world.domain}`];
    await expectStatus(await askCode(t, a, world.manager._id, ea), 202);
    await expectStatus(await askCode(t, b, world.manager._id, eb), 202);
    const [ca, cb] = [await t.latestCode(ea), await t.latestCode(eb)];
    const answers = await Promise.all([
      verifyCode(t, a, world.manager._id, ea, ca),
      verifyCode(t, b, world.manager._id, eb, cb),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const active = await expectStatus(
      await t.request('GET', '/api/moderation/claims?view=active', { token: world.moderator.idToken }),
      200,
    );
    expect((active.claims as Claim[]).filter((c) => c.managerId === world.manager._id)).toHaveLength(1);
    // A third person cannot even ask while the profile is held.
    const late = await askCode(t, await createAccount(), world.manager._id, `manager+c@${world.domain}`);
    expect(late.status).toBe(409);
  });
});

describe('claim approved by a moderator on evidence', () => {
  it('pending with evidence, approved with a reason, then revoked: the profile is free again; all logged', async () => {
    const world = await claimWorld(t);
    const claimant = await createAccount();
    const asked = await expectStatus(
      await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
        token: claimant.idToken,
        body: { method: 'evidence', evidence: 'https://example.org/team lists me as the team lead.' },
      }),
      202,
    );
    const claimId = (asked.claim as Claim)._id;
    expect((asked.claim as Claim).state).toBe('awaiting-review');
    const pending = await expectStatus(
      await t.request('GET', '/api/moderation/claims?view=pending', { token: world.moderator.idToken }),
      200,
    );
    const listed = (pending.claims as (Claim & { evidence: string; claimant: { uid: string } })[]).find(
      (c) => c._id === claimId,
    );
    expect(listed?.evidence).toContain('team lead');
    expect(listed?.claimant.uid).toBe(claimant.uid);

    // Only moderators decide.
    const self = await t.request('POST', `/api/moderation/claims/${claimId}/approve`, {
      token: claimant.idToken,
      body: { reason: 'me' },
    });
    expect(self.status).toBe(403);

    const approved = await expectStatus(
      await t.request('POST', `/api/moderation/claims/${claimId}/approve`, {
        token: world.moderator.idToken,
        body: { reason: 'The team page matches.' },
      }),
      200,
    );
    expect((approved.claim as Claim).state).toBe('active');
    const again = await t.request('POST', `/api/moderation/claims/${claimId}/approve`, {
      token: world.moderator.idToken,
      body: { reason: 'twice' },
    });
    expect(again.status).toBe(409);

    await expectStatus(
      await t.request('POST', `/api/moderation/claims/${claimId}/revoke`, {
        token: world.moderator.idToken,
        body: { reason: 'The company says they left.' },
      }),
      200,
    );
    const status = await expectStatus(
      await t.request('GET', `/api/managers/${world.manager._id}/claim`, { token: claimant.idToken }),
      200,
    );
    expect(status).toMatchObject({ claimed: false, mine: { state: 'revoked' } });

    const steps = (await claimLog(world)).filter((e) => e.claimId === claimId).map((e) => e.action);
    expect(steps.sort()).toEqual(['claim-approved', 'claim-requested', 'claim-revoked']);
    const revoked = (await claimLog(world)).find((e) => e.action === 'claim-revoked');
    expect(revoked?.by).toMatchObject({ role: 'moderator', uid: world.moderator.uid });
  });

  it('a moderator can reject a pending claim', async () => {
    const world = await claimWorld(t);
    const claimant = await createAccount();
    const asked = await expectStatus(
      await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
        token: claimant.idToken,
        body: { method: 'evidence', evidence: 'Trust me, I am the manager.' },
      }),
      202,
    );
    const rejected = await expectStatus(
      await t.request('POST', `/api/moderation/claims/${(asked.claim as Claim)._id}/reject`, {
        token: world.moderator.idToken,
        body: { reason: 'No evidence.' },
      }),
      200,
    );
    expect((rejected.claim as Claim).state).toBe('rejected');
  });
});

describe('withdrawing, limits and access', () => {
  it('the claimant withdraws an active claim; the profile can be claimed by someone else', async () => {
    const world = await claimWorld(t);
    const claimant = await claimByCode(t, world);
    const withdrawn = await expectStatus(
      await t.request('POST', `/api/managers/${world.manager._id}/claim/withdraw`, {
        token: claimant.idToken,
      }),
      200,
    );
    expect((withdrawn.claim as Claim).state).toBe('withdrawn');
    expect(
      (
        await t.request('POST', `/api/managers/${world.manager._id}/claim/withdraw`, {
          token: claimant.idToken,
        })
      ).status,
    ).toBe(409);
    await claimByCode(t, world);
    const steps = (await claimLog(world)).map((e) => e.action);
    expect(steps).toContain('claim-withdrawn');
  });

  it('someone without a claim has nothing to withdraw (404), and a visitor gets 401', async () => {
    const world = await claimWorld(t);
    const stranger = await createAccount();
    expect(
      (
        await t.request('POST', `/api/managers/${world.manager._id}/claim/withdraw`, {
          token: stranger.idToken,
        })
      ).status,
    ).toBe(404);
    expect((await t.request('GET', `/api/managers/${world.manager._id}/claim`)).status).toBe(401);
    expect(
      (
        await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
          body: { method: 'evidence', evidence: 'Visitors cannot claim.' },
        })
      ).status,
    ).toBe(401);
  });

  it('limits claim requests per account: the sixth in a day is a 429 and writes nothing', async () => {
    const world = await claimWorld(t);
    const claimant = await createAccount();
    const ask = () =>
      t.request('POST', `/api/managers/${world.manager._id}/claim`, {
        token: claimant.idToken,
        body: { method: 'evidence', evidence: 'Asking again with more detail.' },
      });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(202);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
  });

  it('refuses bad input with 400, unknown managers and claims with 404, non-moderators with 403', async () => {
    const world = await claimWorld(t);
    const user = await createAccount();
    const bad = [
      { method: 'code', workEmail: 'not an address' },
      { method: 'evidence', evidence: 'short' },
      { method: 'phone' },
      { method: 'evidence', evidence: 'x'.repeat(2001) },
    ];
    for (const body of bad) {
      const res = await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
        token: user.idToken,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await t.request('POST', '/api/managers/nope123/claim', {
          token: user.idToken,
          body: { method: 'evidence', evidence: 'A manager that does not exist.' },
        })
      ).status,
    ).toBe(404);
    const moderator = await moderatorAccount(t);
    expect(
      (
        await t.request('POST', '/api/moderation/claims/unknownClaim1/approve', {
          token: moderator.idToken,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await t.request('GET', '/api/moderation/claims', { token: user.idToken })).status).toBe(403);
    expect(
      (
        await t.request('POST', `/api/moderation/companies/${world.companyId}/domains`, {
          token: user.idToken,
          body: { domain: 'acme.test', reason: 'me' },
        })
      ).status,
    ).toBe(403);
    // One company per domain; verifying it again for the same company is a 200.
    const other = await claimWorld(t);
    const taken = await t.request('POST', `/api/moderation/companies/${other.companyId}/domains`, {
      token: other.moderator.idToken,
      body: { domain: world.domain, reason: 'again' },
    });
    expect(taken.status).toBe(409);
    const same = await t.request('POST', `/api/moderation/companies/${world.companyId}/domains`, {
      token: other.moderator.idToken,
      body: { domain: world.domain.toUpperCase(), reason: 'again' },
    });
    expect(same.status).toBe(200);
    const domains = await expectStatus(
      await t.request('GET', `/api/moderation/companies/${world.companyId}/domains`, {
        token: other.moderator.idToken,
      }),
      200,
    );
    expect((domains.domains as { domain: string }[]).map((d) => d.domain)).toEqual([world.domain]);
  });
});
