// What the reviews of one person keep coming back to, as real ones do: a few
// habits of their own ("clear feedback", "micromanages", "ran late"), each in
// several wordings that share its phrase, drawn from the profile's own
// generator so that the seed's main sequence (ratings, dates, counts) is
// untouched. Managers' and interviewers' reviews both use it.
import { chance, pick, type Random, randomFor } from '../random.ts';
import { fresh, type Ledger, type Rating, type Slots, sentimentOf } from './compose.ts';

/** A habit, in several wordings that share its phrase (the theme reviews show). */
export type Habit = readonly string[];

/** Share of a profile's reviews that mention one of its habits. */
const HABIT_SHARE = 0.75;

/** Two strengths and two weaknesses of one profile, the first of each mentioned twice as often. */
export type Habits = { rnd: Random; strengths: readonly Habit[]; weaknesses: readonly Habit[] };

/** The habits of the profile `key` names, drawn from its own generator. */
export function drawHabits(key: string, strengths: readonly Habit[], weaknesses: readonly Habit[]): Habits {
  const rnd = randomFor(key);
  const two = (habits: readonly Habit[]) => {
    const first = pick(rnd, habits);
    const second = pick(
      rnd,
      habits.filter((h) => h !== first),
    );
    return [first, second];
  };
  return { rnd, strengths: two(strengths), weaknesses: two(weaknesses) };
}

/** A sentence about one of the habits that fits the mood (a 3 may name either), or null. */
export function habitSentence(habits: Habits, rating: Rating, slots: Slots, ledger: Ledger): string | null {
  const { rnd } = habits;
  if (!chance(rnd, HABIT_SHARE)) return null;
  const mood = sentimentOf(rating);
  const good = mood === 'positive' || (mood === 'mixed' && chance(rnd, 0.5));
  const list = good ? habits.strengths : habits.weaknesses;
  const habit = list[chance(rnd, 2 / 3) ? 0 : 1] ?? [];
  return fresh(rnd, ledger, habit, slots);
}
