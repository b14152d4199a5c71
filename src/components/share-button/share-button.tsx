import { showToast } from '@/components/toast/toast-store';

export const COPIED_MESSAGE = '🔗 Link copied to clipboard!';

type ShareData = { title: string; text: string; url: string };

/**
 * The profile's share card as a file to share (Web Share API Level 2), or null where the platform
 * cannot share image files or the card cannot be fetched. Asked with an empty probe first, so
 * platforms without file sharing never download the card.
 */
async function shareableImage(imageUrl: string): Promise<File[] | null> {
  if (typeof navigator.canShare !== 'function') return null;
  const probe = [new File([], 'card.png', { type: 'image/png' })];
  if (!navigator.canShare({ files: probe })) return null;
  try {
    const res = await fetch(imageUrl);
    if (!res.ok) return null;
    const files = [new File([await res.arrayBuffer()], 'rating-card.png', { type: 'image/png' })];
    return navigator.canShare({ files }) ? files : null;
  } catch {
    return null;
  }
}

/**
 * Share via the Web Share API where there is one (with the profile's share card as an image where
 * the platform shares files), else copy the link with '🔗 Link copied to clipboard!'.
 */
export async function shareLink(data: ShareData, imageUrl?: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      const files = imageUrl ? await shareableImage(imageUrl) : null;
      await navigator.share(files ? { ...data, files } : data);
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

/** A profile's share card (issue 15 item 3): /og/{interviewers|managers|companies}/{id}.png. */
export function shareImagePath(kind: 'interviewers' | 'managers' | 'companies', id: string): string {
  return `/og/${kind}/${encodeURIComponent(id)}.png`;
}

/**
 * Share for interviewer, manager and company pages. `imageUrl`: the profile's share card
 * (shareImagePath), shared as an image where the platform can; `className` for a dark band.
 */
export function ShareButton({
  title,
  text,
  url,
  imageUrl,
  className = 'btn btn-secondary',
}: ShareData & { imageUrl?: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => void shareLink({ title, text, url }, imageUrl)}
    >
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
