// The reviewer's mail about a response is owed by the write that publishes the response and sent
// after the answer. Before, the answer waited for the reviewer's account look-up and the mail: it
// came back later when the reviewer's account still existed (a responder could time it), a slow
// mailer held the responder's request, and a mail that failed (or a process that died before it)
// was lost for good, the notice already marked as sent.
import { createTransport, type SendMailOptions } from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTICE_POLICY } from '../../../src/domain/responses/reviewer-notices.ts';
import { sendPendingReviewerNotices } from '../../../src/http/reviewer-notice.ts';
import type { Mail, Mailer } from '../../../src/mail/mailer.ts';
import { smtpMailer } from '../../../src/mail/smtp-mailer.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { submitReview } from '../managers/support.ts';
import { decide, FAKE_PROFANITY } from '../moderation/support.ts';
import { claimByCode, claimWorld, expectStatus } from './support.ts';

let t: TestApp;
let realMailer: Mailer;
beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
  realMailer = t.deps.mailer;
});
afterEach(() => {
  t.deps.mailer = realMailer;
});
afterAll(async () => {
  await t.close();
});

type Answering = { responder: TestAccount; reviewer: TestAccount; reviewId: string; moderator: TestAccount };

async function answering(): Promise<Answering> {
  const w = await claimWorld(t);
  const responder = await claimByCode(t, w);
  const reviewer = await createAccount();
  const review = await expectStatus(await submitReview(t, reviewer, w.manager._id), 201);
  return { responder, reviewer, reviewId: review._id as string, moderator: w.moderator };
}

const respond = (a: Answering, text: string) =>
  t.request('PUT', `/api/manager-reviews/${a.reviewId}/response`, {
    token: a.responder.idToken,
    body: { text },
  });

/**
 * A mailer whose first reviewer notice waits until released, then fails or goes through; other
 * mails, and later notices (another sender's), pass at once.
 */
function heldMailer() {
  let first = true;
  let release: (how: 'send' | 'fail') => void = () => {};
  const released = new Promise<'send' | 'fail'>((resolve) => {
    release = resolve;
  });
  const mailer: Mailer = {
    async send(mail: Mail) {
      if (!first || !/answered your review/.test(mail.subject)) return realMailer.send(mail);
      first = false;
      if ((await released) === 'fail') throw Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });
      return realMailer.send(mail);
    },
  };
  return { mailer, release: (how: 'send' | 'fail') => release(how), holding: () => !first };
}

/** Whether the answer came before `ms` passed (it never does if it waits on a held mailer). */
async function answeredWithin(res: Promise<Response>, ms: number): Promise<Response | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([res, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the answer to a response does not wait on the reviewer’s mail', () => {
  it('a response answers while the mailer is held; the mail then goes out exactly once', async () => {
    const a = await answering();
    const held = heldMailer();
    t.deps.mailer = held.mailer;
    const pending = respond(a, 'Thank you for the review.');
    const res = await answeredWithin(pending, 3_000);
    held.release('send');
    expect(res?.status).toBe(201);

    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
    // A drain after the lease finds nothing owed.
    t.clock.advance(NOTICE_POLICY.leaseMs + 1);
    await sendPendingReviewerNotices(t.deps);
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
  });

  it('a moderator’s approval answers while the mailer is held; the mail then goes out exactly once', async () => {
    const a = await answering();
    await expectStatus(await respond(a, FAKE_PROFANITY_TEXT), 201);
    expect(await t.mails(a.reviewer.email)).toHaveLength(0);
    const held = heldMailer();
    t.deps.mailer = held.mailer;
    const res = await answeredWithin(
      decide(t, a.moderator, 'approve', 'response' as never, a.reviewId),
      3_000,
    );
    held.release('send');
    expect(res?.status).toBe(200);

    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
    t.clock.advance(NOTICE_POLICY.leaseMs + 1);
    await sendPendingReviewerNotices(t.deps);
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
  });

  it('a mail that failed is sent later by the drain, once', async () => {
    const a = await answering();
    const held = heldMailer();
    t.deps.mailer = held.mailer;
    held.release('fail');
    await expectStatus(await respond(a, 'Thanks, noted.'), 201);
    expect(await t.mails(a.reviewer.email)).toHaveLength(0);
    expect(t.logs.some((l) => l.message.startsWith('reviewer notice not sent'))).toBe(true);

    // Not before its retry is due...
    await sendPendingReviewerNotices(t.deps);
    expect(await t.mails(a.reviewer.email)).toHaveLength(0);
    t.clock.advance(NOTICE_POLICY.retryMs + 1);
    await sendPendingReviewerNotices(t.deps);
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
    // ...and never again.
    t.clock.advance(NOTICE_POLICY.leaseMs + 1);
    await sendPendingReviewerNotices(t.deps);
    await respond(a, 'Thanks, noted (edited).');
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
  });

  it('a send that never finished (the process died) is sent by the drain once its lease ran out', async () => {
    const a = await answering();
    const held = heldMailer();
    t.deps.mailer = held.mailer;
    await expectStatus(await respond(a, 'Thank you.'), 201);
    // The held send holds the notice: a drain meanwhile does not send it a second time.
    // (The mailbox itself: t.mails would wait for the held send.)
    await vi.waitFor(() => expect(held.holding()).toBe(true));
    await sendPendingReviewerNotices(t.deps);
    expect(await t.deps.devMailbox?.list(a.reviewer.email)).toEqual([]);
    // The sender never comes back (its process died): once its lease ran out, a drain sends the mail.
    t.clock.advance(NOTICE_POLICY.leaseMs + 1);
    await sendPendingReviewerNotices(t.deps);
    expect(await t.deps.devMailbox?.list(a.reviewer.email)).toHaveLength(1);
    held.release('fail');
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
  });
});

describe('a notice sent twice is one message', () => {
  it('a send whose acknowledgement was lost is tried again with the same Message-ID, naming no review', async () => {
    // The mail left, but the mailer's answer never came (a timeout after the data, or a crash before
    // the notice was marked sent): the notice is sent again. Before, the two sends were two messages.
    const a = await answering();
    let lost = true;
    t.deps.mailer = {
      async send(mail: Mail) {
        await realMailer.send(mail);
        if (lost && /answered your review/.test(mail.subject)) {
          lost = false;
          throw Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });
        }
      },
    };
    await expectStatus(await respond(a, 'Thanks for writing.'), 201);
    expect(await t.mails(a.reviewer.email)).toHaveLength(1);
    t.clock.advance(NOTICE_POLICY.retryMs + 1);
    await sendPendingReviewerNotices(t.deps);
    const sent = await t.mails(a.reviewer.email);
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((m) => m.messageId);
    expect(first).toMatch(/^notice-[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(first).not.toContain(a.reviewId);

    // Another review's notice is another message.
    const b = await answering();
    t.deps.mailer = realMailer;
    await expectStatus(await respond(b, 'Thanks for writing.'), 201);
    const other = (await t.mails(b.reviewer.email)).map((m) => m.messageId);
    expect(other).toHaveLength(1);
    expect(other[0]).toMatch(/^notice-[0-9a-f]{32}$/);
    expect(other[0]).not.toBe(first);
  });

  it('the SMTP mailer sends it as the Message-ID header, at the sender’s domain', async () => {
    const sent: string[] = [];
    const mailer = smtpMailer(
      { url: 'smtp://unused', from: 'Rate My Interviewer <no-reply@mail.example.com>' },
      () => {
        const stream = createTransport({ streamTransport: true, buffer: true });
        return Object.assign(stream, {
          sendMail: async (options: SendMailOptions) => {
            const info = await createTransport({ streamTransport: true, buffer: true }).sendMail(options);
            sent.push(String(info.message));
            return info;
          },
        });
      },
    );
    const mail = { to: 'someone@example.com', subject: 'Hi', text: 'Hello.' };
    await mailer.send({ ...mail, messageId: 'notice-0123' });
    await mailer.send({ ...mail, messageId: 'notice-0123' });
    await mailer.send(mail);
    const ids = sent.map((raw) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim());
    expect(ids.slice(0, 2)).toEqual(['<notice-0123@mail.example.com>', '<notice-0123@mail.example.com>']);
    expect(ids[2]).toMatch(/^<.+@mail\.example\.com>$/);
    expect(ids[2]).not.toBe(ids[0]);
  });
});

const FAKE_PROFANITY_TEXT = 'Thanks for the frack review.';
