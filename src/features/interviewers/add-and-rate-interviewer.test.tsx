import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_DEBOUNCE_MS } from '@/features/interviewers/components/company-field';
import { anInterviewer } from '@/features/interviewers/test-fixtures';
import { TOO_LONG_MESSAGE } from '@/lib/failure-message';
import type { OutboxEntry } from '@/lib/offline/outbox/outbox-entry';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';
import { EMOJI, visibleText, wholeText } from '@/testing/visible-text';

signInFakeAuth();
const outboxDb = vi.hoisted(() => new Map<string, OutboxEntry>());
vi.mock('@/lib/offline/outbox/outbox-db', async () =>
  (await import('@/testing/memory-outbox-db')).memoryOutboxDb(outboxDb),
);

beforeEach(() => localStorage.clear());

const companies = [
  { _id: 'c1', name: 'Northwind Analytics' },
  { _id: 'c2', name: 'Northstar Labs' },
];

describe('/add-interviewer', () => {
  // SPEC.md sends visitors to / with the message; sign-in, which brings them back here, is what they
  // need next (as on the manager side), so they are sent there with the same message.
  it("tells visitors 'You need to be logged in to add an interviewer.' and sends them to sign in", async () => {
    const { currentPath } = renderApp('/add-interviewer');
    expect(
      await screen.findByText('You need to be logged in to add an interviewer.', {
        selector: '.toast *, .toast',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/signin'));
  });

  it('checks the LinkedIn URL and the email, suggests companies after 300 ms, and opens the new profile', async () => {
    let posted: unknown;
    const { user, currentPath, calls } = renderApp('/add-interviewer', {
      session: 'signed-in',
      api: {
        'GET /api/companies?search=North': { body: companies },
        'POST /api/interviewers': ({ body }) => {
          posted = body;
          return { status: 201, body: anInterviewer({ _id: 'new1' }) };
        },
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Sam Lee');
    await user.type(screen.getByLabelText('LinkedIn URL (optional)'), 'linkedin.com/in/sam');
    // The address asked for is the interviewer's, which anyone can read: never the reviewer's own.
    const emailHint = document.getElementById(
      screen.getByLabelText('Email (optional)').getAttribute('aria-describedby')?.split(' ')[0] ?? '',
    );
    expect(emailHint?.textContent).toBe(
      'The interviewer’s work email, if you know it. Not your own: it is public.',
    );
    await user.type(screen.getByLabelText('Email (optional)'), 'sam@');
    await user.click(screen.getByRole('button', { name: 'Add Interviewer' }));
    expect(screen.getByText('Enter or choose a company.')).toBeTruthy();
    expect(screen.getByText(/Enter a URL starting with https:\/\//)).toBeTruthy();
    expect(screen.getByText(/Enter a valid email address/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const company = screen.getByRole('combobox', { name: /Company/ });
    await user.type(company, 'North');
    const started = Date.now();
    await user.click(await screen.findByRole('option', { name: 'Northwind Analytics' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(COMPANY_DEBOUNCE_MS - 50);
    expect((company as HTMLInputElement).value).toBe('Northwind Analytics');
    const popup = company.parentElement?.querySelector<HTMLElement>('.combobox-popup');
    expect(popup?.style.maxHeight).toBe('10rem');

    await user.clear(screen.getByLabelText('LinkedIn URL (optional)'));
    await user.type(screen.getByLabelText('LinkedIn URL (optional)'), 'https://www.linkedin.com/in/sam');
    await user.clear(screen.getByLabelText('Email (optional)'));
    await user.type(screen.getByLabelText('Email (optional)'), 'sam@example.com');
    await user.type(screen.getByLabelText('Tags (optional)'), ' react ,  hiring,, ');
    await user.click(screen.getByRole('button', { name: 'Add Interviewer' }));
    expect(await screen.findByText('Interviewer added successfully!')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/interviewers/new1'));
    expect(posted).toEqual({
      name: 'Sam Lee',
      company: { _id: 'c1' },
      position: '',
      linkedin: 'https://www.linkedin.com/in/sam',
      email: 'sam@example.com',
      tags: 'react, hiring',
    });
  });

  it('refuses a LinkedIn URL the API refuses, saying why, and sends nothing', async () => {
    const { user, calls } = renderApp('/add-interviewer', { session: 'signed-in' });
    const linkedin = await screen.findByLabelText('LinkedIn URL (optional)');
    await user.type(screen.getByLabelText('Name'), 'Sam Lee');
    for (const [typed, says] of [
      // A user name before the host: reads as LinkedIn on hover, leads to evil.example.
      [
        'https://www.linkedin.com@evil.example/in/sam',
        'The LinkedIn URL must not contain a user name or password',
      ],
      ['https://www.linkedin.com/in/sam lee', 'The LinkedIn URL must not contain spaces.'],
      [`https://www.linkedin.com/in/${'s'.repeat(300)}`, 'The LinkedIn URL must be at most 300 characters.'],
    ] as const) {
      await user.clear(linkedin);
      await user.click(linkedin);
      await user.paste(typed);
      await user.click(screen.getByRole('button', { name: 'Add Interviewer' }));
      expect(
        screen.getByText((_, el) => el?.textContent?.startsWith(says) === true && el.children.length === 0),
      ).toBeTruthy();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('editing the company text after choosing drops the chosen id', async () => {
    let posted: { company?: unknown } = {};
    const { user } = renderApp('/add-interviewer', {
      session: 'signed-in',
      api: {
        'GET /api/companies?search=North': { body: companies },
        'GET /api/companies?search=Northwind%20Analytics%20EU': { body: [] },
        'POST /api/interviewers': ({ body }) => {
          posted = body as typeof posted;
          return { status: 500, body: { message: 'Something broke.', code: 'internal' } };
        },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.type(await screen.findByLabelText('Name'), 'Sam Lee');
    const company = screen.getByRole('combobox', { name: /Company/ });
    await user.type(company, 'North');
    await user.click(await screen.findByRole('option', { name: 'Northwind Analytics' }));
    await user.type(company, ' EU');
    await user.click(screen.getByRole('button', { name: 'Add Interviewer' }));
    expect(await screen.findByText('Failed to add interviewer.')).toBeTruthy();
    expect(posted.company).toEqual({ name: 'Northwind Analytics EU' });
  });

  it('adds the same interviewer again, after a 5xx and a reload, under the first key: the server answers with the first add', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const keys: (string | null)[] = [];
    const api = {
      // The first add is written, then its answer is lost as a 503; a second one is answered.
      'POST /api/interviewers': ({ headers }: { headers: Headers }) => {
        keys.push(headers.get('Idempotency-Key'));
        return keys.length === 1
          ? { status: 503, body: { message: 'Service unavailable', code: 'unavailable' } }
          : { status: 201, body: anInterviewer({ _id: 'new2' }) };
      },
    };
    const add = async (user: ReturnType<typeof renderApp>['user']) => {
      await user.type(await screen.findByLabelText('Name'), 'Noor Haddad');
      await user.type(screen.getByRole('combobox', { name: /Company/ }), 'Lantern Robotics');
      await user.click(screen.getByRole('button', { name: 'Add Interviewer' }));
    };
    const first = renderApp('/add-interviewer', { session: 'signed-in', api });
    await add(first.user);
    expect(await screen.findByText('Failed to add interviewer.')).toBeTruthy();
    first.unmount();

    // Reloaded, the user fills it in again and sends it.
    const second = renderApp('/add-interviewer', { session: 'signed-in', api });
    await add(second.user);
    await waitFor(() => expect(second.currentPath()).toBe('/interviewers/new2'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('/rate-interviewer', () => {
  // SPEC.md sends visitors to / with the message; sign-in, which brings them back here, is what they
  // need next (as on the manager side), so they are sent there with the same message.
  it("tells visitors 'You need to be logged in to submit a review.' and sends them to sign in", async () => {
    const { currentPath } = renderApp('/rate-interviewer');
    const message = await screen.findByText('You need to be logged in to submit a review.', {
      selector: '.toast *, .toast',
    });
    expect((message.closest('.toast') as HTMLElement).dataset.tone).toBe('info');
    await waitFor(() => expect(currentPath()).toBe('/signin'));
  });

  // "Rate a Manager" (/rate-manager) words the same steps so: its eyebrow, Submit Review, Cancel.
  it('names its steps as "Rate a Manager" does: "Rate an interviewer", Submit Review, and Cancel back to searching', async () => {
    renderApp('/rate-interviewer', { session: 'signed-in' });
    const form = await screen.findByRole('form', { name: 'Submit a review' });
    expect(document.querySelector('main .rk-eyebrow')?.textContent).toBe('Rate an interviewer');
    expect(within(form).getByRole('button', { name: 'Submit Review' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/search-interviewers',
    );
  });

  it('asks for the required fields and a rating', async () => {
    const { user, calls } = renderApp('/rate-interviewer', { session: 'signed-in' });
    expect(await screen.findByRole('heading', { level: 1, name: 'INPUT YOUR RATING:' })).toBeTruthy();
    await user.type(screen.getByLabelText('Interviewer name'), 'Sam Lee');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please fill all required fields and give a rating.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  /** Fills the form: a new company typed by name, 5 stars. */
  async function fill(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByLabelText('Interviewer name'), 'Sam Lee');
    await user.type(screen.getByRole('combobox', { name: /Company/ }), 'Acme');
    await user.click(screen.getByRole('radio', { name: /^5 stars/ }));
    await user.type(screen.getByLabelText(/Your review/), 'Very fair.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
  }

  const rated = (status?: string) => ({
    company: { _id: 'c9', name: 'Acme' },
    interviewer: anInterviewer({ _id: 'iv9' }),
    review: { _id: 'r9', rating: 5, reviewText: 'Very fair.', ...(status ? { status } : {}) },
    created: { company: true, interviewer: true },
  });

  // One call, so that a new interviewer and company are not public before the review: as three calls
  // (POST /companies, /interviewers, /reviews/rmi) they were, while the review waited for its moment.
  it('sends company, interviewer and review in one call and opens the profile', async () => {
    let sent: unknown = null;
    const { user, currentPath, calls } = renderApp('/rate-interviewer', {
      session: 'signed-in',
      api: {
        'GET /api/companies?search=Acme': { body: [] },
        'POST /api/rate-interviewer': ({ body }: { body: unknown }) => {
          sent = body;
          return { status: 201, body: rated() };
        },
      },
    });
    await fill(user);
    await waitFor(() => expect(currentPath()).toBe('/interviewers/iv9'));
    expect(sent).toEqual({
      companyName: 'Acme',
      interviewer: { name: 'Sam Lee', position: '' },
      review: { rating: 5, reviewText: 'Very fair.', interviewStatus: null, anonymous: true },
    });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/rate-interviewer']);
  });

  it('goes to My reviews when the review waits for its moment (its profile has no page until then)', async () => {
    const { user, currentPath } = renderApp('/rate-interviewer', {
      session: 'signed-in',
      api: {
        'GET /api/companies?search=Acme': { body: [] },
        'POST /api/rate-interviewer': { status: 201, body: rated('scheduled') },
      },
    });
    await fill(user);
    await waitFor(() => expect(currentPath()).toBe('/my-reviews'));
  });

  // Before, a phone that lost its connection got "Something went wrong" here, while a manager review
  // waited in the outbox: now both wait there, under one Idempotency-Key, and go out once.
  it('with no answer (offline), waits in the outbox, says so, and opens the outbox', async () => {
    outboxDb.clear();
    const { user, currentPath, calls } = renderApp('/rate-interviewer', {
      session: 'signed-in',
      api: {
        'GET /api/companies?search=Acme': { body: [] },
        'POST /api/rate-interviewer': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await fill(user);
    expect(
      await screen.findByText('You are offline: your review will be sent when you reconnect.', {
        selector: '.toast *, .toast',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/outbox'));
    const [entry, ...more] = [...outboxDb.values()];
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/rate-interviewer',
      label: 'Review of Sam Lee',
      status: 'pending',
      body: {
        companyName: 'Acme',
        interviewer: { name: 'Sam Lee', position: '' },
        review: { rating: 5, reviewText: 'Very fair.', interviewStatus: null, anonymous: true },
      },
    });
    // The attempt that got no answer carried the entry's id as its key: a replay is the same request.
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.headers.get('Idempotency-Key'))).toEqual([entry?.id]);
    // What was typed went to the outbox, not lost: the form's draft is cleared.
    expect(Object.keys(localStorage).filter((k) => k.includes('rate-interviewer'))).toEqual([]);
  });

  it("says '❌ Something went wrong. Please try again.' when a step fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/rate-interviewer', {
      session: 'signed-in',
      api: {
        'GET /api/companies?search=Acme': { body: [] },
        'POST /api/rate-interviewer': {
          status: 500,
          body: { message: 'Database unavailable.', code: 'internal' },
        },
      },
    });
    await fill(user);
    const alert = (await screen.findByText(wholeText('❌ Something went wrong. Please try again.'))).closest(
      '[role="alert"]',
    );
    expect(within(alert as HTMLElement).getByText(/Review submission failed/)).toBeTruthy();
    // A server failure says what was kept, not the server's own words for its failure.
    expect(alert?.textContent).toContain('Your answers are still here: try again in a moment.');
    expect(alert?.textContent).not.toContain('Database unavailable');
  });

  it("says a review over the API's size limit (413) is too long, to shorten it, and keeps it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/rate-interviewer', {
      session: 'signed-in',
      api: {
        'GET /api/companies?search=Acme': { body: [] },
        'POST /api/rate-interviewer': {
          status: 413,
          body: { message: 'The request body is too large.', code: 'payload_too_large' },
        },
      },
    });
    await fill(user);
    const alert = (await screen.findByText(wholeText('❌ Something went wrong. Please try again.'))).closest(
      '[role="alert"]',
    );
    expect(alert?.textContent).toContain(`Review submission failed. ${TOO_LONG_MESSAGE}`);
    expect(alert?.textContent).not.toContain('The request body is too large.');
    expect((screen.getByLabelText(/Your review/) as HTMLTextAreaElement).value).toBe('Very fair.');
    expect(visibleText(alert as HTMLElement)).not.toMatch(EMOJI);
    expect(alert?.querySelector('svg[data-icon="cross"]')).not.toBeNull();
  });
});
