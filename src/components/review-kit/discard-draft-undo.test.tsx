// Discard draft empties a form in one tap: every form says "Draft discarded." with Undo, which puts the
// words back in the form and in storage (DraftRestoredNote, useDraft's discard).
import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

beforeAll(polyfillDialog);
beforeEach(() => {
  clearToasts();
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const stored = (key: string) => window.localStorage.getItem(`rmi-draft:u1:${key}`);

function saveDraft(key: string, value: object) {
  window.localStorage.setItem(`rmi-draft:u1:${key}`, JSON.stringify({ savedAt: Date.now(), value }));
}

describe('Discard draft can be undone', () => {
  it('/rate-interviewer: Undo puts the words back, in the form and in storage', async () => {
    saveDraft('rate-interviewer', {
      name: 'Priya Raman',
      company: { name: 'Acme', id: null },
      position: '',
      status: '',
      text: 'Kind, precise questions and quick feedback.',
      rating: 4,
    });
    const { user } = renderApp('/rate-interviewer', { session: 'signed-in' });
    const form = await screen.findByRole('form', { name: 'Submit a review' });
    const name = within(form).getByLabelText(/Interviewer name/) as HTMLInputElement;
    expect(name.value).toBe('Priya Raman');

    await user.click(within(form).getByRole('button', { name: 'Discard draft' }));
    expect(name.value).toBe('');
    expect(stored('rate-interviewer')).toBeNull();
    expect(within(form).getByText(/Draft discarded\./)).toBeTruthy();
    const undo = within(form).getByRole('button', { name: 'Undo' });
    await vi.waitFor(() => expect(document.activeElement).toBe(undo));

    await user.click(undo);
    expect(name.value).toBe('Priya Raman');
    expect(within(form).getByText(/Draft restored/)).toBeTruthy();
    expect(JSON.parse(stored('rate-interviewer') ?? 'null')?.value.text).toBe(
      'Kind, precise questions and quick feedback.',
    );
  });

  it('/rate-manager: the same, and the Undo goes after a few seconds', async () => {
    saveDraft('rate-manager', {
      companyName: 'Riverside Noodle Bar',
      companyId: '',
      city: 'Bengaluru',
      location: '',
      departmentName: '',
      departmentId: '',
      managerName: 'Imogen Castellano',
      position: '',
      rating: 3,
      reviewText: 'Fair rotas.',
    });
    const { user } = renderApp('/rate-manager', { session: 'signed-in' });
    const form = await screen.findByRole('form', { name: 'Rate a manager' });
    const manager = within(form).getByLabelText('Manager name') as HTMLInputElement;

    await user.click(within(form).getByRole('button', { name: 'Discard draft' }));
    expect(manager.value).toBe('');
    await user.click(within(form).getByRole('button', { name: 'Undo' }));
    expect(manager.value).toBe('Imogen Castellano');
    expect(JSON.parse(stored('rate-manager') ?? 'null')?.value.reviewText).toBe('Fair rotas.');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(form).getByRole('button', { name: 'Discard draft' }));
      // Focus lands on Undo a frame later (and keeps it while there); the user then moves on. In act, so
      // that React has started the note's timer on the fake clock before it moves: blurring before the
      // frame, or outside act, raced React's own scheduling, and on a busy machine Undo stayed.
      const undo = within(form).getByRole('button', { name: 'Undo' });
      await vi.waitFor(() => expect(document.activeElement).toBe(undo));
      await act(async () => undo.blur());
      await act(() => vi.advanceTimersByTimeAsync(11_000));
      expect(within(form).queryByRole('button', { name: 'Undo' })).toBeNull();
      expect(manager.value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
