// Drawings the PWA and the rendered pages both draw (the PWA imports them from here), so the server's
// markup and the PWA's first render are the same picture.

/** A five-pointed star in a 20x20 box (StarDisplay, RatingBadge, the rendered latest reviews). */
export const STAR_PATH_20 = 'M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.85 4.75 17.6l1-5.8L1.5 7.7l5.9-.9z';
