/**
 * The server's own secrets. Embedded default: generated once into the data
 * folder. Production: Secret Manager (RMI_AUTHOR_KEY_SECRET, RMI_CODE_SECRET).
 */
export type ServerSecrets = {
  /**
   * Keys authorKey. Must never change: every review and vote is filed under
   * HMAC(uid, this), so rotating it would orphan them from their authors.
   */
  authorKey: string;
  /**
   * Keys one-time-code hashes, code record ids and rate-limit counter ids.
   * Rotating it only voids outstanding codes and resets counters.
   */
  codes: string;
};
