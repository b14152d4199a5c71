import { formatTime } from '@/lib/offline/format-time';
import { useOnlineStatus } from '@/lib/offline/online-status';
import './data-freshness.css';

/** Online, an answer the service worker served from its cache is mentioned once it is this old. */
export const STALE_AFTER_MS = 60_000;

export type DataFreshnessProps = {
  /** When the data was fetched: `fetchedAt` from apiWithMeta(). */
  fetchedAt: Date | number | null | undefined;
  /** `fromCache` from apiWithMeta(). */
  fromCache?: boolean;
};

/**
 * "Saved data from 10:42 AM": shown while offline, and online when the data came from the offline
 * cache and is more than a minute old. Nothing otherwise (live data needs no label).
 *
 *   const { data, fetchedAt, fromCache } = await apiWithMeta<Interviewer>(`/interviewers/${id}`);
 *   <DataFreshness fetchedAt={fetchedAt} fromCache={fromCache} />
 */
export function DataFreshness({ fetchedAt, fromCache = false }: DataFreshnessProps) {
  const online = useOnlineStatus();
  if (fetchedAt === null || fetchedAt === undefined) return null;
  const at = new Date(fetchedAt);
  if (Number.isNaN(at.getTime())) return null;
  const stale = !online || (fromCache && Date.now() - at.getTime() > STALE_AFTER_MS);
  if (!stale) return null;
  return (
    <p className="data-freshness">
      Saved data from <time dateTime={at.toISOString()}>{formatTime(at.getTime())}</time>
    </p>
  );
}
