// New profiles (interviewers, managers, companies, branches, departments) name real people and places,
// and nothing bounded how many one account added: a script could fill search with thousands of
// profiles of one person. Each account now adds at most N a day, across all five kinds. Only an
// addition counts, in its own transaction: finding the existing profile (200, also at the limit), a
// refused request and a replay under the same Idempotency-Key use nothing, and concurrent additions
// cannot slip past the limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { additionsAt } from '../../support/addition-allowance.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { uniqueName } from './support.ts';

const LIMIT = 3;
const DAY = 86_400;
const { options, usedUp: USED_UP } = additionsAt(LIMIT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(options);
});
afterAll(() => t.close());

const addInterviewer = (token: string, name: string, company: string, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/interviewers', { token, body: { name, company }, headers });

describe('new profiles per account per day', () => {
  test('the allowance is added; finding an existing profile, refusals and replays use nothing; then 429', async () => {
    const { idToken } = await createAccount();
    const company = uniqueName('Allowance Works');
    const first = await addInterviewer(idToken, 'Jane Allowance', company, { 'Idempotency-Key': 'add-1' });
    expect(first.status).toBe(201);
    // The same request again under its key, the same person again, and a refused body: nothing counts.
    for (let i = 0; i < LIMIT + 1; i += 1) {
      expect(
        (await addInterviewer(idToken, 'Jane Allowance', company, { 'Idempotency-Key': 'add-1' })).status,
      ).toBe(201);
      expect((await addInterviewer(idToken, 'jane  allowance', company)).status).toBe(200);
      expect((await addInterviewer(idToken, '', company)).status).toBe(400);
    }
    // Every kind draws on the one allowance (a new company here).
    const added = await t.request('POST', '/api/companies', {
      token: idToken,
      body: { name: uniqueName('Co') },
    });
    expect(added.status).toBe(201);
    expect((await addInterviewer(idToken, 'John Allowance', company)).status).toBe(201);

    const over = await addInterviewer(idToken, 'Jim Allowance', company);
    expect(over.status).toBe(429);
    expect(await json(over)).toEqual(USED_UP);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    // At the limit, finding a profile that exists still works: the add form then opens it.
    expect((await addInterviewer(idToken, 'Jane Allowance', company)).status).toBe(200);
    expect(
      (await t.request('POST', '/api/companies', { token: idToken, body: { name: company } })).status,
    ).toBe(200);
    const search = await t.request('GET', `/api/interviewers/search/${encodeURIComponent('Jim Allowance')}`);
    expect(await json(search)).toEqual([]);
    // Another account still adds; a day later so does this one.
    expect((await addInterviewer((await createAccount()).idToken, 'Jim Allowance', company)).status).toBe(
      201,
    );
    t.clock.advance(DAY * 1000 + 1000);
    expect((await addInterviewer(idToken, 'Joan Allowance', company)).status).toBe(201);
  });

  test('concurrent additions by one account: exactly the allowance is added', async () => {
    const { idToken } = await createAccount();
    const company = uniqueName('Parallel Works');
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, i) => addInterviewer(idToken, `Person Number ${i}`, company)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
