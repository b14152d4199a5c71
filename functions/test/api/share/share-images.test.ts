// Share images (issue 15 item 3): GET /og/{interviewers|managers|companies}/{id}.png is a 1200x630
// PNG under 100 KB with the profile's public figures, cached per card version (a repeat draws
// nothing; If-None-Match answers 304), 404 for an unknown id, 400 for a malformed one, never a 5xx.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPANIES, type CompanyData } from '../../../src/domain/companies/company.ts';
import { INTERVIEWERS } from '../../../src/domain/interviewers/interviewer.ts';
import { MANAGERS, type ManagerData } from '../../../src/domain/managers/manager.ts';
import { articleCard, companyCard, managerCard } from '../../../src/http/share-image/share-card.ts';
import { ShareImages } from '../../../src/http/share-image/share-images.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';
import { managerFixture, submitReview } from '../managers/support.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';
import { pngInfo } from './png.ts';

let t: TestApp;
let images: ShareImages;
let author: TestAccount;

beforeAll(async () => {
  images = new ShareImages();
  t = await createTestApp({ profanity: FAKE_PROFANITY, appOptions: { shareImages: images } });
  author = await createAccount();
});
afterAll(() => t.close());

async function image(path: string, headers: Record<string, string> = {}) {
  const res = await t.request('GET', path, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

function expectCard(res: Response, bytes: Uint8Array) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(pngInfo(bytes)).toEqual({ isPng: true, width: 1200, height: 630 });
  expect(bytes.byteLength).toBeGreaterThan(5_000);
  expect(bytes.byteLength).toBeLessThan(100 * 1024);
  expect(res.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
  expect(res.headers.get('cache-control')).toMatch(/\bpublic\b/);
}

describe('share images', () => {
  test('an interviewer, a manager and a company each have a 1200x630 PNG card under 100 KB', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    await addReview(t, (await createAccount()).idToken, interviewer._id);
    const { manager, company } = await managerFixture(t, author);
    for (const path of [
      `/og/interviewers/${interviewer._id}.png`,
      `/og/managers/${manager._id}.png`,
      `/og/companies/${company._id}.png`,
    ]) {
      const { res, bytes } = await image(path);
      expectCard(res, bytes);
      // Other sites show link previews: the image may be embedded anywhere.
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  test('the blog article has a card of its own: what it is about and when, no stars; kept and 304 like the others', async () => {
    const path = '/og/articles/Toxic-Workplace-Blog.png';
    const before = images.renders;
    const { res, bytes } = await image(path);
    expectCard(res, bytes);
    expect(images.renders).toBe(before + 1);
    expect(articleCard()).toEqual({
      label: 'Blog',
      name: 'How to spot a toxic workplace before you accept the offer',
      subtitle: '',
      score: null,
      count: 'Published August 4, 2025',
      stars: false,
    });
    const again = await image(path, { 'If-None-Match': res.headers.get('etag') as string });
    expect(again.res.status).toBe(304);
    expect(images.renders).toBe(before + 1);
    // No other article, and no other name for this one.
    for (const other of ['/og/articles/nope.png', '/og/articles/toxic-workplace-blog.png']) {
      expect((await image(other)).res.status, other).toBe(404);
    }
  });

  test("a company's card says its count is of manager reviews, as its link preview does; a manager's does not", async () => {
    const { manager, company } = await managerFixture(t, author);
    expect((await submitReview(t, await createAccount(), manager._id, { rating: 4 })).status).toBe(201);
    const companyDoc = await t.deps.store.get<CompanyData>(COMPANIES, company._id);
    expect(companyDoc && companyCard(companyDoc)).toMatchObject({ score: '4.0', count: '1 manager review' });
    const managerDoc = await t.deps.store.get<ManagerData>(MANAGERS, manager._id);
    expect(managerDoc && managerCard(managerDoc)).toMatchObject({ score: '4.0', count: '1 review' });
  });

  test('a second request is answered from the cache (no drawing), and If-None-Match gets a 304', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/og/interviewers/${interviewer._id}.png`;
    const before = images.renders;
    const first = await image(path);
    expect(images.renders).toBe(before + 1);
    const second = await image(path);
    expect(images.renders).toBe(before + 1);
    expect(second.bytes).toEqual(first.bytes);
    const etag = first.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.res.headers.get('etag')).toBe(etag);
    const revalidated = await image(path, { 'If-None-Match': `"other", ${etag}` });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.bytes.byteLength).toBe(0);
    expect(images.renders).toBe(before + 1);
  });

  test('concurrent first requests draw the card once', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const before = images.renders;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => image(`/og/interviewers/${interviewer._id}.png`)),
    );
    for (const { res, bytes } of answers) expectCard(res, bytes);
    expect(images.renders).toBe(before + 1);
  });

  test('a published review changes the card (new ETag); a held review changes nothing', async () => {
    const { manager } = await managerFixture(t, author);
    const path = `/og/managers/${manager._id}.png`;
    const empty = await image(path);
    expect((await submitReview(t, await createAccount(), manager._id, { rating: 2 })).status).toBe(201);
    const reviewed = await image(path);
    expectCard(reviewed.res, reviewed.bytes);
    expect(reviewed.res.headers.get('etag')).not.toBe(empty.res.headers.get('etag'));
    const rendersBefore = images.renders;
    const held = await submitReview(t, await createAccount(), manager._id, {
      rating: 5,
      reviewText: 'Smeg of a manager.',
    });
    expect(held.status).toBe(201);
    const afterHeld = await image(path);
    expect(afterHeld.res.headers.get('etag')).toBe(reviewed.res.headers.get('etag'));
    expect(afterHeld.bytes).toEqual(reviewed.bytes);
    expect(images.renders).toBe(rendersBefore);
  });

  test('names in scripts the font lacks, emoji, bidi text and very long names still give a card', async () => {
    const names = [
      '李小龍',
      'محمد عبد الله',
      'שרה כהן',
      'Zoë 😀 Ångström',
      'राहुल शर्मा',
      'Ельцин Ωmega Nguyễn',
      `${'Bartholomew '.repeat(10)}Smith`.slice(0, 120),
    ];
    for (const name of names) {
      const interviewer = await addInterviewer(t, author.idToken, {
        name,
        position: `Lead 🚀 ${name}`.slice(0, 110),
      });
      const { res, bytes } = await image(`/og/interviewers/${interviewer._id}.png`);
      expectCard(res, bytes);
    }
    // Stored directly (past the API's name rules): a 5,000-character name with every kind of text.
    const { manager } = await managerFixture(t, author);
    await t.deps.store
      .batch()
      .update(MANAGERS, manager._id, { name: '😀李محمد\u202eA'.repeat(800), position: '\u0000\uFFFF' })
      .commit();
    const { res, bytes } = await image(`/og/managers/${manager._id}.png`);
    expectCard(res, bytes);
  });
});

describe('share images: refusals', () => {
  test('an unknown id is a 404 in our JSON shape, not cached by the CDN', async () => {
    for (const path of ['/og/interviewers/nope.png', '/og/managers/nope.png', '/og/companies/nope.png']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('a removed profile answers 404 from then on', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/og/interviewers/${interviewer._id}.png`;
    expect((await t.request('GET', path)).status).toBe(200);
    await t.deps.store.batch().delete(INTERVIEWERS, interviewer._id).commit();
    expect((await t.request('GET', path)).status).toBe(404);
  });

  test('a malformed id is a 400 naming the field; other shapes are 404; never a 5xx', async () => {
    for (const id of ['__proto__', '__x__', '.', '..', 'a'.repeat(1501), 'é'.repeat(751), '%ED%A0%80']) {
      const res = await t.request('GET', `/og/interviewers/${id}.png`);
      expect(res.status, id.slice(0, 20)).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'invalid_request',
        message: expect.stringMatching(/^id /),
      });
    }
    for (const path of [
      '/og/interviewers/abc',
      '/og/interviewers/abc.jpg',
      '/og/people/abc.png',
      '/og/interviewers/a/b.png',
      '/api/og/interviewers/abc.png',
    ]) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
