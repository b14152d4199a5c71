// Manager review texts and aspect comments, and company review answers:
// each chosen for the stars it goes with (an aspect comment for that
// aspect's own score, a company answer for its category's), in words that
// fit the company's industry ({peak}, {plans}, {client} come from it), and
// never a sentence the profile (its ledger) already shows. Like real reviews of
// one person, those of a manager keep coming back to a few of its habits
// ("clear feedback", "micromanages"), each in words of its own.
import type { CompanyReviewText } from '../../../../functions/src/domain/company-reviews/company-review.ts';
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

const MANAGER_SENTENCES: BySentiment<readonly string[]> = {
  positive: [
    'Leads from the front and trusts the team to do their jobs.',
    '{first} is the best manager I have had: clear priorities and real feedback.',
    'Always has time for the team, even during {peak}.',
    'Remembers everyone’s goals and actively helped me get promoted.',
    'Calm under pressure and keeps the mood good during {peak}.',
    'Gives credit where it is due and takes the blame when things go wrong.',
    'Fights for the team when it comes to pay and hours.',
    'The {plans} come out early and {first} keeps to them.',
    'Backs the team when a {client} is being difficult.',
    'Trains new people properly instead of throwing them in.',
  ],
  mixed: [
    'Good at the work itself, less so with people.',
    '{first} means well but is stretched too thin to really support anyone.',
    'Fair most of the time, but communication is patchy.',
    'Some weeks are great, some weeks are chaotic.',
    'A decent manager, but decisions come from above and {first} just passes them on.',
    'Approachable, though feedback tends to come months late.',
    'The {plans} are fine most weeks and a scramble during {peak}.',
    'Puts the {client} first, sometimes at the expense of the team.',
  ],
  negative: [
    'Micromanages everything and never explains decisions.',
    '{first} plays favourites with hours and promotions.',
    'Raises their voice at people in front of the whole team.',
    'Takes credit for the team’s work and blames us for every problem.',
    'The {plans} change at the last minute, every week.',
    'Ignored repeated complaints about workload until people quit.',
    'Disappears during {peak} and leaves the team to cope.',
    'Sides with the {client} every time, whatever happened.',
  ],
};

const MANAGER_CLOSERS: BySentiment<readonly string[]> = {
  positive: [
    'I would work for {first} again any time.',
    'The reason I stayed at {company} as long as I did.',
  ],
  mixed: ['It is a job.', 'Could be worse.'],
  negative: ['The main reason I left {company}.', 'Half the team has left in the last year.'],
};

/** How the reviewer knew the manager: for the reviews of a profile that has used up the others. */
const CONTEXT = [
  'I worked for {first} for {duration} as a {role}, {arrangement}.',
  'I spent {duration} on {first}’s team as a {role}, {arrangement}.',
];
const CONTEXT_SLOTS = {
  duration: [
    'three months',
    'four months',
    'five months',
    'six months',
    'seven months',
    'eight months',
    'nine months',
    'ten months',
    'a year',
    'fourteen months',
    'a year and a half',
    'two years',
    'two and a half years',
    'three years',
    'four years',
  ],
  arrangement: [
    'full time',
    'part time',
    'on a fixed-term contract',
    'in my first job',
    'after an internal move',
    'through an agency',
    'while studying',
  ],
};

const STRENGTHS: readonly Habit[] = [
  [
    'Gives clear feedback, the good and the bad.',
    'You always get clear feedback from {first}.',
    'Clear feedback after every piece of work.',
    'The clear feedback made me better at my job.',
    'I always knew where I stood, because of the clear feedback.',
    'Clear feedback, given kindly.',
  ],
  [
    'Runs weekly planning sessions that keep everyone aligned.',
    'The weekly planning sessions make priorities obvious.',
    'Weekly planning sessions mean everyone knows what comes next.',
    'I miss the weekly planning sessions.',
    'Short weekly planning sessions, then we get on with it.',
    'Weekly planning sessions that start and end on time.',
  ],
  [
    'Regular one-to-ones where you can raise anything.',
    'Keeps regular one-to-ones with everyone on the team.',
    'The regular one-to-ones are worth their weight in gold.',
    'Regular one-to-ones, even in the busiest weeks.',
    'I grew a lot through our regular one-to-ones.',
    'Regular one-to-ones and a real interest in how you are doing.',
  ],
  [
    'An open door for anyone who is struggling.',
    '{first} keeps an open door, and means it.',
    'The open door is real: walk in with anything.',
    'Open door, open mind.',
    'Has a genuinely open door.',
    'With an open door like that, worries get raised early.',
  ],
  [
    'Flexible hours whenever life gets in the way.',
    'Agreed to flexible hours when I needed them.',
    'Flexible hours are normal on {first}’s team.',
    'Flexible hours, and trust to go with them.',
    'Offers flexible hours to parents and carers alike.',
    'The flexible hours made a hard year easier.',
  ],
  [
    'Sets realistic deadlines and defends them upstairs.',
    'Realistic deadlines, so late evenings are rare.',
    'Agrees realistic deadlines with the team first.',
    'Realistic deadlines and enough people to meet them.',
    'Weekends stay free with realistic deadlines like these.',
    'Realistic deadlines make the work calmer.',
  ],
  [
    'Makes quick decisions and owns them.',
    'Quick decisions, so work keeps moving.',
    'Quick decisions when something goes wrong.',
    'I valued the quick decisions.',
    'Quick decisions and honest reasons for them.',
    'Gives quick decisions on leave requests.',
  ],
  [
    'Keeps a fair workload across the team.',
    'A fair workload, even when things get busy.',
    'Fair workload and sensible hours.',
    'Makes sure of a fair workload before saying yes to more.',
    'Fair workload for everyone, seniors included.',
    'The fair workload is why people stay.',
  ],
];

const WEAKNESSES: readonly Habit[] = [
  [
    '{first} micromanages every detail.',
    'Micromanages even the simplest tasks.',
    'Micromanages, then wonders why nobody takes initiative.',
    'Constantly micromanages and checks over our shoulders.',
    'Micromanages the smallest decisions.',
    'Still micromanages people with ten years of experience.',
  ],
  [
    'Last-minute changes every single week.',
    'Constant last-minute changes make it impossible to plan.',
    'The last-minute changes wear everyone out.',
    'Last-minute changes, and rarely an apology.',
    'Weekends get ruined by last-minute changes.',
    'Last-minute changes to everything we agreed.',
  ],
  [
    'Unclear priorities, so we redo work constantly.',
    'Everything is urgent, and the unclear priorities are exhausting.',
    'Unclear priorities from one week to the next.',
    'The unclear priorities mean half our work gets thrown away.',
    'Hard work wasted on unclear priorities.',
    'Unclear priorities and moving targets.',
  ],
  [
    'Endless meetings that could have been emails.',
    'Endless meetings leave little time for the actual work.',
    'Our days disappear into endless meetings.',
    'Calls endless meetings and then asks why things are late.',
    'Endless meetings, every day of the week.',
    'Endless meetings about other meetings.',
  ],
  [
    'Public criticism in front of everyone.',
    'Public criticism is how {first} gives feedback.',
    'I dreaded the public criticism.',
    'Public criticism for the smallest mistakes.',
    'Public criticism, never a quiet word in private.',
    'Mistakes mean public criticism, every time.',
  ],
  [
    'Unpaid overtime is expected, never asked for.',
    'Expects unpaid overtime whenever things get busy.',
    'Unpaid overtime most weeks.',
    'The unpaid overtime adds up fast.',
    'Unpaid overtime is just how things work here.',
    'Months of unpaid overtime and zero recognition.',
  ],
  [
    'Cancelled one-to-ones, again and again.',
    'Cancelled one-to-ones are the norm.',
    'Three cancelled one-to-ones in a row.',
    'I stopped counting the cancelled one-to-ones.',
    'Cancelled one-to-ones whenever something else comes up.',
    'Cancelled one-to-ones and promises to catch up later.',
  ],
  [
    'Broken promises about pay rises.',
    'A trail of broken promises about promotion.',
    'Broken promises, over and over.',
    'Too many broken promises to trust anything {first} says.',
    'Broken promises on training and hours.',
    'Broken promises at every yearly review.',
  ],
];

/** What the reviews of one manager keep coming back to (habits.ts). */
export type ManagerHabits = Habits;

export function managerHabits(profileId: string): ManagerHabits {
  return drawHabits(`habits:${profileId}`, STRENGTHS, WEAKNESSES);
}

export type AspectComment = 'reviewLeadership' | 'reviewCommunicationText' | 'reviewSupport';

const ASPECT_COMMENTS: Record<AspectComment, BySentiment<readonly string[]>> = {
  reviewLeadership: {
    positive: [
      'Sets clear goals and sticks to them.',
      'Leads by example during {peak}.',
      'Plans ahead, so {peak} holds no surprises.',
    ],
    mixed: ['Direction changes often.', 'Good vision, weak follow-through.', 'Decides well, but slowly.'],
    negative: [
      'No clear direction; we find out the priorities by guessing.',
      'Avoids every hard decision.',
      'Nobody knows who is in charge during {peak}.',
    ],
  },
  reviewCommunicationText: {
    positive: [
      'Weekly one-to-ones that actually happen.',
      'Explains the why behind decisions.',
      'Keeps everyone informed about the {plans}.',
    ],
    mixed: [
      'Emails are clear, meetings less so.',
      'You hear things eventually.',
      'Says a lot, listens less.',
    ],
    negative: [
      'Important news reaches us through rumours first.',
      'Never answers messages.',
      'Changes to the {plans} come at the last minute, with no explanation.',
    ],
  },
  reviewSupport: {
    positive: [
      'Helped me through my first month.',
      'Backed me up with a difficult {client}.',
      'Covered for me when I was unwell, no questions asked.',
    ],
    mixed: [
      'Supportive when asked, but you have to ask.',
      'Helps when there is time, which is rarely.',
      'Kind in person, slow to act.',
    ],
    negative: [
      'No support at all when I was struggling.',
      'Left new starters to figure everything out alone.',
      'Nobody to turn to when a {client} complained.',
    ],
  },
};

/**
 * The review text for this rating; `slots` has first, company and the industry's words. With `habits`
 * it may mention one of the manager's habits, drawn from their own generator: `rnd` is drawn exactly as
 * without them.
 */
export function managerReviewText(
  rnd: Random,
  rating: Rating,
  slots: Slots,
  ledger: Ledger,
  habits?: ManagerHabits,
): string {
  const mood = sentimentOf(rating);
  const all = { ...CONTEXT_SLOTS, ...slots };
  const main = freshDistinct(rnd, ledger, MANAGER_SENTENCES[mood], all, 2);
  const context = chance(rnd, 0.12) || main.length === 0 ? freshFromAll(rnd, ledger, CONTEXT, all) : null;
  const habit = habits ? habitSentence(habits, rating, slots, ledger) : null;
  return sentences([
    context,
    ...main,
    habit,
    chance(rnd, 0.4) ? fresh(rnd, ledger, MANAGER_CLOSERS[mood], all) : null,
  ]);
}

/** A comment for one aspect, matching that aspect's score (1-5); '' for most reviews and unrated aspects. */
export function aspectComment(
  rnd: Random,
  aspect: AspectComment,
  score: number,
  slots: Slots,
  ledger: Ledger,
): string {
  if (score === 0 || !chance(rnd, 0.35)) return '';
  return fresh(rnd, ledger, ASPECT_COMMENTS[aspect][sentimentOf(score)], slots) ?? '';
}

/** A rant with swearing (null if the profile already shows it): screening holds such reviews for a moderator. */
export function crudeManagerReviewText(rnd: Random, slots: Slots, ledger: Ledger): string | null {
  const rant = fresh(rnd, ledger, ['{first} runs this place like a bullshit dictatorship.'], slots);
  return rant ? sentences([rant, fresh(rnd, ledger, ['Nobody stays long.'], slots)]) : null;
}

const COMPANY_ANSWERS: Record<CompanyReviewText, BySentiment<readonly string[]>> = {
  treatment: {
    positive: [
      'Staff are treated with respect at every level.',
      'People genuinely look out for each other.',
      'Respectful, even during {peak}.',
    ],
    mixed: ['Depends a lot on which team you land in.', 'Mostly decent, with some exceptions.'],
    negative: [
      'Staff are treated as replaceable.',
      'Complaints go nowhere.',
      'Nobody cares how you cope with {peak}.',
    ],
  },
  careerGrowth: {
    positive: [
      'Clear paths to promotion and a real training budget.',
      'I was promoted twice in three years.',
      'Good training from the first week.',
    ],
    mixed: ['Growth is possible if you push for it yourself.', 'Promotions are slow but they happen.'],
    negative: ['Promotions depend on who you know.', 'No training and no way up.'],
  },
  diversity: {
    positive: [
      'A genuinely diverse team, including in leadership.',
      'Inclusive, and it shows in who gets hired.',
    ],
    mixed: ['Diverse in junior roles, less so in leadership.', 'Improving, slowly.'],
    negative: [
      'Leadership all looks the same.',
      'Diversity is a slide in the onboarding deck and nothing more.',
    ],
  },
  pros: {
    positive: ['Good pay, good people, flexible hours.', 'Great colleagues and interesting work.'],
    mixed: ['Colleagues are nice and the location is convenient.', 'Stable job.'],
    negative: ['The colleagues, mostly.', 'It pays the bills.'],
  },
  cons: {
    positive: ['It gets intense during {peak}.', 'Some tools are a bit dated.'],
    mixed: ['Pay reviews are slow.', 'Too many reorganisations.'],
    negative: ['Long unpaid overtime and high turnover.', 'Poor management and constant understaffing.'],
  },
  advice: {
    positive: ['Keep doing what you are doing.', 'Keep investing in people.'],
    mixed: ['Listen to the people doing the work.', 'Be clearer about how promotions work.'],
    negative: ['Fix the management before you hire more people.', 'Pay people properly and they will stay.'],
  },
};

/** Every sentence list, for the seed's test: it checks no text contradicts its rating. */
export const MANAGER_AREA_SENTENCES = {
  MANAGER_SENTENCES,
  MANAGER_CLOSERS,
  ASPECT_COMMENTS,
  COMPANY_ANSWERS,
  CONTEXT,
  HABITS: { positive: STRENGTHS.flat(), negative: WEAKNESSES.flat() },
} as const;

/** The company answer that speaks about a rated category goes by that category's stars. */
export const ANSWER_CATEGORY = {
  treatment: 'culture',
  careerGrowth: 'careerGrowth',
  diversity: 'diversity',
} as const;

/**
 * A company review's answers: about a category by its own stars ('' when
 * unrated), pros, cons and advice by the overall rating; none the company
 * page (its `ledger`) already shows.
 */
export function companyReviewAnswers(
  rnd: Random,
  rating: Rating,
  ratings: Record<(typeof ANSWER_CATEGORY)[keyof typeof ANSWER_CATEGORY], number>,
  slots: Slots,
  ledger: Ledger,
): Record<CompanyReviewText, string> {
  const answer = (key: CompanyReviewText, stars: number) =>
    stars === 0 ? '' : (fresh(rnd, ledger, COMPANY_ANSWERS[key][sentimentOf(stars)], slots) ?? '');
  return {
    treatment: answer('treatment', ratings.culture),
    careerGrowth: answer('careerGrowth', ratings.careerGrowth),
    diversity: chance(rnd, 0.8) ? answer('diversity', ratings.diversity) : '',
    pros: answer('pros', rating),
    cons: answer('cons', rating),
    advice: chance(rnd, 0.7) ? answer('advice', rating) : '',
  };
}
