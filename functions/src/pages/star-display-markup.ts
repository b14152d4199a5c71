// StarDisplay's markup, for the rendered pages: the same five stars the PWA draws, so its takeover changes nothing.
import { esc } from './html.ts';
import { STAR_PATH_20 } from './page-icons.ts';

/** StarDisplay (src/components/rating/star-display.tsx): five stars, `filled` coloured (a half for .5), one image. */
export function starDisplay(filled: number, label: string, size: 'sm' | 'md' | 'lg'): string {
  const count = Math.max(0, Math.min(10, Math.round(filled * 2))) / 2;
  const stars = [1, 2, 3, 4, 5]
    .map((n) => {
      const state = n <= count ? 'true' : n - 0.5 === count ? 'half' : 'false';
      const half = state === 'half' ? `<path class="star-display-half" d="${STAR_PATH_20}"></path>` : '';
      return `<svg class="star-display-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-filled="${state}"><path d="${STAR_PATH_20}"></path>${half}</svg>`;
    })
    .join('');
  return `<span class="star-display" data-size="${size}" role="img" aria-label="${esc(label)}">${stars}</span>`;
}
