// Variation selectors (U+FE00-FE0F, U+E0100-E01EF) pick a glyph for the character before them: "❤️" is a
// heart and U+FE0F, a Japanese name may pick its kanji's form with one. After a letter that has no such
// form they draw nothing, and 256 of them spell any byte: one after each letter of "A fair interview ..."
// carried "mail me at evil@example.com", published, in every answer, unseen by readers, moderators and
// screening alike, as the tag characters did before they were refused. A selector with nothing to select
// (after a letter no sequence starts with, or after another selector) is refused the same way now.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withoutHiddenCharacters } from '../../../src/contract/hidden-characters.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { accounts, addInterviewer, reviewsOf } from '../interviewers/support.ts';
import { uniqueName } from '../managers/support.ts';

let t: TestApp;
let author: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  [author] = (await accounts(1)) as [TestAccount];
});
afterAll(() => t.close());

/** A byte as a variation selector: VS1-16 for 0-15, VS17-256 for 16-255. */
const selector = (byte: number) => String.fromCodePoint(byte < 16 ? 0xfe00 + byte : 0xe0100 + byte - 16);
/** `cover` with `secret`'s bytes hidden one after each of its characters. */
const smuggled = (cover: string, secret: string) => {
  const bytes = [...Buffer.from(secret)];
  return [...cover].map((ch, i) => ch + (i < bytes.length ? selector(bytes[i] as number) : '')).join('');
};

const COVER = 'A fair interview with clear questions and kind people.';
const SECRET = 'mail me at evil@example.com';

async function expectRefused(res: Response, field: string) {
  const body = await json<{ message: string; code: string }>(res);
  expect(res.status).toBe(400);
  expect(body.message).toMatch(
    new RegExp(`^${field} must not contain control or invisible formatting characters \\(found U\\+(FE|E01)`),
  );
}

describe('variation selectors with nothing to select', () => {
  test('a review carrying a hidden message in selectors is a 400; nothing is published', async () => {
    const target = await addInterviewer(t, author.idToken);
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: author.idToken,
      body: { interviewerId: target._id, rating: 5, reviewText: smuggled(COVER, SECRET) },
    });
    await expectRefused(res, 'reviewText');
    expect(await reviewsOf(t, target._id)).toEqual([]);
  });

  test('a public name carrying selectors after its letters is a 400', async () => {
    const res = await t.request('POST', '/api/interviewers', {
      token: author.idToken,
      body: { name: smuggled(uniqueName('Kim Lee'), 'hi'), company: 'Acme' },
    });
    await expectRefused(res, 'name');
  });

  test('a run of selectors after an emoji is a 400: one picks its form, the rest carry bytes', async () => {
    const target = await addInterviewer(t, author.idToken);
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: author.idToken,
      body: {
        interviewerId: target._id,
        rating: 5,
        reviewText: `Lovely team \u2764\uFE0F${selector(7)}${selector(200)}`,
      },
    });
    await expectRefused(res, 'reviewText');
  });

  test('selectors that pick a form are kept: emoji, keycaps, a kanji’s form in a name, a maths symbol', async () => {
    const text = 'Lovely team \u2764\uFE0F, step 1\uFE0F\u20E3 went fine \u263A\uFE0E and \u2229\uFE00 too.';
    const target = await addInterviewer(t, author.idToken);
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: author.idToken,
      body: { interviewerId: target._id, rating: 5, reviewText: text },
    });
    expect(res.status).toBe(201);
    expect((await json<{ reviewText: string }>(res)).reviewText).toBe(text);
    // 葛 with the selector of its other form (an Ideographic Variation Sequence), as Japanese names use.
    const name = `\u845B\u{E0100}城 ${uniqueName('Aya')}`;
    const added = await t.request('POST', '/api/interviewers', {
      token: author.idToken,
      body: { name, company: 'Acme' },
    });
    expect(added.status).toBe(201);
    expect((await json<{ name: string }>(added)).name).toBe(name);
  });

  test('the app’s text boxes drop selectors with nothing to select as they are typed or pasted', () => {
    expect(withoutHiddenCharacters(smuggled(COVER, SECRET), 'prose')).toBe(COVER);
    expect(withoutHiddenCharacters('Lovely \u2764\uFE0F team', 'prose')).toBe('Lovely \u2764\uFE0F team');
  });
});
