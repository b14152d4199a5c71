// Share images cost a drawing (satori and resvg, about a tenth of a second of the event loop) the first
// time each card version is asked for. One script walking the sitemap's profiles a few at a time
// stalled every other answer of the instance (measured on npm start: /api/ping took 0.5-1.1 s while
// one client drew four cards at a time). A client address may have SHARE_IMAGE_DRAWS cards drawn a
// minute; cards already drawn stay free, and other addresses are not touched.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Interviewer } from '../../../src/contract/subjects.ts';
import { SHARE_IMAGE_DRAWS, SHARE_IMAGE_DRAWS_MESSAGE } from '../../../src/http/routes/share-images.ts';
import { ShareImages } from '../../../src/http/share-image/share-images.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, uniqueName } from '../interviewers/support.ts';

let t: TestApp;
let images: ShareImages;
let interviewers: Interviewer[];

const SCRIPT = '203.0.113.50';
const VISITOR = '203.0.113.51';
const card = (i: Interviewer) => `/og/interviewers/${i._id}.png`;

beforeAll(async () => {
  images = new ShareImages();
  t = await createTestApp({ appOptions: { shareImages: images } });
  // One more profile than an address may have drawn; new profiles are allowed 30 a day per account.
  const company = uniqueName('Acme');
  interviewers = [];
  for (let made = 0; made < SHARE_IMAGE_DRAWS.limit + 1; ) {
    const { idToken } = await createAccount();
    for (let i = 0; i < 20 && made < SHARE_IMAGE_DRAWS.limit + 1; i += 1, made += 1) {
      interviewers.push(await addInterviewer(t, idToken, { company }));
    }
  }
}, 120_000);
afterAll(() => t.close());

describe('share image drawings per client address', () => {
  test('beyond its allowance an address gets a 429 with Retry-After, and nothing is drawn', async () => {
    for (const interviewer of interviewers.slice(0, SHARE_IMAGE_DRAWS.limit)) {
      const res = await t.request('GET', card(interviewer), { ip: SCRIPT });
      expect(res.status).toBe(200);
    }
    const drawn = images.renders;
    const refused = await t.request('GET', card(interviewers.at(-1) as Interviewer), { ip: SCRIPT });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
    expect(await json(refused)).toEqual({ message: SHARE_IMAGE_DRAWS_MESSAGE, code: 'rate_limited' });
    expect(images.renders).toBe(drawn);
  }, 60_000);

  test('cards already drawn are still answered to that address, with their 304s', async () => {
    const drawn = images.renders;
    const again = await t.request('GET', card(interviewers[0] as Interviewer), { ip: SCRIPT });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/png');
    const etag = again.headers.get('etag') ?? '';
    const revalidated = await t.request('GET', card(interviewers[0] as Interviewer), {
      ip: SCRIPT,
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(images.renders).toBe(drawn);
  });

  test('another address still gets the card the script was refused, and an unknown id is still a 404', async () => {
    const res = await t.request('GET', card(interviewers.at(-1) as Interviewer), { ip: VISITOR });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const unknown = await t.request('GET', '/og/interviewers/no-such-interviewer.png', { ip: SCRIPT });
    expect(unknown.status).toBe(404);
  });
});

test('one IPv6 home has one allowance, whichever of its /64s it asks from', async () => {
  // A home is delegated a /56 or a /48: by /64, one script drew SHARE_IMAGE_DRAWS cards a minute per /64.
  const company = uniqueName('Acme');
  const fresh: Interviewer[] = [];
  while (fresh.length < SHARE_IMAGE_DRAWS.limit + 1) {
    const { idToken } = await createAccount();
    for (let i = 0; i < 20 && fresh.length < SHARE_IMAGE_DRAWS.limit + 1; i += 1) {
      fresh.push(await addInterviewer(t, idToken, { company }));
    }
  }
  const home = (n: number) => `2001:db8:50:${n.toString(16)}::1`;
  for (const [n, interviewer] of fresh.slice(0, SHARE_IMAGE_DRAWS.limit).entries()) {
    expect((await t.request('GET', card(interviewer), { ip: home(n) })).status).toBe(200);
  }
  const drawn = images.renders;
  const refused = await t.request('GET', card(fresh.at(-1) as Interviewer), { ip: home(0xfff) });
  expect(refused.status).toBe(429);
  expect(await json(refused)).toEqual({ message: SHARE_IMAGE_DRAWS_MESSAGE, code: 'rate_limited' });
  expect(images.renders).toBe(drawn);
  // Another home still gets it drawn.
  expect((await t.request('GET', card(fresh.at(-1) as Interviewer), { ip: '2001:db8:51::1' })).status).toBe(
    200,
  );
}, 120_000);
