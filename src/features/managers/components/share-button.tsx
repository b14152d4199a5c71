import { showToast } from '@/components/toast/toast-store';

export const COPIED_MESSAGE = '🔗 Link copied to clipboard!';

/** Share via the Web Share API where there is one, else copy the link with '🔗 Link copied to clipboard!'. */
export async function shareLink(data: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to do. Other failures fall back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    showToast(COPIED_MESSAGE);
  } catch {
    showToast(`Copy this link to share it: ${data.url}`, 'info');
  }
}

export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  return (
    <button type="button" className="btn btn-secondary" onClick={() => void shareLink({ title, text, url })}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M18 8a3 3 0 1 0-2.8-4 3 3 0 0 0 .1 1.1L8.7 8.6a3 3 0 1 0 0 6.8l6.6 3.5A3 3 0 1 0 16 17l-6.6-3.5a3 3 0 0 0 0-3L16 7A3 3 0 0 0 18 8z"
          fill="currentColor"
        />
      </svg>
      Share
    </button>
  );
}
