// Drawings the PWA and the rendered pages both draw (the PWA imports them from here), so the server's
// markup and the PWA's first render are the same picture.

/** A five-pointed star in a 20x20 box (StarDisplay, RatingBadge, the rendered latest reviews). */
export const STAR_PATH_20 = 'M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.85 4.75 17.6l1-5.8L1.5 7.7l5.9-.9z';

/** The brand mark in a 32x32 box: a speech bubble (accent yellow) holding a star (brand navy). */
export const LOGO_BUBBLE_PATH =
  'M6 3h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14.5l-6.3 5.2A1 1 0 0 1 6.6 28.4V24H6a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z';
export const LOGO_STAR_PATH =
  'm16 7.5 2.2 4.5 4.9.7-3.6 3.5.9 4.9-4.4-2.3-4.4 2.3.9-4.9-3.6-3.5 4.9-.7L16 7.5Z';
export const LOGO_BUBBLE_FILL = '#fbbf24';
export const LOGO_STAR_FILL = '#1e1b4b';
