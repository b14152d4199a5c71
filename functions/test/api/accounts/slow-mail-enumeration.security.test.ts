// Forgot-password mails an existing account and nobody else, and resend-otp mails an account waiting for
// verification: inside the response floor, an SMTP send slower than the floor made those answers later
// than the others, so their time said that the address has an account. The answer now waits for a mail
// no longer than the floor; a mail still being sent finishes after it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Mail, Mailer } from '../../../src/mail/mailer.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';

/** A mailer whose sends finish only when the test releases them (an SMTP server slower than the floor). */
function slowMailer() {
  const sending: Mail[] = [];
  const sent: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mailer: Mailer = {
    async send(mail) {
      sending.push(mail);
      await released;
      sent.push(mail.to);
    },
  };
  return { mailer, sending, sent, release };
}

// Also with no floor (as the API tests run): the answer never waits for the mail, whatever the floor.
describe.each([50, 0])('a mail slower than the response floor (%i ms)', (floor) => {
  let t: TestApp;
  let slow: ReturnType<typeof slowMailer>;
  let owner: TestAccount;
  beforeAll(async () => {
    slow = slowMailer();
    t = await createTestApp({ authResponseFloorMs: floor, mail: slow.mailer });
    owner = await createAccount();
  });
  afterAll(() => t.close());

  const post = async (path: string, email: string) => {
    const res = await t.request('POST', path, { body: { email } });
    return { status: res.status, body: await json(res) };
  };

  test('forgot-password answers an existing account while its mail is still being sent, as it answers an unknown address', async () => {
    const known = await post('/auth/rmi/forgot-password', owner.email);
    // Answered, and the mail is under way, not sent.
    expect(slow.sending.map((m) => m.to)).toEqual([owner.email]);
    expect(slow.sent).toEqual([]);
    expect(known).toEqual(await post('/auth/rmi/forgot-password', uniqueEmail('nobody')));
  });

  test('resend-otp answers an account waiting for verification while its code is still being sent', async () => {
    const email = uniqueEmail('waiting');
    const registered = await t.request('POST', '/auth/rmi/register', {
      body: { name: 'Waiting', email, password: 'password one' },
    });
    expect(registered.status).toBe(201);
    // Past the one-minute cool-down of the registration's own mail.
    t.clock.advance(61_000);
    const known = await post('/auth/rmi/resend-otp', email);
    expect(slow.sending.filter((m) => m.to === email)).toHaveLength(2);
    expect(slow.sent).toEqual([]);
    expect(known).toEqual(await post('/auth/rmi/resend-otp', uniqueEmail('nobody')));
  });

  test('the mails still being sent when the answers left go out once the server has them', async () => {
    slow.release();
    await expect.poll(() => slow.sent.length).toBe(slow.sending.length);
    expect(slow.sent).toContain(owner.email);
  });
});
