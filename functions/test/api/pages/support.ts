// What the rendered-pages tests share: the public origin and a built index.html as the build writes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../../scripts/lib/firebase-emulators.ts';
import {
  parseLazyRoutes,
  routePattern,
  routePreloadTags,
} from '../../../../scripts/lib/page-load-plugins.ts';

export const ORIGIN = 'https://rmi.example';

/** A built index.html as the build writes it: the route preload block names every lazy route. */
export function shellHtml(): string {
  const routes = parseLazyRoutes(readFileSync(join(REPO_ROOT, 'src/app/routes.tsx'), 'utf8'));
  const tags = routePreloadTags(
    ['/assets/page.css', '/assets/page.js'],
    routes.map((route) => [routePattern(route.path), [0, 1]]),
  );
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="The site." data-static-head />
<title>Rate My Interviewer</title>${tags}<script type="module" crossorigin src="/assets/index.js"></script></head>
<body><noscript>needs JavaScript</noscript><div id="root"></div></body></html>`;
}
