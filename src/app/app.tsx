import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';

/**
 * The application root. App-wide providers (auth listener, service-worker update prompt, ...)
 * wrap the router here.
 *
 * Declarative routing (BrowserRouter + useRoutes) on purpose: the data router (createBrowserRouter)
 * adds ~17 KB gzip to the entry chunk, which would push the first page over its 100 KB budget.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
