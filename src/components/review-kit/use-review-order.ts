import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_REVIEW_SORT, isReviewSort, type ReviewOrder, type ReviewSort } from '@/lib/review-order';

/** An area's filter of its reviews (interviewers: the outcome): its query parameter and choices. */
export type ReviewFilterOptions = {
  /** The query parameter, in the page's URL and the API's alike. */
  param: string;
  label: string;
  /** The choice that filters nothing ('All outcomes'). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
};

export type ReviewOrderState = {
  order: ReviewOrder;
  setSort: (sort: ReviewSort) => void;
  setFilter: (value: string | null) => void;
};

/**
 * The order a profile lists its reviews in, kept in the page's URL (`?sort=helpful&outcome=cleared`)
 * so that it survives a reload and can be shared. Values the page does not know are the default.
 * Changes replace the history entry: Back leaves the profile rather than stepping through sorts.
 */
export function useReviewOrder(filter?: ReviewFilterOptions): ReviewOrderState {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort');
  const sort = isReviewSort(rawSort) ? rawSort : DEFAULT_REVIEW_SORT;
  const filterParam = filter?.param ?? null;
  const rawFilter = filterParam ? params.get(filterParam) : null;
  const filterValue =
    rawFilter !== null && filter?.options.some((option) => option.value === rawFilter) ? rawFilter : null;
  const order = useMemo<ReviewOrder>(
    () => ({
      sort,
      filter: filterParam && filterValue ? { param: filterParam, value: filterValue } : null,
    }),
    [sort, filterParam, filterValue],
  );
  const setSort = useCallback(
    (next: ReviewSort) =>
      setParams(
        (current) => {
          if (next === DEFAULT_REVIEW_SORT) current.delete('sort');
          else current.set('sort', next);
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setFilter = useCallback(
    (value: string | null) => {
      if (!filterParam) return;
      setParams(
        (current) => {
          if (value) current.set(filterParam, value);
          else current.delete(filterParam);
          return current;
        },
        { replace: true },
      );
    },
    [setParams, filterParam],
  );
  return { order, setSort, setFilter };
}
