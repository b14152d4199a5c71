import { describe, expect, test } from 'vitest';
import { nameStems, phrasesOf } from '../../../src/domain/insights/phrases.ts';
import { themesOf } from '../../../src/domain/insights/themes.ts';

const texts = (text: string) => phrasesOf(text).map((p) => p.text);

describe('phrases', () => {
  test('a negated run reads with one "not", and never counts as its opposite', () => {
    const found = texts('There were no trick questions at all.');
    expect(found).toContain('not trick questions');
    expect(found.some((t) => /not \w+ not/.test(t))).toBe(false);
    expect(found).not.toContain('trick questions');
  });

  test("the subject's own names are no theme, however often reviews say them", () => {
    const reviews = Array.from({ length: 6 }, (_, i) => ({
      id: `r${i}`,
      rating: 5,
      text: `Emily Chen set clear expectations. Emily was kind. Quantum Ledger office ${i}.`,
    }));
    const plain = themesOf(reviews).map((t) => t.phrase);
    expect(plain.some((p) => /emily|chen/.test(p))).toBe(true);
    const excluded = themesOf(reviews, { excludeStems: nameStems(['Emily Chen', 'Quantum Ledger']) }).map(
      (t) => t.phrase,
    );
    expect(excluded.some((p) => p.includes('clear expectations'))).toBe(true);
    expect(excluded.filter((p) => /emily|chen|quantum|ledger/.test(p))).toEqual([]);
  });
});

describe('spelling', () => {
  // wink's normal form is American ("behaviour" -> "behavior"), while the reviews quoted beside a theme,
  // and the site's own copy, are as written: a theme reads as its reviews wrote it.
  test('a theme is spelt as most of its reviews wrote it, whichever spelling they used', () => {
    const reviews = [
      'Very organised interviewer. Professional behaviour throughout.',
      'Organised and calm, professional behaviour.',
      'An organised process with professional behaviour from everyone.',
      'Organized panel, professional behavior.',
      'Friendly and organised; professional behaviour.',
    ].map((text, i) => ({ id: `r${i}`, rating: 5, text }));
    const themes = themesOf(reviews);
    const organised = themes.find((t) => t.phrase.startsWith('organi'));
    // One theme for both spellings (the stems agree), in the spelling of the most reviews.
    expect(organised).toMatchObject({ phrase: 'organised', reviewCount: 5 });
    expect(themes.map((t) => t.phrase)).toContain('professional behaviour');
    expect(texts('Her Behaviour was ORGANISED.')).toEqual(expect.arrayContaining(['behaviour', 'organised']));
  });
});

describe('weak phrases', () => {
  // Real-looking reviews of one interviewer: hedges ("felt like", "a bit", "kind of") are how people
  // write, in nearly every review, and said nothing as themes ("Mentioned in 6 reviews: feel like").
  const reviews = [
    'It felt like a conversation, not an exam. Clear expectations from the start.',
    'Honestly it felt like they had already decided. The feedback was a bit vague.',
    'I feel like the questions were fair. Clear expectations and a quick answer.',
    'Felt like a waste of time, kind of rushed and a bit disorganised.',
    'The process felt like it took forever. Kind of rushed at the end, but clear expectations.',
    'Made me feel like my experience mattered. Pretty good overall, a bit rushed.',
  ].map((text, i) => ({ id: `r${i}`, rating: i % 2 === 0 ? 5 : 2, text }));

  test('a hedge or filler is no theme, alone or at either end of a phrase; what they qualify still is', () => {
    const themes = themesOf(reviews).map((t) => t.phrase);
    expect(themes).toContain('clear expectations');
    expect(themes).toContain('rushed');
    const weak =
      /^(feel|felt|like|bit|kind|pretty|overall|honestly)\b|\b(feel|felt|like|bit|kind|pretty|overall)$/;
    expect(themes.filter((p) => weak.test(p))).toEqual([]);
  });

  test('the phrases of one text keep the words a hedge qualifies', () => {
    const found = texts('The interview felt rushed and a bit slow.');
    expect(found).toEqual(expect.arrayContaining(['interview felt rushed', 'rushed', 'slow']));
    expect(found).not.toContain('felt');
    expect(found).not.toContain('felt rushed');
    expect(found).not.toContain('bit slow');
  });
});

describe('bare words', () => {
  // Words every account of an interview uses: as themes they read "Mentioned in 4 reviews: steps".
  const reviews = [
    'She explained the steps. Very organised, clear steps throughout.',
    'He explained every step and was organised. Clear steps, good questions.',
    'Organised panel; they explained the next steps in the final round.',
    'Clear steps from the recruiter. It took two weeks but was good.',
    'Rushed. Nobody explained the steps and it took weeks.',
  ].map((text, i) => ({ id: `r${i}`, rating: i === 4 ? 1 : 5, text }));

  test('a bare word ("steps", "explained", "took", "weeks", "good") is no theme on its own', () => {
    const themes = themesOf(reviews).map((t) => t.phrase);
    for (const bare of ['steps', 'step', 'explained', 'took', 'weeks', 'good']) {
      expect(themes).not.toContain(bare);
    }
  });

  test('a word that describes is still a theme, and so is a phrase holding a bare word', () => {
    const themes = themesOf(reviews).map((t) => t.phrase);
    expect(themes).toContain('organised');
    expect(themes).toContain('clear steps');
  });
});

describe('who, on what terms and when', () => {
  // Reviews of one manager at a consultancy, as people write them: they say who they were, whom the work
  // was for and the busy weeks in passing. Built on those, themes read "Mentioned in 5 reviews: deadline
  // weeks", "client", "consultant", "fixed", "term contract" (seen on seeded managers' pages).
  const reviews = [
    'I was a data analyst on the Acme client. Micromanages everything during deadline weeks. Runs weekly planning sessions that keep us aligned.',
    'Backed me with a difficult client. Clear feedback every Friday, and the weekly planning sessions help.',
    'As a consultant on a fixed-term contract I saw a lot. She micromanages us but gives clear feedback.',
    'Deadline weeks are brutal and the client comes first. I was a data analyst; clear feedback though.',
    'Senior consultant, fixed-term contract, full time. Deadline weeks with the client were hard.',
    'The client loved her. She micromanages, but our weekly planning sessions are useful.',
    'Data analyst for two years on a fixed-term contract, full time. Deadline weeks every month.',
  ].map((text, i) => ({ id: `m${i}`, rating: i % 3 === 0 ? 2 : 4, text }));

  test('what the manager does is a theme; the client, the busy weeks and the reviewer’s job are not', () => {
    const themes = themesOf(reviews).map((t) => t.phrase);
    expect(themes).toEqual(
      expect.arrayContaining(['clear feedback', 'weekly planning sessions', 'micromanages']),
    );
    const weak = [
      'deadline weeks',
      'deadline',
      'client',
      'consultant',
      'data analyst',
      'data',
      'analyst',
      'senior consultant',
      'fixed',
      'term',
      'term contract',
      'fixed-term contract',
      'contract',
      'full time',
    ];
    expect(themes.filter((t) => weak.includes(t))).toEqual([]);
  });

  test('a word about the work stays a theme beside a describing word ("realistic deadlines")', () => {
    const deadlines = [
      'Realistic deadlines and calm weeks.',
      'Sets realistic deadlines for the client work.',
      'Realistic deadlines, always.',
      'I liked the realistic deadlines.',
      'Busy, but realistic deadlines.',
    ].map((text, i) => ({ id: `d${i}`, rating: 5, text }));
    expect(themesOf(deadlines).map((t) => t.phrase)).toContain('realistic deadlines');
  });

  test('a hyphenated word is one word: "fixed-term", never "fixed" and "term" apart', () => {
    const found = texts('Hired on a fixed-term contract, with weekly one-to-ones and last-minute changes.');
    expect(found).toEqual(
      expect.arrayContaining(['fixed-term contract', 'weekly one-to-ones', 'last-minute changes']),
    );
    for (const part of ['fixed', 'term contract', 'term', 'last', 'minute changes'])
      expect(found).not.toContain(part);
  });
});

describe('the phrase before the word', () => {
  // "fair" beside "fair workload" (and "workload" too) on a seeded manager: one more review said "fair"
  // elsewhere, so the word came first and the phrase that says what was fair came after it.
  const reviews = [
    'Keeps a fair workload across the team.',
    'A fair workload, even when things get busy.',
    'Fair workload and sensible hours.',
    'Fair workload for everyone, seniors included.',
    'Fair most of the time.',
    'Ignored complaints about workload.',
  ].map((text, i) => ({ id: `f${i}`, rating: 4, text }));

  test('a word gives way to a phrase holding it that about the same reviews share', () => {
    const themes = themesOf(reviews).map((t) => t.phrase);
    expect(themes).toContain('fair workload');
    expect(themes).not.toContain('fair');
    expect(themes).not.toContain('workload');
  });
});

describe('how the reviewer heard of the job, and when the round came', () => {
  // Reviews of one interviewer as people write them: they say in passing where they saw the job, at what
  // level, and how long until the interview came. On a seeded interviewer those were the themes
  // ("interview came", "round came", "friend", "linkedin", "mid-level", "site interview").
  const reviews = [
    'Applied through LinkedIn for a mid-level role; the site interview came 5 days later. Clear feedback.',
    'A friend referred me, senior role. The final round came quickly. Friendly panel and clear feedback.',
    'Found it on LinkedIn. The onsite interview came a week later. The interview ran late.',
    'Through a referral from a friend, mid-level. The interview came on a Monday. Friendly panel.',
    'Saw it on LinkedIn, senior position. The on-site interview came after two weeks and ran late. Clear feedback.',
    'Referral from a friend; the round came late and ran late. Senior. Friendly panel, mid-level role.',
  ].map((text, i) => ({ id: `h${i}`, rating: i % 3 === 2 ? 2 : 5, text }));

  test('what the interviewer did is a theme; the channel, the level and the round coming are not', () => {
    const themes = themesOf(reviews).map((t) => t.phrase);
    expect(themes).toEqual(expect.arrayContaining(['clear feedback', 'friendly panel', 'ran late']));
    const weak = [
      'linkedin',
      'friend',
      'referral',
      'mid-level',
      'mid-level role',
      'senior',
      'interview came',
      'round came',
      'came',
      'site interview',
      'on-site interview',
      'onsite interview',
      'onsite',
      'on-site',
    ];
    expect(themes.filter((t) => weak.includes(t))).toEqual([]);
  });

  test('nor the careers page, the job board, an update or a round that "ran" over', () => {
    const reviews = [
      'Saw it on the careers page. Update: got the offer. It ran over. Friendly panel.',
      'Found it on a job board. Update: rejected. Ran twenty minutes over. Friendly panel.',
      'Applied on the careers page, then a job board. Update: no news. It ran long. Friendly panel.',
      'Careers page, job board, both. Update: an offer. Ran on and on. Friendly panel.',
      'A careers page advert. Update: still waiting. It ran late.',
    ].map((text, i) => ({ id: `c${i}`, rating: 4, text }));
    const themes = themesOf(reviews).map((t) => t.phrase);
    expect(themes).toContain('friendly panel');
    expect(themes.filter((t) => ['careers page', 'job board', 'update', 'ran'].includes(t))).toEqual([]);
  });

  test('a stage with a describing word stays a theme ("technical interview", "friendly panel")', () => {
    const stages = [
      'A hard technical interview.',
      'The technical interview was fair.',
      'Technical interview, then a chat.',
      'Good technical interview.',
      'The technical interview came first.',
    ].map((text, i) => ({ id: `t${i}`, rating: 4, text }));
    expect(themesOf(stages).map((t) => t.phrase)).toContain('technical interview');
  });
});
