// The public API answers a rendered page was made from (functions/src/pages/web-shell.ts writes them into
// a JSON data block, which is data and never runs, so the Content-Security-Policy has nothing to allow).
// The PWA's first render shows them instead of fetching the same data again, so the page it draws is the
// one the server sent, in the same frame, with no request:
// - during the first render, `peekEmbeddedAnswer` gives a page its data synchronously (useAsyncData's
//   `initial`), so it never draws a loading state over the server's markup;
// - once the first render has committed (`settleEmbeddedAnswers`), answers that were shown are dropped:
//   a reload after a write, or a later visit to the same page, fetches afresh;
// - an answer no render took is given once to the api client instead of a network request
//   (`takeEmbeddedAnswer`), for a page that was still loading its code at the first render.

export const PAGE_DATA_ID = 'rmi-page-data';

type Answer = { data: unknown; headers: Headers };

let answers: Map<string, Answer> | undefined;
const shown = new Set<string>();
let settled = false;

function all(): Map<string, Answer> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block) return answers;
  block.remove();
  try {
    const parsed = JSON.parse(block.textContent ?? '{}') as Record<
      string,
      { data: unknown; headers: Record<string, string> }
    >;
    for (const [path, answer] of Object.entries(parsed)) {
      answers.set(path, { data: answer.data, headers: new Headers(answer.headers) });
    }
  } catch {
    // An unreadable block is no data: the page fetches as usual.
  }
  return answers;
}

/** Whether the page came with embedded answers (it was rendered by the server). */
export function hasEmbeddedAnswers(): boolean {
  return all().size > 0;
}

/** During the first render over a page the server rendered (before settleEmbeddedAnswers). */
export function drawingServerPage(): boolean {
  return !settled && hasEmbeddedAnswers();
}

/** During the first render only: the answer for `path` (as the api client is asked for it), if embedded. */
export function peekEmbeddedAnswer(path: string): Answer | undefined {
  if (settled) return undefined;
  const answer = all().get(path);
  if (answer) shown.add(path);
  return answer;
}

/** Once: an answer no render has shown, in place of a network request. */
export function takeEmbeddedAnswer(path: string): Answer | undefined {
  if (shown.has(path)) return undefined;
  const answer = all().get(path);
  if (answer) all().delete(path);
  return answer;
}

/** After the first render committed: what it showed is never shown again in place of fresh data. */
export function settleEmbeddedAnswers(): void {
  settled = true;
  for (const path of shown) all().delete(path);
}

/** Tests: forget everything read. */
export function resetEmbeddedAnswers(): void {
  answers = undefined;
  shown.clear();
  settled = false;
}
