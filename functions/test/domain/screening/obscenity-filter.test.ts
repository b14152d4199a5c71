import { describe, expect, test } from 'vitest';
import { obscenityFilter } from '../../../src/screening/obscenity-filter.ts';

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
