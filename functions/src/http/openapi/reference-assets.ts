import { z } from 'zod';

/** The reference page's own files under /docs/ (routes/api-docs.ts); any other name is a 400. */
export const assetParam = z.object({ asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js']) });
