/**
 * Answers kept as bytes plus a plain header record (the read caches' replays), which stay plain until
 * something asks for their web `Headers` or body (issue 19). Turning a record into a web Headers object
 * (which CORS's `Vary: Origin` did on every answer) and back into Node's headers was a tenth of a cached
 * signed-in read; @hono/node-server writes an answer whose headers are still a record as they are.
 *
 * A record's names are in lower case (as a web Headers object gives them) and it is never changed:
 * headers are added by making a new answer over a new record (withHeaders). Once anyone reads the
 * answer's headers or body through the Response API, it is an ordinary answer: its record may no
 * longer be the truth, so answerHeader and withHeaders go through its Headers from then on.
 */
export type HeaderRecord = Readonly<Record<string, string>>;

const RECORD = Symbol('headerRecord');
const BYTES = Symbol('bytes');

type PlainAnswer = Response & { [RECORD]: HeaderRecord | null; [BYTES]: Uint8Array<ArrayBuffer> };

type PlainAnswerClass = new (
  body: Uint8Array<ArrayBuffer>,
  status: number,
  headers: HeaderRecord,
) => PlainAnswer;

/**
 * The answer class over the Response of the moment: @hono/node-server replaces the global Response with
 * its own (which keeps a record as it is) once a Node server is made; in-process requests use Node's.
 */
let made: { base: typeof Response; answer: PlainAnswerClass } | undefined;

function answerClass(): PlainAnswerClass {
  const base = globalThis.Response;
  if (made?.base === base) return made.answer;
  class Answer extends base {
    constructor(body: Uint8Array<ArrayBuffer>, status: number, headers: HeaderRecord) {
      super(body, { status, headers });
      (this as unknown as PlainAnswer)[RECORD] = headers;
      (this as unknown as PlainAnswer)[BYTES] = body;
    }
  }
  // Reading the headers or the body through the Response API ends the record's authority. (The base's
  // own member is looked up at each call, a rare one: the record is what the hot path reads.)
  for (const name of ['headers', 'body']) {
    Object.defineProperty(Answer.prototype, name, {
      configurable: true,
      get(this: PlainAnswer) {
        this[RECORD] = null;
        return inherited(base.prototype, name)?.get?.call(this);
      },
    });
  }
  for (const name of ['arrayBuffer', 'blob', 'bytes', 'clone', 'formData', 'json', 'text']) {
    Object.defineProperty(Answer.prototype, name, {
      configurable: true,
      writable: true,
      value(this: PlainAnswer, ...args: unknown[]) {
        this[RECORD] = null;
        return Reflect.apply(inherited(base.prototype, name)?.value, this, args);
      },
    });
  }
  made = { base, answer: Answer as unknown as PlainAnswerClass };
  return made.answer;
}

/** A property's descriptor where `prototype`'s chain defines it. */
function inherited(prototype: object | null, name: string): PropertyDescriptor | undefined {
  for (let p = prototype; p !== null; p = Object.getPrototypeOf(p)) {
    const descriptor = Object.getOwnPropertyDescriptor(p, name);
    if (descriptor) return descriptor;
  }
  return undefined;
}

/** An answer of these bytes and headers (names in lower case; the record is kept, never changed). */
export function plainAnswer(body: Uint8Array<ArrayBuffer>, status: number, headers: HeaderRecord): Response {
  const Answer = answerClass();
  return new Answer(body, status, headers);
}

function recordOf(res: Response): HeaderRecord | null {
  return (res as Partial<PlainAnswer>)[RECORD] ?? null;
}

/** A header of an answer (`name` in lower case): from its record while it is plain, else from its Headers. */
export function answerHeader(res: Response, name: string): string | null {
  const record = recordOf(res);
  if (!record) return res.headers.get(name);
  return Object.hasOwn(record, name) ? (record[name] as string) : null;
}

/**
 * The answer with headers added as web Headers would add them: `appended` joined to a value already
 * there with ", " (Headers.append), `set` replacing it (Headers.set); names in lower case. A plain
 * answer gives a new plain answer; any other answer is changed in place and returned.
 */
export function withHeaders(
  res: Response,
  appended: readonly (readonly [string, string])[],
  set: readonly (readonly [string, string])[] = [],
): Response {
  const record = recordOf(res);
  if (!record) {
    for (const [name, value] of appended) res.headers.append(name, value);
    for (const [name, value] of set) res.headers.set(name, value);
    return res;
  }
  const next: Record<string, string> = { ...record };
  for (const [name, value] of appended) {
    const given = next[name];
    next[name] = given === undefined ? value : `${given}, ${value}`;
  }
  for (const [name, value] of set) next[name] = value;
  return plainAnswer((res as PlainAnswer)[BYTES], res.status, next);
}
