// A server-rendered page comes with the public answers it was made from (functions/src/pages): the PWA's
// first render shows them, with no loading state and no second request for the same data; once that
// render committed, the same page asks the network again (a later visit or a reload shows fresh data).
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadPage } from '@/app/routes';
import { aManager, aReview } from '@/features/managers/test-fixtures';
import {
  PAGE_DATA_ID,
  resetEmbeddedAnswers,
  settleEmbeddedAnswers,
  takeEmbeddedAnswer,
} from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';

const PATH = '/management/managers/rohan-mehta/m1';
const PROFILE = '/managers/m1?limit=20';

function embed(answers: Record<string, { data: unknown; headers: Record<string, string> }>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify(answers);
  document.body.append(block);
}

beforeEach(() => {
  resetEmbeddedAnswers();
  window.localStorage.clear();
});
afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
});

describe('answers embedded in a server-rendered page', () => {
  it('the first render shows the profile from them, without a request for it', async () => {
    const manager = aManager();
    embed({
      [PROFILE]: { data: { manager, reviews: [aReview()] }, headers: { date: new Date().toUTCString() } },
    });
    await preloadPage(PATH);
    const { calls } = renderApp(PATH, {
      api: { [`GET /api${PROFILE}`]: { body: { manager: { ...manager, name: 'Fetched' }, reviews: [] } } },
    });
    // Synchronously after the first render: no loading state came first.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(manager.name);
    expect(screen.queryByText('Loading manager...')).toBeNull();
    expect(calls.filter((call) => call.path.includes('/api/managers/m1'))).toEqual([]);
    // The block is read once and leaves the document.
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
  });

  it('after the first render, shown answers are gone: the same page fetches afresh', async () => {
    embed({ [PROFILE]: { data: { manager: aManager(), reviews: [] }, headers: {} } });
    await preloadPage(PATH);
    const first = renderApp(PATH, { api: {} });
    settleEmbeddedAnswers();
    first.unmount();
    const { calls } = renderApp(PATH, {
      api: { [`GET /api${PROFILE}`]: { body: { manager: aManager({ name: 'Fresh Name' }), reviews: [] } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Fresh Name' });
    expect(calls.filter((call) => call.path.includes('/api/managers/m1'))).toHaveLength(1);
  });

  it('an answer no render showed serves one request, once; other paths and signed requests go to the network', () => {
    embed({ '/themes/manager/m1': { data: { themes: [] }, headers: {} } });
    expect(takeEmbeddedAnswer('/themes/manager/m2')).toBeUndefined();
    expect(takeEmbeddedAnswer('/themes/manager/m1')?.data).toEqual({ themes: [] });
    expect(takeEmbeddedAnswer('/themes/manager/m1')).toBeUndefined();
  });

  it('a malformed block is no data, never an error', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = '{not json';
    document.body.append(block);
    expect(takeEmbeddedAnswer(PROFILE)).toBeUndefined();
  });
});
