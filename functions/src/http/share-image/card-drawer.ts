// Share cards are drawn in a worker thread. A drawing (satori, then resvg) is about a tenth of a second
// of CPU: on the event loop, a burst of new cards (a crawler walking the sitemap, or 30 cards from one
// address, which SHARE_IMAGE_DRAWS allows) held every other answer of the instance for seconds. Here
// the thread draws them one after another while the event loop goes on answering; a request for a card
// waits for its own drawing only. At most `maxWaiting` drawings wait: beyond that a new card is refused
// at once (DrawerBusyError) rather than queued for longer than a preview fetcher waits. One client has a
// share of those places (ClientShareError beyond it), or one script asking for 25 new cards at once
// held them all and everyone else's new card was refused.
import { Worker } from 'node:worker_threads';
import type { ShareCard } from './share-card.ts';

/** A drawn card; `fellBack` says why it was drawn without the profile's words (render-card.ts). */
export type DrawnCard = { png: Uint8Array; fellBack: string | null };

export type DrawRequest = { id: number; card: ShareCard };
export type DrawReply =
  | { id: number; png: Uint8Array; fellBack: string | null }
  | { id: number; failed: string };

/** About 25 drawings: three seconds of the thread's work. */
export const MAX_WAITING_DRAWINGS = 25;

/** Of those, how many one client may have waiting: a fifth, so it takes five clients to fill the thread. */
export const MAX_WAITING_DRAWINGS_PER_CLIENT = 5;

/** More drawings wait than the thread gets through in a few seconds. */
export class DrawerBusyError extends Error {
  constructor() {
    super('Too many share cards are being drawn.');
    this.name = 'DrawerBusyError';
  }
}

/** This client already has its share of the waiting drawings. */
export class ClientShareError extends Error {
  constructor() {
    super('This client already waits for its share of share card drawings.');
    this.name = 'ClientShareError';
  }
}

/** The module the worker runs: the source itself under Node's type stripping, the build's .js else. */
function workerUrl(): URL {
  const source = import.meta.url.endsWith('.ts');
  return new URL(source ? './card-drawer-thread.ts' : './card-drawer-thread.js', import.meta.url);
}

type Waiter = { resolve: (card: DrawnCard) => void; reject: (error: Error) => void };

export class CardDrawer {
  readonly #maxWaiting: number;
  readonly #maxWaitingPerClient: number;
  readonly #waiting = new Map<number, Waiter>();
  /** Waiting drawings per client; a client is here only while it has some (at most maxWaiting keys). */
  readonly #waitingOf = new Map<string, number>();
  #worker: Worker | null = null;
  #nextId = 1;

  constructor(options: { maxWaiting?: number; maxWaitingPerClient?: number } = {}) {
    this.#maxWaiting = options.maxWaiting ?? MAX_WAITING_DRAWINGS;
    this.#maxWaitingPerClient = options.maxWaitingPerClient ?? MAX_WAITING_DRAWINGS_PER_CLIENT;
  }

  /** Drawings asked for and not answered yet. */
  get waiting(): number {
    return this.#waiting.size;
  }

  /** The most drawings one client has waiting (its share in use). */
  get mostWaitingForOneClient(): number {
    return Math.max(0, ...this.#waitingOf.values());
  }

  /**
   * Draws the card in the thread for `client` (the route's household key; none: in no share). Refused
   * at once: ClientShareError when that client has `maxWaitingPerClient` waiting, else DrawerBusyError
   * when `maxWaiting` wait in all.
   */
  draw(card: ShareCard, client?: string): Promise<DrawnCard> {
    const mine = client === undefined ? 0 : (this.#waitingOf.get(client) ?? 0);
    if (mine >= this.#maxWaitingPerClient) return Promise.reject(new ClientShareError());
    if (this.#waiting.size >= this.#maxWaiting) return Promise.reject(new DrawerBusyError());
    if (client !== undefined) this.#waitingOf.set(client, mine + 1);
    const worker = this.#started();
    const id = this.#nextId++;
    return new Promise<DrawnCard>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      // Referenced while a drawing is out, so the process stays up to hear it.
      worker.ref();
      worker.postMessage({ id, card } satisfies DrawRequest);
    }).finally(() => {
      if (client !== undefined) {
        const left = (this.#waitingOf.get(client) ?? 1) - 1;
        if (left > 0) this.#waitingOf.set(client, left);
        else this.#waitingOf.delete(client);
      }
      if (this.#waiting.size === 0) this.#worker?.unref();
    });
  }

  /** Stops the thread; the next drawing starts a new one. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  /** The thread, started on the first drawing (a process that never draws never loads satori). */
  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(workerUrl());
    worker.unref();
    worker.on('message', (reply: DrawReply) => {
      const waiter = this.#waiting.get(reply.id);
      if (!waiter) return;
      this.#waiting.delete(reply.id);
      if ('failed' in reply) waiter.reject(new Error(reply.failed));
      else waiter.resolve({ png: reply.png, fellBack: reply.fellBack });
    });
    // A thread that died (out of memory, a WebAssembly trap) fails what waits; the next drawing
    // starts a new one, so one bad card never ends share images for the instance.
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const waiter of this.#waiting.values()) waiter.reject(error);
      this.#waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The share card thread stopped.')));
    this.#worker = worker;
    return worker;
  }
}
