// The web origin's compression (Firebase Hosting compresses what it serves, function answers included).
// Hono's compress() does the same but announces `Vary: Accept-Encoding` through c.header(), which, on an
// answer already made, copies the answer into a new Response with a stream for a body: every /api read
// through the web origin then went through a web stream instead of being written as the bytes it was,
// even when nothing was compressed (half the API port's throughput, issue 19 item 5). This sets Vary on
// the head the node server writes (web-server.ts) and touches the body only to compress it.
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { answerHeader } from '../../functions/src/http/plain-answers.ts';

/** Below this an answer is sent as it is (hono's compress() threshold). */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

type Encoding = 'gzip' | 'deflate';

/** gzip or deflate as Accept-Encoding allows (gzip first at equal weight), else null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weightOf = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const gzip = weightOf('gzip');
  const deflate = weightOf('deflate');
  if (gzip > 0 && gzip >= deflate) return 'gzip';
  return deflate > 0 ? 'deflate' : null;
}

/**
 * A text answer of at least THRESHOLD bytes, compressed when the client accepts gzip or deflate, and
 * the Vary header it must then be sent with (null: unchanged). The caller sets Vary, on the head the node
 * server writes, so an answer that is not compressed is sent as the bytes and headers it was made with.
 */
export function compressAnswer(request: Request, res: Response): { response: Response; vary: string | null } {
  const unchanged = { response: res, vary: null };
  if (request.method === 'HEAD' || res.status === 206) return unchanged;
  // Read without turning a cached answer's header record into web Headers (plain-answers.ts).
  const header = (name: string) => answerHeader(res, name);
  const type = header('content-type');
  const length = header('content-length');
  if (
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    header('content-encoding') !== null ||
    header('transfer-encoding') !== null ||
    (length !== null && Number(length) < THRESHOLD) ||
    NO_TRANSFORM.test(header('cache-control') ?? '')
  ) {
    return unchanged;
  }
  const given = header('vary');
  const vary =
    given === '*' || (given && VARY_ACCEPT_ENCODING.test(given))
      ? null
      : given
        ? `${given}, Accept-Encoding`
        : 'Accept-Encoding';
  const encoding = acceptedEncoding(request.headers.get('accept-encoding') ?? undefined);
  if (!encoding || !res.body) return { response: res, vary };
  const compressed = new Response(res.body.pipeThrough(new CompressionStream(encoding)), res);
  compressed.headers.delete('content-length');
  compressed.headers.set('content-encoding', encoding);
  const etag = compressed.headers.get('etag');
  if (etag && !etag.startsWith('W/')) compressed.headers.set('etag', `W/${etag}`);
  return { response: compressed, vary };
}
