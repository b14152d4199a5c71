// Text keys for matching names regardless of case, accents and spacing.

// Letters that draw nothing. The Hangul fillers show as a blank, so they part words like a space; the
// other default-ignorable characters (zero-width joiners, which names may contain) show as nothing, so
// they are dropped. Else "Priya\u200Dnka Zed" read as "Priyanka Zed" and made a second profile beside hers.
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;
const DRAWS_NOTHING = /\p{Default_Ignorable_Code_Point}+/gu;

/** "  Ångström   Labs " -> "angstrom labs": the key under which names are unique and searched. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(BLANK_LETTERS, ' ')
    .replace(DRAWS_NOTHING, '')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of the normalised name, for word-prefix search. */
export function nameWords(name: string): string[] {
  const key = normalizeName(name);
  return key ? key.split(' ') : [];
}

/**
 * SPEC.md section 2: lowercased, spaces become hyphens, other non-word
 * characters dropped. Accents fold to their base letter first so that
 * "Zoë Café" reads "zoe-cafe" rather than losing letters.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
