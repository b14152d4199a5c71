import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { visibleText, wholeText } from '@/testing/visible-text';

async function fill(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Hello');
  await user.type(screen.getByLabelText('Message'), 'A question.');
}

const fieldValue = (label: string) =>
  (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

beforeEach(() => localStorage.clear());

describe('/contact', () => {
  it('has the heading and four required fields; an email field of type email; the message 5 rows', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'We’d love to hear from you' })).toBeTruthy();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label).hasAttribute('required')).toBe(true);
    }
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('5');
  });

  it('asks for every field before sending', async () => {
    const { user, calls } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Enter your message.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(document.activeElement?.id).toBe('contact-name');
  });

  it("sends it, says '✅ Message sent successfully!' and clears the fields", async () => {
    let sent: unknown;
    const { user, calls } = renderApp('/contact', {
      api: {
        'POST /api/contact': ({ body }) => {
          sent = body;
          return { status: 201, body: { message: 'Message sent successfully!' } };
        },
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const done = await screen.findByText(wholeText('✅ Message sent successfully!'));
    expect(visibleText(done)).toBe('Message sent successfully!');
    expect(done.querySelector('svg[data-icon="check"]')).not.toBeNull();
    expect(sent).toEqual({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question.' });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("says '❌ Failed to send message. Please try again.' and keeps the fields", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderApp('/contact', { api: { 'POST /api/contact': { status: 500 } } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const failed = await screen.findByText(wholeText('❌ Failed to send message. Please try again.'));
    expect(visibleText(failed)).toBe('Failed to send message. Please try again.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('sends the same message again, after a 5xx and a reload, under the first key: the server answers with the first send', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const keys: (string | null)[] = [];
    const api = {
      // The first send is stored, then its answer is lost as a 503; a second send is answered.
      'POST /api/contact': ({ headers }: { headers: Headers }) => {
        keys.push(headers.get('Idempotency-Key'));
        return keys.length === 1
          ? { status: 503, body: { message: 'Service unavailable', code: 'unavailable' } }
          : { status: 201, body: { message: 'Message sent successfully!' } };
      },
    };
    const first = renderApp('/contact', { api });
    await fill(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(wholeText('❌ Failed to send message. Please try again.'));
    first.unmount();
    // A visitor's send's key is kept as their words are: for this tab's session, not on the device.
    const attemptKeys = (store: Storage) =>
      Object.keys(store).filter((key) => key.startsWith('rmi-attempt:'));
    expect(attemptKeys(localStorage)).toEqual([]);
    expect(attemptKeys(sessionStorage)).toHaveLength(1);

    // Reloaded, the draft has the words back, and the user sends them again.
    const second = renderApp('/contact', { api });
    expect(await screen.findByText('Draft restored.', { exact: false })).toBeTruthy();
    expect(fieldValue('Message')).toBe('A question.');
    await second.user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(wholeText('✅ Message sent successfully!'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);

    // Answered, the key is done with: the same words sent once more are a new message.
    await fill(second.user);
    await second.user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('keeps what was typed as a draft: left and opened again, all four fields are back; a sent message is forgotten', async () => {
    const long = ` ${'More words. '.repeat(400)}`.trimEnd();
    const first = renderApp('/contact', {
      api: { 'POST /api/contact': { status: 201, body: { message: 'Message sent successfully!' } } },
    });
    await fill(first.user);
    await first.user.click(screen.getByLabelText('Message'));
    await first.user.paste(long);
    first.unmount(); // an accidental navigation, a reload or a closed tab

    const second = renderApp('/contact', {
      api: { 'POST /api/contact': { status: 201, body: { message: 'Message sent successfully!' } } },
    });
    expect(await screen.findByText(wholeText('Draft restored. Discard draft'))).toBeTruthy();
    expect(fieldValue('Name')).toBe('Ada');
    expect(fieldValue('Email')).toBe('ada@example.com');
    expect(fieldValue('Subject')).toBe('Hello');
    expect(fieldValue('Message')).toBe(`A question.${long}`);

    await second.user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(wholeText('✅ Message sent successfully!'));
    second.unmount();

    renderApp('/contact');
    await screen.findByLabelText('Message');
    expect(fieldValue('Message')).toBe('');
    expect(fieldValue('Name')).toBe('');
    expect(screen.queryByText('Draft restored.', { exact: false })).toBeNull();
  });

  it("keeps a visitor's draft for this tab's session only: a reload has it, the next person at the computer does not", async () => {
    const first = renderApp('/contact');
    await fill(first.user);
    first.unmount(); // the draft is saved when the form closes

    // Nothing of it is left on the device, where a shared or library computer keeps it for the next person.
    expect(JSON.stringify({ ...localStorage })).not.toContain('ada@example.com');
    expect(JSON.stringify({ ...sessionStorage })).toContain('ada@example.com');

    // A reload (or a slow network's retry) in the same tab: the words are back.
    const reloaded = renderApp('/contact');
    expect(await screen.findByText(wholeText('Draft restored. Discard draft'))).toBeTruthy();
    expect(fieldValue('Email')).toBe('ada@example.com');
    expect(fieldValue('Message')).toBe('A question.');
    reloaded.unmount();

    // The tab or the browser closed: the next visitor's /contact is empty.
    sessionStorage.clear();
    renderApp('/contact');
    await screen.findByLabelText('Message');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(fieldValue(label)).toBe('');
    expect(screen.queryByText('Draft restored.', { exact: false })).toBeNull();
  });

  it('a visitor who signs in mid-way finds what they typed, kept for their account from then on', async () => {
    const visitor = renderApp('/contact');
    await fill(visitor.user);
    visitor.unmount(); // off to /signin

    const api = { 'GET /api/manager-claims/mine': { body: { claims: [] } } };
    const signedIn = renderApp('/contact', { session: 'signed-in', api });
    expect(await screen.findByText(wholeText('Draft restored. Discard draft'))).toBeTruthy();
    expect(fieldValue('Name')).toBe('Ada');
    expect(fieldValue('Message')).toBe('A question.');
    signedIn.unmount();

    // Now the account's draft, as a signed-in user's are: it outlives the tab, until sign-out.
    sessionStorage.clear();
    renderApp('/contact', { session: 'signed-in', api });
    expect(await screen.findByText(wholeText('Draft restored. Discard draft'))).toBeTruthy();
    expect(fieldValue('Message')).toBe('A question.');
  });

  it("keeps a signed-in user's draft for that account only, and Discard draft empties the form", async () => {
    const api = { 'GET /api/manager-claims/mine': { body: { claims: [] } } };
    const mine = renderApp('/contact', { session: 'signed-in', api });
    await fill(mine.user);
    mine.unmount();

    const visitor = renderApp('/contact');
    await screen.findByLabelText('Message');
    expect(fieldValue('Message')).toBe('');
    visitor.unmount();

    const again = renderApp('/contact', { session: 'signed-in', api });
    expect(await screen.findByText(wholeText('Draft restored. Discard draft'))).toBeTruthy();
    expect(fieldValue('Message')).toBe('A question.');
    await again.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(fieldValue('Message')).toBe('');
    expect(screen.getByText(wholeText('Draft discarded. Undo'))).toBeTruthy();
  });
});
