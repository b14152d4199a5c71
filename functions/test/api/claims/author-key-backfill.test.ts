// The backfill of author-key records (npm run author-keys:backfill, issue 17 item 3): a review written
// before records existed gets its author told of a response once the backfill ran; the backfill walks
// every Auth account through the real emulator's paged listUsers and is idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import { backfillAuthorKeyRecords } from '../../../src/domain/accounts/author-key-backfill.ts';
import { AUTHOR_KEY_RECORDS, uidOfAuthor } from '../../../src/domain/accounts/author-key-records.ts';
import { accountUidPages } from '../../../src/identity/account-pages.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { submitReview } from '../managers/support.ts';
import { claimByCode, claimWorld, expectStatus } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const secret = () => t.deps.secrets.authorKey;
const backfill = (pageSize?: number) =>
  backfillAuthorKeyRecords(t.deps.store, secret(), accountUidPages(t.deps.users, pageSize));

/** A claimed profile and a review of it whose author has no record (written before records existed). */
async function oldReview() {
  const w = await claimWorld(t);
  const claimant = await claimByCode(t, w);
  const reviewer = await createAccount();
  const review = await expectStatus(await submitReview(t, reviewer, w.manager._id), 201);
  const key = authorKey(reviewer.uid, secret());
  await t.deps.store.runTransaction(async (tx) => {
    tx.delete(AUTHOR_KEY_RECORDS, key);
  });
  return { claimant, reviewer, reviewId: review._id as string, key };
}

const respond = (account: TestAccount, reviewId: string, text: string) =>
  t.request('PUT', `/api/manager-reviews/${reviewId}/response`, { token: account.idToken, body: { text } });

describe('author-key backfill', () => {
  it('after the backfill, the author of a review written before records existed is mailed once its response is published', async () => {
    const w = await oldReview();
    const report = await backfill();
    expect(report.written).toBeGreaterThanOrEqual(1);
    expect(report.accounts).toBeGreaterThanOrEqual(report.written);
    // The record opens to the reviewer's account and to nothing else; sealed at rest.
    expect(await uidOfAuthor(t.deps.store, secret(), w.key)).toBe(w.reviewer.uid);
    expect(JSON.stringify(await t.deps.store.get(AUTHOR_KEY_RECORDS, w.key))).not.toContain(w.reviewer.uid);

    await expectStatus(await respond(w.claimant, w.reviewId, 'Thank you, we changed the rota.'), 201);
    const mails = await t.mails(w.reviewer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).not.toContain(w.claimant.email);
  });

  it('without the backfill the same review gets no mail (the case it exists for)', async () => {
    const w = await oldReview();
    await expectStatus(await respond(w.claimant, w.reviewId, 'Thanks.'), 201);
    expect(await t.mails(w.reviewer.email)).toHaveLength(0);
  });

  it('is idempotent: a second run writes nothing and leaves every record as it was', async () => {
    const w = await oldReview();
    await backfill();
    const before = await t.deps.store.get(AUTHOR_KEY_RECORDS, w.key);
    const again = await backfill();
    expect(again.written).toBe(0);
    expect(await t.deps.store.get(AUTHOR_KEY_RECORDS, w.key)).toEqual(before);
  });

  it('walks every account across pages, each once', async () => {
    const accounts = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const seen: string[] = [];
    let pages = 0;
    for await (const uids of accountUidPages(t.deps.users, 2)) {
      pages += 1;
      expect(uids.length).toBeLessThanOrEqual(2);
      seen.push(...uids);
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    for (const account of accounts) expect(seen).toContain(account.uid);
  });
});
