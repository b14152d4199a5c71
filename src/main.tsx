import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { keepTypedWords } from '@/app/keep-typed-words';
import { preloadPage } from '@/app/routes';
import { useSessionStore } from '@/features/auth/session-store';
import { startSessionSync } from '@/features/auth/session-sync';
import '@/styles/global.css';

// app-shell.html carries a static description for crawlers and link previews that don't run scripts.
// Once React runs, every page renders its own (see PageMeta), so drop the static one to avoid duplicates.
for (const el of document.head.querySelectorAll('[data-static-head]')) el.remove();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in app-shell.html');

function start(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  // Over the server's markup, the first render runs as a transition: React renders in slices and yields
  // to the browser between them (the reader already sees the page, and the markup stays until the commit),
  // instead of one task of a quarter of a second on a mid-range phone that holds up taps and scrolling.
  if (root.firstElementChild) {
    keepTypedWords(root);
    startTransition(() => reactRoot.render(app));
  } else reactRoot.render(app);

  // After first paint: Firebase Auth restores a stored session without delaying the page.
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  whenIdle(() => void startSessionSync());
  // Then the offline machinery (service worker, update prompt, outbox replay), as a separate chunk. The
  // outbox replays again whenever the signed-in user changes (e.g. after sign-in).
  whenIdle(() => {
    void import('@/lib/offline/start-offline').then(({ startOffline }) =>
      startOffline({
        subscribeToUser: (listener) =>
          useSessionStore.subscribe((state, previous) => {
            if (state.user?.uid !== previous.user?.uid) listener();
          }),
      }),
    );
  });
}

// A deep link's page renders at once rather than after a spinner, if its chunk arrives within 300 ms
// (app-shell.html has been fetching it alongside this one); a failed load is the error boundary's business.
// A page the server rendered (#root has its markup) waits for its chunk however long it takes: the
// reader already sees the page, and the first render then draws the same page, never a spinner over it.
const preloaded = preloadPage(window.location.pathname).catch(() => {});
void (
  container.firstElementChild ? preloaded : Promise.race([preloaded, new Promise((r) => setTimeout(r, 300))])
).then(() => start(container));
