// The claim page while a claim waits (issue 17): a claim sent for a moderator's review is not asked for
// again (no second pair of forms to send it twice); a code claim can ask for a new code.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aManagerClaim as claim } from '@/features/claims/test-fixtures';
import { draftStorageKey, readDraft, writeDraft } from '@/lib/offline/draft-storage';
import { REVIEW_FETCH_SIZE } from '@/lib/review-pages';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

function renderClaim(mine: ReturnType<typeof claim> | null, verifiedDomains = ['acme.test']) {
  return renderApp('/management/managers/dana-reyes/m1/claim', {
    session: 'signed-in',
    api: {
      'GET /api/managers/m1/claim': {
        body: { managerId: 'm1', claimed: mine?.state === 'active', mine, verifiedDomains },
      },
    },
  });
}

beforeAll(async () => {
  await import('@/features/claims/claim-page');
});
beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('a claim that waits', () => {
  it('waiting for a moderator: says so and offers Withdraw, not the forms that would send it again', async () => {
    renderClaim(claim('awaiting-review', 'evidence'));
    await screen.findByText('Waiting for a moderator to look at your evidence.');
    expect(screen.getByRole('button', { name: 'Withdraw my claim' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
  });

  it('waiting for a code: the code form, and a new code can still be asked for (a mistyped address)', async () => {
    renderClaim(claim('awaiting-code', 'code'));
    await screen.findByText('Waiting for the code we mailed to your work address.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeTruthy();
  });

  it('no claim yet: both ways to prove it', async () => {
    renderClaim(null);
    await screen.findByRole('button', { name: 'Send me a code' });
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw my claim' })).toBeNull();
  });

  it('no known mail domain: only the moderator’s way, said in plain words, no greyed-out email form', async () => {
    renderClaim(null, []);
    await screen.findByRole('heading', { name: 'Ask a moderator' });
    expect(screen.getByText(/We cannot check a work email address at this company yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
    expect(screen.queryByLabelText('Work email address')).toBeNull();
  });

  it('says the address must be the manager’s own, with their name in it, before a code is asked for', async () => {
    renderClaim(null);
    await screen.findByRole('button', { name: 'Send me a code' });
    expect(screen.getByText(/Use your own address, with your name in it/)).toBeTruthy();
  });
});

describe('evidence for a moderator', () => {
  const EVIDENCE = 'My name is on the Acme team page as Head Chef: acme.test/team';

  it('is kept when the send fails (the session ended, 401) until the user, signed in again, sends it', async () => {
    let mine: ReturnType<typeof claim> | null = null;
    let answers = 0;
    const routes = {
      'GET /api/managers/m1/claim': () => ({
        body: { managerId: 'm1', claimed: false, mine, verifiedDomains: [] },
      }),
      'POST /api/managers/m1/claim': () => {
        if (answers++ === 0)
          return { status: 401, body: { message: 'Not authenticated', code: 'unauthenticated' } };
        mine = claim('awaiting-review', 'evidence');
        return { status: 201, body: { message: 'A moderator will look at your claim.' } };
      },
    };
    const first = renderApp('/management/managers/dana-reyes/m1/claim', {
      session: 'signed-in',
      api: routes,
    });
    await first.user.type(await screen.findByLabelText(/^Evidence/), EVIDENCE);
    await first.user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(answers).toBe(1));
    // The words the other forms use for a 401, not the client's bare 'Not authenticated'.
    await screen.findByText(
      'Your session has ended. Please sign in again to go on with your claim. Your evidence is kept here.',
    );

    // Signed in again, the user comes back to the claim page (a new page load).
    cleanup();
    const again = renderApp('/management/managers/dana-reyes/m1/claim', {
      session: 'signed-in',
      api: routes,
    });
    const field = (await screen.findByLabelText(/^Evidence/)) as HTMLTextAreaElement;
    expect(field.value).toBe(EVIDENCE);
    await again.user.click(screen.getByRole('button', { name: 'Send for review' }));
    await screen.findByText('Waiting for a moderator to look at your evidence.');
    expect(again.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      method: 'evidence',
      evidence: EVIDENCE,
    });
    // Sent: no draft of it is left on the device.
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((key) => key.startsWith('rmi-draft:'))).toEqual([]),
    );
  });
});

describe('evidence that went out though its answer was lost', () => {
  it('is not kept as an unfinished draft once the claim waits for a moderator', async () => {
    const key = draftStorageKey('claim-evidence:manager:m1', 'u1');
    writeDraft(key, 'My name is on the Acme team page as Head Chef.');
    renderClaim(claim('awaiting-review', 'evidence'));
    await screen.findByText('Waiting for a moderator to look at your evidence.');
    await waitFor(() => expect(readDraft(key)).toBeNull());
  });
});

describe('whose profile', () => {
  /** The claim page of Dana Reyes's unclaimed profile (Head Chef at Acme), signed in. */
  const renderDanaReyesClaim = () =>
    renderApp('/management/managers/dana-reyes/m1/claim', {
      session: 'signed-in',
      api: {
        'GET /api/managers/m1/claim': {
          body: { managerId: 'm1', claimed: false, mine: null, verifiedDomains: [] },
        },
        [`GET /api/managers/m1?limit=${REVIEW_FETCH_SIZE}`]: {
          body: {
            manager: {
              _id: 'm1',
              name: 'Dana Reyes',
              position: 'Head Chef',
              company: { _id: 'c1', name: 'Acme' },
            },
            reviews: [],
          },
        },
      },
    });

  it('names the manager the profile is about, with role and workplace, under "Claim this profile"', async () => {
    renderDanaReyesClaim();
    await screen.findByRole('heading', { level: 1, name: 'Claim this profile' });
    expect((await screen.findByText('Dana Reyes')).closest('p')?.textContent).toBe(
      'Dana Reyes · Head Chef at Acme',
    );
  });

  // ux10 noticed: the claim page opened as a bare heading on the page's background, where every other
  // profile-like page (the profile it came from, the company, the insights) opens with the dark title band.
  it('opens with the title band the profile has: eyebrow, title, whose profile, the way back', async () => {
    renderDanaReyesClaim();
    const title = await screen.findByRole('heading', { level: 1, name: 'Claim this profile' });
    const band = title.closest('header') as HTMLElement;
    expect(band.className).toBe('rk-band');
    expect(within(band).getByText('Manager').className).toBe('eyebrow rk-eyebrow');
    await within(band).findByText('Dana Reyes');
    expect(within(band).getByRole('link', { name: 'Back to the profile' }).getAttribute('href')).toBe(
      '/management/managers/dana-reyes/m1',
    );
  });
});
