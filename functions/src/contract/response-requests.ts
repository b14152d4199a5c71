// The request body of a claimed manager's public response (PUT /manager-reviews/{id}/response, issue 17):
// the route validates with it, the OpenAPI document describes it, and the PWA takes its type from here.
import { z } from 'zod';
import { proseText } from './request-fields.ts';
import { MAX_RESPONSE_TEXT } from './request-rules.ts';

/** A review's rules: trimmed, 1 to 5,000 characters, nothing hidden. */
export const responseBody = z.object({ text: proseText(MAX_RESPONSE_TEXT) });
export type ResponseRequest = z.input<typeof responseBody>;
