import { useEffect, useState } from 'react';
import './install-hint.css';

/** Set once the hint has been shown: it is shown on one visit only, whatever the visitor does with it. */
export const INSTALL_HINT_KEY = 'rmi.install-hint-shown';

/**
 * Safari on an iPhone or iPad: the one browser that installs web apps only from its Share menu and never
 * offers to (Chrome on Android prompts from the manifest; Chrome and Firefox on iOS put the item elsewhere).
 * iPadOS Safari calls itself a Mac; a Mac has no touch screen.
 */
function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return apple && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}

/** Already running from the home screen (iOS's own flag, or the manifest's display mode). */
function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function shownBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_HINT_KEY) !== null;
  } catch {
    return true; // Storage refused (private mode): better no hint than one on every page load.
  }
}

function markShown(): void {
  try {
    window.localStorage.setItem(INSTALL_HINT_KEY, 'yes');
  } catch {
    // Nothing to keep it in; the hint still goes when dismissed.
  }
}

/**
 * How to install the app, for iOS Safari visitors only: Safari has no install prompt, so without this
 * an iPhone user never learns the app installs. Shown on one visit, until dismissed; never on desktop,
 * never in another browser, never once installed. Decided after mounting (the server renders none).
 */
export function InstallHint() {
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!isIosSafari() || isInstalled() || shownBefore()) return;
    markShown();
    setShow(true);
  }, []);

  if (!show) return null;
  return (
    <section className="install-hint" aria-label="Install the app">
      <p className="install-hint-text">
        Install the app: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
      </p>
      <button type="button" className="btn-link install-hint-dismiss" onClick={() => setShow(false)}>
        Dismiss
      </button>
    </section>
  );
}
