// Issue 14 in real Chromium against the running product (no mocks), at phone and desktop width:
// company reviews read on the company page through the review kit, with votes and Report
// (item 2), and My reviews listing interviewer, manager and company reviews, each leading to its
// page and its edit form, as many as "Reviews Submitted" counts (item 4).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import { baseUrl, callApi, expectJson, newAccount } from './support/pwa-app.ts';

const browser = browserForFile();

type Account = Awaited<ReturnType<typeof newAccount>>;

/** Signs in through the UI (at phone width Logout sits in the menu, so this waits for the redirect only). */
async function signInAs(page: Page, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * One author's reviews of every kind, written through the API: a new company and its manager
 * (rate-manager), the company itself, and a seeded interviewer.
 */
async function authorWithEveryKind() {
  const author = await newAccount();
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const companyName = `Kit Foundry ${suffix}`;
  const managerName = `Kit Manager ${suffix}`;
  const rated = await expectJson<{ company: { _id: string; slug: string }; manager: { _id: string } }>(
    await callApi(
      'POST',
      '/rate-manager',
      {
        companyName,
        branch: { city: 'Bengaluru', location: ['Indiranagar'] },
        manager: { name: managerName, position: 'Engineering Manager' },
        review: {
          rating: 4,
          reviewText: 'Clear priorities and honest feedback every week.',
          reviewLeadership: '',
          reviewCommunicationText: '',
          reviewSupport: '',
          anonymous: true,
          leadership: 4,
          communication: 5,
          teamwork: 0,
          empathy: 0,
          fairness: 4,
        },
      },
      author.token,
    ),
    201,
  );
  await expectJson(
    await callApi(
      'POST',
      '/company-reviews/submit',
      {
        companyId: rated.company._id,
        rating: 4,
        isAnonymous: true,
        ratings: { workLifeBalance: 4, compensation: 3, culture: 5, careerGrowth: 4, diversity: 0 },
        reviews: {
          treatment: 'People are treated as adults.',
          careerGrowth: 'Promotions follow a written ladder.',
          diversity: '',
          pros: 'Thoughtful code reviews.',
          cons: 'Release weeks run long.',
          advice: '',
        },
      },
      author.token,
    ),
    201,
  );
  const interviewers = await expectJson<{ _id: string; name: string }[]>(
    await callApi('GET', '/interviewers?page=1&limit=5'),
    200,
  );
  const interviewer = interviewers[0];
  if (!interviewer) throw new Error('The demo seed has no interviewer');
  await expectJson(
    await callApi(
      'POST',
      '/reviews/rmi',
      {
        interviewerId: interviewer._id,
        rating: 5,
        reviewText: 'Explained the format first and gave hints when I was stuck.',
        interviewStatus: 'cleared',
        anonymous: true,
      },
      author.token,
    ),
    201,
  );
  return {
    author,
    companyName,
    managerName,
    companyPath: `/companies/${rated.company.slug}/${rated.company._id}`,
    interviewer,
  };
}

describe('review kit', () => {
  test('company reviews on the company page: answers, votes that stick, Report; at 1280 and 390 px', {
    timeout: 120_000,
  }, async () => {
    const { companyPath, companyName } = await authorWithEveryKind();
    for (const size of [DESKTOP, PHONE]) {
      // A reader of their own per width: their vote state is known (none) before the page says so.
      // Two days old: an account younger than a day cannot vote.
      const reader = await newAccount({ daysOld: 2 });
      const { context, page, errors } = await openPage(browser, size);
      await signInAs(page, reader);
      // The caller's part (their votes) is merged in once it arrives: vote after it, not before.
      const contextLoaded = page.waitForResponse((res) =>
        res.url().includes('/api/user/review-context/companies/'),
      );
      await page.goto(`${baseUrl}${companyPath}`);
      await contextLoaded;
      await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
      const section = page.getByRole('region', { name: `Reviews of ${companyName}` });
      const card = section.getByRole('article').first();
      await card.getByText('Thoughtful code reviews.').waitFor();
      expect(await card.getByText('People are treated as adults.').count()).toBe(1);
      expect(await card.getByText('Release weeks run long.').count()).toBe(1);
      expect(await card.getByRole('button', { name: 'Report this review' }).count()).toBe(1);

      // A vote: pressed at once, and still there after a reload (the review context says so). The
      // button keeps the focus while the vote is on its way, so a keyboard user is where they were.
      const answered = page.waitForResponse(
        (res) => res.request().method() === 'POST' && /\/like(\/|$)/.test(new URL(res.url()).pathname),
      );
      await card.getByRole('button', { name: /^Like/, pressed: false }).press('Enter');
      const liked = card.getByRole('button', { name: /^Like/, pressed: true });
      await liked.waitFor();
      expect((await answered).status()).toBe(200);
      await expect.poll(() => liked.isEnabled()).toBe(true);
      expect(await liked.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.reload();
      await section
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Like/, pressed: true })
        .waitFor();
      expect(await overflow(page), `width ${size.viewport.width}`).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('My reviews: every kind with its page and edit links, as many as Reviews Submitted; at 1280 and 390 px', {
    timeout: 120_000,
  }, async () => {
    const { author, companyName, managerName, interviewer } = await authorWithEveryKind();
    for (const size of [DESKTOP, PHONE]) {
      const { context, page, errors } = await openPage(browser, size);
      await signInAs(page, author);
      await page.goto(`${baseUrl}/profile`);
      const submitted = page
        .getByText('Reviews Submitted', { exact: true })
        .locator('xpath=following-sibling::dd');
      await submitted.waitFor();
      expect(await submitted.textContent()).toBe('3');

      await page.goto(`${baseUrl}/my-reviews`);
      await page.getByText('3 reviews: 1 interviewer, 1 manager, 1 company').waitFor();
      for (const [kind, name] of [
        ['Interviewer reviews (1)', interviewer.name],
        ['Manager reviews (1)', managerName],
        ['Company reviews (1)', companyName],
      ] as const) {
        const section = page.getByRole('region', { name: kind });
        expect(await section.getByRole('link', { name, exact: true }).count(), kind).toBe(1);
      }
      expect(await overflow(page), `width ${size.viewport.width}`).toBeLessThanOrEqual(0);

      // Edit leads to the manager's profile with the review open in its form.
      await page.getByRole('link', { name: `Edit your review of ${managerName}` }).click();
      const form = page.getByRole('form', { name: 'Edit your review' });
      await form.waitFor();
      expect(await form.getByLabel('Your review').inputValue()).toBe(
        'Clear priorities and honest feedback every week.',
      );
      // The company review has its edit form too (the company's, on that review).
      await page.goto(`${baseUrl}/my-reviews`);
      const companies = page.getByRole('region', { name: 'Company reviews (1)' });
      await companies.getByRole('link', { name: `Edit your review of ${companyName}` }).click();
      const companyForm = page.getByRole('form', { name: `Edit your review of ${companyName}` });
      await companyForm.waitFor();
      expect(await companyForm.getByLabel(/^Pros/).inputValue()).toBe('Thoughtful code reviews.');
      // And the company review leads to the company page, where it is listed as theirs.
      await page.goto(`${baseUrl}/my-reviews`);
      await companies.getByRole('link', { name: companyName, exact: true }).click();
      await page
        .getByRole('region', { name: `Reviews of ${companyName}` })
        .getByRole('article', { name: /^Your review/ })
        .waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
