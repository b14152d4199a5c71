import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { describe, expect, test } from 'vitest';
import { anyTermPrefilter, obscenityFilter } from '../../../src/screening/obscenity-filter.ts';

describe('the profanity word list (obscenity package)', () => {
  const filter = obscenityFilter();

  test('flags profanity, including common obfuscations', () => {
    expect(filter.isProfane('The manager was a total asshole in the interview.')).toBe(true);
    expect(filter.isProfane('what a f*ck-up, and the sh1t feedback')).toBe(true);
  });

  test('leaves ordinary criticism alone, including words that contain a bad word', () => {
    expect(filter.isProfane('Disorganised, late, and the feedback never came.')).toBe(false);
    expect(filter.isProfane('We met in Scunthorpe to assess the class assignment.')).toBe(false);
  });
});

describe('the one-pass prefilter in front of the full matcher', () => {
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const mayMatch = anyTermPrefilter(matcher);
  const filter = obscenityFilter();

  test('is in use with the installed obscenity release (otherwise every review pays the full matcher)', () => {
    expect(mayMatch).not.toBeNull();
    expect(mayMatch?.('Clear questions, a friendly panel and prompt feedback.')).toBe(false);
  });

  test('lets through everything the full matcher would flag, whitelisted words included', () => {
    const texts = [
      'The manager was a total asshole in the interview.',
      'what a f*ck-up, and the sh1t feedback',
      'f u c k this process',
      'B.I.T.C.H of a panel',
      'We met in Scunthorpe to assess the class assignment.',
      'shiiiiit',
    ];
    for (const text of texts) {
      if (matcher.hasMatch(text)) expect(mayMatch?.(text), text).toBe(true);
    }
    // Whitelisted words reach the full matcher, which clears them.
    expect(mayMatch?.('An analogous case study about tetanus.')).toBe(true);
    expect(filter.isProfane('An analogous case study about tetanus.')).toBe(false);
  });

  test('answers exactly as the full matcher on thousands of generated texts', () => {
    // Letters, look-alikes and separators that the transformers fold, so that matches do occur.
    const alphabet = 'abcdefghiklmnoprstuwy aeiou  1!3@$0.*-_|ck sh fu tt';
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let flagged = 0;
    for (let i = 0; i < 4000; i++) {
      const length = 3 + Math.floor(random() * 40);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const expected = matcher.hasMatch(text);
      if (expected) flagged++;
      expect(filter.isProfane(text), text).toBe(expected);
    }
    expect(flagged).toBeGreaterThan(20);
  });
});
