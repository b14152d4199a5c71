// The drawing thread takes MAX_WAITING_DRAWINGS new cards at a time, from every address together
// (card-drawer.ts). One script asking for that many new cards at once (its 30 a minute allow it) held
// every place: everyone else's new card was a 503 until the script's were drawn, and again at its next
// burst. One address (an IPv6 home by its /48, which holds 65,536 /64s) now has a share of the places;
// beyond it, its own new card is a 429 with Retry-After, and other addresses are still drawn for.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Interviewer } from '../../../src/contract/subjects.ts';
import {
  SHARE_IMAGES_BUSY_RETRY_SECONDS,
  SHARE_IMAGES_CLIENT_BUSY_MESSAGE,
} from '../../../src/http/routes/share-images.ts';
import { CardDrawer } from '../../../src/http/share-image/card-drawer.ts';
import type { ShareCard } from '../../../src/http/share-image/share-card.ts';
import { ShareImages } from '../../../src/http/share-image/share-images.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, uniqueName } from '../interviewers/support.ts';

const PLACES = 12;
const SHARE = 3;
/** Drawings already waiting (other addresses'), so the thread is busy while the test looks. */
const OTHERS = 6;
const card = (i: Interviewer) => `/og/interviewers/${i._id}.png`;
const OTHER_CARD: ShareCard = {
  label: 'Interviewer',
  name: 'Sam Lee',
  subtitle: 'Acme',
  score: '4.0',
  count: '3 reviews',
};

let t: TestApp;
let drawer: CardDrawer;
let interviewers: Interviewer[];

beforeAll(async () => {
  drawer = new CardDrawer({ maxWaiting: PLACES, maxWaitingPerClient: SHARE });
  t = await createTestApp({ appOptions: { shareImages: new ShareImages({ drawer }) } });
  const { idToken } = await createAccount();
  const company = uniqueName('Acme');
  interviewers = [];
  for (let i = 0; i < 12; i += 1) interviewers.push(await addInterviewer(t, idToken, { company }));
}, 60_000);
afterAll(async () => {
  await drawer.close();
  await t.close();
});

/** Other addresses' drawings, straight to the thread. */
const othersWaiting = () =>
  Array.from({ length: OTHERS }, (_, i) => drawer.draw({ ...OTHER_CARD, name: `Sam Lee ${i}` }));

/** New cards asked for at once from `ip`: their statuses, as they come. */
function burst(ip: string, of: Interviewer[]) {
  const statuses: number[] = [];
  const done = Promise.all(
    of.map(async (i) => {
      const status = (await t.request('GET', card(i), { ip })).status;
      statuses.push(status);
      return status;
    }),
  );
  return { statuses, done };
}

describe('new share cards from one address', () => {
  test('one address cannot take every place in the drawing thread: another address is still drawn for', async () => {
    const others = othersWaiting();
    const script = burst('203.0.113.60', interviewers.slice(0, PLACES - OTHERS));
    // Every one of the script's cards is waiting or answered (counted by client: the others' drawings
    // may finish meanwhile, on a quiet machine).
    await expect.poll(() => drawer.mostWaitingForOneClient + script.statuses.length).toBe(PLACES - OTHERS);
    const visitor = await t.request('GET', card(interviewers[6] as Interviewer), { ip: '203.0.113.61' });
    // Before, the script's six waited beside the others' six and the visitor's card was a 503.
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toBe('image/png');
    expect((await script.done).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    await Promise.all(others);
  }, 60_000);

  test("beyond its share an address's new card is a 429 with Retry-After saying why", async () => {
    const others = othersWaiting();
    // An IPv6 home: two /64s of one /48 are one address here, as for reports.
    const home = burst('2001:db8:1:1::5', interviewers.slice(7, 7 + SHARE));
    // Its share is in use (counted by client: the others' drawings, ahead of these in the thread, may
    // finish meanwhile).
    await expect.poll(() => drawer.mostWaitingForOneClient).toBe(SHARE);
    const refused = await t.request('GET', card(interviewers[10] as Interviewer), { ip: '2001:db8:1:2::5' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(SHARE_IMAGES_BUSY_RETRY_SECONDS));
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
    expect(await json(refused)).toEqual({ message: SHARE_IMAGES_CLIENT_BUSY_MESSAGE, code: 'rate_limited' });
    expect(await home.done).toEqual([200, 200, 200]);
    await Promise.all(others);
    // Its places are free again once drawn: the card refused is drawn now.
    const drawn = await t.request('GET', card(interviewers[10] as Interviewer), { ip: '2001:db8:1:2::5' });
    expect(drawn.status).toBe(200);
  }, 60_000);
});
