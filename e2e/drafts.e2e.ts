// Issue 14, items 7 and 9, and company review edit/delete, in real Chromium against the running
// product (no mocks), at 1280 and 390 px:
// - a review written offline is pinned on its profile as "waiting to be sent"; Rate opens it (no
//   second review is queued); changed, it replaces the queued one; online, it is sent once;
// - a queued review the server refuses as a duplicate offers "Edit your existing review" (never a
//   Retry), which opens the existing review with the queued text, and Update saves it;
// - someone not eligible to review a company sees its managers, each with Rate a Manager;
// - someone who reviewed a company this month is told so on opening the form, with the day they may
//   review again; they edit that review, then delete it;
// - a queued review the server refuses for what it says (a 400) is offered for changing on its profile,
//   its text in the form, and goes out once; one the outbox cannot store (storage full) stays in its
//   form, which says why; one waiting for its author is never sent or shown as another account signed in
//   on the same device.
// With RMI_SHOTS_DIR set, the screens are also saved there as PNGs (for looking at them; never in git).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import {
  baseUrl,
  callApi,
  closeApps,
  DESKTOP,
  expectJson,
  getJson,
  type Interviewer,
  interviewers,
  newAccount,
  openApp,
  outboxEntries,
  PHONE,
  reviewCount,
  serviceWorkerReady,
  signIn,
  signOut,
  waitForOutboxItem,
} from './support/pwa-app.ts';

afterEach(closeApps);

const SIZES = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.RMI_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `drafts-${name}.png`), fullPage: false });
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Writes a review through the real form (the form is open). */
async function fillInterviewerReview(page: Page, text: string): Promise<void> {
  await page.locator('label', { hasText: /^4 stars/ }).click(); // the star; its radio is visually hidden
  await page.getByLabel('How did your interview go?').selectOption({ index: 1 });
  await page.getByLabel('Your review').fill(text);
}

/** Signed in on a profile, with the app installed (so that it opens offline). */
async function onProfile(size: typeof DESKTOP | typeof PHONE, target: Interviewer) {
  const account = await newAccount();
  const app = await openApp(size);
  await app.page.goto(`${baseUrl}/`);
  await serviceWorkerReady(app.page);
  await signIn(app.page, account.email, account.password);
  await app.page.goto(`${baseUrl}/interviewers/${target._id}`);
  await app.page.getByRole('heading', { level: 1, name: target.name }).waitFor();
  return { account, app };
}

describe('offline drafts are visible where they matter (item 7)', () => {
  for (const [width, size] of SIZES) {
    test(`a queued review is pinned as waiting, Rate opens it, and it is sent once (${width} px)`, {
      timeout: 240_000,
    }, async () => {
      const target = (await interviewers())[width === '1280' ? 3 : 4] as Interviewer;
      const before = await reviewCount(target._id);
      const { account, app } = await onProfile(size, target);
      const { context, page } = app;

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Rate', exact: true }).click();
      await fillInterviewerReview(page, 'Kind and structured. Written offline, first version.');
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await page.getByText(/offline: your review will be sent/i).waitFor();

      // Pinned at the top of the reviews, as theirs and waiting.
      const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
      const waiting = reviews.getByRole('article', { name: /^Your review, waiting to be sent/ });
      await waiting.waitFor();
      expect(await waiting.textContent()).toContain('Written offline, first version.');
      expect(await waiting.getByRole('button', { name: /Like|Dislike|Report/ }).count()).toBe(0);
      expect(await overflow(page), `width ${width}`).toBeLessThanOrEqual(0);
      await waiting.scrollIntoViewIfNeeded();
      await shot(page, `waiting-${width}`);

      // Rate opens that review, not a second one; a change replaces it in the outbox.
      await page.getByRole('button', { name: 'Rate', exact: true }).click();
      const form = page.getByRole('form', { name: 'Edit your review waiting to be sent' });
      await form.waitFor();
      expect(await form.getByLabel('Your review').inputValue()).toBe(
        'Kind and structured. Written offline, first version.',
      );
      await form.getByLabel('Your review').fill('Kind and structured. Written offline, second version.');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await page.getByText('Your review waiting to be sent was changed. It goes out once.').waitFor();
      const queued = await outboxEntries(page);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ status: 'pending', method: 'POST', path: '/reviews/rmi' });
      expect((queued[0]?.body as { reviewText?: string } | undefined)?.reviewText).toBe(
        'Kind and structured. Written offline, second version.',
      );

      // Online again (on the outbox page, which the service worker serves offline): sent once.
      await page.goto(`${baseUrl}/outbox`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await context.setOffline(false);
      await waitForOutboxItem(app, /^Sent/, `Review of ${target.name}`);
      expect(await reviewCount(target._id)).toBe(before + 1);
      const mine = await getJson<{ interviewerId: string; review: string }[]>(
        '/user/my-reviews',
        account.token,
      );
      expect(mine).toEqual([
        expect.objectContaining({
          interviewerId: target._id,
          review: 'Kind and structured. Written offline, second version.',
        }),
      ]);
    });

    test(`a duplicate refused on replay offers "Edit your existing review", and its text goes along (${width} px)`, {
      timeout: 240_000,
    }, async () => {
      const target = (await interviewers())[width === '1280' ? 5 : 6] as Interviewer;
      const { account, app } = await onProfile(size, target);
      const { context, page } = app;

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Rate', exact: true }).click();
      await fillInterviewerReview(page, 'Queued on the train: patient, clear, fair.');
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await page.getByText(/offline: your review will be sent/i).waitFor();
      // Meanwhile the same account reviews the interviewer from another device.
      await expectJson(
        await callApi(
          'POST',
          '/reviews/rmi',
          {
            interviewerId: target._id,
            rating: 2,
            reviewText: 'Written on my laptop.',
            interviewStatus: 'cleared',
            anonymous: true,
          },
          account.token,
        ),
        201,
      );

      await page.goto(`${baseUrl}/outbox`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await context.setOffline(false);
      await waitForOutboxItem(app, /Not sent/, `Review of ${target.name}`);
      const failed = page.getByRole('region', { name: /Not sent/ });
      await failed.getByText('Not sent: you had already written this review').waitFor();
      expect(await failed.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
      expect(await overflow(page), `width ${width}`).toBeLessThanOrEqual(0);

      await failed.getByRole('link', { name: /^Edit your existing review/ }).click();
      await page.waitForURL(`${baseUrl}/interviewers/${target._id}`);
      const form = page.getByRole('form', { name: 'Edit your review' });
      await form.waitFor();
      expect(await form.getByLabel('Your review').inputValue()).toBe(
        'Queued on the train: patient, clear, fair.',
      );
      await form.getByText('Your unsent review is filled in.', { exact: false }).waitFor();
      await form.getByRole('button', { name: 'Update Review' }).click();
      await page.getByText('Review updated', { exact: false }).first().waitFor();

      const mine = await getJson<{ review: string; rating: number }[]>('/user/my-reviews', account.token);
      expect(mine).toEqual([
        expect.objectContaining({ review: 'Queued on the train: patient, clear, fair.', rating: 4 }),
      ]);
      // The refused entry has done its job: it is gone, nothing else waits.
      expect((await outboxEntries(page)).filter((entry) => entry.status !== 'sent')).toEqual([]);
    });
  }
});

describe('a review queued on a phone reads at a glance (ux14)', () => {
  test('its state on a line of its own above the review, and the toast leaves its Edit free (390 px)', {
    timeout: 240_000,
  }, async () => {
    const target = (await interviewers())[10] as Interviewer;
    const { app } = await onProfile(PHONE, target);
    const { context, page } = app;
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await fillInterviewerReview(page, 'Queued on a phone: calm, clear, on time.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const toast = page.getByText(/offline: your review will be sent/i);
    await toast.waitFor();
    const waiting = page.getByRole('article', { name: /^Your review, waiting to be sent/ });
    await waiting.waitFor();
    await page.waitForTimeout(300); // the scroll after the form closes
    await shot(page, 'queued-toast-390');
    // While the toast shows (6 s), Edit is on screen and nothing lies over it.
    expect(await toast.isVisible()).toBe(true);
    const edit = waiting.getByRole('button', { name: 'Edit', exact: true });
    expect(
      await edit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && button.contains(hit);
      }),
    ).toBe(true);
    // "Waiting to be sent" on one line and on a line of its own above the review, not squeezed into the
    // stars' row beside an outcome chip and the time.
    const layout = await waiting.evaluate((card) => {
      const chip = (card.querySelector('.rk-chip-queued') as HTMLElement).getBoundingClientRect();
      const tags = (card.querySelector('.rk-review-tags') as HTMLElement).getBoundingClientRect();
      const lineHeight = Number.parseFloat(
        getComputedStyle(card.querySelector('.rk-chip-queued') as Element).lineHeight,
      );
      return { oneLine: chip.height < lineHeight * 1.5, aboveTheStars: chip.bottom <= tags.top };
    });
    expect(layout).toEqual({ oneLine: true, aboveTheStars: true });
    await context.setOffline(false);
  });
});

describe('what the author wrote survives what the outbox meets (lost13)', () => {
  test('refused for a contact detail, it is offered for changing on its profile, and goes out once', {
    timeout: 240_000,
  }, async () => {
    const target = (await interviewers())[7] as Interviewer;
    const before = await reviewCount(target._id);
    const { account, app } = await onProfile(DESKTOP, target);
    const { context, page } = app;
    const long =
      'A long and careful account of a four-hour loop: a warm start, a fair system design round, a ' +
      'rushed final round. Write to me at ada.l@example.com for the questions.';

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await fillInterviewerReview(page, long);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText(/offline: your review will be sent/i).waitFor();

    await page.goto(`${baseUrl}/outbox`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.setOffline(false);
    await waitForOutboxItem(app, /Not sent/, `Review of ${target.name}`);
    const failed = page.getByRole('region', { name: /Not sent/ });
    await failed.getByText('Your review can’t contain email addresses.').waitFor();
    // Sent again unchanged it would be refused again: the way is to change it.
    expect(await failed.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    await failed.getByRole('link', { name: /^Change and send again/ }).click();
    await page.waitForURL(`${baseUrl}/interviewers/${target._id}`);

    const card = page
      .getByRole('region', { name: 'Reviews', exact: true })
      .getByRole('article', { name: /^Your review, not sent/ });
    await card.getByText('Not sent: Your review can’t contain email addresses.', { exact: false }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'refused-card-1280');
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit your unsent review' });
    await form.waitFor();
    expect(await form.getByLabel('Your review').inputValue()).toBe(long);
    await shot(page, 'refused-form-1280');
    const changed = long.replace(' Write to me at ada.l@example.com for the questions.', '');
    await form.getByLabel('Your review').fill(changed);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted!').first().waitFor();

    expect(await reviewCount(target._id)).toBe(before + 1);
    const mine = await getJson<{ review: string }[]>('/user/my-reviews', account.token);
    expect(mine).toEqual([expect.objectContaining({ review: changed })]);
    // The refused entry has done its job: nothing is left unsent, nothing goes out again.
    expect((await outboxEntries(page)).filter((entry) => entry.status !== 'sent')).toEqual([]);
  });

  test('on a shared device, a review waiting for its author is never sent or shown as another account', {
    timeout: 240_000,
  }, async () => {
    const target = (await interviewers())[9] as Interviewer;
    const before = await reviewCount(target._id);
    const { account: author, app } = await onProfile(DESKTOP, target);
    const { context, page } = app;
    const other = await newAccount();
    const text = 'Written by the first account on a shared laptop: thorough, warm, and on time.';
    const waiting = async () => (await outboxEntries(page)).filter((entry) => entry.status === 'pending');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await fillInterviewerReview(page, text);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText(/offline: your review will be sent/i).waitFor();
    await signOut(page);
    await context.setOffline(false);

    // Someone else signs in on this device, online: the replay runs for them.
    await signIn(page, other.email, other.password);
    await expect.poll(async () => (await waiting())[0]?.waitingFor, { timeout: 30_000 }).toBe('sign-in');
    await page.goto(`${baseUrl}/interviewers/${target._id}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await page.getByRole('button', { name: 'Rate', exact: true }).waitFor();
    expect(await page.getByText(text).count()).toBe(0);
    await page.goto(`${baseUrl}/outbox`);
    await page.getByRole('heading', { name: 'Your outbox is empty' }).waitFor();
    expect(await reviewCount(target._id)).toBe(before);
    expect(await getJson<unknown[]>('/user/my-reviews', other.token)).toEqual([]);
    expect(await waiting()).toHaveLength(1);

    // Its author again: it goes out, once, as theirs.
    await signOut(page);
    await signIn(page, author.email, author.password);
    await expect.poll(async () => (await waiting()).length, { timeout: 30_000 }).toBe(0);
    expect(await reviewCount(target._id)).toBe(before + 1);
    expect(await getJson<{ review: string }[]>('/user/my-reviews', author.token)).toEqual([
      expect.objectContaining({ review: text }),
    ]);
    expect(await getJson<unknown[]>('/user/my-reviews', other.token)).toEqual([]);
  });

  test('offline with a full disk (the outbox cannot store it), the form says so and keeps the words', {
    timeout: 240_000,
  }, async () => {
    const target = (await interviewers())[8] as Interviewer;
    const before = await reviewCount(target._id);
    const { account, app } = await onProfile(DESKTOP, target);
    const { context, page } = app;
    // Storage full for the outbox's store (as private browsing without IndexedDB): every put fails.
    await context.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
        if (this.name === 'outbox')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    const text = 'Long, careful and written on a full phone: the panel listened and the feedback came fast.';

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await fillInterviewerReview(page, text);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const alert = page.getByRole('form', { name: `Rate ${target.name}` }).getByRole('alert');
    await alert.getByText('this browser cannot keep it to send later', { exact: false }).waitFor();
    expect(await page.getByLabel('Your review').inputValue()).toBe(text);
    expect(await page.getByText(/offline: your review will be sent/i).count()).toBe(0);

    // Back online, the same words go out once.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted!').first().waitFor();
    expect(await reviewCount(target._id)).toBe(before + 1);
    const mine = await getJson<{ review: string }[]>('/user/my-reviews', account.token);
    expect(mine).toEqual([expect.objectContaining({ review: text })]);
  });
});

type Company = { _id: string; name: string; slug: string };

/** A new company with one manager the author reviewed (so they may review the company), by the API. */
async function companyReviewedBy(author: Awaited<ReturnType<typeof newAccount>>) {
  const suffix = `${(Date.now() % 1e5) + Math.floor(Math.random() * 1e4)}`;
  const rated = await expectJson<{ company: Company; manager: { _id: string } }>(
    await callApi(
      'POST',
      '/rate-manager',
      {
        companyName: `Draft Works ${suffix}`,
        branch: { city: 'Bengaluru', location: ['Koramangala'] },
        manager: { name: `Draft Manager ${suffix}`, position: 'Engineering Manager' },
        review: {
          rating: 4,
          reviewText: 'Sets clear goals and protects focus time.',
          reviewLeadership: '',
          reviewCommunicationText: '',
          reviewSupport: '',
          anonymous: true,
          leadership: 4,
          communication: 4,
          teamwork: 0,
          empathy: 0,
          fairness: 4,
        },
      },
      author.token,
    ),
    201,
  );
  const name = (
    await expectJson<{ company: Company }>(
      await callApi('GET', `/companies/search/company/_/${rated.company._id}`),
      200,
    )
  ).company.name;
  return { ...rated.company, name };
}

/** 'April 1, 2026': the first day of the next UTC month, as the form writes it. */
function nextMonthStart(now = new Date()): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

describe('the company review flow guides (item 9) and company reviews can be edited and deleted', () => {
  for (const [width, size] of SIZES) {
    test(`an ineligible user sees the company's managers, each with Rate a Manager (${width} px)`, {
      timeout: 120_000,
    }, async () => {
      const account = await newAccount();
      const [company] = await getJson<Company[]>('/companies?sort=top');
      if (!company) throw new Error('The demo seed has no company');
      const { page, errors } = await openApp(size);
      await signIn(page, account.email, account.password);
      await page.goto(`${baseUrl}/companies/${company.slug}/${company._id}/rate-company`);
      await page
        .getByText('You must review a manager in this company before submitting a company review.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
      const list = page.getByRole('list', { name: `Managers at ${company.name}` });
      const rate = list.getByRole('link', { name: /^Rate a Manager: / }).first();
      await rate.waitFor();
      expect(await overflow(page), `width ${width}`).toBeLessThanOrEqual(0);
      await shot(page, `ineligible-${width}`);

      const managerName = ((await rate.getAttribute('aria-label')) ?? '').replace('Rate a Manager: ', '');
      await rate.click();
      await page.waitForURL(/\/management\/managers\/[^/]+\/[^/?]+$/);
      await page.getByRole('form', { name: `Rate ${managerName}` }).waitFor();
      expect(errors).toEqual([]);
    });

    test(`this month's author is told the day they may review again, edits, then deletes (${width} px)`, {
      timeout: 120_000,
    }, async () => {
      const author = await newAccount();
      const company = await companyReviewedBy(author);
      await expectJson(
        await callApi(
          'POST',
          '/company-reviews/submit',
          {
            companyId: company._id,
            rating: 4,
            isAnonymous: true,
            ratings: { workLifeBalance: 4, compensation: 3, culture: 5, careerGrowth: 4, diversity: 0 },
            reviews: {
              treatment: 'People are trusted.',
              careerGrowth: '',
              diversity: '',
              pros: 'Calm release weeks.',
              cons: 'Few remote days.',
              advice: '',
            },
          },
          author.token,
        ),
        201,
      );
      const companyUrl = `${baseUrl}/companies/${company.slug}/${company._id}`;
      const { page, errors } = await openApp(size);
      await signIn(page, author.email, author.password);

      // Told on opening the form, with the day.
      await page.goto(`${companyUrl}/rate-company`);
      await page.getByText("You've already submitted a review for this company this month.").waitFor();
      await page.getByText(nextMonthStart(), { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
      expect(await overflow(page), `width ${width}`).toBeLessThanOrEqual(0);
      await shot(page, `already-reviewed-${width}`);

      // Edit it from there.
      await page.getByRole('link', { name: 'Edit your review' }).click();
      const form = page.getByRole('form', { name: `Edit your review of ${company.name}` });
      await form.waitFor();
      expect(await form.getByLabel(/^Pros/).inputValue()).toBe('Calm release weeks.');
      await form.getByLabel(/^Pros/).fill('Calm release weeks and a real on-call rota.');
      await form.getByRole('button', { name: 'Update Review' }).click();
      await page.getByText('Review updated successfully!', { exact: true }).waitFor();
      await page.waitForURL(companyUrl);
      const listed = page.getByRole('region', { name: `Reviews of ${company.name}` });
      await listed.getByText('Calm release weeks and a real on-call rota.').waitFor();

      // And from the company page: delete it.
      await page
        .getByRole('region', { name: 'Your review' })
        .getByRole('link', { name: 'Edit your review' })
        .click();
      await form.waitFor();
      await form.getByRole('button', { name: 'Delete Review' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Review deleted.', { exact: true }).waitFor();
      await page.waitForURL(companyUrl);
      await listed.getByText('No company reviews yet.', { exact: false }).waitFor();
      expect(await getJson<unknown[]>('/user/my-reviews/companies', author.token)).toEqual([]);

      // The month is free again: the form opens.
      await page.goto(`${companyUrl}/rate-company`);
      await page.getByRole('form', { name: `Your review of ${company.name}` }).waitFor();
      expect(errors).toEqual([]);
    });
  }
});
