// The interviewer journey in real Chromium against the running product (no mocks): find an
// interviewer by company through the live dropdown, open the profile, submit a review and see it
// counted, edit it, like someone else's review, save the interviewer and find it under Saved, and
// delete the review; plus the interviewer screens at phone width.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { appTookOver, browserForFile, openPage, PHONE } from './support/browser.ts';
import { newAccount, signIn } from './support/pwa-app.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Interviewer = { _id: string; name: string; reviewCount: number; company: { name: string } };

/**
 * A verified account (registered through the documented endpoints), signed in through the UI. Two days
 * old: the journey likes a review, and an account younger than a day cannot.
 */
async function signInAsNewUser(page: Page): Promise<void> {
  const { email, password } = await newAccount({ daysOld: 2 });
  await signIn(page, email, password);
}

/** The seeded company whose interviewers have the most reviews, and its most reviewed interviewer. */
async function reviewedInterviewer(): Promise<Interviewer> {
  const res = await fetch(`${baseUrl}/api/interviewers?page=1&limit=50`);
  const all = (await res.json()) as Interviewer[];
  const best = all.filter((i) => i.reviewCount >= 2).sort((a, b) => b.reviewCount - a.reviewCount)[0];
  if (!best) throw new Error('The demo seed has no reviewed interviewer');
  return best;
}

/** The count in the profile header's "4.3 · 8 reviews" (issue 14). */
async function basedOnCount(page: Page): Promise<number> {
  const text = await page.locator('.rk-score-summary', { hasText: / · \d+ reviews?$/ }).textContent();
  return Number(text?.match(/ · (\d+) reviews?$/)?.[1]);
}

/** Waits for the profile header to count `n` reviews. */
function headerCounts(page: Page, n: number) {
  return page.locator('.rk-score-summary', { hasText: new RegExp(` · ${n} reviews?$`) }).waitFor();
}

describe('interviewers', () => {
  test('search by company, review, edit, like, save, find under Saved, delete', {
    timeout: 120_000,
  }, async () => {
    const { context, page, errors } = await openPage(browser);
    await signInAsNewUser(page);
    const target = await reviewedInterviewer();
    const companyWord = target.company.name.split(/\s+/)[0] as string;

    // Find the interviewer by company through the live dropdown.
    await page.goto(`${baseUrl}/search-interviewers`);
    await appTookOver(page);
    await page.getByRole('button', { name: 'SEARCH BY COMPANY' }).click();
    const box = page.getByRole('combobox', { name: 'Search interviewers by company' });
    await box.pressSequentially(companyWord.toLowerCase(), { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Matching interviewers' });
    await listbox.waitFor();
    expect(await listbox.getByRole('option', { name: 'See full results' }).count()).toBe(1);
    await listbox.getByRole('option', { name: new RegExp(`^${target.name}`) }).click();
    await page.waitForURL(`${baseUrl}/interviewers/${target._id}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await page.getByText(target.company.name, { exact: true }).first().waitFor();
    const before = await basedOnCount(page);
    expect(before).toBe(target.reviewCount);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('Person');

    // Submit a review: it is counted.
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    const form = page.getByRole('form', { name: `Rate ${target.name}` });
    const submit = form.getByRole('button', { name: 'Submit Review' });
    expect(await submit.isDisabled()).toBe(true);
    await form.locator('label', { hasText: '4 stars (Great)' }).click();
    await form.getByLabel('How did your interview go?').selectOption('cleared');
    await form.getByLabel('Your review').fill('Structured interview, fair questions and quick feedback.');
    await submit.click();
    await page.getByText('Review submitted!').waitFor();
    await form.waitFor({ state: 'detached' });
    await headerCounts(page, before + 1);
    const rate = page.getByRole('button', { name: 'Edit Review' });
    const mine = page.locator('article.rk-review', { hasText: 'Your review' });
    await mine.getByText('Structured interview, fair questions and quick feedback.').waitFor();

    // Edit it.
    await rate.click();
    const editForm = page.getByRole('form', { name: 'Edit your review' });
    expect(await editForm.getByLabel('Your review').inputValue()).toBe(
      'Structured interview, fair questions and quick feedback.',
    );
    await editForm.locator('label', { hasText: '5 stars (Awesome)' }).click();
    await editForm
      .getByLabel('Your review')
      .fill('Edited: structured, fair, and the feedback came within a day.');
    await editForm.getByRole('button', { name: 'Update Review' }).click();
    await page.getByText('Review updated!').waitFor();
    await mine.getByText('Edited: structured, fair, and the feedback came within a day.').waitFor();
    expect(await basedOnCount(page)).toBe(before + 1);

    // Like someone else's review: its count goes up and the button is pressed.
    const other = page.locator('article.rk-review', { hasNotText: 'Your review' }).first();
    const like = other.getByRole('button', { name: /^Like \d+$/ });
    const likesBefore = Number((await like.textContent())?.match(/\d+/)?.[0]);
    await like.click();
    await other.getByRole('button', { name: `Like ${likesBefore + 1}` }).waitFor();
    expect(await other.getByRole('button', { name: /^Like / }).getAttribute('aria-pressed')).toBe('true');

    // Save the interviewer and find it under Saved.
    const answered = page.waitForResponse(
      (res) => res.url().includes('/api/user/saved/') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const savedButton = page.getByRole('button', { name: 'Saved', exact: true });
    await savedButton.waitFor();
    expect((await answered).ok()).toBe(true);
    await expect.poll(() => savedButton.isEnabled()).toBe(true);
    // The focus stays on the button pressed while the change is sent (not dropped to the page).
    expect(await savedButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.goto(`${baseUrl}/saved`);
    const saved = page.getByRole('link', { name: new RegExp(`^${target.name}`) });
    await saved.waitFor();
    await saved.click();
    await page.waitForURL(`${baseUrl}/interviewers/${target._id}`);
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    // My reviews lists it.
    await page.goto(`${baseUrl}/my-reviews`);
    await page.getByRole('link', { name: target.name, exact: true }).click();
    await page.waitForURL(`${baseUrl}/interviewers/${target._id}`);

    // Delete the review, after the confirmation: the count goes back.
    await page.getByRole('button', { name: 'Edit Review' }).click();
    await page.getByRole('button', { name: 'Delete Review' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this review?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Review deleted.').waitFor();
    await headerCounts(page, before);
    await page.getByRole('button', { name: 'Rate', exact: true }).waitFor();
    expect(await page.locator('article.rk-review', { hasText: 'Your review' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  test('the interviewer screens fit a phone screen; the list dialogs lead to the review form', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const target = await reviewedInterviewer();
    for (const path of [
      '/search-interviewers',
      '/interviewers',
      `/search/${encodeURIComponent(target.company.name.split(/\s+/)[0] as string)}?searchMode=company`,
      `/interviewers/${target._id}`,
      '/contact',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Loaded: no spinner left (the profile and results render after their data arrives).
      await page.waitForFunction(() => !document.querySelector('.rk-loading'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }

    // The list pages by cursor: Next shows the following names, Prev the same first page again.
    await page.goto(`${baseUrl}/interviewers`);
    const names = () => page.locator('.iv-card-name').allTextContents();
    await page.locator('.iv-card').first().waitFor();
    const first = await names();
    expect(first).toHaveLength(12);
    const pages = page.getByRole('navigation', { name: 'Interviewer pages' });
    await pages.getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(/\/interviewers\?after=/);
    // The next page's cards, not the moment between pages when no card is shown.
    await page.waitForFunction((before) => {
      const name = document.querySelector('.iv-card-name');
      return name !== null && name.textContent !== before;
    }, first[0]);
    const second = await names();
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    // Name order runs on across the page boundary.
    const key = (name: string) => name.toLowerCase();
    expect(key(second[0] as string) >= key(first[first.length - 1] as string)).toBe(true);
    await pages.getByRole('link', { name: /Prev/ }).click();
    await page.waitForURL(`${baseUrl}/interviewers`);
    await page.waitForFunction(
      (want) => document.querySelector('.iv-card-name')?.textContent === want,
      first[0],
    );

    // List -> 'Submit a Review' -> outcome -> the profile with ?status= (a visitor is asked to sign in).
    await page.goto(`${baseUrl}/interviewers`);
    await page.locator('.iv-card').first().click();
    await page.getByRole('dialog', { name: 'Are you here to...' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.locator('.iv-card').first().click();
    await page.getByRole('button', { name: 'Submit a Review' }).click();
    await page.getByRole('dialog', { name: 'How did your interview go?' }).waitFor();
    await page.getByRole('button', { name: 'Waiting for Result' }).click();
    await page.waitForURL(/\/interviewers\/[^/?]+/);
    await page.getByRole('heading', { name: /^Sign in to rate/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
