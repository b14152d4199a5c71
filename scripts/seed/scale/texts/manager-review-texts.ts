// Manager review texts and aspect comments, and company review answers:
// each chosen for the rating it goes with (an aspect comment for that
// aspect's own score), so no text contradicts its stars.
import type { CompanyReviewText } from '../../../../functions/src/domain/company-reviews/company-review.ts';
import { chance, pick, type Random } from '../random.ts';
import {
  type BySentiment,
  pickDistinct,
  type Rating,
  type Slots,
  sentences,
  sentimentOf,
} from './compose.ts';

const MANAGER_SENTENCES: BySentiment<readonly string[]> = {
  positive: [
    'Leads from the front and trusts the team to do their jobs.',
    '{first} is the best manager I have had: clear priorities, fair rotas, real feedback.',
    'Always has time for the team, even on the busiest days.',
    'Remembers everyone’s goals and actively helped me get promoted.',
    'Calm under pressure and never takes it out on the staff.',
    'Gives credit where it is due and takes the blame when things go wrong.',
    'Fights for the team when it comes to pay and hours.',
  ],
  mixed: [
    'Good on the technical side, less so with people.',
    '{first} means well but is stretched too thin to really support anyone.',
    'Fair most of the time, but communication is patchy.',
    'Some weeks are great, some weeks are chaotic.',
    'A decent manager, but decisions come from above and {first} just passes them on.',
    'Approachable, though feedback tends to come months late.',
  ],
  negative: [
    'Micromanages everything and never explains decisions.',
    '{first} plays favourites with shifts and promotions.',
    'Raises their voice at staff in front of customers.',
    'Takes credit for the team’s work and blames us for every problem.',
    'Changes the schedule at the last minute, every week.',
    'Ignored repeated complaints about workload until people quit.',
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

export type AspectComment = 'reviewLeadership' | 'reviewCommunicationText' | 'reviewSupport';

const ASPECT_COMMENTS: Record<AspectComment, BySentiment<readonly string[]>> = {
  reviewLeadership: {
    positive: ['Sets clear goals and sticks to them.', 'Leads by example on busy days.'],
    mixed: ['Direction changes often.', 'Good vision, weak follow-through.'],
    negative: ['No clear direction; we find out the priorities by guessing.', 'Avoids every hard decision.'],
  },
  reviewCommunicationText: {
    positive: ['Weekly one-to-ones that actually happen.', 'Explains the why behind decisions.'],
    mixed: ['Emails are clear, meetings less so.', 'You hear things eventually.'],
    negative: ['Important news reaches us through rumours first.', 'Never answers messages.'],
  },
  reviewSupport: {
    positive: ['Helped me through my first month.', 'Backed me up with a difficult customer.'],
    mixed: ['Supportive when asked, but you have to ask.', 'Helps when there is time, which is rarely.'],
    negative: [
      'No support at all when I was struggling.',
      'Left new starters to figure everything out alone.',
    ],
  },
};

export function managerReviewText(rnd: Random, rating: Rating, slots: Slots): string {
  const mood = sentimentOf(rating);
  return sentences(
    [
      ...pickDistinct(rnd, MANAGER_SENTENCES[mood], 2),
      chance(rnd, 0.4) ? pick(rnd, MANAGER_CLOSERS[mood]) : null,
    ],
    slots,
  );
}

/** A comment for one aspect, matching that aspect's score (1-5); '' for most reviews and unrated aspects. */
export function aspectComment(rnd: Random, aspect: AspectComment, score: number, slots: Slots): string {
  if (score === 0 || !chance(rnd, 0.35)) return '';
  return sentences([pick(rnd, ASPECT_COMMENTS[aspect][sentimentOf(score)])], slots);
}

/** A rant with swearing: the profanity screening holds such reviews for a moderator. */
export function crudeManagerReviewText(slots: Slots): string {
  return sentences(['{first} runs this place like a bullshit dictatorship.', 'Nobody stays long.'], slots);
}

const COMPANY_ANSWERS: Record<CompanyReviewText, BySentiment<readonly string[]>> = {
  treatment: {
    positive: ['Staff are treated with respect at every level.', 'People genuinely look out for each other.'],
    mixed: ['Depends a lot on which team you land in.', 'Mostly fair, with some exceptions.'],
    negative: ['Staff are treated as replaceable.', 'Complaints go nowhere.'],
  },
  careerGrowth: {
    positive: [
      'Clear paths to promotion and a real training budget.',
      'I was promoted twice in three years.',
    ],
    mixed: ['Growth is possible if you push for it yourself.', 'Promotions are slow but they happen.'],
    negative: ['Promotions depend on who you know.', 'No training and no way up.'],
  },
  diversity: {
    positive: [
      'A genuinely diverse team, including in leadership.',
      'Inclusive, and it shows in who gets hired.',
    ],
    mixed: ['Diverse on the floor, less so in leadership.', 'Improving, slowly.'],
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
    positive: ['Busy seasons are intense.', 'Some tools are a bit dated.'],
    mixed: ['Pay reviews are slow.', 'Too many reorganisations.'],
    negative: ['Long unpaid overtime and high turnover.', 'Poor management and constant understaffing.'],
  },
  advice: {
    positive: ['Keep doing what you are doing.', 'Keep investing in people.'],
    mixed: ['Listen to the people on the floor.', 'Be clearer about how promotions work.'],
    negative: ['Fix the management before you hire more people.', 'Pay people properly and they will stay.'],
  },
};

/** Every sentence list, for the seed's test: it checks no text contradicts its rating. */
export const MANAGER_AREA_SENTENCES = {
  MANAGER_SENTENCES,
  MANAGER_CLOSERS,
  ASPECT_COMMENTS,
  COMPANY_ANSWERS,
} as const;

export function companyReviewAnswers(
  rnd: Random,
  rating: Rating,
  slots: Slots,
): Record<CompanyReviewText, string> {
  const mood = sentimentOf(rating);
  const answer = (key: CompanyReviewText) => sentences([pick(rnd, COMPANY_ANSWERS[key][mood])], slots);
  return {
    treatment: answer('treatment'),
    careerGrowth: answer('careerGrowth'),
    diversity: chance(rnd, 0.8) ? answer('diversity') : '',
    pros: answer('pros'),
    cons: answer('cons'),
    advice: chance(rnd, 0.7) ? answer('advice') : '',
  };
}
