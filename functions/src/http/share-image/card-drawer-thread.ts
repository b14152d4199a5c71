// The share card thread's own code (card-drawer.ts): draws each card it is sent, in turn.
import { parentPort } from 'node:worker_threads';
import type { DrawReply, DrawRequest } from './card-drawer.ts';
import { renderCard } from './render-card.ts';

const port = parentPort as NonNullable<typeof parentPort>;

port.on('message', async ({ id, card }: DrawRequest) => {
  let reply: DrawReply;
  try {
    let fellBack: string | null = null;
    const png = await renderCard(card, (error) => {
      fellBack = String(error);
    });
    reply = { id, png, fellBack };
  } catch (error) {
    reply = { id, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
