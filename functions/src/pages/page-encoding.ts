// A rendered page's compressed forms. The page cache keeps a page as its final bytes and, once a client
// asked for one, its brotli or gzip form beside them, so a repeat visit costs no rendering and no
// compression (the web server's compress() leaves an answer that already has a Content-Encoding alone).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** Below this a compressed form saves too little to be worth keeping (hono's compress() threshold). */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with for an Accept-Encoding header: brotli where accepted, else gzip, else
 * none. A q of 0 refuses; `*` stands for any encoding the header does not name.
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weightOf = (name: PageEncoding) => q.get(name) ?? q.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/**
 * Compressed off the main thread (zlib's thread pool). Brotli at quality 5: within a few percent of
 * gzip -9's size or better, at a fraction of quality 11's time, since a page is compressed again after
 * every write.
 */
export async function encodePage(body: Uint8Array, encoding: PageEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : await gzipAsync(body);
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}
