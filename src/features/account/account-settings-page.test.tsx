import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
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
vi.mock('@/lib/offline/personal-data', () => ({ clearPersonalOfflineData: vi.fn(async () => {}) }));
const { clearPersonalOfflineData } = await import('@/lib/offline/personal-data');

const profile = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  totalReviews: 2,
  tokens: 0,
  createdAt: '2026-11-22T12:00:00.000Z',
};

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderSettings(routes: Parameters<typeof routeFetch>[1] = {}) {
  const rendered = renderApp('/account-settings', { session: 'signed-in' });
  const calls = routeFetch(rendered.fetchMock, { 'GET /api/user/profile': { body: profile }, ...routes });
  return { ...rendered, calls };
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('/account-settings', () => {
  beforeEach(() => {
    clearToasts();
    firebase.auth.signOut.mockReset().mockResolvedValue(undefined);
    firebase.signInWithEmailAndPassword.mockReset().mockResolvedValue({ user: { uid: 'u1' } });
  });

  it('shows Profile Info, Your Activity, Security and Danger Zone from the profile', async () => {
    renderSettings();
    expect(await screen.findByText('Loading your profile...')).toBeTruthy();
    await screen.findByRole('region', { name: 'Profile Info' });

    const info = within(section('Profile Info'));
    expect(info.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Lovelace');
    const email = info.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('ada@example.com');
    expect(email.disabled).toBe(true);
    expect(info.getByText('November 22, 2026')).toBeTruthy();

    const activity = within(section('Your Activity'));
    expect(activity.getByText('2')).toBeTruthy();
    expect(activity.getByRole('link', { name: 'My reviews' }).getAttribute('href')).toBe('/my-reviews');
    expect(activity.getByRole('link', { name: 'Saved interviewers' }).getAttribute('href')).toBe('/saved');

    expect(within(section('Security')).getByRole('button', { name: 'Update Password' })).toBeTruthy();
    expect(within(section('Danger Zone')).getByRole('button', { name: 'Delete Account' })).toBeTruthy();
  });

  it('saves a new name with PATCH /api/user/profile', async () => {
    const { user, calls } = renderSettings({
      'PATCH /api/user/profile': ({ body }) => ({ body: { ...profile, ...(body as object) } }),
    });
    const name = await screen.findByLabelText('Name');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));

    await user.type(name, '  Ada King ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your name has been updated.')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ name: 'Ada King' });
    expect(patch?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada King');
  });

  it('changes the password through the API, then signs in again with it', async () => {
    const { user, calls } = renderSettings({
      'POST /api/user/password': { body: { message: 'Your password has been changed.' } },
    });
    const security = within(await screen.findByRole('region', { name: 'Security' }));

    await user.type(security.getByLabelText('New password'), 'brand-new-pass');
    await user.type(security.getByLabelText('Confirm new password'), 'brand-new-typo');
    await user.click(security.getByRole('button', { name: 'Update Password' }));
    expect(security.getByText('Passwords do not match.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/user/password')).toBe(false);

    await user.clear(security.getByLabelText('Confirm new password'));
    await user.type(security.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(security.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/user/password')?.body).toEqual({
      newPassword: 'brand-new-pass',
    });
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      'ada@example.com',
      'brand-new-pass',
    );
    expect(security.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });

  it('shows the server message when the password change is refused', async () => {
    const { user } = renderSettings({
      'POST /api/user/password': {
        status: 400,
        body: { message: 'newPassword must be at most 128 characters.', code: 'invalid_request' },
      },
    });
    const security = within(await screen.findByRole('region', { name: 'Security' }));
    await user.type(security.getByLabelText('New password'), 'long-enough');
    await user.type(security.getByLabelText('Confirm new password'), 'long-enough');
    await user.click(security.getByRole('button', { name: 'Update Password' }));
    expect(await security.findByText('newPassword must be at most 128 characters.')).toBeTruthy();
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('deletes the account after a confirmation that says it is irreversible, then signs out and goes to /', async () => {
    const { user, calls, currentPath } = renderSettings({
      'DELETE /api/user/account': { body: { message: 'Your account has been deleted.' } },
    });
    const trigger = await within(await screen.findByRole('region', { name: 'Danger Zone' })).findByRole(
      'button',
      { name: 'Delete Account' },
    );

    // Cancel first: nothing happens and focus goes back.
    await user.click(trigger);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toMatch(/irreversible/i);
    expect(dialog.textContent).toMatch(/reviews/);
    expect(dialog.textContent).toMatch(/votes/);
    expect(dialog.textContent).toMatch(/saved interviewers/);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(trigger);
    dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/user/account');
    expect(firebase.auth.signOut).toHaveBeenCalledTimes(1);
    // Nothing of the deleted account stays on the device: cached pages, drafts, queued reviews.
    await waitFor(() =>
      expect(clearPersonalOfflineData).toHaveBeenCalledWith('u1', { accountDeleted: true }),
    );
    expect(screen.getByText('Your account has been deleted.')).toBeTruthy();
  });

  it('says deletion is in progress when the server continues it in the background (202), and signs out', async () => {
    const { user, currentPath } = renderSettings({
      'DELETE /api/user/account': {
        status: 202,
        body: { message: 'Your account has been signed out and is being deleted.', status: 'in-progress' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(firebase.auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Your account is being deleted\. You have been signed out/)).toBeTruthy();
  });

  it('keeps the dialog open and says why when deletion fails', async () => {
    const { user, currentPath } = renderSettings({
      'DELETE /api/user/account': {
        status: 500,
        body: { message: 'Something went wrong. Please try again.', code: 'internal' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(currentPath()).toBe('/account-settings');
    expect(firebase.auth.signOut).not.toHaveBeenCalled();
  });
});
