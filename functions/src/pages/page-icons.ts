// Drawings the PWA and the rendered pages both draw (the PWA imports them from here), so the server's
// markup and the PWA's first render are the same picture.

/** A five-pointed star in a 20x20 box (StarDisplay, RatingBadge, the rendered latest reviews). */
export const STAR_PATH_20 = 'M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.85 4.75 17.6l1-5.8L1.5 7.7l5.9-.9z';

/** VoteButtons' thumb in a 24x24 box (turned over for Dislike), on the app's and the rendered cards. */
export const THUMB_PATH =
  'M7 10v11H3V10h4zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14l.9-4.4a1.6 1.6 0 0 0-2.9-1.2L9 9.5V21z';

/** ReportReviewButton's flag in a 24x24 box. */
export const FLAG_PATH = 'M5 21V4h11l-1.5 4L16 12H7v9H5z';

/** The brand mark in a 32x32 box: a speech bubble (accent yellow) holding a star (brand navy). */
export const LOGO_BUBBLE_PATH =
  'M6 3h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14.5l-6.3 5.2A1 1 0 0 1 6.6 28.4V24H6a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z';
export const LOGO_STAR_PATH =
  'm16 7.5 2.2 4.5 4.9.7-3.6 3.5.9 4.9-4.4-2.3-4.4 2.3.9-4.9-3.6-3.5 4.9-.7L16 7.5Z';
export const LOGO_BUBBLE_FILL = '#fbbf24';
export const LOGO_STAR_FILL = '#1e1b4b';

/** The icons of the app's messages in a 24x24 box (MessageIcon), drawn for their leading emoji. */
export const MESSAGE_ICON_PATHS = {
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  cross:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  link: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8v2zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z',
} as const;
