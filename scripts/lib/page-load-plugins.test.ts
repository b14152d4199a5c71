import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './firebase-emulators.ts';
import {
  inlineEntryCss,
  parseLazyRoutes,
  ROUTE_PRELOAD_DATA_ID,
  ROUTE_PRELOAD_SCRIPT,
  routePattern,
  routePreloadData,
} from './page-load-plugins.ts';

describe('parseLazyRoutes', () => {
  it('finds every lazy page of the route table with its path, and nothing from comments', () => {
    const source = readFileSync(join(REPO_ROOT, 'src', 'app', 'routes.tsx'), 'utf8');
    const routes = parseLazyRoutes(source);
    expect(routes).toContainEqual({
      path: 'interviewers/:id',
      module: 'features/interviewers/interviewer-profile-page',
    });
    expect(routes).toContainEqual({
      path: 'management/managers/:name/:id',
      module: 'features/managers/manager-profile-page',
    });
    expect(routes).toContainEqual({ path: 'All-Companies', module: 'features/companies/all-companies-page' });
    // The example in lazyPage's doc comment is not counted twice.
    expect(routes.filter((r) => r.path === 'team')).toHaveLength(1);
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(routes).toHaveLength(code.match(/lazyPage\(\s*\(\)\s*=>/g)?.length ?? 0);
  });

  it('attributes an import to the nearest path before it, and to an index route', () => {
    const source = `[
      { index: true, element: lazyPage(() => import('@/features/home/home-page.tsx'), 'HomePage') },
      { path: 'a/:id', element: <Wrapper>{lazyPage(() => import('@/features/a/a-page'), 'APage')}</Wrapper> },
      { path: '*', element: <NotFound /> },
    ]`;
    expect(parseLazyRoutes(source)).toEqual([
      { path: '', module: 'features/home/home-page' },
      { path: 'a/:id', module: 'features/a/a-page' },
    ]);
  });
});

describe('routePattern', () => {
  it('matches one segment per parameter, with an optional trailing slash', () => {
    const re = new RegExp(routePattern('management/managers/:name/:id'), 'i');
    expect(re.test('/management/managers/ritu-sharma/abc123')).toBe(true);
    expect(re.test('/Management/Managers/x/y/')).toBe(true);
    expect(re.test('/management/managers/x')).toBe(false);
    expect(re.test('/management/managers/x/y/z')).toBe(false);
    expect(new RegExp(routePattern(''), 'i').test('/')).toBe(true);
  });
});

describe('the route preload script', () => {
  function run(pathname: string, data: string | null = defaultData) {
    const links: { rel?: string; as?: string; href?: string; crossOrigin?: string }[] = [];
    const document = {
      createElement: () => ({}),
      getElementById: (id: string) =>
        id === ROUTE_PRELOAD_DATA_ID && data !== null ? { textContent: data } : null,
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    };
    new Function('location', 'document', ROUTE_PRELOAD_SCRIPT)({ pathname }, document);
    return links;
  }
  const defaultData = routePreloadData(
    ['/assets/a.css', '/assets/a.js', '/assets/shared.js', '/assets/b.js'],
    [
      [routePattern('a/:id'), [0, 1, 2]],
      [routePattern('b'), [3, 2]],
    ],
  );

  it('is one fixed text, whatever the build: the Content-Security-Policy allows it by its hash', () => {
    expect(ROUTE_PRELOAD_SCRIPT).not.toMatch(/assets|\[\[/);
  });

  it('does nothing without its data block', () => {
    expect(run('/a/42', null)).toEqual([]);
  });

  it('keeps "<" out of the data block, so no file name can end the element', () => {
    const data = routePreloadData(['/assets/</script><script>alert(1)</script>.js'], [['^/x$', [0]]]);
    expect(data).not.toContain('<');
    expect(run('/x', data)).toEqual([
      { crossOrigin: '', rel: 'modulepreload', href: '/assets/</script><script>alert(1)</script>.js' },
    ]);
  });

  it('adds preload links for the files of the first matching route only', () => {
    // crossorigin as on Vite's own links, so that they reuse these fetches.
    expect(run('/a/42')).toEqual([
      { crossOrigin: '', rel: 'preload', as: 'style', href: '/assets/a.css' },
      { crossOrigin: '', rel: 'modulepreload', href: '/assets/a.js' },
      { crossOrigin: '', rel: 'modulepreload', href: '/assets/shared.js' },
    ]);
    expect(run('/B')).toEqual([
      { crossOrigin: '', rel: 'modulepreload', href: '/assets/b.js' },
      { crossOrigin: '', rel: 'modulepreload', href: '/assets/shared.js' },
    ]);
    expect(run('/')).toEqual([]);
  });
});

describe('inlineEntryCss', () => {
  const transform = (html: string, bundle: Record<string, unknown>) => {
    const hook = inlineEntryCss().transformIndexHtml as {
      handler: (html: string, ctx: { bundle: Record<string, unknown> }) => string | undefined;
    };
    return hook.handler(html, { bundle });
  };

  it('replaces the stylesheet link with its CSS, and leaves CSS with url() alone', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(transform(html, { 'assets/index-1.css': { type: 'asset', source: 'body{margin:0}' } })).toBe(
      '<head><style>body{margin:0}</style></head>',
    );
    expect(
      transform(html, { 'assets/index-1.css': { type: 'asset', source: 'a{background:url(x.png)}' } }),
    ).toBe(html);
    expect(transform(html, {})).toBe(html);
  });
});
