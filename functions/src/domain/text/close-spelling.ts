// "Did you mean…" after a search found nothing: whether a name is a close spelling of the WHOLE word typed,
// not merely a name that starts like it ("Léa" is no spelling of "lead").
import { nameWords } from './normalize.ts';

/** Edits (a letter added, dropped, changed, or two swapped) between two words: optimal string alignment. */
export function spellingDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * Whether `word` is a close spelling of the typed word (both already folded): one slip, two in a long word.
 * In a short word a letter more or less makes another word (lead/lea, anna/ann), so there only a changed
 * or swapped letter counts.
 */
function closeWord(typed: string, word: string): boolean {
  if (typed.length <= 4 && word.length !== typed.length) return false;
  return spellingDistance(typed, word) <= (typed.length >= 9 ? 2 : 1);
}

/** Whether some word of `name` is a close spelling of the last word of `query` (accents and case folded). */
export function spelledLike(query: string, name: string): boolean {
  const typed = nameWords(query).at(-1);
  if (!typed) return false;
  return nameWords(name).some((word) => closeWord(typed, word));
}
