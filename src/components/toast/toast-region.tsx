import { useEffect, useState } from 'react';
import { HiddenEmoji, leadingIcon, MessageIcon } from '@/components/message-icon/message-icon';
import {
  dismissToast,
  startsWithIcon,
  TOAST_DURATION_MS,
  type Toast,
  useToastStore,
} from '@/components/toast/toast-store';
import './toast.css';

/**
 * The app's notifications, rendered once by the layout. Both live regions are always in the DOM (a
 * region added together with its text is often not announced): successes and information politely,
 * errors assertively.
 */
export function ToastRegion() {
  const toasts = useToastStore((state) => state.toasts);
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const urgent = toasts.filter((toast) => toast.tone === 'error');
  return (
    <div className="toast-region">
      <div role="status" className="toast-stack">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="alert" className="toast-stack">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  // Stays while the pointer or keyboard focus is on it, so nobody loses a message they are reading.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const lead = leadingIcon(toast.message);
  useEffect(() => {
    if (paused) return;
    const duration = toast.tone === 'error' ? TOAST_DURATION_MS * 2 : TOAST_DURATION_MS;
    const timer = window.setTimeout(() => dismissToast(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.tone]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the dismiss timer; the button is the interaction
    <div
      className="toast"
      data-tone={toast.tone}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {/* One icon per toast: the message's own (SPEC's '✅ …', drawn), else one for the tone. */}
      {lead ? (
        <span className="toast-icon">
          <MessageIcon name={lead.name} className="toast-icon-svg" />
        </span>
      ) : startsWithIcon(toast.message) ? null : (
        <span className="toast-icon" aria-hidden="true">
          {toast.tone === 'success' ? '✓' : toast.tone === 'error' ? '!' : 'i'}
        </span>
      )}
      <p className="toast-message">
        {lead ? (
          <>
            <HiddenEmoji emoji={lead.emoji} />
            {lead.rest}
          </>
        ) : (
          toast.message
        )}
      </p>
      <button
        type="button"
        className="toast-close"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
