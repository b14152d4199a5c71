// The reviewer's mail about a response (issue 17 item 3) is a channel the manager or company
// triggers towards someone they cannot name: it must not become a way to flood that inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_ORIGIN } from '../../../src/http/public-origin.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { submitReview } from '../managers/support.ts';
import { companyAccountByCode, companyReviewBy, companyWorld } from './company-support.ts';
import { claimByCode, claimWorld, expectStatus } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Answering = {
  responder: TestAccount;
  reviewer: TestAccount;
  reviewId: string;
  base: string;
  subjectId: string;
};

async function managerReviewAnswered(): Promise<Answering> {
  const w = await claimWorld(t);
  const responder = await claimByCode(t, w);
  const reviewer = await createAccount();
  const review = await expectStatus(await submitReview(t, reviewer, w.manager._id), 201);
  return {
    responder,
    reviewer,
    reviewId: review._id as string,
    base: '/api/manager-reviews',
    subjectId: w.manager._id,
  };
}

async function companyReviewAnswered(): Promise<Answering> {
  const w = await companyWorld(t);
  const responder = await companyAccountByCode(t, w);
  const { reviewer, reviewId } = await companyReviewBy(t, w);
  return { responder, reviewer, reviewId, base: '/api/company-reviews', subjectId: w.company._id };
}

describe('deleting and writing a response again', () => {
  it.each([
    ['manager', managerReviewAnswered],
    ['company', companyReviewAnswered],
  ])('mails the reviewer of a %s review once, not once per response', async (_kind, answering) => {
    const a = await answering();
    const path = `${a.base}/${a.reviewId}/response`;
    for (let i = 1; i <= 4; i++) {
      await expectStatus(
        await t.request('PUT', path, { token: a.responder.idToken, body: { text: `Thank you (${i}).` } }),
        201,
      );
      await expectStatus(await t.request('DELETE', path, { token: a.responder.idToken }), 200);
    }
    // Before: one mail per cycle, four here and as many as a script liked.
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);

    // The response written again is still shown, as any response is.
    await expectStatus(
      await t.request('PUT', path, { token: a.responder.idToken, body: { text: 'Thank you, for good.' } }),
      201,
    );
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
  });

  it('a new review after the reviewer deleted theirs is a new review: its first response is mailed', async () => {
    const a = await managerReviewAnswered();
    const path = `${a.base}/${a.reviewId}/response`;
    await expectStatus(
      await t.request('PUT', path, { token: a.responder.idToken, body: { text: 'Thanks.' } }),
      201,
    );
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
    await expectStatus(
      await t.request('DELETE', `/api/manager-reviews/${a.reviewId}`, { token: a.reviewer.idToken }),
      200,
    );
    const again = await expectStatus(await submitReview(t, a.reviewer, a.subjectId), 201);
    expect(again._id).toBe(a.reviewId);
    await expectStatus(
      await t.request('PUT', path, { token: a.responder.idToken, body: { text: 'Thanks again.' } }),
      201,
    );
    expect(await t.mails(a.reviewer.email)).toHaveLength(2);
  });
});

describe('the link in the reviewer’s mail', () => {
  // The Host header is the client's to write: a link built from it sent the reviewer to any site
  // the responder named, in a mail that comes from us.
  it.each([
    ['manager', managerReviewAnswered, '/management/managers/'],
    ['company', companyReviewAnswered, '/companies/'],
  ])(
    'points at the configured public origin whatever Host the %s response came with',
    async (_kind, answering, page) => {
      const a = await answering();
      const forged = `http://phish.example/${a.base.slice(1)}/${a.reviewId}/response`;
      const res = await t.app.request(forged, {
        method: 'PUT',
        headers: {
          Host: 'phish.example',
          'X-Forwarded-Host': 'phish.example',
          'X-Forwarded-For': '198.51.100.7',
          Authorization: `Bearer ${a.responder.idToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ text: 'Thank you for the review.' }),
      });
      expect(res.status).toBe(201);
      const [mail] = await t.mails(a.reviewer.email);
      expect(mail?.text).not.toContain('phish.example');
      expect(mail?.text).toContain(`Read it here: ${DEFAULT_PUBLIC_ORIGIN}${page}`);
    },
  );

  it('uses PUBLIC_ORIGIN when one is configured', async () => {
    const configured = await createTestApp({ publicOrigin: 'https://ratings.example.org' });
    try {
      const w = await claimWorld(configured);
      const responder = await claimByCode(configured, w);
      const reviewer = await createAccount();
      const review = await expectStatus(await submitReview(configured, reviewer, w.manager._id), 201);
      const res = await configured.app.request(
        `http://phish.example/api/manager-reviews/${review._id}/response`,
        {
          method: 'PUT',
          headers: {
            Host: 'phish.example',
            'X-Forwarded-For': '198.51.100.7',
            Authorization: `Bearer ${responder.idToken}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ text: 'Thank you.' }),
        },
      );
      expect(res.status).toBe(201);
      const [mail] = await configured.mails(reviewer.email);
      expect(mail?.text).toContain('Read it here: https://ratings.example.org/management/managers/');
    } finally {
      await configured.close();
    }
  });
});
