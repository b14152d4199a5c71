// Share cards are drawn in a worker thread (card-drawer.ts), so a burst of new cards no longer holds
// the event loop (bench/share-bench.ts prints the longest stall). What a client notices: when too many
// drawings already wait, a new card is a 503 with Retry-After, never a long wait or a 500; a card
// already drawn is still answered; a thread that stopped is replaced by the next drawing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Interviewer } from '../../../src/contract/subjects.ts';
import {
  SHARE_IMAGES_BUSY_MESSAGE,
  SHARE_IMAGES_BUSY_RETRY_SECONDS,
} from '../../../src/http/routes/share-images.ts';
import { CardDrawer, DrawerBusyError } from '../../../src/http/share-image/card-drawer.ts';
import type { ShareCard } from '../../../src/http/share-image/share-card.ts';
import { ShareImages } from '../../../src/http/share-image/share-images.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer } from '../interviewers/support.ts';
import { pngInfo } from './png.ts';

const CARD: ShareCard = {
  label: 'Interviewer',
  name: 'Priya Raman',
  subtitle: 'Engineering Manager · Acme',
  score: '4.2',
  count: '12 reviews',
};

describe('the drawing thread, through the route', () => {
  let t: TestApp;
  let images: ShareImages;
  let drawer: CardDrawer;
  let interviewer: Interviewer;

  beforeAll(async () => {
    drawer = new CardDrawer({ maxWaiting: 1 });
    images = new ShareImages({ drawer });
    t = await createTestApp({ appOptions: { shareImages: images } });
    interviewer = await addInterviewer(t, (await createAccount()).idToken);
  });
  afterAll(async () => {
    await drawer.close();
    await t.close();
  });

  test('while as many drawings wait as the thread takes, a new card is a 503 with Retry-After; then it is drawn', async () => {
    // One drawing out (a card no route asked for): the thread has all it may take.
    const out = drawer.draw(CARD);
    expect(drawer.waiting).toBe(1);
    const busy = await t.request('GET', `/og/interviewers/${interviewer._id}.png`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe(String(SHARE_IMAGES_BUSY_RETRY_SECONDS));
    expect(busy.headers.get('cache-control')).toMatch(/no-store/);
    expect(await json(busy)).toEqual({ message: SHARE_IMAGES_BUSY_MESSAGE, code: 'unavailable' });
    expect(images.renders).toBe(0);

    expect(pngInfo((await out).png)).toEqual({ isPng: true, width: 1200, height: 630 });
    const drawn = await t.request('GET', `/og/interviewers/${interviewer._id}.png`);
    expect(drawn.status).toBe(200);
    expect(pngInfo(new Uint8Array(await drawn.arrayBuffer()))).toEqual({
      isPng: true,
      width: 1200,
      height: 630,
    });
    expect(images.renders).toBe(1);

    // Drawn once, it is answered from memory even while the thread is full again.
    const again = drawer.draw(CARD);
    expect((await t.request('GET', `/og/interviewers/${interviewer._id}.png`)).status).toBe(200);
    await again;
  }, 60_000);
});

describe('the drawing thread', () => {
  test('a drawing beyond maxWaiting is refused at once, not queued', async () => {
    const drawer = new CardDrawer({ maxWaiting: 2 });
    try {
      const first = drawer.draw(CARD);
      const second = drawer.draw({ ...CARD, name: 'Sam Lee' });
      await expect(drawer.draw({ ...CARD, name: 'Ana Ruiz' })).rejects.toBeInstanceOf(DrawerBusyError);
      expect(pngInfo((await first).png).isPng).toBe(true);
      expect(pngInfo((await second).png).isPng).toBe(true);
      expect(drawer.waiting).toBe(0);
    } finally {
      await drawer.close();
    }
  }, 60_000);

  test('a thread that stopped fails the drawing it had, and the next drawing starts a new one', async () => {
    const drawer = new CardDrawer();
    try {
      const lost = drawer.draw(CARD);
      const stopped = drawer.close();
      await expect(lost).rejects.toThrow('The share card thread stopped.');
      await stopped;
      const next = await drawer.draw(CARD);
      expect(pngInfo(next.png)).toEqual({ isPng: true, width: 1200, height: 630 });
      expect(next.fellBack).toBeNull();
    } finally {
      await drawer.close();
    }
  }, 60_000);
});
