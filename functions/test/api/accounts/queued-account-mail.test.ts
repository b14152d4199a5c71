// Account mails are queued before they are sent, so a code whose send failed, or never finished (a
// serverless instance gets no CPU after its answer), still reaches its owner: the drain that runs every
// minute sends what is left in the queue. The queue keeps no readable address or code.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  ACCOUNT_MAIL_POLICY,
  ACCOUNT_MAILS,
  queueAccountMail,
} from '../../../src/domain/accounts/account-mail-queue.ts';
import { CODE_TTL_MS } from '../../../src/domain/accounts/one-time-codes.ts';
import { accountMailsInFlight, sendPendingAccountMails } from '../../../src/http/account-mail-sender.ts';
import type { Mail, Mailer } from '../../../src/mail/mailer.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../support/test-app.ts';

/** A mailer the test steers: it fails while `failing`, and does not finish while `hanging` until `release`. */
function steeredMailer() {
  const state = { failing: false, hanging: false, tried: [] as Mail[], sent: [] as Mail[] };
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mailer: Mailer = {
    async send(mail) {
      state.tried.push(mail);
      if (state.hanging) return released;
      if (state.failing) throw Object.assign(new Error(`550 no such user ${mail.to}`), { code: 'EENVELOPE' });
      state.sent.push(mail);
    },
  };
  return { mailer, state, release: () => release() };
}

let t: TestApp;
let steered: ReturnType<typeof steeredMailer>;
beforeAll(async () => {
  steered = steeredMailer();
  t = await createTestApp({ mail: steered.mailer });
});
afterAll(() => t.close());
beforeEach(async () => {
  Object.assign(steered.state, { failing: false, hanging: false, tried: [], sent: [] });
  // Each case starts with an empty queue: what earlier cases left has lapsed.
  t.clock.advance(CODE_TTL_MS + 1);
  await sendPendingAccountMails(t.deps);
  steered.state.tried = [];
});

const queued = () => t.deps.store.query({ collection: ACCOUNT_MAILS });
/** Registers, then waits for the code's send after the answer to finish (or fail). */
const register = async (email: string) => {
  const answer = await t.request('POST', '/auth/rmi/register', {
    body: { name: 'Queued', email, password: 'password one' },
  });
  await accountMailsInFlight();
  return answer;
};
const codeIn = (mail: Mail | undefined) => /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
const verify = (email: string, otp: string) =>
  t.request('POST', '/auth/rmi/verify-otp', { body: { email, otp, password: 'password two' } });

describe('queued account mails', () => {
  test('a code whose send failed reaches its owner from the queue, and it works', async () => {
    steered.state.failing = true;
    const email = uniqueEmail('failed-send');
    expect((await register(email)).status).toBe(201);
    expect(steered.state.sent).toEqual([]);
    // Waiting in the queue, sealed: neither the address nor the code can be read there.
    const [record] = await queued();
    const code = codeIn(steered.state.tried[0]);
    expect(code).toBeDefined();
    expect(JSON.stringify(record?.data)).not.toContain(email);
    expect(JSON.stringify(record?.data)).not.toContain(code);
    // The failure was logged by its kind, never with the address.
    expect(JSON.stringify(t.logs)).not.toContain(email);

    steered.state.failing = false;
    await sendPendingAccountMails(t.deps);
    expect(steered.state.sent).toEqual([]); // not before the retry's wait
    t.clock.advance(ACCOUNT_MAIL_POLICY.retryMs);
    await sendPendingAccountMails(t.deps);
    expect(steered.state.sent.map((m) => m.to)).toEqual([email]);
    expect(codeIn(steered.state.sent[0])).toBe(code);
    expect(await queued()).toEqual([]);
    expect((await verify(email, code as string)).status).toBe(200);
  });

  test('a send that never finishes (no CPU after the answer) is sent again once its hold lapses, as the same message', async () => {
    const stalledMail = steeredMailer();
    const app = await createTestApp({ mail: stalledMail.mailer });
    try {
      stalledMail.state.hanging = true;
      const email = uniqueEmail('stalled-send');
      const answer = await app.request('POST', '/auth/rmi/register', {
        body: { name: 'Stalled', email, password: 'password one' },
      });
      expect(answer.status).toBe(201);
      await expect.poll(() => stalledMail.state.tried.length).toBe(1);
      const [stalled] = stalledMail.state.tried;
      stalledMail.state.hanging = false;
      await sendPendingAccountMails(app.deps);
      expect(stalledMail.state.sent).toEqual([]); // held by its sender
      app.clock.advance(ACCOUNT_MAIL_POLICY.leaseMs);
      await sendPendingAccountMails(app.deps);
      expect(stalledMail.state.sent.map((m) => m.to)).toEqual([email]);
      // One Message-ID for both sends: a mailbox keeps one of them.
      expect(stalledMail.state.sent[0]?.messageId).toBe(stalled?.messageId);
      expect(await app.deps.store.query({ collection: ACCOUNT_MAILS })).toEqual([]);
    } finally {
      stalledMail.release();
      await accountMailsInFlight();
      await app.close();
    }
  });

  test('a mail sent at once leaves nothing queued; two drains at once send a queued mail once', async () => {
    const email = uniqueEmail('sent-at-once');
    expect((await register(email)).status).toBe(201);
    expect(steered.state.sent.map((m) => m.to)).toEqual([email]);
    expect(await queued()).toEqual([]);

    steered.state.failing = true;
    const other = uniqueEmail('two-drains');
    await register(other);
    steered.state.failing = false;
    t.clock.advance(ACCOUNT_MAIL_POLICY.retryMs);
    await Promise.all([sendPendingAccountMails(t.deps), sendPendingAccountMails(t.deps)]);
    expect(steered.state.sent.filter((m) => m.to === other)).toHaveLength(1);
  });

  test('a sealed mail copied to another queue record does not open there: the copy is dropped unsent, the original sent once', async () => {
    // Whoever can write the store but lacks the server's secret cannot make the queue send a mail again
    // (before, the copy opened and the same code went out twice).
    steered.state.failing = true;
    const email = uniqueEmail('copied-record');
    await register(email);
    const code = codeIn(steered.state.tried[0]);
    const [original] = await queued();
    if (!original) throw new Error('no queued mail');
    await t.deps.store.runTransaction(async (tx) => {
      tx.create(ACCOUNT_MAILS, t.deps.store.newId(), original.data);
    });
    const logsBefore = t.logs.length;
    steered.state.failing = false;
    t.clock.advance(ACCOUNT_MAIL_POLICY.retryMs);
    await sendPendingAccountMails(t.deps);

    expect(steered.state.sent.map((m) => m.to)).toEqual([email]);
    expect(await queued()).toEqual([]);
    const logged = t.logs.slice(logsBefore);
    expect(logged.filter((line) => line.message.startsWith('account mail unreadable'))).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain(email);
    expect(JSON.stringify(logged)).not.toContain(code);
  });

  test('a mail sealed before records were bound (no authenticated id) is dropped unsent', async () => {
    const email = uniqueEmail('old-format');
    const mail: Mail = { to: email, subject: 'Your code', text: 'Your code is 123456.' };
    // The format queued before the record id was bound to it: the same key, no authenticated data.
    const iv = randomBytes(12);
    const key = createHash('sha256').update(`queued-mail\n${t.deps.secrets.codes}`).digest();
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    await queueAccountMail(t.deps.store, t.deps.store.newId(), { sealed, kind: 'code' }, t.clock.now());
    t.clock.advance(ACCOUNT_MAIL_POLICY.leaseMs);
    await sendPendingAccountMails(t.deps);

    expect(steered.state.tried).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  test('a mail older than its code is dropped unsent, and one that keeps failing is given up', async () => {
    steered.state.failing = true;
    const lapsed = uniqueEmail('lapsed');
    await register(lapsed);
    steered.state.failing = false;
    t.clock.advance(CODE_TTL_MS);
    await sendPendingAccountMails(t.deps);
    expect(steered.state.sent).toEqual([]);
    expect(await queued()).toEqual([]);

    steered.state.failing = true;
    const failing = uniqueEmail('keeps-failing');
    await register(failing);
    for (let round = 1; round < ACCOUNT_MAIL_POLICY.maxAttempts; round += 1) {
      t.clock.advance(ACCOUNT_MAIL_POLICY.retryMs);
      await sendPendingAccountMails(t.deps);
    }
    expect(steered.state.tried.filter((m) => m.to === failing)).toHaveLength(ACCOUNT_MAIL_POLICY.maxAttempts);
    expect(await queued()).toEqual([]);
    expect(t.logs.some((line) => line.message === 'account mail given up')).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain(failing);
  });
});
