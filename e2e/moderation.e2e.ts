// Trust and safety in real Chromium against the running product (issue 9): three readers (accounts
// older than a day, at three addresses) report a review, the last from the interviewer's page, and it
// disappears for everyone else; an
// account made moderator with `npm run grant-moderator` approves it on /moderation, and it is back.
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { browserForFile, openPage } from './support/browser.ts';
import {
  type Account,
  baseUrl,
  grantModerator,
  post,
  signIn,
  verifiedAccount,
} from './support/test-accounts.ts';

const browser = browserForFile();

/** What a visitor sees on the interviewer's page: the review, or "No reviews yet." */
async function visitorSees(interviewerId: string, text: string): Promise<boolean> {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/interviewers/${interviewerId}`);
    const review = page.getByText(text, { exact: true });
    const empty = page.getByText('No reviews yet.', { exact: true });
    await review.or(empty).first().waitFor();
    expect(errors).toEqual([]);
    return (await review.count()) > 0;
  } finally {
    await context.close();
  }
}

/** A reader's report through the API from another loopback address (another home): its status. */
function reportFrom(from: string, token: string, reviewId: string): Promise<number> {
  const body = JSON.stringify({ kind: 'interviewer', reviewId, reason: 'spam' });
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}/api/reports`,
      {
        method: 'POST',
        agent: false,
        localAddress: from,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('moderation', () => {
  test('three reports hide a review; a moderator approves it and it returns', {
    timeout: 180_000,
  }, async () => {
    const [author, moderator, ...readers] = await Promise.all([
      verifiedAccount('author'),
      verifiedAccount('moderator'),
      // Older than a day: reports from accounts made today queue a review but do not hide it.
      verifiedAccount('reader-a', { daysOld: 2 }),
      verifiedAccount('reader-b', { daysOld: 2 }),
      verifiedAccount('reader-c', { daysOld: 2 }),
    ]);
    const api = (path: string, token: string, body: unknown) =>
      post(`${baseUrl}/api${path}`, body, { Authorization: `Bearer ${token}` }) as Promise<{ _id: string }>;
    const interviewer = await api('/interviewers', author.token, {
      name: `Morgan Reviewed ${Date.now()}`,
      company: 'Moderation Test Co',
      position: 'Hiring Manager',
    });
    const text = `Asked about the weather for an hour (${Date.now().toString(36)}).`;
    const review = await api('/reviews/rmi', author.token, {
      interviewerId: interviewer._id,
      rating: 2,
      reviewText: text,
      interviewStatus: 'not cleared',
      anonymous: true,
    });
    expect(await visitorSees(interviewer._id, text)).toBe(true);

    // Two readers report it from their own homes (other loopback addresses: reports from one network
    // count once towards hiding), the third from the page.
    for (const [i, reader] of readers.slice(0, 2).entries()) {
      expect(await reportFrom(`127.0.0.${i + 2}`, reader.token, review._id)).toBe(201);
      expect(await visitorSees(interviewer._id, text)).toBe(true);
    }
    {
      const reader = readers[2] as Account;
      const { context, page, errors } = await openPage(browser);
      await signIn(page, reader);
      await page.goto(`${baseUrl}/interviewers/${interviewer._id}`);
      await page.getByText(text, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Report this review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this review' });
      await dialog.getByRole('radio', { name: /Other/ }).check();
      await dialog.getByLabel('Details (required)').fill('Not about the interview at all.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await page.getByRole('button', { name: 'Review reported' }).waitFor();
      await page.getByText('Thank you. A moderator will look at this review.').first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
      // Hidden from the third.
      expect(await visitorSees(interviewer._id, text)).toBe(false);
    }

    // The author still sees it, pending review.
    {
      const { context, page } = await openPage(browser);
      await signIn(page, author);
      await page.goto(`${baseUrl}/interviewers/${interviewer._id}`);
      await page.getByText(text, { exact: true }).waitFor();
      await page.getByText('Pending review', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Report this review' }).count()).toBe(0);
      await context.close();
    }

    // Not a moderator yet: the screen says so (and the API would refuse anyway).
    const { context, page, errors } = await openPage(browser);
    await signIn(page, moderator);
    await page.goto(`${baseUrl}/moderation`);
    await page.getByText(/This page is for moderators/).waitFor();

    // Resolves only once the command said the account is now a moderator.
    await grantModerator(moderator.email);
    await page.reload();
    const item = page.getByRole('article').filter({ hasText: text });
    await item.waitFor();
    await item.getByText('3 open reports').waitFor();
    await item.getByText('Not about the interview at all.').waitFor();
    await item.getByText('Hidden after reports').waitFor();
    await item.getByLabel('Reason (recorded in the audit log)').fill('Opinion about the interview: allowed.');
    await item.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Review approved: it is shown again.').waitFor();
    // Its item leaves the queue (other e2e files share this product and may leave held items of their own,
    // so the queue need not be empty).
    await item.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Audit log' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Opinion about the interview: allowed.' });
    await row.waitFor();
    expect(await row.textContent()).toContain(moderator.email);
    expect(await row.textContent()).toContain('Hidden → Published');
    expect(errors).toEqual([]);
    await context.close();

    expect(await visitorSees(interviewer._id, text)).toBe(true);
  });
});
