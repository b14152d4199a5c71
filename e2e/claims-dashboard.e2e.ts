// The claimant's private improvement dashboard in real Chromium against the running product (issue 17
// item 2): below the minimum group size it says how many more reviews are needed; with enough
// published reviews it shows each figure with the reviews it rests on, the trend by quarter, where the
// manager stands among the company's managers and all managers, and recurring themes; a review held for
// a moderator never shows, not as text, not in a figure and not in a theme. At 390 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import {
  type Account,
  apiGet,
  apiPost,
  baseUrl,
  type Manager,
  moderatorAccount,
  newCompany,
  newManager,
  signIn,
  submitReview,
  unique,
  verifiedAccount,
} from './support/claims-world.ts';

const browser = browserForFile();

type Dashboard = {
  reviewCount: number;
  themes: { themes: { phrase: string; reviewCount: number }[] } | null;
  figures: { key: string; allManagers: unknown }[];
};

/** The claimant's claim, proven through the API with the code from the local mailbox. */
async function claimByCode(claimant: Account, manager: Manager, workEmail: string): Promise<void> {
  await apiPost(`/managers/${manager._id}/claim`, claimant, { method: 'code', workEmail });
  const mails = await apiGet<{ subject: string; text: string }[]>(
    `/dev/mailbox?to=${encodeURIComponent(workEmail)}`,
  );
  const code = mails.at(-1)?.text.match(/The code is (\d{6})/)?.[1];
  expect(code, 'the claim code mail').toBeTruthy();
  const answer = await apiPost<{ claim: { state: string } }>(
    `/managers/${manager._id}/claim/verify`,
    claimant,
    {
      workEmail,
      code,
    },
  );
  expect(answer.claim.state).toBe('active');
}

/** Nothing on the page scrolls sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const THEME = 'weekly planning sessions';
/** The claimed manager's published reviews: rating and text (4 of them share THEME). */
const PUBLISHED = [
  [5, 'Runs weekly planning sessions that keep everyone aligned.'],
  [4, 'Our weekly planning sessions made priorities obvious.'],
  [5, 'I liked the weekly planning sessions and the honest feedback.'],
  [4, 'Weekly planning sessions were short and useful.'],
  [3, 'Sometimes slow to approve leave requests.'],
  [5, 'Backed the team when a client was rude.'],
] as const;
/**
 * Five colleagues' ratings (averages 3, 3.6, 4, 4.6 and 5). None below 3: three low ratings from new
 * accounts within an hour would be held as a burst, and a held review counts nowhere.
 */
const COLLEAGUES = [
  [3, 3, 3, 3, 3],
  [3, 3, 4, 4, 4],
  [4, 4, 4, 4, 4],
  [5, 5, 4, 4, 5],
  [5, 5, 5, 5, 5],
] as const;
/** Held for a moderator by the profanity screen: it must never reach the dashboard. */
const HELD = 'Weekly planning sessions with this fucking boss were a waste of time.';

describe('the claimant’s dashboard', () => {
  test('says how many more reviews it needs, then shows figures, standings and themes, never a held review', {
    timeout: 240_000,
  }, async () => {
    const [moderator, owner, claimant, ...reviewers] = await Promise.all([
      moderatorAccount(),
      verifiedAccount('owner'),
      verifiedAccount('claimant'),
      ...Array.from({ length: 7 }, (_, i) => verifiedAccount(`reviewer${i}`)),
    ]);
    const company = await newCompany(owner);
    const manager = await newManager(owner, company, unique('Lena Okafor'));
    const domain = `${company._id.toLowerCase()}.example`;
    await apiPost(`/moderation/companies/${company._id}/domains`, moderator, {
      domain,
      reason: 'Checked the company website.',
    });
    await claimByCode(claimant, manager, `lena@${domain}`);

    // Three published reviews: below the minimum group size of 5.
    for (const [i, [rating, reviewText]] of PUBLISHED.slice(0, 3).entries()) {
      await submitReview(reviewers[i] as Account, manager, { rating, reviewText });
    }
    {
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await signIn(page, claimant);
      await page.goto(`${baseUrl}${manager.href}/dashboard`);
      await page.getByRole('heading', { level: 1, name: `Your dashboard: ${manager.name}` }).waitFor();
      await page.getByText('Your figures appear once 2 more reviews are published.').waitFor();
      const overall = page.getByRole('article', { name: 'Overall rating' });
      await overall.getByText('Needs 2 more reviews rating it.').waitFor();
      expect(await overall.getByRole('table').count()).toBe(0);
      await page.getByText('No theme is shared by enough reviews yet.').waitFor();
      // The texts are public already: listed.
      expect(
        await page.getByRole('region', { name: 'Published reviews' }).getByRole('listitem').count(),
      ).toBe(3);
      expect(errors).toEqual([]);
      await context.close();
    }

    // Three more published, one held; five colleagues at the company, each resting on 5 reviews.
    for (const [i, [rating, reviewText]] of PUBLISHED.slice(3).entries()) {
      await submitReview(reviewers[3 + i] as Account, manager, { rating, reviewText });
    }
    await submitReview(reviewers[6] as Account, manager, { rating: 1, reviewText: HELD });
    for (const [c, ratings] of COLLEAGUES.entries()) {
      const colleague = await newManager(owner, company, unique(`Colleague ${c}`));
      for (const [i, rating] of ratings.entries()) {
        await submitReview(reviewers[i] as Account, colleague, { rating, reviewText: 'Steady colleague.' });
      }
    }
    // The insights job (every 10 s in `npm start`) computes themes, then where managers stand among all.
    await expect
      .poll(
        async () => {
          const d = await apiGet<Dashboard>(`/managers/${manager._id}/dashboard`, claimant);
          return {
            reviewCount: d.reviewCount,
            theme: d.themes?.themes.find((t) => t.phrase === THEME)?.reviewCount ?? null,
            standing: d.figures.find((f) => f.key === 'rating')?.allManagers != null,
          };
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toEqual({ reviewCount: 6, theme: 4, standing: true });

    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await openPage(browser, viewport);
      await signIn(page, claimant);
      await page.goto(`${baseUrl}${manager.href}/dashboard`);
      await page.getByRole('heading', { level: 1, name: `Your dashboard: ${manager.name}` }).waitFor();
      await page.getByText(/Made only of the 6 published reviews anyone can read/).waitFor();
      expect(await page.getByText(/Your figures appear once/).count()).toBe(0);

      // (5+4+5+4+3+5)/6 = 4.33, above 3 of the 5 colleagues: 60 %.
      const overall = page.getByRole('article', { name: 'Overall rating' });
      await overall.getByText('4.3 from 6 reviews', { exact: true }).waitFor();
      await overall.getByText(`Better than 60% of 5 other managers at ${company.name}`).waitFor();
      await overall.getByText(/Better than \d+% of \d+ managers on the site/).waitFor();
      const trend = overall.getByRole('table', { name: 'Overall rating by quarter' });
      const rows = await trend.locator('tbody tr').allInnerTexts();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(/^Q[1-4]\s\d{4}\s+4\.33\s+6$/);
      // Teamwork was never rated: that figure still waits for 5.
      await page
        .getByRole('article', { name: 'Teamwork' })
        .getByText('Needs 5 more reviews rating it.')
        .waitFor();

      const themes = page.getByRole('region', { name: 'Recurring themes' });
      // The phrase leads its line; how many reviews follows it (4: the held one is not counted).
      const theme = themes.locator('summary').filter({ hasText: THEME });
      await theme.waitFor();
      expect(await theme.textContent()).toMatch(new RegExp(`^${THEME}\\s+4 reviews · `));
      const reviews = page.getByRole('region', { name: 'Published reviews' }).getByRole('listitem');
      expect(await reviews.count()).toBe(6);

      // The held review: not as text, not as its rating, not in the theme's count (4, not 5).
      const html = await page.content();
      expect(html).not.toContain('fucking');
      expect(html).not.toContain('1 out of 5');
      for (const reviewer of reviewers) expect(html).not.toContain(reviewer.email);

      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
