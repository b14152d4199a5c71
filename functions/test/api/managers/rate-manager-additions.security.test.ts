// POST /api/rate-manager finds or creates a company, a branch, a department and a manager before it
// stores the review. Those creations bypassed the new-profile allowance that POST /api/companies,
// /branches, /departments and /managers count: one account at its limit could still add up to four
// profiles of real people and places per call. Each profile rate-manager creates now counts against the
// same allowance, in the review's own transaction: finding existing ones uses nothing, a refused call
// (also one that would go over the limit part-way) writes and counts nothing, a replay under the same
// Idempotency-Key counts nothing, and parallel calls cannot pass the limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { additionsAt } from '../../support/addition-allowance.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { expectStatus, managerFixture, reviewBody, uniqueName } from './support.ts';

const LIMIT = 6;
const DAY = 86_400;
const { options, usedUp: USED_UP } = additionsAt(LIMIT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(options);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const rateManager = (token: string, body: Body, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/rate-manager', { token, body: { review: reviewBody(), ...body }, headers });

/** A body that creates only a manager, at a company and branch someone else added. */
const newManagerAt = (fixture: Awaited<ReturnType<typeof managerFixture>>, name: string): Body => ({
  companyId: fixture.company._id,
  branch: { city: fixture.branch.city, location: fixture.branch.location },
  manager: { name, position: 'Shift Lead' },
});

const managersNamed = async (name: string) =>
  json<unknown[]>(await t.request('GET', `/api/managers/search/${encodeURIComponent(name)}`));

describe('rate-manager draws on the new-profile allowance', () => {
  test('each profile it creates counts; finding, replays and refusals count nothing; at the limit it still reviews existing profiles', async () => {
    const other = await createAccount();
    const fixture = await managerFixture(t, other);
    const { idToken } = await createAccount();

    // A new company, branch, department and manager: four of the six.
    const companyName = uniqueName('Allowance Diner');
    const fourNew: Body = {
      companyName,
      branch: { city: 'Bengaluru', location: 'MG Road' },
      departmentName: uniqueName('Dept'),
      manager: { name: 'Rita Allowance', position: 'Sous Chef' },
    };
    const first = await expectStatus(await rateManager(idToken, fourNew, { 'Idempotency-Key': 'rm-1' }), 201);
    expect(first.created).toEqual({ company: true, branch: true, department: true, manager: true });
    // The same call again under its key: the first answer, nothing new counted.
    const replay = await rateManager(idToken, fourNew, { 'Idempotency-Key': 'rm-1' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');

    // One more manager at an existing company and branch: the fifth.
    await expectStatus(await rateManager(idToken, newManagerAt(fixture, 'Ravi Allowance')), 201);

    // A new company needs two (company, branch, manager = three) but one is left: refused whole,
    // and nothing of it is written.
    const tooMany = await rateManager(idToken, {
      companyName: uniqueName('Over Limit Cafe'),
      branch: { city: 'Bengaluru', location: 'MG Road' },
      manager: { name: 'Olga Overlimit', position: 'Chef' },
    });
    expect(tooMany.status).toBe(429);
    expect(await json(tooMany)).toEqual(USED_UP);
    expect(Number(tooMany.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await managersNamed('Olga Overlimit')).toEqual([]);

    // The refusal used nothing: the last one fits.
    await expectStatus(await rateManager(idToken, newManagerAt(fixture, 'Rosa Allowance')), 201);

    // Now at the limit: no new manager, branch or department, and nothing of them is written.
    const refused: Body[] = [
      newManagerAt(fixture, 'Nina Newmanager'),
      {
        companyId: fixture.company._id,
        branch: { city: 'Mumbai', location: 'Bandra' },
        manager: { name: fixture.manager.name, position: 'Head Chef' },
      },
      { ...newManagerAt(fixture, fixture.manager.name), departmentName: uniqueName('New Dept') },
    ];
    for (const body of refused) {
      const res = await rateManager(idToken, body);
      expect(res.status).toBe(429);
      expect(await json(res)).toEqual(USED_UP);
    }
    expect(await managersNamed('Nina Newmanager')).toEqual([]);

    // ... but still reviews a manager that exists, at a company and branch that exist.
    const existing = await expectStatus(
      await rateManager(idToken, {
        companyId: fixture.company._id,
        branch: { city: fixture.branch.city, location: fixture.branch.location },
        manager: { name: fixture.manager.name, position: fixture.manager.position },
      }),
      201,
    );
    expect(existing.created).toEqual({ company: false, branch: false, department: false, manager: false });
    expect((existing.manager as { _id: string })._id).toBe(fixture.manager._id);

    // Another account still adds; a day later so does this one.
    await expectStatus(await rateManager(other.idToken, newManagerAt(fixture, 'Nina Newmanager')), 201);
    t.clock.advance(DAY * 1000 + 1000);
    await expectStatus(await rateManager(idToken, newManagerAt(fixture, 'Nora Nextday')), 201);
  });

  test('the same allowance as POST /api/managers: either path uses it up for the other', async () => {
    const fixture = await managerFixture(t, await createAccount());
    const { idToken } = await createAccount();
    for (let i = 0; i < LIMIT - 1; i += 1) {
      const res = await t.request('POST', '/api/managers', {
        token: idToken,
        body: {
          name: `Shared Allowance ${i}`,
          position: 'Lead',
          branchId: fixture.branch._id,
          company: fixture.company._id,
        },
      });
      expect(res.status).toBe(201);
    }
    await expectStatus(await rateManager(idToken, newManagerAt(fixture, 'Shared Allowance Last')), 201);
    const over = await t.request('POST', '/api/managers', {
      token: idToken,
      body: {
        name: 'Shared Over',
        position: 'Lead',
        branchId: fixture.branch._id,
        company: fixture.company._id,
      },
    });
    expect(over.status).toBe(429);
  });

  test('parallel rate-manager calls by one account: exactly the allowance is added', async () => {
    const fixture = await managerFixture(t, await createAccount());
    const { idToken } = await createAccount();
    const extra = 4;
    const answers = await Promise.all(
      Array.from({ length: LIMIT + extra }, (_, i) =>
        rateManager(idToken, newManagerAt(fixture, `Parallel Person ${i}`)),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
    expect(await managersNamed('Parallel Person')).toHaveLength(LIMIT);
  });
});
