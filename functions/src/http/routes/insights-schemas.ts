// The zod schemas of the insights routes (issue 16): what they take. What they
// answer is in functions/src/contract/insights.ts (re-exported here), which the
// PWA imports its types from.
import { z } from 'zod';
import { isDocId } from '../../domain/shared/doc-id.ts';
import { queryInteger } from '../query-integer.ts';

export {
  companyInsightsAnswer,
  signalAnswer,
  themeReviewsAnswer,
  themesAnswer,
} from '../../contract/insights.ts';

const id = z.string().refine(isDocId, 'must be a valid id');

export const companyInsightsParams = z.object({ id });
export const themesParams = z.object({ kind: z.enum(['interviewer', 'manager', 'company']), id });

export const themeReviewsQuery = z.object({ theme: queryInteger(0, 50) });

export const signalsQuery = z.object({ status: z.enum(['open', 'dismissed']).default('open') });
export const signalParams = z.object({ id });
