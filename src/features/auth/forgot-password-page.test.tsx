import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { routeFetch } from '@/testing/fetch-routes';
import { renderApp } from '@/testing/render-app';

const SENT = 'If an account exists for that email address, we sent it a 6-digit code to reset the password.';
const RESET = 'Your password has been reset. You can now sign in with your new password.';

describe('/forgot-password', () => {
  beforeEach(() => clearToasts());

  it('requests a code by email, then resets the password with it and goes to /signin', async () => {
    const { user, fetchMock, currentPath } = renderApp('/forgot-password');
    const calls = routeFetch(fetchMock, {
      'POST /api/auth/rmi/forgot-password': { body: { message: SENT } },
      'POST /api/auth/rmi/reset-password': { body: { message: RESET } },
    });

    await user.click(await screen.findByRole('button', { name: 'Send reset code' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Reset code')));

    await user.type(screen.getByLabelText('Reset code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(currentPath()).toBe('/signin'));
    expect(calls.at(-1)?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      newPassword: 'new-password-1',
    });
    expect(screen.getByText(RESET)).toBeTruthy();
  });

  it('shows why a reset failed', async () => {
    const { user, fetchMock, currentPath } = renderApp('/forgot-password');
    routeFetch(fetchMock, {
      'POST /api/auth/rmi/forgot-password': { body: { message: SENT } },
      'POST /api/auth/rmi/reset-password': {
        status: 400,
        body: { message: 'This code has expired. Please request a new code.', code: 'invalid_request' },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await user.type(await screen.findByLabelText('Reset code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const alert = (await screen.findByText('This code has expired. Please request a new code.')).closest(
      '[role="alert"]',
    );
    expect(alert).not.toBeNull();
    expect(currentPath()).toBe('/forgot-password');
    expect(screen.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeTruthy();
  });
});
