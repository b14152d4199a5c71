import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyLocation } from '@/features/companies/types';
import { renderApp } from '@/testing/render-app';

// The real map needs Google's script; what matters here is that the page hands it the key and places.
vi.mock('@/features/companies/components/locations-map', () => ({
  LocationsMap: ({ apiKey, locations }: { apiKey: string; locations: CompanyLocation[] }) => (
    <div data-testid="map">{`${apiKey}|${locations.map((l) => l.city).join(',')}`}</div>
  ),
}));

describe('/All-Companies with a Maps key', () => {
  it('loads the map with the key from GET /api/geocode/script, and keeps the list', async () => {
    renderApp('/All-Companies', {
      api: {
        'GET /api/companies?sort=top': { body: [] },
        'GET /api/companies?sort=recent': { body: [] },
        'GET /api/geocode/script': {
          body: { scriptUrl: 'https://maps.googleapis.com/maps/api/js?key=test-key&libraries=marker' },
        },
        'GET /api/companies/locations': {
          body: [{ city: 'Pune', lat: 18.5, lng: 73.8, branchCount: 1, companies: [] }],
        },
      },
    });
    expect((await screen.findByTestId('map')).textContent).toBe('test-key|Pune');
    expect(screen.getByRole('heading', { level: 3, name: 'Pune' })).toBeTruthy();
    expect(screen.getByText('No company is rated 4.2 or higher yet.')).toBeTruthy();
  });
});
