import type { Hono } from 'hono';
import type { AppDeps } from '../http/context.ts';
import { WriteObservedStore } from '../store/write-observed-store.ts';
import { type ClientBindings, createPagesApp } from './pages-app.ts';
import type { WebShell } from './web-shell.ts';

/**
 * The rendered pages over an API app built from `deps`: its version moves with the store's writes, so a
 * write empties the page cache of this process at once (the API's public read cache does the same).
 */
export function pagesForDeps(
  deps: AppDeps,
  api: { fetch: (request: Request, bindings?: ClientBindings) => Response | Promise<Response> },
  options: { origin: string; shell: () => Promise<WebShell> },
): Hono {
  const store = deps.store;
  return createPagesApp({
    apiFetch: (request, bindings) => api.fetch(request, bindings),
    shell: options.shell,
    origin: options.origin,
    ...(store instanceof WriteObservedStore ? { writeVersion: () => store.writeVersion } : {}),
    now: () => deps.clock().getTime(),
  });
}
