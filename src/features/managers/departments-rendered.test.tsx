// The server-rendered /Home and department pages (functions/src/pages/departments-markup.ts) embed the
// answer they were drawn from: the app's first render draws the same list from it, with no loading state.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadPage } from '@/app/routes';
import { aSummary } from '@/features/managers/test-fixtures';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';

beforeEach(() => resetEmbeddedAnswers());
afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

const kitchen = { _id: 'd1', name: 'Kitchen', slug: 'kitchen', totalManagers: 1, createdAt: '2026-01-01' };

function embed(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify(
    Object.fromEntries(Object.entries(answers).map(([path, data]) => [path, { data, headers: {} }])),
  );
  document.body.append(block);
}

describe('the departments taking over their server-rendered pages', () => {
  it('/Home draws the departments from the embedded answer at once', async () => {
    embed({ '/departments': [kitchen] });
    await preloadPage('/Home');
    renderApp('/Home', { api: {} });
    expect(screen.getByRole('link', { name: 'Kitchen 1 manager' })).toBeTruthy();
    expect(screen.queryByText('Loading departments...')).toBeNull();
  });

  it('a department page draws its managers from the embedded answer at once', async () => {
    const manager = aSummary({ name: 'Mira Chef' });
    embed({ '/departments/kitchen': { department: kitchen, managers: [manager] } });
    await preloadPage('/management/departments/kitchen');
    renderApp('/management/departments/kitchen', { api: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mira Chef' })).toBeTruthy();
    expect(screen.queryByText('Loading managers...')).toBeNull();
  });
});
