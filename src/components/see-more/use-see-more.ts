import { useRef, useState } from 'react';

/** Reviews shown at first, and added per 'See More' (SPEC.md section 9). */
export const SEE_MORE_STEP = 5;

/**
 * 'See More' over a list loaded a page at a time: shows `step` more items per press, first loading
 * the next page when fewer are loaded than will show. `focusIndex` is the first newly shown item
 * (focus moves there). When the next page cannot be loaded (offline), `failed` says so. `shownAtFirst`
 * shows more than `step` at first (what a server-rendered page already showed).
 */
export function useSeeMore(
  loaded: number,
  {
    hasMore = false,
    onLoadMore,
    shownAtFirst = 0,
  }: { hasMore?: boolean; onLoadMore?: () => Promise<void>; shownAtFirst?: number },
  step = SEE_MORE_STEP,
) {
  const [visible, setVisible] = useState(() => Math.max(step, shownAtFirst));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const focusIndex = useRef<number | null>(null);

  const showMore = async () => {
    if (loading) return;
    if (loaded < visible + step && hasMore && onLoadMore) {
      setLoading(true);
      setFailed(false);
      try {
        await onLoadMore();
      } catch (error) {
        console.warn('More reviews could not be loaded:', error);
        setFailed(true);
        return;
      } finally {
        setLoading(false);
      }
    }
    focusIndex.current = visible;
    setVisible((n) => n + step);
  };

  return { visible, canShowMore: loaded > visible || hasMore, showMore, loading, failed, focusIndex };
}
