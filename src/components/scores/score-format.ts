// Scores read the same on every page and in what the server renders (the embed widget, oEmbed): the
// one formatter lives beside the domain and the PWA re-exports it.
export {
  formatScore,
  NO_RATING_TEXT,
  reviewCountText,
  scoreOutOfFive,
  scoreSummary,
  shownScore,
} from '../../../functions/src/domain/shared/score-format.ts';
