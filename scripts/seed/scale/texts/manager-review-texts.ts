// Manager review texts and aspect comments, and company review answers:
// each chosen for the stars it goes with (an aspect comment for that
// aspect's own score, a company answer for its category's), in words that
// fit the company's industry ({peak}, {plans}, {client} come from it), and
// never a sentence the profile (its ledger) already shows.
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

/** The review text for this rating; `slots` has first, company and the industry's words. */
export function managerReviewText(rnd: Random, rating: Rating, slots: Slots, ledger: Ledger): string {
  const mood = sentimentOf(rating);
  const all = { ...CONTEXT_SLOTS, ...slots };
  const main = freshDistinct(rnd, ledger, MANAGER_SENTENCES[mood], all, 2);
  const context = chance(rnd, 0.12) || main.length === 0 ? freshFromAll(rnd, ledger, CONTEXT, all) : null;
  return sentences([
    context,
    ...main,
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
