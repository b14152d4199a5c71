import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { chosenPasswordFor, forgetChosenPassword } from '@/features/auth/chosen-password';
import { routeFetch } from '@/testing/fetch-routes';
import { renderApp } from '@/testing/render-app';

const firebase = vi.hoisted(() => ({
  auth: { signOut: vi.fn() },
  signInWithEmailAndPassword: vi.fn(),
}));
vi.mock('@/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.resolve(firebase.auth),
  currentIdToken: () => Promise.resolve(null),
}));
vi.mock('firebase/auth', () => ({ signInWithEmailAndPassword: firebase.signInWithEmailAndPassword }));

const VERIFIED = 'Your email address is verified. You can now sign in.';
const REGISTERED = 'Registration successful. We sent a 6-digit code to your email address.';

describe('/verifyotp', () => {
  beforeEach(() => {
    clearToasts();
    window.localStorage.clear();
    forgetChosenPassword();
    firebase.signInWithEmailAndPassword
      .mockReset()
      .mockRejectedValue(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
  });

  it('prefills the stored pendingEmail and requires a 6-digit code', async () => {
    window.localStorage.setItem('pendingEmail', 'ada@example.com');
    const { user, fetchMock } = renderApp('/verifyotp');
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('ada@example.com');
    fetchMock.mockClear();

    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    const code = screen.getByLabelText('Verification code');
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));

    await user.type(code, '12a4');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(screen.getByText('The code is 6 digits, like 123456.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without the password from /register (reloaded, or opened from the mail) asks for one, with its rules', async () => {
    window.localStorage.setItem('pendingEmail', 'ada@example.com');
    const { user, fetchMock } = renderApp('/verifyotp');
    const calls = routeFetch(fetchMock, {});
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    const password = screen.getByLabelText('Choose a password');
    expect(screen.getByText('Enter a password.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));

    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(calls).toEqual([]);
  });

  it('sends the password given at /register, asks for none, and signs in with it', async () => {
    const { user, fetchMock, currentPath } = renderApp('/register');
    const calls = routeFetch(fetchMock, {
      'POST /api/auth/rmi/register': { status: 201, body: { message: REGISTERED } },
      'POST /api/auth/rmi/verify-otp': { body: { message: VERIFIED } },
    });
    firebase.signInWithEmailAndPassword.mockReset().mockResolvedValue({
      user: { uid: 'u42', email: 'ada@example.com', displayName: 'Ada', emailVerified: true },
    });
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // Kept in memory only: nothing of it in browser storage.
    for (const storage of [window.localStorage, window.sessionStorage]) {
      expect(JSON.stringify({ ...storage })).not.toContain('analytical-engine');
    }

    await user.click(await screen.findByRole('link', { name: 'Enter your code now' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    expect(screen.queryByLabelText('Choose a password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(calls.find((call) => call.path.endsWith('/verify-otp'))?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      password: 'analytical-engine',
      name: 'Ada',
    });
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      'ada@example.com',
      'analytical-engine',
    );
    expect(await screen.findByText('Your email address is verified, and you are signed in.')).toBeTruthy();
    // Register's toast asked for the code: answered, it no longer stands over the page beside this one.
    expect(screen.queryByText(REGISTERED)).toBeNull();
    // Used, so forgotten.
    expect(chosenPasswordFor('ada@example.com')).toBeNull();
  });

  it('on success shows the server message, clears pendingEmail and goes to /signin when signing in fails', async () => {
    window.localStorage.setItem('pendingEmail', 'ada@example.com');
    const { user, fetchMock, currentPath } = renderApp('/verifyotp');
    const calls = routeFetch(fetchMock, { 'POST /api/auth/rmi/verify-otp': { body: { message: VERIFIED } } });

    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Choose a password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    await waitFor(() => expect(currentPath()).toBe('/signin'));
    expect(calls.at(-1)?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      password: 'analytical-engine',
    });
    expect(screen.getByText(VERIFIED).closest('[role="status"]')).not.toBeNull();
    expect(window.localStorage.getItem('pendingEmail')).toBeNull();
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('ada@example.com');
  });

  it('says "OTP verification failed" with the server reason', async () => {
    const { user, fetchMock, currentPath } = renderApp('/verifyotp');
    routeFetch(fetchMock, {
      'POST /api/auth/rmi/verify-otp': {
        status: 400,
        body: { message: 'The code is incorrect. 4 tries left.', code: 'invalid_request' },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.type(screen.getByLabelText('Choose a password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    const alert = (await screen.findByText('OTP verification failed')).closest('[role="alert"]');
    expect(alert?.textContent).toContain('The code is incorrect. 4 tries left.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(currentPath()).toBe('/verifyotp');
  });

  it('resends a code and then waits out the cool-down', async () => {
    const { user, fetchMock } = renderApp('/verifyotp');
    const calls = routeFetch(fetchMock, {
      'POST /api/auth/rmi/resend-otp': { body: { message: 'We sent a new code.' } },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('We sent a new code.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@example.com' });
    const button = screen.getByRole('button', { name: /^Resend code in (59|60) s$/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(calls.filter((call) => call.path.endsWith('/resend-otp'))).toHaveLength(1);
    expect(window.localStorage.getItem('pendingEmail')).toBe('ada@example.com');
  });

  it('shows the remaining seconds from Retry-After when the server says to wait', async () => {
    window.localStorage.setItem('pendingEmail', 'ada@example.com');
    const { user, fetchMock } = renderApp('/verifyotp');
    routeFetch(fetchMock, {
      'POST /api/auth/rmi/resend-otp': {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { message: 'Please wait 42 seconds before requesting another code.', code: 'rate_limited' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('Please wait 42 seconds before requesting another code.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Resend code in (41|42) s$/ })).toBeTruthy();
  });

  it('asks for the email before resending', async () => {
    const { user, fetchMock } = renderApp('/verifyotp');
    const calls = routeFetch(fetchMock, {});
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
