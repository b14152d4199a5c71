import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { PENDING_EMAIL_KEPT_MS, setPendingEmail } from '@/features/auth/pending-email';
import { useSessionStore } from '@/features/auth/session-store';
import { routeFetch } from '@/testing/fetch-routes';
import { renderApp } from '@/testing/render-app';

const firebase = vi.hoisted(() => ({
  auth: { signOut: vi.fn() },
  signInWithEmailAndPassword: vi.fn(),
}));
vi.mock('@/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.resolve(firebase.auth),
  currentIdToken: () => Promise.resolve('test-token'),
}));
vi.mock('firebase/auth', () => ({ signInWithEmailAndPassword: firebase.signInWithEmailAndPassword }));

function verifiedUser(email: string) {
  return { user: { uid: 'u42', email, displayName: 'Ada', emailVerified: true } };
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/signin', () => {
  beforeEach(() => {
    clearToasts();
    window.localStorage.clear();
    firebase.auth.signOut.mockReset().mockResolvedValue(undefined);
    firebase.signInWithEmailAndPassword.mockReset();
  });

  it('requires email and password, ties the errors to the fields and focuses the first one', async () => {
    const { user } = renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter your email address.',
    );
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter your password.',
    );
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('rejects a malformed email before calling Firebase', async () => {
    const { user } = renderApp('/signin');
    await fillAndSubmit(user, 'not-an-email', 'secret123');
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('says the account is being deleted when Firebase Auth reports it disabled', async () => {
    firebase.signInWithEmailAndPassword.mockRejectedValue({ code: 'auth/user-disabled' });
    const { user, currentPath } = renderApp('/signin');
    await fillAndSubmit(user, 'ada@example.com', 'right-password');
    expect(await screen.findByText(/This account is being deleted and can no longer be used/)).toBeTruthy();
    expect(currentPath()).toBe('/signin');
  });

  it('says "Invalid email or password. Please try again." on wrong credentials and focuses it', async () => {
    firebase.signInWithEmailAndPassword.mockRejectedValue({ code: 'auth/invalid-credential' });
    const { user, currentPath } = renderApp('/signin');

    await fillAndSubmit(user, 'ada@example.com', 'wrong-password');

    const alert = (await screen.findByText('Invalid email or password. Please try again.')).closest(
      '[role="alert"]',
    );
    expect(alert?.textContent).toBe('Invalid email or password. Please try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      'ada@example.com',
      'wrong-password',
    );
    expect(currentPath()).toBe('/signin');
  });

  it('signs in through the Firebase SDK, says "Login successful" and goes to /', async () => {
    firebase.signInWithEmailAndPassword.mockResolvedValue(verifiedUser('ada@example.com'));
    const { user, currentPath } = renderApp('/signin');

    await fillAndSubmit(user, '  ada@example.com ', 'correct-horse');

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(
      within(screen.getAllByRole('status')[0] as HTMLElement).queryByText('Login successful'),
    ).toBeTruthy();
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      'ada@example.com',
      'correct-horse',
    );
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', user: { uid: 'u42' } });
  });

  it('sends an unverified account to /verifyotp, signed out, with its email and a notice', async () => {
    firebase.signInWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'u7', email: 'new@example.com', displayName: 'New', emailVerified: false },
    });
    const { user, currentPath } = renderApp('/signin');

    await fillAndSubmit(user, 'new@example.com', 'password123');

    await waitFor(() => expect(currentPath()).toBe('/verifyotp'));
    expect(firebase.auth.signOut).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(window.localStorage.getItem('pendingEmail')).toBe('new@example.com');
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('new@example.com');
    expect(screen.getByText(/verify your email address before signing in/i)).toBeTruthy();
    expect(screen.queryByText('Login successful')).toBeNull();
  });

  it('redirects a signed-in user to /', async () => {
    const { currentPath } = renderApp('/signin', { session: 'signed-in' });
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('links to the forgot-password flow and to /register', async () => {
    const { user, currentPath } = renderApp('/signin');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/register',
    );
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(currentPath()).toBe('/forgot-password');
  });

  it('brings a visitor back to the login-required page they asked for', async () => {
    const { user, currentPath, fetchMock } = renderApp('/profile');
    routeFetch(fetchMock, {
      'GET /api/user/profile': {
        body: {
          id: 'u42',
          name: 'Ada',
          email: 'ada@example.com',
          totalReviews: 0,
          tokens: 0,
          createdAt: '2026-11-22T12:00:00.000Z',
        },
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/signin'));
    // Not "Welcome back" to someone on their way somewhere, who may have no account yet.
    expect(
      screen.getByText(
        'Sign in to carry on where you were. New here? Create an account below: it brings you back there too.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    firebase.signInWithEmailAndPassword.mockResolvedValue(verifiedUser('ada@example.com'));

    await fillAndSubmit(user, 'ada@example.com', 'correct-horse');

    await waitFor(() => expect(currentPath()).toBe('/profile'));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
  });

  it('offers the verification screen while an email is waiting for its code', async () => {
    window.localStorage.setItem('pendingEmail', 'waiting@example.com');
    renderApp('/signin');
    const link = await screen.findByRole('link', {
      name: /enter the code we emailed to waiting@example.com/i,
    });
    expect(link.getAttribute('href')).toBe('/verifyotp');
  });

  it("stops showing a waiting address 30 minutes after its last code: a shared computer's next user never sees it", async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      setPendingEmail('waiting@example.com');
      now.mockReturnValue(start + PENDING_EMAIL_KEPT_MS - 1000);
      const first = renderApp('/signin');
      await screen.findByRole('link', { name: /enter the code we emailed to waiting@example.com/i });
      first.unmount();

      now.mockReturnValue(start + PENDING_EMAIL_KEPT_MS + 1000);
      renderApp('/signin');
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      expect(screen.queryByText(/waiting@example.com/)).toBeNull();
      expect(window.localStorage.getItem('pendingEmail')).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('keeps offering it beside a refused sign-in: the password given at /register works only once verified', async () => {
    window.localStorage.setItem('pendingEmail', 'waiting@example.com');
    firebase.signInWithEmailAndPassword.mockRejectedValue({ code: 'auth/invalid-credential' });
    const { user } = renderApp('/signin');
    await fillAndSubmit(user, 'waiting@example.com', 'registered-password');
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeTruthy();
    const link = screen.getByRole('link', { name: /enter the code we emailed to waiting@example.com/i });
    expect(link.closest('p')?.textContent).toMatch(/password works once your email address is verified/);
  });
});
