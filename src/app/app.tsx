import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';
import { settleEmbeddedAnswers } from '@/lib/embedded-answers';

/**
 * The application root. App-wide providers (auth listener, service-worker update prompt, ...)
 * wrap the router here.
 *
 * Declarative routing (BrowserRouter + useRoutes) on purpose: the data router (createBrowserRouter)
 * adds ~17 KB gzip to the entry chunk, which would push the first page over its 100 KB budget.
 */
export function App() {
  // After the first render committed (parents' effects run after their children's): the answers a
  // server-rendered page came with were shown, and are never shown again in place of fresh data.
  useEffect(() => settleEmbeddedAnswers(), []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
