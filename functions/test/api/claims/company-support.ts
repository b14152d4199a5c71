// Helpers of the company-account tests (issue 17 item 3): a company with a verified mail domain,
// its verified account, and company reviews to answer.
import { expect } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import type { TestApp } from '../../support/test-app.ts';
import { submitCompanyReview } from '../companies/support.ts';
import { managerFixture, submitReview } from '../managers/support.ts';
import { expectStatus, moderatorAccount } from '../moderation/support.ts';
import { uniqueDomain } from './support.ts';

export type CompanyWorld = {
  moderator: TestAccount;
  company: { _id: string; name: string };
  manager: { _id: string; name: string };
  domain: string;
};

/** A company (with one manager) whose mail domain a moderator verified. */
export async function companyWorld(t: TestApp): Promise<CompanyWorld> {
  const moderator = await moderatorAccount(t);
  const { company, manager } = await managerFixture(t, await createAccount());
  const domain = uniqueDomain();
  await expectStatus(
    await t.request('POST', `/api/moderation/companies/${company._id}/domains`, {
      token: moderator.idToken,
      body: { domain, reason: 'Checked the company website.' },
    }),
    201,
  );
  return { moderator, company, manager, domain };
}

export function askCompanyCode(t: TestApp, account: TestAccount, companyId: string, workEmail: string) {
  return t.request('POST', `/api/companies/${companyId}/claim`, {
    token: account.idToken,
    body: { method: 'code', workEmail },
  });
}

export function verifyCompanyCode(
  t: TestApp,
  account: TestAccount,
  companyId: string,
  workEmail: string,
  code: string,
) {
  return t.request('POST', `/api/companies/${companyId}/claim/verify`, {
    token: account.idToken,
    body: { workEmail, code },
  });
}

/** A new account made the company's verified account by a code to a work address. */
export async function companyAccountByCode(t: TestApp, world: CompanyWorld): Promise<TestAccount> {
  const account = await createAccount();
  const workEmail = `people-${Math.random().toString(36).slice(2, 8)}@${world.domain}`;
  await expectStatus(await askCompanyCode(t, account, world.company._id, workEmail), 202);
  const done = await expectStatus(
    await verifyCompanyCode(t, account, world.company._id, workEmail, await t.latestCode(workEmail)),
    200,
  );
  expect(done.claim).toMatchObject({ subject: 'company', state: 'active', managerId: null });
  return account;
}

/** A new reviewer's company review of the world's company (eligible by reviewing its manager). */
export async function companyReviewBy(
  t: TestApp,
  world: CompanyWorld,
  pros = 'Good team.',
): Promise<{ reviewer: TestAccount; reviewId: string; status?: string }> {
  const reviewer = await createAccount();
  await expectStatus(await submitReview(t, reviewer, world.manager._id), 201);
  const review = await expectStatus(await submitCompanyReview(t, reviewer, world.company._id, pros), 201);
  return { reviewer, reviewId: review._id as string, status: review.status as string | undefined };
}
