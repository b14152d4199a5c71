// What the claimed-profile journeys (claims.e2e.ts, claims-dashboard.e2e.ts) set up through the
// documented API of the running product: verified accounts on its Auth emulator, a moderator made
// with `npm run grant-moderator`, companies, branches, managers and their reviews. The journeys
// themselves go through the screens.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { managerHref } from '../../functions/src/http/profile-paths.ts';
import { type Account, baseUrl, grantModerator, post, verifiedAccount } from './test-accounts.ts';

export { type Account, baseUrl, grantModerator, signIn, verifiedAccount } from './test-accounts.ts';

export type Manager = { _id: string; name: string; href: string };
export type Company = { _id: string; name: string };

/** A name no other test (or run) uses. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A moderator account (granted before it signs in, so its first ID token carries the role). */
export async function moderatorAccount(): Promise<Account> {
  const account = await verifiedAccount('moderator');
  await grantModerator(account.email);
  return account;
}

/** POST to the product's API as `account`; the answer must be 2xx. */
export function apiPost<T>(path: string, account: Account, body: unknown): Promise<T> {
  return post(`${baseUrl}/api${path}`, body, { Authorization: `Bearer ${account.token}` }) as Promise<T>;
}

/** GET from the product's API (as `account` when given); the answer must be 200. */
export async function apiGet<T>(path: string, account?: Account): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    headers: account ? { Authorization: `Bearer ${account.token}` } : {},
  });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

export async function newCompany(owner: Account, name = unique('Claimtest Foundry')): Promise<Company> {
  return apiPost<Company>('/companies', owner, { name });
}

/** A manager (no review yet) at `company`, with the path of their profile. */
export async function newManager(owner: Account, company: Company, name: string): Promise<Manager> {
  const branch = await apiPost<{ _id: string }>('/branches', owner, {
    companyId: company._id,
    city: 'Bengaluru',
    location: ['Indiranagar'],
  });
  const manager = await apiPost<{ _id: string; name: string }>('/managers', owner, {
    name,
    position: 'Head of Operations',
    branchId: branch._id,
    company: company._id,
  });
  return { ...manager, href: managerHref(manager) };
}

/** A manager review as the rate-manager screens send it; aspects 1-5 (0: not rated). */
export function submitReview(
  author: Account,
  manager: Manager,
  review: { rating: number; reviewText: string; leadership?: number; fairness?: number },
): Promise<{ status?: string }> {
  return apiPost('/manager-reviews/submit', author, {
    managerId: manager._id,
    rating: review.rating,
    reviewText: review.reviewText,
    reviewLeadership: '',
    reviewCommunicationText: '',
    reviewSupport: '',
    anonymous: true,
    leadership: review.leadership ?? review.rating,
    communication: review.rating,
    teamwork: 0,
    empathy: review.rating,
    fairness: review.fairness ?? review.rating,
  });
}

/**
 * The newest claim code mailed to `address`, read as its owner would in the embedded default: the
 * local mailbox opened in a browser tab (GET /api/dev/mailbox?to=..., the mails as JSON).
 */
export async function readClaimCode(context: BrowserContext, address: string): Promise<string> {
  const tab = await context.newPage();
  try {
    const page = await tab.goto(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(address)}`);
    expect(page?.status()).toBe(200);
    const mails = (await page?.json()) as { subject: string; text: string }[];
    const mail = mails.filter((m) => /profile claim code/.test(m.subject)).at(-1);
    const code = mail?.text.match(/The code is (\d{6})/)?.[1];
    if (!code) throw new Error(`no claim code mailed to ${address}: ${JSON.stringify(mails)}`);
    return code;
  } finally {
    await tab.close();
  }
}

/** The account menu's entries (desktop: behind the Account button, opened and closed again). */
export async function accountEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name: /^Account/ });
  await button.click();
  const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await list.waitFor({ state: 'visible' });
  const names = (await list.locator('a, button').allTextContents()).map((t) => t.replace(/\d+$/, '').trim());
  await page.keyboard.press('Escape');
  return names;
}
