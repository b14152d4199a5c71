import { BURST_WINDOW_MS } from '../domain/moderation/admission.ts';
import { DEFAULT_PUBLISH_DELAY, type PublishDelay } from '../domain/moderation/scheduled-publication.ts';

/**
 * How long after it was written a new review appears publicly (RMI_PUBLISH_DELAY_HOURS in
 * functions/.env): "MIN-MAX" hours, a moment drawn at random between them
 * (domain/moderation/scheduled-publication.ts), or "0" for at once. Default 1-24 in production, and
 * 0 in the Functions emulator unless set. Throws on anything else, so a typo cannot publish at once.
 * MIN is at least the burst rule's hour (moderation/admission.ts): that rule pulls the earlier reviews of a
 * burst out of the figures when its last one is written, so one already published would vanish at that
 * minute, pointing at the author of the review that completed the burst.
 */
export function publishDelay(
  env: NodeJS.ProcessEnv = process.env,
  unset: 'window' | 'at once' = env.FUNCTIONS_EMULATOR === 'true' ? 'at once' : 'window',
): PublishDelay | undefined {
  const raw = env.RMI_PUBLISH_DELAY_HOURS?.trim();
  if (raw === undefined || raw === '') return unset === 'window' ? DEFAULT_PUBLISH_DELAY : undefined;
  if (raw === '0') return undefined;
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(raw);
  const [min, max] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN];
  if (!(min >= 0 && max >= min && max > 0 && max <= MAX_PUBLISH_DELAY_HOURS)) {
    throw new Error(
      `RMI_PUBLISH_DELAY_HOURS must be "0" or "MIN-MAX" hours (0 <= MIN <= MAX <= ${MAX_PUBLISH_DELAY_HOURS}), not "${raw}".`,
    );
  }
  if (min * HOUR_MS < BURST_WINDOW_MS) {
    throw new Error(
      `RMI_PUBLISH_DELAY_HOURS: MIN must be at least ${BURST_WINDOW_MS / HOUR_MS} hour, the burst rule's window, not "${raw}".`,
    );
  }
  return { minMs: Math.round(min * HOUR_MS), maxMs: Math.round(max * HOUR_MS) };
}
/**
 * A day: everything the product tells people says so (a new review "appears publicly within a day", an edit
 * waits, a deleted review or account "leaves the site within a day"). A longer window made all of that untrue.
 */
const MAX_PUBLISH_DELAY_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
