// Content screening on its own (issue 9): contact details refused with a
// message naming them, ordinary review prose let through, and profanity
// flagged through the ProfanityFilter port (a fake here; the adapter wraps an npm word list).
import { describe, expect, test } from 'vitest';
import { newAdmission } from '../../../src/domain/moderation/admission.ts';
import { findContactDetail } from '../../../src/domain/screening/contact-details.ts';
import { screenReview } from '../../../src/domain/screening/screen-review.ts';
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
  ])('%j passes', (text) => {
    expect(findContactDetail(text)).toBeNull();
  });
});

describe('screenReview', () => {
  test('the first contact detail in any text is a DomainError naming it', () => {
    const run = () => screenReview(['Fine.', '', 'Ring 0123 456 7890'], FAKE_PROFANITY);
    expect(run).toThrow(DomainError);
    expect(run).toThrow("Reviews can't contain phone numbers.");
  });

  test('profanity holds; without a filter nothing is held for it', () => {
    expect(screenReview(['Clean text.', 'Smegging awful.'], FAKE_PROFANITY)).toEqual(['profanity']);
    expect(screenReview(['Clean text.'], FAKE_PROFANITY)).toEqual([]);
    expect(screenReview(['Smegging awful.'], undefined)).toEqual([]);
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
