import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { routeFetch } from '@/testing/fetch-routes';
import { renderApp } from '@/testing/render-app';

const REGISTERED =
  'Registration successful. We sent a 6-digit code to your email address: enter it to verify your account.';

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const valid = { Name: 'Ada Lovelace', Email: 'ada@example.com', Password: 'analytical-engine' };

describe('/register', () => {
  beforeEach(() => {
    clearToasts();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requires name, email and password, and checks the password length', async () => {
    const { user, fetchMock } = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    fetchMock.mockClear();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter a password.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));

    await fill(user, { Name: 'Ada', Email: 'ada@example.com', Password: 'short' });
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain('register-password-error');
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on 201 says once that the account exists and where the code went, stores pendingEmail, offers /verifyotp, and goes there after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, fetchMock, currentPath } = renderApp('/register');
    const calls = routeFetch(fetchMock, {
      'POST /api/auth/rmi/register': { status: 201, body: { message: REGISTERED } },
    });

    await fill(user, valid);

    const done = await screen.findByText('Account created.');
    expect(done.closest('p')?.textContent).toBe(
      'Account created. We sent a 6-digit code to ada@example.com.',
    );
    await waitFor(() => expect(document.activeElement?.contains(done)).toBe(true));
    // Said once: no toast repeating the server's "Registration successful" beside it.
    expect(screen.queryByText(/Registration successful/)).toBeNull();
    expect(screen.queryAllByText(/6-digit code/)).toHaveLength(1);
    expect(calls.at(-1)?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
    expect(window.localStorage.getItem('pendingEmail')).toBe('ada@example.com');
    expect(screen.getByRole('link', { name: 'Enter your code now' }).getAttribute('href')).toBe('/verifyotp');

    vi.advanceTimersByTime(1700);
    expect(currentPath()).toBe('/register');
    vi.advanceTimersByTime(400);
    // The code screen, not /signin: until the code is entered the password is not the account's, so
    // signing in would be refused as a wrong password.
    await waitFor(() => expect(currentPath()).toBe('/verifyotp'));
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('ada@example.com');
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    // The password typed here is remembered for the code: none is asked for again.
    expect(screen.queryByLabelText('Choose a password')).toBeNull();
  });

  it('shows the server validation message on 400', async () => {
    const { user, fetchMock, currentPath } = renderApp('/register');
    routeFetch(fetchMock, {
      'POST /api/auth/rmi/register': {
        status: 400,
        body: { message: 'email must be a valid email address.', code: 'invalid_request' },
      },
    });
    await fill(user, valid);
    const message = await screen.findByText('email must be a valid email address.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(message.closest('[role="alert"]')));
    expect(currentPath()).toBe('/register');
    expect(window.localStorage.getItem('pendingEmail')).toBeNull();
  });

  it('says "Unexpected response. Please try again." for other statuses', async () => {
    const { user, fetchMock } = renderApp('/register');
    routeFetch(fetchMock, {
      'POST /api/auth/rmi/register': {
        status: 500,
        body: { message: 'Something went wrong. Please try again.', code: 'internal' },
      },
    });
    await fill(user, valid);
    expect(await screen.findByText('Unexpected response. Please try again.')).toBeTruthy();
  });
});
