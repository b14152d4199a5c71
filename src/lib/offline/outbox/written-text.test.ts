import { describe, expect, it } from 'vitest';
import { writtenText } from '@/lib/offline/outbox/written-text';

describe('writtenText', () => {
  it('finds the words of every kind of review body, and nothing else', () => {
    expect(writtenText({ interviewerId: 'i1', rating: 4, reviewText: ' Fair. ' })).toEqual(['Fair.']);
    expect(
      writtenText({
        companyName: 'Acme',
        interviewer: { name: 'Sam Lee', position: 'EM' },
        review: { rating: 5, reviewText: 'Clear questions.', anonymous: true },
      }),
    ).toEqual(['Clear questions.']);
    expect(
      writtenText({
        manager: { name: 'Pat', position: 'Head Chef' },
        review: { reviewText: 'Kind.', reviewLeadership: 'Leads by example.', reviewSupport: '  ' },
      }),
    ).toEqual(['Kind.', 'Leads by example.']);
    expect(writtenText({ companyId: 'c1', reviews: { treatment: 'Respectful.', diversity: '' } })).toEqual([
      'Respectful.',
    ]);
  });

  it('takes malformed bodies without throwing', () => {
    for (const body of [
      null,
      undefined,
      'text',
      7,
      [],
      { review: 'x' },
      { reviews: ['a'] },
      { reviewText: 3 },
    ]) {
      expect(writtenText(body)).toEqual([]);
    }
  });
});
