// Content screening on its own (issue 9): contact details refused with a
// message naming them, ordinary review prose let through, and profanity
// flagged through the ProfanityFilter port (a fake here; the adapter wraps an npm word list).
import { describe, expect, test } from 'vitest';
import { newAdmission } from '../../../src/domain/moderation/admission.ts';
import { findContactDetail } from '../../../src/domain/screening/contact-details.ts';
import { screenResponse, screenReview } from '../../../src/domain/screening/screen-review.ts';
import { findWrittenOutLink } from '../../../src/domain/screening/written-out-links.ts';
import { DomainError } from '../../../src/domain/shared/domain-error.ts';
import { FAKE_PROFANITY } from './support.ts';

describe('findContactDetail', () => {
  test.each([
    ['Mail jane.doe@acme.com', 'email'],
    ['jane at acme dot com', 'email'],
    ['jane[at]acme[dot]io', 'email'],
    ['call +44 20 7946 0958', 'phone'],
    ['(555) 010-2345 ext', 'phone'],
    ['https://x.example', 'url'],
    ['www.acme.com', 'url'],
    ['glassdoor.com has more', 'url'],
    ['acme.dev/jobs/123', 'url'],
    // A browser opens an address by number as it does a domain (attack10): with a path or a port.
    ['see 45.33.2.79/r/7f3', 'url'],
    ['on 10.0.0.12:8080 inside', 'url'],
  ])('%j is %s', (text, kind) => {
    expect(findContactDetail(text)).toBe(kind);
  });

  test.each([
    'Interview on 2026-03-01 at 10:30, three rounds of 45 minutes.',
    'Offered 120,000-150,000 after 2 weeks.',
    'Asked about ASP.NET, socket.io, Node.js and Vue.js.',
    'We met at the office at 10 dot 30.',
    'e.g. the usual questions, i.e. nothing new. Rated 4.5/5.',
    'The U.S. team (at least 12 people) was kind.',
    'Ran version 1.2.3.4 of the tool; scored 10.5/20 on the test.',
  ])('%j passes', (text) => {
    expect(findContactDetail(text)).toBeNull();
  });
});

describe('screenReview', () => {
  test('the first contact detail in any text is a DomainError naming it', () => {
    const run = () =>
      screenReview(
        [
          { label: 'Your review', text: 'Fine.' },
          { label: 'Leadership comments', text: '' },
          { label: 'Support comments', text: 'Ring 0123 456 7890' },
        ],
        FAKE_PROFANITY,
      );
    expect(run).toThrow(DomainError);
    expect(run).toThrow('Support comments can’t contain phone numbers.');
  });

  // Joiners stay allowed in free texts (emoji, Persian: request-fields.ts) and draw nothing, and full-width
  // digits read as digits: screening reads a text as its reader does (NFKC, default-ignorables dropped).
  // Before, "555\u200D-123-4567", "jane@acme\u200C.com", "５５５-１２３-４５６７" and "sm\u200Degging" all passed.
  test.each([
    ['call 555\u200D-123-4567', 'phone numbers'],
    ['call \uFF15\uFF15\uFF15-\uFF11\uFF12\uFF13-\uFF14\uFF15\uFF16\uFF17', 'phone numbers'],
    ['mail jane@acme\u200C.com', 'email addresses'],
    ['see acme\u200D.com', 'links or web addresses'],
  ])('%j is refused as its reader reads it', (text, what) => {
    expect(() => screenReview([{ label: 'Your review', text }], FAKE_PROFANITY)).toThrow(
      `Your review can’t contain ${what}.`,
    );
    expect(() => screenResponse(text, FAKE_PROFANITY)).toThrow(`Responses can't contain ${what}.`);
  });

  test('a joiner inside a word does not hide it from the profanity filter', () => {
    expect(screenReview([{ label: 'Your review', text: 'Sm\u200Degging awful.' }], FAKE_PROFANITY)).toEqual([
      'profanity',
    ]);
    expect(screenResponse('Sm\u200Cegging unfair.', FAKE_PROFANITY)).toEqual(['profanity']);
  });

  test('profanity holds; without a filter nothing is held for it', () => {
    const texts = (...all: string[]) => all.map((text) => ({ label: 'Your review', text }));
    expect(screenReview(texts('Clean text.', 'Smegging awful.'), FAKE_PROFANITY)).toEqual(['profanity']);
    expect(screenReview(texts('Clean text.'), FAKE_PROFANITY)).toEqual([]);
    expect(screenReview(texts('Smegging awful.'), undefined)).toEqual([]);
  });
});

// A claimant's response addresses one reviewer, who is mailed to read it: a web address made for them,
// in any spelling, would tell its owner who visited (attack9). Before, only contact-details.ts applied,
// which lets through bare domains with other endings and written-out dots.
describe('findWrittenOutLink (responses)', () => {
  test.each([
    ['Please read acme.io/r/7f3 first', 'acme.io'],
    ['Details on acme.dev', 'acme.dev'],
    ['See people.acme.app for the new policy', 'people.acme.app'],
    ['Write to us via acme。com', 'acme.com'],
    ['Write to us via acme．com', 'acme.com'],
    ['It is all on acme[.]ai', 'acme.ai'],
    ['It is all on acme (dot) team', 'acme.team'],
    ['Find it at acme dot io slash r', 'acme.io'],
    ['Built with socket.io', 'socket.io'],
    // attack10: what a browser opens when copied (an IPv4 address; zero-width characters, which a host
    // drops; a punycode ending), and dots and endings that read as one.
    ['Please read 45.33.2.79/r/7f3', '45.33.2.79'],
    ['Please read 10 dot 0 dot 0 dot 7', '10.0.0.7'],
    ['Please read acme\u200B.dev/r/7f3', 'acme.dev'],
    ['Please read ac\u00ADme.\u2060dev', 'acme.dev'],
    ['Please read acme.xn--p1ai', 'acme.xn--p1ai'],
    ['Please read acme\u00B7dev', 'acme.dev'],
    ['Please read acme\u2022dev', 'acme.dev'],
    ['Please read acme\u30FBdev', 'acme.dev'],
    ['Please read acme . dev', 'acme.dev'],
    ['Please read acme "dot" dev', 'acme.dev'],
    ['Please read acme \u201Cdot\u201D dev', 'acme.dev'],
    ['Please read acme.c\u043Em', 'acme.c\u043Em'],
    // attack13: a dot with a space before it only, or a comma for a dot, read as the address all the same.
    ['Please read acme .com', 'acme.com'],
    ['Please read acme .dev/r/7f3', 'acme.dev'],
    ['Please read acme,com', 'acme.com'],
    ['Please read acme ,dev', 'acme.dev'],
    ['Please read acme\uFF0Cdev', 'acme.dev'],
    ['Please read 45,33,2,79', '45.33.2.79'],
  ])('%j names %s', (text, found) => {
    expect(findWrittenOutLink(text)).toBe(found);
  });

  test.each([
    'Thank you. We changed the rota in March.',
    'Thanks.We read every review.',
    'Asked about ASP.NET, Node.js and Vue.js, e.g. closures, i.e. the basics. Rated 4.5/5.',
    'We met at 10 dot 30 in the U.S. office.',
    'Reach the team through the site’s contact form.',
    'We moved the team to .NET and Node.js 20.11.1 last year; the 1.2.3 release is out.',
    'The rota • Mondays • Fridays. Items 1 · 2 · 3.',
    'Мы переехали в офис на Тверской.',
    'La novel·la i el col·legi.',
    'ジョン・スミスのチーム・ストア',
    'Thanks, team. We pay 120,000 a year, 1,500,000 in all; see the FAQ, then .NET docs.',
  ])('%j passes', (text) => {
    expect(findWrittenOutLink(text)).toBeNull();
  });
});

describe('screenResponse', () => {
  test('a web address however written is a DomainError that quotes it; contact details in the response’s words', () => {
    expect(() => screenResponse('Sorry to hear it: acme dot io/r/7f3 explains.', undefined)).toThrow(
      'Responses can\'t contain links or web addresses, however written: "acme.io" reads as one. After a full stop or a comma, leave a space, and none before it.',
    );
    expect(() => screenResponse('Mail me: jane@acme.com', undefined)).toThrow(
      "Responses can't contain email addresses.",
    );
  });

  test('profanity holds, as for reviews', () => {
    expect(screenResponse('Smegging unfair.', FAKE_PROFANITY)).toEqual(['profanity']);
    expect(screenResponse('Thank you, noted.', FAKE_PROFANITY)).toEqual([]);
  });
});

describe('the burst rule candidate', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  test('negative (<= 2) from an account younger than a day', () => {
    expect(newAdmission({ holdFor: [], rating: 2, accountCreatedAt: hoursAgo(23), now }).burstCandidate).toBe(
      true,
    );
    expect(newAdmission({ holdFor: [], rating: 3, accountCreatedAt: hoursAgo(1), now }).burstCandidate).toBe(
      false,
    );
    expect(newAdmission({ holdFor: [], rating: 1, accountCreatedAt: hoursAgo(25), now }).burstCandidate).toBe(
      false,
    );
    // Unknown age, or a clock that says the account is from the future: not young.
    expect(newAdmission({ holdFor: [], rating: 1, accountCreatedAt: null, now }).burstCandidate).toBe(false);
    expect(newAdmission({ holdFor: [], rating: 1, accountCreatedAt: hoursAgo(-1), now }).burstCandidate).toBe(
      false,
    );
  });
});
