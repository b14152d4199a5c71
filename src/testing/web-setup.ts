import { configure } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';

// findBy*/waitFor wait 1 s by default. A file's first render loads its lazy route modules, which on
// CI's two cores, shared by the unit and web workers, has taken longer than that (a search results
// heading found only after 1 s). Waiting longer changes no outcome: a test still fails
// when what it waits for never comes.
configure({ asyncUtilTimeout: 4_000 });

// Every web test file gets the fake session (src/testing/fake-firebase-auth.ts) instead of the Auth SDK.
// A file's own vi.mock of the module takes the place of this one.
vi.mock('@/lib/firebase-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/firebase-auth')>()),
  ...(await import('@/testing/fake-firebase-auth')).fakeFirebaseAuth,
}));

// Each test is a tab of its own: a visitor's drafts live in sessionStorage (draft-storage.ts), which
// jsdom would otherwise carry from one test of a file to the next. (Files clear localStorage themselves.)
beforeEach(() => sessionStorage.clear());
