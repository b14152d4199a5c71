// oEmbed's answer (issue 17 item 4; oembed.com section 2.3.4, type "rich"). Imports only zod.
import { z } from 'zod';

export const oembedSchema = z
  .object({
    version: z.literal('1.0'),
    type: z.literal('rich'),
    provider_name: z.string(),
    provider_url: z.string().describe("The site's public origin, with a trailing slash."),
    title: z.string().describe('"NAME on Rate My Interviewer".'),
    html: z
      .string()
      .describe("The widget's iframe (src on the site's public origin), to put into the page as it is."),
    width: z.number().int().describe('At most maxwidth, and at most 420.'),
    height: z.number().int().describe('At most maxheight.'),
    cache_age: z.number().int().describe('Seconds a consumer may keep this answer.'),
  })
  .meta({ id: 'OEmbed' });

export type OEmbed = z.infer<typeof oembedSchema>;
