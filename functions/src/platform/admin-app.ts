import { type App, getApps, initializeApp } from 'firebase-admin/app';

/**
 * The one firebase-admin app. In production the project comes from the
 * environment; locally a `demo-` project id keeps every call on the emulators.
 */
export function adminApp(projectId?: string): App {
  const existing = getApps()[0];
  if (existing) return existing;
  return initializeApp(projectId ? { projectId } : undefined);
}
