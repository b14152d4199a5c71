import { canonicalOrigin } from '../http/cors.ts';

// The site's public origin (https://ratemyinterviewer.example), for the absolute URLs that leave the
// site: the embed widget's link back, embed.js's iframe, oEmbed answers. Always configured, never read
// from the request's Host or X-Forwarded-Host, which a client can write: a cached widget or oEmbed
// answer would otherwise point every later reader at whatever host the first caller named.

/**
 * PUBLIC_ORIGIN (functions/.env for the function; the environment for `npm start`), else `fallback`:
 * the web origin `npm start` listens on, or `https://PROJECT_ID.web.app` (Firebase Hosting's default
 * site) for the function. A value that is not an exact origin (a path, a wildcard) stops start-up.
 */
export function publicOrigin(env: NodeJS.ProcessEnv, fallback: string): string {
  const raw = env.PUBLIC_ORIGIN?.trim() || fallback;
  const origin = canonicalOrigin(raw.replace(/\/$/, ''));
  if (!origin) {
    throw new Error(`PUBLIC_ORIGIN: "${raw}" is not an origin like https://ratemyinterviewer.example.`);
  }
  return origin;
}

/** The function's default: the project's Firebase Hosting site. */
export function hostingOrigin(env: NodeJS.ProcessEnv): string {
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'demo-rmi';
  return `https://${project}.web.app`;
}
