import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CITIES_SHOWN, COMPANIES_SHOWN, LocationsList } from '@/features/companies/components/locations-list';
import type { CompanyLocation } from '@/features/companies/types';

const company = (n: number) => ({ _id: `c${n}`, name: `Company ${n}`, slug: `company-${n}` });
const city = (n: number, companies = 1): CompanyLocation => ({
  city: `City ${n}`,
  lat: null,
  lng: null,
  branchCount: companies,
  companies: Array.from({ length: companies }, (_, i) => company(n * 100 + i)),
});

describe('LocationsList', () => {
  afterEach(cleanup);

  it('shows the first cities and companies, and the rest on request', async () => {
    const user = userEvent.setup();
    const locations = [
      city(0, COMPANIES_SHOWN + 3),
      ...Array.from({ length: CITIES_SHOWN }, (_, i) => city(i + 1)),
    ];
    render(
      <MemoryRouter>
        <LocationsList locations={locations} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(CITIES_SHOWN);
    const first = screen.getByRole('list', { name: 'Companies in City 0' });
    expect(within(first).getAllByRole('link')).toHaveLength(COMPANIES_SHOWN);

    const more = screen.getByRole('button', { name: `Show all ${COMPANIES_SHOWN + 3} companies in City 0` });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(within(first).getAllByRole('link')).toHaveLength(COMPANIES_SHOWN + 3);
    expect(more.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: `Show all ${CITIES_SHOWN + 1} cities` }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(CITIES_SHOWN + 1);
  });

  it('has no buttons when everything fits', () => {
    render(
      <MemoryRouter>
        <LocationsList locations={[city(1, 2), city(2, 3)]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
