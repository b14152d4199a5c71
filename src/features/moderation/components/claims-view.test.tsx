// The Claims tab's mail-domain form (issue 17): a moderator finds the company by name, as the review
// forms do, and never types an id; a name that was not picked from the suggestions is not sent.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimsView } from '@/features/moderation/components/claims-view';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { type FakeRoute, routeFetch } from '@/testing/fetch-routes';

signInFakeAuth();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HARBOR = { _id: 'c-harbor', name: 'Harbor & Vine Bistro' };
const HARBOUR_LIGHTS = { _id: 'c-lights', name: 'Harbour Lights' };
const VERIFY_HARBOR = 'POST /api/moderation/companies/c-harbor/domains';

function renderClaims(extra: Record<string, FakeRoute> = {}) {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  const calls = routeFetch(fetchMock, {
    'GET /api/moderation/claims?view=pending': { body: { claims: [] } },
    'GET /api/moderation/claims?view=active': { body: { claims: [] } },
    'GET /api/companies?search=Harb': { body: [HARBOR, HARBOUR_LIGHTS] },
    'GET /api/companies?search=Nowhere': { body: [] },
    [VERIFY_HARBOR]: ({ body }) => ({
      status: 201,
      body: {
        domain: {
          domain: (body as { domain: string }).domain,
          companyId: HARBOR._id,
          verifiedAt: '2026-05-01T10:00:00.000Z',
        },
      },
    }),
    ...extra,
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ClaimsView />
    </MemoryRouter>,
  );
  const form = screen.getByRole('form', { name: 'Verify a company’s mail domain' });
  return { user, calls, form: within(form) };
}

describe('verifying a company’s mail domain', () => {
  it('finds the company by name and verifies the domain for the one picked: no id to type', async () => {
    const { user, calls, form } = renderClaims();
    expect(form.queryByLabelText(/Company id/i)).toBeNull();

    await user.type(form.getByRole('combobox', { name: /Company/ }), 'Harb');
    const options = await form.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([HARBOR.name, HARBOUR_LIGHTS.name]);
    await user.click(form.getByRole('option', { name: HARBOR.name }));
    expect((form.getByRole('combobox', { name: /Company/ }) as HTMLInputElement).value).toBe(HARBOR.name);

    await user.type(form.getByLabelText('Domain'), ' harborvine.example ');
    await user.type(form.getByLabelText('Reason'), 'Checked the company website.');
    await user.click(form.getByRole('button', { name: 'Verify domain' }));

    await form.findByText(`harborvine.example is verified for ${HARBOR.name}.`);
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent.map((c) => c.path)).toEqual(['/api/moderation/companies/c-harbor/domains']);
    expect(sent[0]?.body).toEqual({ domain: 'harborvine.example', reason: 'Checked the company website.' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('sends nothing for a typed name that was not picked, nor once the picked name is edited', async () => {
    const { user, calls, form } = renderClaims();
    const company = form.getByRole('combobox', { name: /Company/ });
    await user.type(company, 'Harb');
    await form.findAllByRole('option');
    await user.type(form.getByLabelText('Domain'), 'harborvine.example');
    await user.type(form.getByLabelText('Reason'), 'Checked the company website.');

    // Typed, not picked.
    await user.click(form.getByRole('button', { name: 'Verify domain' }));
    await form.findByText('Pick the company from the suggestions.');
    expect(company.getAttribute('aria-invalid')).toBe('true');

    // Picked, then edited: the pick no longer holds (a company id would otherwise go with a new name).
    await user.click(company);
    await user.keyboard('{ArrowDown}');
    await user.click(await form.findByRole('option', { name: HARBOR.name }));
    expect(form.queryByText('Pick the company from the suggestions.')).toBeNull();
    await user.type(company, 'x');
    await user.click(form.getByRole('button', { name: 'Verify domain' }));
    await form.findByText('Pick the company from the suggestions.');

    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says when no company has that name (not that one will be added)', async () => {
    const { user, form } = renderClaims();
    await user.type(form.getByRole('combobox', { name: /Company/ }), 'Nowhere');
    // Shown in the list's place, and said by the field's live region.
    await waitFor(() => expect(form.getAllByText('No company of that name on the site.')).toHaveLength(2));
    expect(form.queryByText(/will be added/)).toBeNull();
  });

  it('shows the server’s refusal (a public mail service) and keeps what was typed', async () => {
    const { user, form } = renderClaims({
      [VERIFY_HARBOR]: {
        status: 400,
        body: { message: 'gmail.com is a public mail service, not a company domain.', code: 'invalid' },
      },
    });
    await user.type(form.getByRole('combobox', { name: /Company/ }), 'Harb');
    await user.click(await form.findByRole('option', { name: HARBOR.name }));
    await user.type(form.getByLabelText('Domain'), 'gmail.com');
    await user.type(form.getByLabelText('Reason'), 'Asked by the claimant.');
    await user.click(form.getByRole('button', { name: 'Verify domain' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'gmail.com is a public mail service, not a company domain.',
    );
    expect((form.getByLabelText('Domain') as HTMLInputElement).value).toBe('gmail.com');
  });
});
