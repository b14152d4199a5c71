import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LogoutButton } from '@/components/session-actions/logout-button';
import { useSessionStore } from '@/features/auth/session-store';
import { draftStorageKey, writeDraft } from '@/lib/offline/draft-storage';
import { useDraft } from '@/lib/offline/use-draft';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { testUser } from '@/testing/render-app';

vi.mock('@/features/auth/sign-out', () => ({ signOut: vi.fn(() => Promise.resolve()) }));
const { signOut } = await import('@/features/auth/sign-out');

/** A form with an autosaved draft, as the review forms have. */
function Form() {
  const draft = useDraft('review-response:r1', '', { uid: testUser.uid });
  return (
    <label>
      Response
      <textarea value={draft.value} onChange={(event) => draft.setValue(event.target.value)} />
    </label>
  );
}

beforeAll(polyfillDialog);
afterEach(() => {
  localStorage.clear();
  vi.mocked(signOut).mockClear();
});

describe('Logout right after typing', () => {
  it('asks before deleting words typed a moment ago (their draft not saved yet)', async () => {
    useSessionStore.setState({ status: 'signed-in', user: testUser });
    const user = userEvent.setup();
    render(
      <>
        <Form />
        <LogoutButton />
      </>,
    );
    await user.type(screen.getByLabelText('Response'), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Sign out and delete your unfinished draft?' }),
    ).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('names a report, a contact message or a claim being written among what signing out deletes, not only reviews and responses', async () => {
    useSessionStore.setState({ status: 'signed-in', user: testUser });
    writeDraft(draftStorageKey('report:manager:r1', testUser.uid), { reason: 'other', details: 'Names her' });
    const user = userEvent.setup();
    render(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Sign out and delete your unfinished draft?',
    });
    expect(question.textContent).toMatch(
      /a review, a response, a report, a message to us or a claim’s evidence/,
    );
  });
});
