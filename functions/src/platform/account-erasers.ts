import {
  type AccountEraserRegistry,
  createAccountEraserRegistry,
} from '../domain/accounts/account-erasers.ts';

/**
 * The composition root for account deletion: each feature that keeps user
 * data adds its eraser here, in the order they must run (votes before the
 * reviews they point at, for example). With none yet, deletion removes the
 * profile and the Auth account only.
 */
export function createAccountErasers(): AccountEraserRegistry {
  const registry = createAccountEraserRegistry();
  // registry.register(interviewerReviewEraser); ... (added by the review, vote and saved-list features)
  return registry;
}
