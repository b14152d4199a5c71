import { useOnlineStatus } from '@/lib/offline/online-status';
import './offline-indicator.css';

export const OFFLINE_MESSAGE = 'You’re offline — showing saved data.';

/**
 * A banner under the navigation while the browser is offline. The live region is always in the DOM
 * (a region inserted together with its text is often not announced), so going offline is announced.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div className="offline-indicator-region" aria-live="polite">
      {online ? null : (
        <p className="offline-indicator">
          <span className="offline-indicator-dot" aria-hidden="true" />
          <span>
            <strong>{OFFLINE_MESSAGE}</strong> What you submit waits in your outbox and is sent when you
            reconnect.
          </span>
        </p>
      )}
    </div>
  );
}
