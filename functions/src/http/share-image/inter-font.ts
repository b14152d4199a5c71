// Inter from @fontsource/inter (woff: satori reads woff, not woff2), every subset it ships, in the
// two weights the card uses, and which characters those subsets can draw (their unicode-range).
// Located through the package's exports (require.resolve), so the same code finds them from src/
// under tests and from lib/ in the deployed function.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type FontFace = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/**
 * Each subset is a family of its own ("Inter latin", "Inter cyrillic", ...), listed in `family`:
 * satori falls back from one family to the next for a character the first lacks, but not between
 * fonts that share a name.
 */

const WEIGHTS = [400, 700] as const;

type Subset = { name: string; ranges: [number, number][] };

/** Each @font-face of the weight's stylesheet: its subset's file name and unicode-range. */
function subsetsOf(css: string): Subset[] {
  const subsets: Subset[] = [];
  for (const face of css.matchAll(/inter-([a-z-]+)-400-normal\.woff\)[^}]*unicode-range:\s*([^;]+);/g)) {
    const ranges = (face[2] ?? '').split(',').map((part): [number, number] => {
      const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)];
    });
    subsets.push({ name: face[1] ?? '', ranges });
  }
  return subsets;
}

const latinFirst = (name: string) => (name === 'latin' ? 0 : name === 'latin-ext' ? 1 : 2);

export type InterFont = { faces: FontFace[]; family: string; covers: (codePoint: number) => boolean };

/** Reads the font files and their coverage (once per process: the renderer keeps the result). */
export async function loadInter(): Promise<InterFont> {
  // Latin first: satori looks a character up in the fonts in order, and most names are Latin.
  const subsets = subsetsOf(await readFile(require.resolve('@fontsource/inter/400.css'), 'utf8')).sort(
    (a, b) => latinFirst(a.name) - latinFirst(b.name),
  );
  if (subsets.length === 0) throw new Error('@fontsource/inter: no subsets found in 400.css');
  const faces = await Promise.all(
    WEIGHTS.flatMap((weight) =>
      subsets.map(async (subset) => ({
        name: `Inter ${subset.name}`,
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset.name}-${weight}-normal.woff`),
        ),
      })),
    ),
  );
  const ranges = subsets.flatMap((s) => s.ranges).sort((a, b) => a[0] - b[0]);
  const covers = (cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);
  return { faces, family: subsets.map((s) => `'Inter ${s.name}'`).join(', '), covers };
}
