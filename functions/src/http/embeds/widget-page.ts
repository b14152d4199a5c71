// The embed widget's HTML (issue 17 item 4): plain server-rendered markup with the one hashed
// stylesheet and sizing script of embed-headers.ts, no app bundle, no cookie, nothing loaded.
import type { ProfileCard } from '../../domain/embeds/profile-card.ts';
import {
  formatScore,
  NO_RATING_TEXT,
  reviewCountText,
  scoreOutOfFive,
} from '../../domain/text/display-text.ts';
import { WIDGET_SIZE_SCRIPT, WIDGET_STYLE } from './embed-headers.ts';

export const SITE_NAME = 'Rate My Interviewer';
export type WidgetTheme = 'light' | 'dark' | 'auto';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text and attribute values: names are what users typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function page(theme: WidgetTheme, title: string, body: string): string {
  const themeAttr = theme === 'auto' ? '' : ` data-theme="${theme}"`;
  return `<!doctype html>
<html lang="en"${themeAttr}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${WIDGET_STYLE}</style>
</head>
<body>
${body}
<script>${WIDGET_SIZE_SCRIPT}</script>
</body>
</html>
`;
}

/** Filled halves of the five stars, to the nearest half: 4.3 -> 9 (four and a half stars). */
function halfStars(average: number): number {
  return Math.max(0, Math.min(10, Math.round(average * 2)));
}

/** The widget of one profile; `profileUrl` is absolute, on the site's public origin. */
export function widgetPage(card: ProfileCard, profileUrl: string, theme: WidgetTheme): string {
  const rated = card.reviewCount > 0;
  const score = rated
    ? `<span class="stars" aria-hidden="true"><span class="fill s${halfStars(card.average)}"></span></span>
<span class="value" aria-label="${escapeHtml(scoreOutOfFive(card.average, card.reviewCount))}">${formatScore(card.average)}</span>
<span class="count">${reviewCountText(card.reviewCount, card.kind === 'companies' ? 'manager' : undefined)}</span>`
    : `<span class="none">${NO_RATING_TEXT}</span>`;
  const context = card.context ? `\n<span class="context">${escapeHtml(card.context)}</span>` : '';
  return page(
    theme,
    `${card.name} on ${SITE_NAME}`,
    `<a class="card" href="${escapeHtml(profileUrl)}" target="_blank" rel="noopener">
<span class="brand">${SITE_NAME}</span>
<span class="name">${escapeHtml(card.name)}</span>${context}
<span class="score">${score}</span>
<span class="cta">Read the reviews</span>
</a>`,
  );
}

/** What a widget for a profile that does not (or no longer) exist shows: a 404 page, still framable. */
export function missingWidgetPage(siteUrl: string, theme: WidgetTheme): string {
  return page(
    theme,
    `Not found on ${SITE_NAME}`,
    `<a class="card" href="${escapeHtml(siteUrl)}" target="_blank" rel="noopener">
<span class="brand">${SITE_NAME}</span>
<span class="name">Profile not found</span>
<span class="note">This profile is not on ${SITE_NAME} (any more).</span>
<span class="cta">Visit ${SITE_NAME}</span>
</a>`,
  );
}
