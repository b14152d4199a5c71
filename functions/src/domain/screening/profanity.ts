/**
 * Profanity detection (issue 9): a word list from an npm package, not our
 * own, behind this port so that the domain does not depend on the package.
 * Flagged reviews are held for a moderator, not refused: swearing in a
 * review is sometimes fair, and a person decides.
 */
export interface ProfanityFilter {
  /** Whether the text contains profanity (obfuscations such as "f u c k" included, as far as the list knows). */
  isProfane(text: string): boolean;
}
