import { usePwaUpdateStore } from '@/lib/offline/pwa-update-store';
import './update-prompt.css';

/**
 * "A new version is available" with a Reload button, when a new service worker is waiting. It never
 * reloads by itself: the user finishes what they are doing (an open form is never lost), then reloads.
 */
export function UpdatePrompt() {
  const updateReady = usePwaUpdateStore((s) => s.updateReady);
  const dismissed = usePwaUpdateStore((s) => s.dismissed);
  const applyUpdate = usePwaUpdateStore((s) => s.applyUpdate);
  const show = updateReady && !dismissed && applyUpdate !== null;
  return (
    <div className="update-prompt-region" aria-live="polite">
      {show ? (
        <section className="update-prompt" aria-label="App update">
          <p className="update-prompt-text">
            <strong>A new version is available.</strong> Reload when you are ready.
          </p>
          <div className="update-prompt-actions">
            <button type="button" className="btn btn-accent update-prompt-button" onClick={applyUpdate}>
              Reload
            </button>
            <button
              type="button"
              className="btn btn-outline-inverse update-prompt-button"
              onClick={() => usePwaUpdateStore.setState({ dismissed: true })}
            >
              Later
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
