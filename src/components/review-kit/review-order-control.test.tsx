// The sort and filter control of a profile's reviews (issue 14 item 6): labelled native selects whose
// choice lives in the page's URL; unknown values in the URL read as the defaults.
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { orderKey } from '@/lib/review-order';
import { ReviewOrderControl } from './review-order-control';
import { ReviewsSection } from './reviews-section';
import type { KitReview, ReviewKindDescriptor } from './types';
import { type ReviewFilterOptions, useReviewOrder } from './use-review-order';
import type { ReviewPages } from './use-review-pages';

afterEach(cleanup);

/** The kit's pieces use the router (links, navigation). */
const render = (ui: React.ReactElement) => {
  const result = renderBare(ui, { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> });
  return result;
};

const OUTCOMES: ReviewFilterOptions = {
  param: 'outcome',
  label: 'Outcome',
  allLabel: 'All outcomes',
  options: [
    { value: 'cleared', label: 'Cleared' },
    { value: 'not-cleared', label: 'Not Cleared' },
  ],
};

function Harness({ filter }: { filter?: ReviewFilterOptions }) {
  const state = useReviewOrder(filter);
  const location = useLocation();
  return (
    <>
      <ReviewOrderControl {...state} filter={filter} />
      <output data-testid="search">{location.search}</output>
      <output data-testid="order">{orderKey(state.order)}</output>
    </>
  );
}

function renderAt(path: string, filter?: ReviewFilterOptions) {
  const user = userEvent.setup();
  renderBare(
    <MemoryRouter initialEntries={[path]}>
      <Harness filter={filter} />
    </MemoryRouter>,
  );
  return {
    user,
    search: () => screen.getByTestId('search').textContent,
    order: () => screen.getByTestId('order').textContent,
  };
}

const sortBox = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
const outcomeBox = () => screen.getByRole('combobox', { name: 'Outcome' }) as HTMLSelectElement;

describe('ReviewOrderControl', () => {
  it('offers the four sorts by name, in a labelled group, and shows the one in the URL', () => {
    const { order } = renderAt('/p/1?sort=highest');
    expect(screen.getByRole('group', { name: 'Order of the reviews' })).toBeTruthy();
    expect([...sortBox().options].map((o) => o.textContent)).toEqual([
      'Newest first',
      'Most helpful',
      'Highest rated',
      'Lowest rated',
    ]);
    expect(sortBox().value).toBe('highest');
    expect(order()).toBe('?sort=highest');
    // Without a filter from the area there is no filter box.
    expect(screen.queryByRole('combobox', { name: 'Outcome' })).toBeNull();
  });

  it('keeps a choice made with the keyboard in the URL, other parameters untouched; Newest clears it', async () => {
    const { user, search } = renderAt('/p/1?edit=1', OUTCOMES);
    sortBox().focus();
    await user.selectOptions(sortBox(), 'Lowest rated');
    expect(search()).toBe('?edit=1&sort=lowest');
    await user.selectOptions(outcomeBox(), 'Not Cleared');
    expect(search()).toBe('?edit=1&sort=lowest&outcome=not-cleared');
    await user.selectOptions(sortBox(), 'Newest first');
    await user.selectOptions(outcomeBox(), 'All outcomes');
    expect(search()).toBe('?edit=1');
  });

  it('reads values it does not know as the defaults and asks for nothing odd', () => {
    const { order } = renderAt('/p/1?sort=oldest&outcome=hired', OUTCOMES);
    expect(sortBox().value).toBe('newest');
    expect(outcomeBox().value).toBe('');
    expect(order()).toBe('newest');
  });

  it('applies a filter from the URL, for the API in the form the URL has it', () => {
    const { order } = renderAt('/p/1?outcome=not-cleared&sort=helpful', OUTCOMES);
    expect(outcomeBox().value).toBe('not-cleared');
    expect(order()).toBe('?sort=helpful&outcome=not-cleared');
  });
});

describe('ReviewsSection with an order control', () => {
  const descriptor = {
    kind: 'interviewer',
    ratingWords: { 5: 'Top', 4: 'Fine', 3: 'Meh', 2: 'Poor', 1: 'Bad' },
    text: () => '',
    vote: () => Promise.reject(new Error('not used')),
    messages: {
      submitted: '',
      updated: '',
      deleted: '',
      submitFailed: '',
      deleteFailed: '',
      confirmDelete: { title: '', description: '' },
    },
  } as ReviewKindDescriptor<KitReview>;
  const pages = (overrides: Partial<ReviewPages<KitReview>> = {}): ReviewPages<KitReview> => ({
    items: [],
    loading: false,
    failed: false,
    hasMore: false,
    loadMore: () => Promise.resolve(),
    change: () => {},
    contextPending: false,
    responder: null,
    setOwnResponse: () => {},
    ...overrides,
  });

  it('says a filter matched nothing rather than that there are no reviews', () => {
    render(
      <ReviewsSection
        descriptor={descriptor}
        reviews={pages()}
        emptyText="No reviews yet."
        orderControl={<p>control</p>}
        filtered
      />,
    );
    expect(screen.getByText('No reviews match this filter.')).toBeTruthy();
    expect(screen.queryByText('No reviews yet.')).toBeNull();
    expect(screen.getByText('control')).toBeTruthy();
  });

  it('keeps the control while the new order loads, and offers Try again when it fails', async () => {
    const retried: string[] = [];
    const { rerender } = render(
      <ReviewsSection
        descriptor={descriptor}
        reviews={pages({ loading: true })}
        emptyText="No reviews yet."
        orderControl={<select aria-label="Sort by" />}
        onRetry={() => retried.push('again')}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.getByText('Loading reviews...')).toBeTruthy();
    rerender(
      <ReviewsSection
        descriptor={descriptor}
        reviews={pages({ failed: true })}
        emptyText="No reviews yet."
        orderControl={<select aria-label="Sort by" />}
        onRetry={() => retried.push('again')}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Reviews could not be loaded.');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toEqual(['again']);
  });
});
