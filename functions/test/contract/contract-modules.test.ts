// The contract (functions/src/contract) is read by the API and, type-only, by the PWA: its modules
// import only zod and each other, so the PWA's type check never reaches Node-only code, and its one
// id rule (ids.ts) measures UTF-8 without Buffer.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { docIdProblem, MAX_DOC_ID_BYTES } from '../../src/contract/ids.ts';

const CONTRACT_DIR = fileURLToPath(new URL('../../src/contract/', import.meta.url));

describe('contract modules', () => {
  test('import only zod and other contract modules', () => {
    const files = readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const source = readFileSync(`${CONTRACT_DIR}${file}`, 'utf8');
      const specifiers = [...source.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map(
        (m) => m[1] ?? m[2],
      );
      for (const specifier of specifiers) {
        expect(specifier === 'zod' || /^\.\/[\w-]+\.ts$/.test(specifier ?? ''), `${file}: ${specifier}`).toBe(
          true,
        );
      }
      // Node-only globals would not type-check in the PWA (no Node types there).
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/\b(Buffer|process|require)\b/);
    }
  });
});

describe('the id rule measures UTF-8 bytes as Firestore does', () => {
  test('at the limit and one character over, in 1-, 2-, 3- and 4-byte characters', () => {
    for (const [char, bytes] of [
      ['a', 1],
      ['é', 2],
      ['€', 3],
      ['😀', 4],
    ] as const) {
      const fits = char.repeat(MAX_DOC_ID_BYTES / bytes);
      expect(docIdProblem(fits), char).toBeNull();
      expect(docIdProblem(fits + char), char).toBe('Document id is longer than 1,500 bytes.');
    }
  });

  test('agrees with Node’s own byte count on any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 300, maxLength: 1600 }), (id) => {
        const tooLong = Buffer.byteLength(id, 'utf8') > MAX_DOC_ID_BYTES;
        expect(docIdProblem(id) === 'Document id is longer than 1,500 bytes.').toBe(
          tooLong && !/^__.*__$/.test(id) && !id.includes('/'),
        );
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
