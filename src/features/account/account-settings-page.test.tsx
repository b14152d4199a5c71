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
    // The email is shown, and only the name can be edited.
    expect(info.getByText('ada@example.com')).toBeTruthy();
    expect(info.getAllByRole('textbox').map((box) => box.getAttribute('id'))).toEqual(['settings-name']);
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
    expect(security.getByText('Enter your current password.')).toBeTruthy();
    expect(security.getByText('Passwords do not match.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(security.getByLabelText('Current password')));
    expect(calls.some((call) => call.path === '/api/user/password')).toBe(false);

    await user.type(security.getByLabelText('Current password'), 'the-old-pass');

    await user.clear(security.getByLabelText('Confirm new password'));
    await user.type(security.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(security.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/user/password')?.body).toEqual({
      currentPassword: 'the-old-pass',
      newPassword: 'brand-new-pass',
    });
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      'ada@example.com',
      'brand-new-pass',
    );
    // Done: no password is left in the form.
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(security.getByLabelText<HTMLInputElement>(label).value, label).toBe('');
    }
  });

  it('has the autofill hints password managers need', async () => {
    renderSettings();
    const security = within(await screen.findByRole('region', { name: 'Security' }));
    expect(security.getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(security.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(security.getByLabelText('Confirm new password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows a wrong current password at its field and keeps everything typed', async () => {
    const { user } = renderSettings({
      'POST /api/user/password': {
        status: 403,
        body: { message: 'Your current password is not correct.', code: 'wrong_password' },
      },
    });
    const security = within(await screen.findByRole('region', { name: 'Security' }));
    await user.type(security.getByLabelText('Current password'), 'a-wrong-guess');
    await user.type(security.getByLabelText('New password'), 'brand-new-pass');
    await user.type(security.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(security.getByRole('button', { name: 'Update Password' }));

    const current = security.getByLabelText<HTMLInputElement>('Current password');
    const message = await security.findByText('Your current password is not correct.');
    // In place: read with the field, which is marked invalid and focused.
    expect(current.getAttribute('aria-describedby')).toContain(message.id);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.value).toBe('a-wrong-guess');
    expect(security.getByLabelText<HTMLInputElement>('New password').value).toBe('brand-new-pass');
    expect(security.getByLabelText<HTMLInputElement>('Confirm new password').value).toBe('brand-new-pass');
    expect(security.queryByRole('alert')).toBeNull();
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows the server message when the password change is refused', async () => {
    const { user } = renderSettings({
      'POST /api/user/password': {
        status: 400,
        body: { message: 'newPassword must be at most 128 characters.', code: 'invalid_request' },
      },
    });
    const security = within(await screen.findByRole('region', { name: 'Security' }));
    await user.type(security.getByLabelText('Current password'), 'the-old-pass');
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
    // What the server does (review-departures.ts), said before the password is asked.
    expect(dialog.textContent).toMatch(
      /What others can see \(published reviews, votes, responses, a claim\)\s+leaves the site one by one within a day/,
    );
    expect(dialog.textContent).toMatch(/reviews/);
    expect(dialog.textContent).toMatch(/votes/);
    expect(dialog.textContent).toMatch(/saved interviewers/);
    // A claimed profile (the server's claim and response erasers): the claim and the responses go,
    // the profile and its reviews stay, free to be claimed again.
    expect(dialog.textContent).toMatch(/manager profile or company you claimed, with the public responses/);
    expect(dialog.textContent).toMatch(/stays on the site with its reviews.*until someone claims it again/);
    // The password first: nothing can be deleted before it is typed.
    const password = within(dialog).getByLabelText<HTMLInputElement>('Current password');
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await user.type(password, 'typed-then-cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(trigger);
    dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    // Cancelled means forgotten: no password waits in the dialog.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Enter your current password.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.type(within(dialog).getByLabelText('Current password'), 'the-password{Enter}');

    await waitFor(() => expect(currentPath()).toBe('/'));
    const deletion = calls.find((call) => call.method === 'DELETE');
    expect(deletion?.path).toBe('/api/user/account');
    expect(deletion?.body).toEqual({ currentPassword: 'the-password' });
    expect(firebase.auth.signOut).toHaveBeenCalledTimes(1);
    // Nothing of the deleted account stays on the device: cached pages, drafts, queued reviews.
    await waitFor(() =>
      expect(clearPersonalOfflineData).toHaveBeenCalledWith('u1', { accountDeleted: true }),
    );
    expect(screen.getByText('Your account has been deleted.')).toBeTruthy();
  });

  it('says deletion is in progress when the server continues it in the background (202), in its words, and signs out', async () => {
    const { user, currentPath } = renderSettings({
      'DELETE /api/user/account': {
        status: 202,
        body: {
          message:
            'Your account has been signed out and is being deleted. Your published reviews leave the site one by one within a day.',
          status: 'in-progress',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Current password'), 'the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(firebase.auth.signOut).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(/Your published reviews leave the site one by one within a day\./),
    ).toBeTruthy();
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
    await user.type(within(dialog).getByLabelText('Current password'), 'the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(currentPath()).toBe('/account-settings');
    expect(firebase.auth.signOut).not.toHaveBeenCalled();
  });

  it('shows a wrong password in the dialog at its field, keeps it open and deletes nothing', async () => {
    const { user, currentPath } = renderSettings({
      'DELETE /api/user/account': {
        status: 403,
        body: { message: 'Your current password is not correct.', code: 'wrong_password' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog');
    const password = within(dialog).getByLabelText<HTMLInputElement>('Current password');
    await user.type(password, 'a-wrong-guess');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const message = await within(dialog).findByText('Your current password is not correct.');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.value).toBe('a-wrong-guess');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(currentPath()).toBe('/account-settings');
    expect(firebase.auth.signOut).not.toHaveBeenCalled();
  });
});
