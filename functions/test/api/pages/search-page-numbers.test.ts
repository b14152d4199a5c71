// ?page= on the results pages (rendered and PWA alike): only the way an address writes a page number names
// a page. Read with Number(), `0x2`, `2.0`, `+2`, ` 2` or `2e0` were page 2 as well: more addresses of one page
// for a crawler to find, each a page of its own to cache.
import { describe, expect, test } from 'vitest';
import { interviewerSearchPage, pageFromParam } from '../../../src/pages/search-paths.ts';

describe.each([
  ['manager results', pageFromParam],
  ['interviewer results', interviewerSearchPage],
])('%s', (_name, page) => {
  test('plain decimal digits from 1 name a page', () => {
    expect(page('1')).toBe(1);
    expect(page('2')).toBe(2);
    expect(page('37')).toBe(37);
  });

  test('every other spelling, and none, is page 1', () => {
    for (const value of [
      null,
      '',
      '0',
      '-1',
      '0x2',
      '2.0',
      '+2',
      ' 2',
      '2 ',
      '2e0',
      '02',
      '١',
      '2abc',
      '1e400',
    ]) {
      expect(page(value), JSON.stringify(value)).toBe(1);
    }
  });
});

test('the interviewer search stops at the API’s bound of 100; the manager results have no bound of their own', () => {
  expect(interviewerSearchPage('100')).toBe(100);
  expect(interviewerSearchPage('101')).toBe(1);
  expect(pageFromParam('101')).toBe(101);
});
