import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { draftFrom } from '@/features/managers/components/manager-review-fields';
import { aManager, aReview } from '@/features/managers/test-fixtures';
import { TOO_LONG_MESSAGE } from '@/lib/failure-message';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';
import { visibleText, wholeText } from '@/testing/visible-text';

signInFakeAuth();

const rateManagerDraft = {
  ...draftFrom(null),
  companyName: '',
  companyId: '',
  city: '',
  location: '',
  departmentName: '',
  departmentId: '',
  managerName: '',
  position: '',
};

beforeEach(() => {
  clearToasts();
  window.localStorage.clear();
  // Unlisted suggestion calls answer 404: an empty list, logged.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const created = {
  company: { _id: 'c9', name: 'Riverside Noodle Bar', slug: 'riverside-noodle-bar' },
  branch: { _id: 'b9', city: 'Bengaluru' },
  department: { _id: 'd1', name: 'Kitchen' },
  manager: aManager({
    _id: 'm9',
    name: 'Imogen Castellano',
    company: { _id: 'c9', name: 'Riverside Noodle Bar' },
  }),
  review: aReview({ _id: 'r9', manager: 'm9', isOwnReview: true }),
  created: { company: true, branch: true, department: false, manager: true },
};

describe('/rate-manager', () => {
  it("sends visitors to /signin with 'You must be logged in to submit.', as information, not an error", async () => {
    const { currentPath } = renderApp('/rate-manager');
    await waitFor(() => expect(currentPath()).toBe('/signin'));
    const toast = (await screen.findByText('You must be logged in to submit.')).closest(
      '.toast',
    ) as HTMLElement;
    // The header's Rate leads here: a visitor who tapped it is told politely, not alerted to a fault.
    expect(toast.dataset.tone).toBe('info');
    expect(toast.closest('[role="status"]')).not.toBeNull();
  });

  it("asks for every required field and a rating: 'Please complete all required fields and provide a rating.'", async () => {
    const { user, calls } = renderApp('/rate-manager', { session: 'signed-in' });
    await user.type(await screen.findByLabelText('Manager name'), 'Imogen');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const form = screen.getByRole('form', { name: 'Rate a manager' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Please complete all required fields and provide a rating.',
    );
    expect(screen.getByLabelText('Position').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Company' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Manager name').getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('once an aspect is rated, names the unrated ones on one "Not rated" line (none on an untouched form), and says the review is anonymous once', async () => {
    const { user } = renderApp('/rate-manager', { session: 'signed-in' });
    const form = await screen.findByRole('form', { name: 'Rate a manager' });
    const unrated = () =>
      within(form)
        .queryAllByText(/^Not rated: /)
        .map((line) => line.textContent);
    // ux20: an untouched form listed all five optional aspects as "Not rated" before the user did anything.
    expect(unrated()).toEqual([]);
    // Only the required overall rating says something beside its stars, and what to do: "Not rated yet"
    // greeted the untouched form as if something were missing (ux21). The aspects say nothing each.
    expect(within(form).queryByText('Not rated yet')).toBeNull();
    expect(within(form).getAllByText('Choose 1 to 5 stars')).toHaveLength(1);
    await user.click(within(screen.getByRole('group', { name: 'Teamwork' })).getByLabelText('4 stars'));
    expect(unrated()).toEqual(['Not rated: Leadership, Communication, Empathy, Fairness']);
    expect(screen.getAllByText(/Your review is anonymous/)).toHaveLength(1);
    expect(screen.queryByText(/your name is never shown with your review/i)).toBeNull();
  });

  it('asks for the review before the aspect comments, the order a review card shows them in', async () => {
    renderApp('/rate-manager', { session: 'signed-in' });
    const review = within(await screen.findByRole('group', { name: 'Your review' }));
    expect(review.getAllByRole('textbox')).toEqual([
      review.getByLabelText('Review'),
      review.getByLabelText(/Leadership comments/),
      review.getByLabelText(/Communication comments/),
      review.getByLabelText(/Support comments/),
    ]);
  });

  it('counts the review’s characters against its limit, as the interviewer form does, and reads the count with the box', async () => {
    const { user } = renderApp('/rate-manager', { session: 'signed-in' });
    const text = await screen.findByLabelText('Review');
    expect(screen.getByText('0 / 5000 characters')).toBeTruthy();
    await user.type(text, 'Clear priorities.');
    const count = screen.getByText('17 / 5000 characters');
    expect(text.getAttribute('aria-describedby')?.split(' ')).toContain(count.id);
  });

  it("submits one POST /api/rate-manager with an Idempotency-Key, then '✅ Submitted successfully!' and the profile", async () => {
    const { user, calls, currentPath } = renderApp('/rate-manager', {
      session: 'signed-in',
      api: {
        'GET /api/departments?search=Kitch': { body: [{ _id: 'd1', name: 'Kitchen', slug: 'kitchen' }] },
        'POST /api/rate-manager': { status: 201, body: created },
      },
    });
    await user.type(await screen.findByRole('combobox', { name: 'Company' }), 'Riverside Noodle Bar');
    await user.type(screen.getByRole('combobox', { name: 'Branch city' }), 'Bengaluru');
    await user.type(screen.getByLabelText('Specific branch location (optional)'), 'Church Street, 2nd floor');
    await user.type(screen.getByRole('combobox', { name: 'Department (optional)' }), 'Kitch');
    await user.click(await screen.findByRole('option', { name: 'Kitchen' }, { timeout: 2000 }));
    await user.type(screen.getByLabelText('Manager name'), 'Imogen Castellano');
    await user.type(screen.getByLabelText('Position'), 'Head of Kitchen');
    await user.click(
      within(screen.getByRole('group', { name: 'Overall rating' })).getByLabelText('4 stars (Good)'),
    );
    await user.click(within(screen.getByRole('group', { name: 'Fairness' })).getByLabelText('3 stars'));
    await user.type(screen.getByLabelText('Review'), 'Fair and calm.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(wholeText('✅ Submitted successfully!'))).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/management/managers/imogen-castellano/m9'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(posts[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(posts[0]?.body).toEqual({
      companyName: 'Riverside Noodle Bar',
      branch: { city: 'Bengaluru', location: ['Church Street', '2nd floor'] },
      departmentId: 'd1',
      manager: { name: 'Imogen Castellano', position: 'Head of Kitchen' },
      review: {
        rating: 4,
        reviewText: 'Fair and calm.',
        reviewLeadership: '',
        reviewCommunicationText: '',
        reviewSupport: '',
        anonymous: true,
        leadership: 0,
        communication: 0,
        teamwork: 0,
        empathy: 0,
        fairness: 3,
      },
    });
  }, 20_000);

  it('a review that waits for its moment: to My reviews, as the manager’s page is not public before it', async () => {
    const waiting = { ...created, review: { ...created.review, status: 'scheduled' } };
    const { user, currentPath } = renderApp('/rate-manager', {
      session: 'signed-in',
      api: { 'POST /api/rate-manager': { status: 201, body: waiting } },
    });
    await user.type(await screen.findByRole('combobox', { name: 'Company' }), 'Riverside Noodle Bar');
    await user.type(screen.getByRole('combobox', { name: 'Branch city' }), 'Bengaluru');
    await user.type(screen.getByLabelText('Manager name'), 'Imogen Castellano');
    await user.type(screen.getByLabelText('Position'), 'Head of Kitchen');
    await user.click(
      within(screen.getByRole('group', { name: 'Overall rating' })).getByLabelText('4 stars (Good)'),
    );
    await user.type(screen.getByLabelText('Review'), 'Fair and calm.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(wholeText('✅ Submitted successfully!'))).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/my-reviews'));
  }, 20_000);

  /** Opened from Harbor & Vine Bistro's page: waits for the company, fills the rest, 5 stars, and submits. */
  async function fillFromCompanyPage(user: ReturnType<typeof renderApp>['user']) {
    const company = (await screen.findByRole('combobox', { name: 'Company' })) as HTMLInputElement;
    await waitFor(() => expect(company.value).toBe('Harbor & Vine Bistro'));
    await user.type(screen.getByRole('combobox', { name: 'Branch city' }), 'Bengaluru');
    await user.type(screen.getByLabelText('Manager name'), 'Rohan');
    await user.type(screen.getByLabelText('Position'), 'Chef');
    await user.click(screen.getByLabelText('5 stars (Excellent)'));
    await user.type(screen.getByLabelText('Review'), 'Great.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
  }

  it("keeps the company preselected from a company page, and says '❌ Submission failed. Try again.' on failure", async () => {
    const { user, calls } = renderApp('/rate-manager?companyId=c1&company=Harbor%20%26%20Vine%20Bistro', {
      session: 'signed-in',
      api: {
        'POST /api/rate-manager': {
          status: 500,
          body: { message: 'Something went wrong.', code: 'internal' },
        },
      },
    });
    await fillFromCompanyPage(user);
    const form = screen.getByRole('form', { name: 'Rate a manager' });
    const alert = await within(form).findByRole('alert');
    // A server failure says the typed answers are kept, not the server's "Something went wrong.".
    expect(alert.textContent).toBe(
      '❌ Submission failed. Try again.Your answers are still here: try again in a moment.',
    );
    expect(alert.textContent).not.toContain('Something went wrong');
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe('Great.');
    // The ❌ is drawn as the app's own icon: as a character it is an empty box without an emoji font.
    expect(visibleText(alert)).toBe(
      'Submission failed. Try again.Your answers are still here: try again in a moment.',
    );
    expect(alert.querySelector('svg[data-icon="cross"]')).not.toBeNull();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ companyId: 'c1' });
    expect(post?.body).not.toHaveProperty('companyName');
  }, 20_000);

  it("says a review over the API's size limit (413) is too long, to shorten it, and keeps it", async () => {
    const { user } = renderApp('/rate-manager?companyId=c1&company=Harbor%20%26%20Vine%20Bistro', {
      session: 'signed-in',
      api: {
        'POST /api/rate-manager': {
          status: 413,
          body: { message: 'The request body is too large.', code: 'payload_too_large' },
        },
      },
    });
    await fillFromCompanyPage(user);
    const alert = await within(screen.getByRole('form', { name: 'Rate a manager' })).findByRole('alert');
    expect(alert.textContent).toBe(`❌ Submission failed. Try again.${TOO_LONG_MESSAGE}`);
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe('Great.');
  }, 20_000);

  it("never moves a draft about another company's manager to the company page it was opened from", async () => {
    // A review half written on Monday about a manager at Riverside Noodle Bar…
    window.localStorage.setItem(
      'rmi-draft:u1:rate-manager',
      JSON.stringify({
        savedAt: Date.now() - 60_000,
        value: {
          ...rateManagerDraft,
          companyName: 'Riverside Noodle Bar',
          companyId: 'c9',
          city: 'Bengaluru',
          managerName: 'Imogen Castellano',
          position: 'Head Chef',
          rating: 2,
          reviewText: 'Shouted at the line cooks every Friday; rotas came out on the day.',
        },
      }),
    );
    // …then "Rate a Manager" on another company's page.
    const { user } = renderApp('/rate-manager?companyId=c1&company=Harbor%20%26%20Vine%20Bistro', {
      session: 'signed-in',
    });
    const company = (await screen.findByRole('combobox', { name: 'Company' })) as HTMLInputElement;
    const form = screen.getByRole('form', { name: 'Rate a manager' });
    await within(form).findByText(/Draft restored/);
    // The draft stays about its own company, and says so.
    expect(company.value).toBe('Riverside Noodle Bar');
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe(
      'Shouted at the line cooks every Friday; rotas came out on the day.',
    );
    expect(form.textContent).toContain('This draft is about a manager at Riverside Noodle Bar');

    // Asked for, the company page's company starts a review of its own.
    await user.click(
      within(form).getByRole('button', { name: 'Discard it and rate a manager at Harbor & Vine Bistro' }),
    );
    await waitFor(() => expect(company.value).toBe('Harbor & Vine Bistro'));
    expect((screen.getByLabelText('Manager name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe('');

    // As every Discard draft, it is undone for a while: the words come back, about their own company.
    const undo = await within(form).findByRole('button', { name: 'Undo' });
    expect(undo.closest('p')?.textContent).toBe('Draft discarded. Undo');
    await waitFor(() => expect(document.activeElement).toBe(undo));
    await user.click(undo);
    expect(company.value).toBe('Riverside Noodle Bar');
    expect((screen.getByLabelText('Manager name') as HTMLInputElement).value).toBe('Imogen Castellano');
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe(
      'Shouted at the line cooks every Friday; rotas came out on the day.',
    );
    expect(form.textContent).toContain('This draft is about a manager at Riverside Noodle Bar');
    const stored = JSON.parse(window.localStorage.getItem('rmi-draft:u1:rate-manager') ?? 'null');
    expect(stored?.value).toMatchObject({ companyId: 'c9', managerName: 'Imogen Castellano' });
    // …and it still offers to start one for the company page's company.
    expect(
      within(form).getByRole('button', { name: 'Discard it and rate a manager at Harbor & Vine Bistro' }),
    ).toBeTruthy();
  });
});

describe('/rate-manager branch suggestions', () => {
  it('ask only within a chosen company: changing the company stops them, with no request for a company of none', async () => {
    const { user, calls } = renderApp('/rate-manager', {
      session: 'signed-in',
      api: {
        'GET /api/companies?search=Arbor': {
          body: [{ _id: 'c1', name: 'Arbor Strategy', slug: 'arbor-strategy' }],
        },
        'GET /api/branches?companyId=c1&search=Hyd': {
          body: [{ _id: 'b1', city: 'Hyderabad', location: [] }],
        },
      },
    });
    const company = await screen.findByRole('combobox', { name: 'Company' });
    await user.type(company, 'Arbor');
    await user.click(await screen.findByRole('option', { name: 'Arbor Strategy' }, { timeout: 2000 }));
    await user.type(screen.getByRole('combobox', { name: 'Branch city' }), 'Hyd');
    expect(await screen.findByRole('option', { name: /Hyderabad/ }, { timeout: 2000 })).toBeTruthy();
    // Another company: the chosen one (and its branches) no longer apply.
    await user.type(company, 'x');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const branchCalls = calls.filter((call) => call.path.startsWith('/api/branches'));
    expect(branchCalls.map((call) => call.path)).toEqual(['/api/branches?companyId=c1&search=Hyd']);
  }, 20_000);
});
