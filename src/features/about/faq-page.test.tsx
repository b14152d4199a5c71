import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { blendWeight } from '../../../functions/src/domain/interviewers/blended-score.ts';

const QUESTION = 'What is the blended score?';

// jsdom has no layout and no scrollIntoView; the tests that need it lend one, taken back here.
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The FAQ entry whose question is `question`, and whether it is open. */
async function entry(question: string) {
  const summary = await screen.findByText(question, { selector: 'summary' });
  const details = summary.closest('details');
  if (!details) throw new Error(`no <details> around "${question}"`);
  return details;
}

describe('/faq: the blended score', () => {
  it('answers "What is the blended score?" in plain words, with the shares the profile note uses', async () => {
    renderApp('/faq');
    const details = await entry(QUESTION);
    expect(details.id).toBe('blended-score');
    // Under "Ratings and moderation", beside the question about the average.
    const group = details.closest('section');
    expect(within(group!).getByRole('heading', { level: 2 }).textContent).toBe('Ratings and moderation');
    expect(within(group!).getByText('How are ratings calculated?')).toBeTruthy();
    // Closed until asked, like every other entry.
    expect(details.open).toBe(false);

    const answer = details.querySelector('.faq-answer')?.textContent ?? '';
    expect(answer).toMatch(/Interviewer profiles show it under the plain average/);
    expect(answer).toMatch(/starts at 3, the middle of the scale, and moves towards the average/);
    expect(answer).toMatch(/one or two reviews cannot make anyone look perfect or terrible/);
    // DESIGN.md section 9's weight, to the percent, as score-notes.tsx rounds it.
    const share = (n: number) => `${Math.round(blendWeight(n) * 100)}%`;
    expect(answer).toContain(`With 1 review the average counts for ${share(1)} of it`);
    expect(share(1)).toBe('10%');
    for (const n of [5, 10, 20]) expect(answer).toContain(`${n} reviews`);
    expect(answer).toContain(share(5));
    expect(answer).toContain(share(20));
    expect(answer).toMatch(/No rating yet/);

    // Search engines get the same question and answer (FAQPage structured data).
    const faqLd = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type': string; mainEntity?: unknown[] })
      .find((data) => data['@type'] === 'FAQPage');
    expect(faqLd?.mainEntity).toContainEqual({
      '@type': 'Question',
      name: QUESTION,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    });
  });

  it('opens the entry a link points at (/faq#blended-score) and scrolls to it; the others stay closed', async () => {
    const scrolled: Element[] = [];
    // jsdom has no layout, so no scrollIntoView: record which element the page asks to show.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderApp('/faq#blended-score');
    const details = await entry(QUESTION);
    expect(details.open).toBe(true);
    await waitFor(() => expect(scrolled).toEqual([details]));
    const open = [...document.querySelectorAll<HTMLDetailsElement>('details.faq-item')].filter((d) => d.open);
    expect(open).toEqual([details]);
  });

  it.each([
    ['markup', '#%22%3E%3Cimg%20src=x%3E'],
    ['a broken escape', '#%E0%A4%A'],
    ['another page section', '#main'],
    ['an entry id in another case', '#Blended-Score'],
  ])('a fragment of %s opens no entry and breaks nothing', async (_, fragment) => {
    Element.prototype.scrollIntoView = vi.fn();
    renderApp(`/faq${fragment}`);
    await entry(QUESTION);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect([...document.querySelectorAll<HTMLDetailsElement>('details.faq-item')].some((d) => d.open)).toBe(
      false,
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
