// Helpers of the claimed-profile API tests (issue 17).
import { expect } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import type { TestApp } from '../../support/test-app.ts';
import { managerFixture, uniqueName } from '../managers/support.ts';
import { expectStatus, moderatorAccount } from '../moderation/support.ts';

export { expectStatus, moderatorAccount };

/** A work domain no other test uses. */
export function uniqueDomain(): string {
  return `${uniqueName('corp')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}.test`;
}

export type ClaimWorld = {
  moderator: TestAccount;
  manager: { _id: string; name: string };
  companyId: string;
  domain: string;
};

/** A manager at a company whose mail domain a moderator verified. */
export async function claimWorld(t: TestApp, options: { managerName?: string } = {}): Promise<ClaimWorld> {
  const moderator = await moderatorAccount(t);
  const someone = await createAccount();
  const { company, manager } = await managerFixture(t, someone, options);
  const domain = uniqueDomain();
  await expectStatus(
    await t.request('POST', `/api/moderation/companies/${company._id}/domains`, {
      token: moderator.idToken,
      body: { domain, reason: 'Checked the company website.' },
    }),
    201,
  );
  return { moderator, manager, companyId: company._id, domain };
}

/** Managers added at the world's company, by someone unrelated, in one branch; their ids in order. */
export async function colleaguesOf(t: TestApp, world: ClaimWorld, names: string[]): Promise<string[]> {
  const stranger = await createAccount();
  const branch = await expectStatus(
    await t.request('POST', '/api/branches', {
      token: stranger.idToken,
      body: { companyId: world.companyId, city: 'Pune', location: ['Kothrud'] },
    }),
    201,
  );
  const ids: string[] = [];
  for (const name of names) {
    const made = await expectStatus(
      await t.request('POST', '/api/managers', {
        token: stranger.idToken,
        body: { name, position: 'Sous Chef', branchId: branch._id, company: world.companyId },
      }),
      201,
    );
    ids.push(String(made._id));
  }
  return ids;
}

/** A code asked for and given back (the mail goes to the address in lower case): the claim is active. */
export async function claimsByCode(t: TestApp, account: TestAccount, world: ClaimWorld, workEmail: string) {
  await expectStatus(await askCode(t, account, world.manager._id, workEmail), 202);
  const done = await expectStatus(
    await verifyCode(t, account, world.manager._id, workEmail, await t.latestCode(workEmail.toLowerCase())),
    200,
  );
  expect((done.claim as { state: string }).state).toBe('active');
}

export function askCode(t: TestApp, account: TestAccount, managerId: string, workEmail: string) {
  return t.request('POST', `/api/managers/${managerId}/claim`, {
    token: account.idToken,
    body: { method: 'code', workEmail },
  });
}

export function verifyCode(
  t: TestApp,
  account: TestAccount,
  managerId: string,
  workEmail: string,
  code: string,
  ip?: string,
) {
  return t.request('POST', `/api/managers/${managerId}/claim/verify`, {
    token: account.idToken,
    body: { workEmail, code },
    ...(ip ? { ip } : {}),
  });
}

/** A claimant holding the manager's profile, proven by a code. */
export async function claimByCode(t: TestApp, world: ClaimWorld): Promise<TestAccount> {
  const claimant = await createAccount();
  // An inbox of its own (digits are ignored in naming the manager; a +tag is the same inbox).
  await claimsByCode(t, claimant, world, `manager${Math.floor(Math.random() * 1e9)}@${world.domain}`);
  return claimant;
}
