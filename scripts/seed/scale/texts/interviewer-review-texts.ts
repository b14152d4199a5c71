// Interviewer review texts. What the text says agrees with the rating, and
// with the interview status: a 'no interview' review talks about the process
// that never got to an interview, the others about the interview, and the
// outcome sentence matches cleared / not cleared / waiting. Stages and topics
// come from the company's industry; a ledger per profile keeps every
// sentence on it different. Like real reviews of one person, those of an
// interviewer keep coming back to a few of its practices ("clear feedback",
// "ran late"), each in words of its own (habits.ts).
import type { InterviewStatus } from '../../../../functions/src/domain/reviews/review.ts';
import { chance, type Random } from '../random.ts';
import {
  type BySentiment,
  fresh,
  freshDistinct,
  freshFromAll,
  type Ledger,
  type Rating,
  type Slots,
  sentences,
  sentimentOf,
} from './compose.ts';
import { drawHabits, type Habit, type Habits, habitSentence } from './habits.ts';

const OPENERS: BySentiment<readonly string[]> = {
  positive: [
    '{first} made the whole {stage} feel like a conversation.',
    "One of the best interviews I've had.",
    'A very well-organised {stage} with {first}.',
    '{first} was friendly, prepared and clearly knew the role.',
    'Great experience interviewing with {first} at {company}.',
    '{first} put me at ease from the first minute.',
    'Professional, warm and well prepared.',
  ],
  mixed: [
    'The {stage} with {first} was fine, nothing special.',
    'A mixed experience overall.',
    'An average interview at {company}.',
    'Some good moments, some not so good.',
    '{first} was polite, but the {stage} felt a bit scripted.',
  ],
  negative: [
    '{first} was late and seemed uninterested from the start.',
    'It felt more like an interrogation than an interview.',
    'A frustrating {stage} with {first}.',
    'Condescending tone from the first minute.',
    "One of the worst interviews I've had.",
    'Disorganised from start to finish.',
  ],
};

const DETAILS: BySentiment<readonly string[]> = {
  positive: [
    'The questions were relevant to the actual job and the follow-ups were thoughtful.',
    'They explained the team, the role and the next steps clearly.',
    'When I got stuck I got a useful hint, not the answer.',
    'The {topic} part was challenging but fair.',
    'It started on time and left plenty of room for my questions.',
    '{first} was honest about the workload and the challenges of the team.',
    'A good mix of {topic} and questions about my past work.',
    'Clear expectations before the {stage}, and no trick questions.',
    '{first} listened properly and built on my answers.',
  ],
  mixed: [
    'Some questions were good, others felt like trivia.',
    '{first} seemed distracted for parts of it.',
    'It ran twenty minutes over and the last part was rushed.',
    'Fair {topic} questions, but very little information about the team.',
    'Friendly enough, but the process around it was slow.',
    'The {topic} question was unclear, and clarifying it took half the time.',
    'Hard to tell what they were looking for.',
  ],
  negative: [
    'The questions had nothing to do with the role I applied for.',
    '{first} checked their phone throughout.',
    'Most of the time went on {first} talking about themselves.',
    'I was asked about my family plans, which is not okay.',
    'The {topic} question changed halfway through and nobody acknowledged it.',
    'No time was left for my questions.',
    '{first} interrupted every answer before I could finish.',
    'It was clear the decision had been made before I walked in.',
  ],
};

/** A four-star review's small complaint, a two-star review's one good thing. */
const CAVEAT_FOR_4 = [
  'The only downside was that it ran a bit long.',
  'Scheduling took a while, but the interview itself was great.',
  'A little rushed at the end.',
  'The video call kept dropping, which was nobody’s fault really.',
];
const REDEEMING_FOR_2 = [
  'To be fair, the recruiter who scheduled it was polite.',
  'The place itself was nice, at least.',
  'The {topic} question was a reasonable one.',
];

const OUTCOMES: Record<'cleared' | 'not cleared' | 'waiting', BySentiment<readonly string[]>> = {
  cleared: {
    positive: [
      'I got the offer and accepted it.',
      'I made it to the next round, and the feedback {first} passed on was spot on.',
      'Got the offer {days} days later.',
      'Cleared this round and moved on to the final one.',
    ],
    mixed: [
      'I did get through to the next round, but the experience was average.',
      'I cleared it, to be fair.',
    ],
    negative: [
      "I passed, oddly enough, but I'm hesitant to accept after this.",
      'Got an offer in the end and turned it down, partly because of this interview.',
    ],
  },
  'not cleared': {
    positive: [
      "I didn't get the job, but the feedback was genuinely useful.",
      'Rejected, but it was a fair process and I learned a lot.',
      "Not selected this time; I'd still apply again.",
    ],
    mixed: [
      "I wasn't selected and the feedback was brief.",
      "Didn't make it through; no detailed feedback, but they were polite about it.",
    ],
    negative: [
      'Rejected with a one-line email and no feedback.',
      'Not selected, and nobody could tell me why.',
      'I was turned down the same day with a template email.',
    ],
  },
  waiting: {
    positive: [
      'Still waiting on the result, but whatever happens it was a good experience.',
      "Waiting to hear back, and they've kept me updated so far.",
    ],
    mixed: ['Waiting to hear back; they said {weeks} weeks.', 'No decision yet.'],
    negative: [
      "It's been weeks and nobody has replied to my follow-ups.",
      'Still no answer, {weeks} weeks on.',
    ],
  },
};

const CLOSERS: BySentiment<readonly string[]> = {
  positive: [
    'Would happily interview with {first} again.',
    'Recommended.',
    'This is how interviews should be done.',
    '{company} is lucky to have {first}.',
  ],
  mixed: ['Okay overall.', 'Not bad, not great.', 'Could be better organised.'],
  negative: [
    'Would not recommend.',
    'Avoid if you can.',
    'I hope {company} looks at how its interviews are run.',
  ],
};

/** Reviews of a process that never got to an interview: nothing here describes one. */
const NO_INTERVIEW: BySentiment<readonly string[]> = {
  positive: [
    'The role was filled before my interview, but {first} let me know promptly and kindly.',
    'No interview happened in the end, but {first} was honest about the timeline and pointed me to another opening.',
    '{first} called personally to explain that the position had been frozen, which I appreciated.',
  ],
  mixed: [
    'The interview was postponed twice and then the role was filled internally.',
    'We never got as far as an interview; communication was polite but very slow.',
    '{first} was friendly on the phone, but the interview was never scheduled.',
  ],
  negative: [
    'The interview was cancelled an hour before it was due to start and never rescheduled.',
    '{first} set up a call and then never showed up.',
    'After three emails about availability I was simply ghosted.',
    "They cancelled because the role was suddenly 'on hold', after I'd taken a day off for it.",
    'No interview in the end: {first} stopped answering my emails.',
    'I was told to expect an invite that never came.',
  ],
};

const NO_INTERVIEW_EXTRA: BySentiment<readonly string[]> = {
  positive: ['That kind of honesty is rare.', "I'd apply to {company} again."],
  mixed: ["I'd have appreciated a clearer timeline.", 'Not terrible, just disorganised.'],
  negative: ['Nobody apologised or explained anything.', 'A very unprofessional way to treat candidates.'],
};

/** Where the review says how it began: for the reviews of a profile that has used up the others. */
const CONTEXT = [
  'I applied through {channel} for a {level} role, and the {stage} came {days} days later.',
  'Applied through {channel} for a {level} position; the {stage} was {days} days after that.',
];
const NO_INTERVIEW_CONTEXT = [
  'I applied through {channel} for a {level} role and waited {weeks} weeks for a date that never came.',
  'Applied through {channel} for a {level} position; {weeks} weeks later there was still no date.',
];
const CONTEXT_SLOTS = {
  channel: ['the careers page', 'a referral', 'LinkedIn', 'a recruiter', 'a job board', 'a friend'],
  level: ['junior', 'mid-level', 'senior', 'graduate', 'part-time', 'temporary', 'lead'],
  days: ['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'],
  weeks: ['2', '3', '4', '5', '6', '7', '8'],
};

/** Added when a 'waiting' review is edited once the result came. */
export const RESULT_UPDATES: Record<'cleared' | 'not cleared', readonly string[]> = {
  cleared: [
    'Update: they came back after {weeks} weeks with an offer.',
    'Update: I heard back and got the job.',
  ],
  'not cleared': [
    'Update: a rejection arrived after {weeks} weeks.',
    "Update: heard back after {weeks} weeks, and it's a no.",
  ],
};

/** What an interviewer does well, each in wordings that share its phrase; fits any industry. */
const GOOD_PRACTICES: readonly Habit[] = [
  [
    'Gave clear feedback at the end, the good and the bad.',
    'Clear feedback on every answer.',
    '{first} gave clear feedback straight away.',
    'I left with clear feedback on what to work on.',
    'Clear feedback, given kindly.',
    'The clear feedback was worth the trip alone.',
  ],
  [
    'A friendly panel that put me at ease.',
    'The friendly panel made it feel like a chat.',
    'Friendly panel, sensible questions.',
    '{first} led a friendly panel.',
    'Friendly panel from start to finish.',
    'A friendly panel, even when I stumbled.',
  ],
  [
    'A realistic task, close to the actual work.',
    'The realistic task showed what the job is really like.',
    'Set a realistic task instead of puzzles.',
    'Realistic task, realistic time limit.',
    'I enjoyed the realistic task.',
    'A short, realistic task and a good talk about it.',
  ],
  [
    'Structured questions, the same for every candidate.',
    'The structured questions felt fair.',
    '{first} asked structured questions and took notes.',
    'Well-planned structured questions.',
    'Structured questions about real situations.',
    'Calm, structured questions throughout.',
  ],
  [
    'Quick replies to every email.',
    '{first} sent quick replies about every next step.',
    'Quick replies before and after.',
    'Quick replies, no chasing needed.',
    'I never waited long: quick replies throughout.',
    'Quick replies and a clear timeline.',
  ],
  [
    'Honest answers about the team and the hours.',
    '{first} gave honest answers to my questions.',
    'Honest answers, even about the downsides.',
    'I appreciated the honest answers.',
    'Honest answers about pay.',
    'Straight, honest answers to everything I asked.',
  ],
  [
    'A relaxed atmosphere from the start.',
    'Relaxed atmosphere, no tricks.',
    'The relaxed atmosphere helped me show my best.',
    'A relaxed atmosphere and plenty of time.',
    '{first} kept a relaxed atmosphere.',
    'Relaxed atmosphere despite the tough questions.',
  ],
  [
    'A workplace tour after the questions.',
    'The workplace tour showed me the real team.',
    'Finished with a workplace tour.',
    'Included a workplace tour and a chat with the team.',
    'The workplace tour was a nice touch.',
    'A short workplace tour, which helped a lot.',
  ],
];

/** What an interviewer does badly, each in wordings that share its phrase; fits any industry. */
const BAD_PRACTICES: readonly Habit[] = [
  [
    'Ran late by half an hour.',
    'The interview ran late and nobody said sorry.',
    'Ran late, so my last answers were cut short.',
    'It ran late and I missed my train.',
    'Started on time but ran late.',
    '{first} ran late with the previous candidate.',
  ],
  [
    'Vague feedback, if any.',
    'Only vague feedback afterwards.',
    '{first} gave vague feedback that I could not use.',
    'The vague feedback told me nothing.',
    'Vague feedback after a long day.',
    'Vague feedback and no next steps.',
  ],
  [
    'An unpaid take-home task that took a whole weekend.',
    'The unpaid take-home task was far too long.',
    'Expected an unpaid take-home task before even meeting.',
    'Unpaid take-home task, then silence.',
    'Set an unpaid take-home task of several days.',
    'The unpaid take-home task looked like real work for them.',
  ],
  [
    'A cold panel that barely looked up.',
    'Cold panel, no small talk.',
    'The cold panel made it hard to relax.',
    'Faced a cold panel with no introductions.',
    'Cold panel from the first question.',
    'A cold panel, arms folded throughout.',
  ],
  [
    'Surprise tests nobody mentioned beforehand.',
    'Surprise tests halfway through.',
    'The surprise tests threw everyone.',
    'Surprise tests with no warning.',
    'Two surprise tests on the day.',
    'Sprang surprise tests on us.',
  ],
  [
    'Constant interruptions while I answered.',
    'The constant interruptions broke my focus.',
    'Constant interruptions from other staff.',
    'An interview of constant interruptions.',
    'Constant interruptions, so I never finished a thought.',
    'Constant interruptions and side conversations.',
  ],
  [
    'Messy scheduling, three times rescheduled.',
    'The messy scheduling set the tone.',
    'Messy scheduling and a wrong room.',
    'Messy scheduling from start to end.',
    'Messy scheduling: two different times in two emails.',
    'Put up with messy scheduling.',
  ],
  [
    'Dodged salary questions completely.',
    '{first} dodged salary questions.',
    'Dodged salary questions twice.',
    'Politely dodged salary questions.',
    'Dodged salary questions and hours.',
    'Dodged salary questions until the end.',
  ],
];

/** What the reviews of one interviewer keep coming back to: two good practices and two bad (habits.ts). */
export function interviewerPractices(profileId: string): Habits {
  return drawHabits(`practices:${profileId}`, GOOD_PRACTICES, BAD_PRACTICES);
}

/** Every sentence list, for the seed's test: it checks no text mixes sentences of another rating or status. */
export const INTERVIEWER_SENTENCES = {
  OPENERS,
  DETAILS,
  CAVEAT_FOR_4,
  REDEEMING_FOR_2,
  OUTCOMES,
  CLOSERS,
  NO_INTERVIEW,
  NO_INTERVIEW_EXTRA,
  RESULT_UPDATES,
  CONTEXT,
  NO_INTERVIEW_CONTEXT,
  PRACTICES: { positive: GOOD_PRACTICES.flat(), negative: BAD_PRACTICES.flat() },
} as const;

/**
 * The review text for this rating and status; `slots` has first, company,
 * and the industry's stages and topics as lists. No sentence the profile
 * (its `ledger`) already shows. With `practices` a review of an interview may
 * mention one, drawn from their own generator: `rnd` is drawn exactly as without.
 */
export function interviewerReviewText(
  rnd: Random,
  rating: Rating,
  status: InterviewStatus | null,
  slots: Slots,
  ledger: Ledger,
  practices?: Habits,
): string {
  const mood = sentimentOf(rating);
  const all = { ...CONTEXT_SLOTS, ...slots };
  const take = (templates: readonly string[]) => fresh(rnd, ledger, templates, all);
  if (status === 'no interview') {
    const main = take(NO_INTERVIEW[mood]) ?? freshFromAll(rnd, ledger, NO_INTERVIEW_CONTEXT, all);
    return sentences([main, chance(rnd, 0.6) ? take(NO_INTERVIEW_EXTRA[mood]) : null]);
  }
  const shading =
    rating === 4 && chance(rnd, 0.4)
      ? take(CAVEAT_FOR_4)
      : rating === 2 && chance(rnd, 0.4)
        ? take(REDEEMING_FOR_2)
        : null;
  const opener = take(OPENERS[mood]);
  const details = freshDistinct(rnd, ledger, DETAILS[mood], all, chance(rnd, 0.5) ? 2 : 1);
  // Some say how it began; those on a much-reviewed profile must, once the rest is used up.
  const context =
    chance(rnd, 0.12) || (!opener && details.length === 0) ? freshFromAll(rnd, ledger, CONTEXT, all) : null;
  const practice = practices ? habitSentence(practices, rating, all, ledger) : null;
  return sentences([
    context,
    opener,
    ...details,
    practice,
    shading,
    status ? take(OUTCOMES[status][mood]) : null,
    chance(rnd, 0.5) ? take(CLOSERS[mood]) : null,
  ]);
}

/** A rant with swearing (null if the profile already shows it): screening holds such reviews for a moderator. */
export function crudeInterviewerReviewText(rnd: Random, slots: Slots, ledger: Ledger): string | null {
  const all = { ...CONTEXT_SLOTS, ...slots };
  const rant = fresh(rnd, ledger, ['Honestly, the whole {stage} was complete bullshit.'], all);
  return rant ? sentences([rant, fresh(rnd, ledger, ['{first} had no clue what the role was.'], all)]) : null;
}
