// A new review waits 1 to 24 hours before it appears, so the moment it appears does not point at its
// author (domain/moderation/scheduled-publication.ts). But "Rate a manager" for someone without a profile
// made the profile (and a new company, branch, department) public at once: the manager, or anyone
// polling search, the company's managers and count, the sitemap, the directory, the widget, claims or
// insights, learnt at that minute that someone was about to review them. A profile made only for a
// review that waits is now public when that review is (domain/shared/pending-subjects.ts), and until then
// every public path answers as for an id or a name that never existed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { PENDING_SUBJECTS } from '../../../src/domain/shared/pending-subjects.ts';
import { accountDeletionRound } from '../../../src/platform/account-deletion-worker.ts';
import { runScheduledPublication } from '../../../src/platform/scheduled-publication-worker.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import {
  afterTheMoment,
  allHidden,
  allShown,
  answer,
  DAY,
  delayedApp,
  directoryText,
  names,
  type Pages,
  runJob,
  sameAsUnknown,
  sitemapText,
} from '../moderation/publish-delay-support.ts';
import { decide, type QueueItem, queue } from '../moderation/support.ts';
import { ORIGIN } from '../pages/support.ts';
import { expectStatus, managerFixture, reviewBody, uniqueName } from './support.ts';

let t: TestApp;
let pages: Pages;
let moderator: TestAccount;

beforeAll(async () => {
  ({ t, pages, moderator } = await delayedApp());
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
type Made = {
  company: { _id: string; name: string };
  branch: { _id: string };
  department: { _id: string; name: string } | null;
  manager: { _id: string; name: string };
  review: { _id: string; status?: string };
  created: Record<string, boolean>;
};

const rateManager = (account: TestAccount, body: Body) =>
  t.request('POST', '/api/rate-manager', {
    token: account.idToken,
    body: { review: reviewBody(), ...body },
  });

/** A new manager at a new company, branch and department: four profiles nobody had named. */
function allNew(managerName = uniqueName('Pat Pending')): Body {
  return {
    companyName: uniqueName('Quiet Bistro'),
    branch: { city: 'Pune', location: ['Baner'] },
    departmentName: uniqueName('Pastry'),
    manager: { name: managerName, position: 'Head Chef' },
  };
}

/**
 * What each public path answers about this manager, its company and department: for an id, the same
 * answer as for an id that never existed while the profile waits; for a list, whether it names it.
 */
async function publicTraces(made: Made, viewer: TestAccount) {
  const { manager, company, department } = made;
  const asUnknown = sameAsUnknown(t);
  const pageStatus = async (path: string) => (await pages.request(path)).status;
  const managerUrl = `${ORIGIN}/management/managers/x/${manager._id}`;
  return {
    profile: await asUnknown((id) => `/api/managers/${id}`, manager._id),
    companyPage: await asUnknown((id) => `/api/companies/search/company/_/${id}`, company._id),
    insights: await asUnknown((id) => `/api/companies/${id}/insights`, company._id),
    widget: await asUnknown((id) => `/embed/managers/${id}`, manager._id),
    oembed: await asUnknown(
      (id) => `/api/oembed?url=${encodeURIComponent(managerUrl.replace(manager._id, id))}&format=json`,
      manager._id,
    ),
    shareImage: await asUnknown((id) => `/og/managers/${id}.png`, manager._id),
    companyShareImage: await asUnknown((id) => `/og/companies/${id}.png`, company._id),
    // Signed in but with no review of it: the author's own read (My reviews) is theirs alone.
    reviewContext: await asUnknown(
      (id) => `/api/user/review-context/managers/${id}`,
      manager._id,
      viewer.idToken,
    ),
    claim: await asUnknown((id) => `/api/managers/${id}/claim`, manager._id, viewer.idToken),
    companyClaim: await asUnknown((id) => `/api/companies/${id}/claim`, company._id, viewer.idToken),
    departmentPage: department ? await asUnknown((id) => `/api/departments/${id}`, department._id) : true,
    renderedPage: (await pageStatus(`/management/managers/x/${manager._id}`)) === 404,
    renderedCompanyPage: (await pageStatus(`/companies/x/${company._id}`)) === 404,
    searchByName: !names(
      await (await t.request('GET', `/api/managers/search/${encodeURIComponent(manager.name)}`)).text(),
      manager._id,
    ),
    searchAnywhere: !names(
      await (await t.request('GET', `/api/search?q=${encodeURIComponent(manager.name)}`)).text(),
      manager._id,
    ),
    siteSearch: !names(
      await (await t.request('GET', `/api/search/all?q=${encodeURIComponent(company.name)}`)).text(),
      company._id,
      manager._id,
    ),
    companySuggestions: !names(
      await (await t.request('GET', `/api/companies?search=${encodeURIComponent(company.name)}`)).text(),
      company._id,
    ),
    branches: !names(
      await (await t.request('GET', `/api/branches?companyId=${company._id}`)).text(),
      made.branch._id,
    ),
    departments: department
      ? !names(
          await (
            await t.request('GET', `/api/departments?search=${encodeURIComponent(department.name)}`)
          ).text(),
          department._id,
        )
      : true,
    directory: !names(await directoryText(t), company._id),
    sitemap: !names(await sitemapText(t), manager._id, company._id),
  };
}

describe('a profile made for a review that waits', () => {
  test('is on no public path until its review appears, then on every one, with its figures', async () => {
    const author = await createAccount();
    const viewer = await createAccount();
    const made = (await expectStatus(await rateManager(author, allNew()), 201)) as unknown as Made;
    expect(made.created).toEqual({ company: true, branch: true, department: true, manager: true });
    expect(made.review.status).toBe('scheduled');

    const waiting = await publicTraces(made, viewer);
    expect(waiting).toEqual(allHidden(waiting));

    // Its author sees their review and whom it is about.
    const mine = await json<{ _id: string; managerName: string; company: string; status?: string }[]>(
      await t.request('GET', '/api/user/my-reviews/managers', { token: author.idToken }),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        _id: made.review._id,
        managerName: made.manager.name,
        company: made.company.name,
        status: 'scheduled',
      }),
    ]);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);

    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const shown = await publicTraces(made, viewer);
    expect(shown).toEqual(allShown(shown));
    const page = await json<{
      company: { totalManagers: number; totalReviews: number };
      managers: unknown[];
    }>(await t.request('GET', `/api/companies/search/company/_/${made.company._id}`));
    expect(page.company).toMatchObject({ totalManagers: 1, totalReviews: 1 });
    expect(page.managers).toHaveLength(1);
    const profile = await json<{ reviews: { _id: string }[] }>(
      await t.request('GET', `/api/managers/${made.manager._id}`),
    );
    expect(profile.reviews.map((r) => r._id)).toEqual([made.review._id]);
    const department = await json<{ department: { totalManagers: number } }>(
      await t.request('GET', `/api/departments/${made.department?._id}`),
    );
    expect(department.department.totalManagers).toBe(1);
    expect(await t.deps.store.get(PENDING_SUBJECTS, made.manager._id)).toBeNull();
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('its authors read their waiting review in full without its page: My reviews says the profile waits', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const made = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    const joined = (await expectStatus(await rateManager(second, body), 201)) as unknown as Made;
    expect(joined.manager._id).toBe(made.manager._id);
    const mine = async (account: TestAccount) =>
      json<{ _id: string; profilePending?: boolean }[]>(
        await t.request('GET', '/api/user/my-reviews/managers', { token: account.idToken }),
      );
    const context = (account: TestAccount) =>
      t.request('GET', `/api/user/review-context/managers/${made.manager._id}`, { token: account.idToken });

    for (const [account, review] of [
      [first, made.review],
      [second, joined.review],
    ] as const) {
      expect(await mine(account)).toEqual([
        expect.objectContaining({ _id: review._id, profilePending: true }),
      ]);
      const own = await json<{ ownReview: { _id: string; status?: string; reviewText: string } | null }>(
        await context(account),
      );
      expect(own.ownReview).toMatchObject({ _id: review._id, status: 'scheduled' });
    }
    // Edited from there, as on a public profile; still nowhere public.
    await expectStatus(
      await t.request('PUT', `/api/manager-reviews/${made.review._id}`, {
        token: first.idToken,
        body: reviewBody({ reviewText: 'Edited while it waits, and still kind and specific.' }),
      }),
      200,
    );
    expect((await t.request('GET', `/api/managers/${made.manager._id}`)).status).toBe(404);

    afterTheMoment(t);
    await runJob(t);
    const [after] = await mine(first);
    expect(after).not.toHaveProperty('profilePending');
    expect(await json<{ ownReview: { reviewText: string } }>(await context(first))).toMatchObject({
      ownReview: { reviewText: 'Edited while it waits, and still kind and specific.' },
    });
  });

  test('a new manager at a known company moves none of its figures until its review appears', async () => {
    const author = await createAccount();
    const fixture = await managerFixture(t, await createAccount());
    const companyPage = async () =>
      json<{ company: { totalManagers: number }; managers: { _id: string }[] }>(
        await t.request('GET', `/api/companies/search/company/_/${fixture.company._id}`),
      );
    const before = await companyPage();
    const made = (await expectStatus(
      await rateManager(author, {
        companyId: fixture.company._id,
        branch: { city: fixture.branch.city, location: fixture.branch.location },
        manager: { name: uniqueName('Kim Known'), position: 'Sous Chef' },
      }),
      201,
    )) as unknown as Made;
    expect(made.created).toEqual({ company: false, branch: false, department: false, manager: true });
    expect(await companyPage()).toEqual(before);

    afterTheMoment(t);
    await runJob(t);
    const after = await companyPage();
    expect(after.company.totalManagers).toBe(before.company.totalManagers + 1);
    expect(after.managers.map((m) => m._id)).toContain(made.manager._id);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a second author naming the same person joins the waiting profile: one profile, and an answer like the first', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    // Spelled differently (case, spacing): the same lookup that finds a public profile finds this one.
    const b = (await expectStatus(
      await rateManager(second, {
        ...body,
        companyName: ` ${(body.companyName as string).toUpperCase()} `,
        manager: { name: `  ${(body.manager as { name: string }).name}`, position: 'Head Chef' },
      }),
      201,
    )) as unknown as Made;
    // Nothing in the answer says that someone else is writing about this person.
    expect(b.created).toEqual(a.created);
    expect(b.manager._id).toBe(a.manager._id);
    expect(b.company._id).toBe(a.company._id);
    // The same author again: the duplicate answer they would get for a public profile.
    const again = await rateManager(first, body);
    expect(again.status).toBe(409);

    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(2);
    const found = await json<{ _id: string }[]>(
      await t.request(
        'GET',
        `/api/managers/search/${encodeURIComponent((body.manager as { name: string }).name)}`,
      ),
    );
    expect(found.map((m) => m._id)).toEqual([a.manager._id]);
    const page = await json<{ company: { totalManagers: number; totalReviews: number } }>(
      await t.request('GET', `/api/companies/search/company/_/${a.company._id}`),
    );
    expect(page.company).toMatchObject({ totalManagers: 1, totalReviews: 2 });
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('joining it, the answer is the one a name nobody had used gets: the caller’s own spelling, position and department, dated today', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    // Written yesterday by the first author; the second spells every name their own way.
    t.clock.advance(DAY);
    const theirs = {
      companyName: (body.companyName as string).toUpperCase(),
      branch: { city: 'PUNE', location: ['BANER'] },
      departmentName: uniqueName('Bakery'),
      manager: { name: (body.manager as { name: string }).name.toUpperCase(), position: 'Night Baker' },
    };
    const joined = await expectStatus(await rateManager(second, theirs), 201);
    const nobodys = {
      ...theirs,
      companyName: uniqueName('QUIET BISTRO'),
      departmentName: uniqueName('Bakery'),
      manager: { name: uniqueName('PAT PENDING'), position: 'Night Baker' },
    };
    const fresh = await expectStatus(await rateManager(second, nobodys), 201);
    // Nothing of the first author's words or day: only names and ids differ from a call nobody had named.
    const shape = (made: Record<string, unknown>, names: Body) => {
      const { review: _, ...profiles } = made;
      const text = [
        [names.companyName, '<company>'],
        [names.departmentName, '<department>'],
        [(names.manager as { name: string }).name, '<manager>'],
      ].reduce((json, [name, as]) => json.replaceAll(String(name), String(as)), JSON.stringify(profiles));
      const ids = (key: string) =>
        key === '_id' || key.endsWith('Id') || key === 'branchIds' || key === 'slug';
      return JSON.parse(text, (key, value) => (ids(key) ? '<id>' : value));
    };
    expect(shape(joined, theirs)).toEqual(shape(fresh, nobodys));
    expect((joined.manager as { _id: string })._id).toBe(a.manager._id);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);

    // It appears as the first author named it, with both reviews and the first author's department.
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(2);
    const profile = await json<{ manager: { name: string; position: string }; reviews: unknown[] }>(
      await t.request('GET', `/api/managers/${a.manager._id}`),
    );
    expect(profile.manager).toMatchObject({ name: a.manager.name, position: 'Head Chef' });
    expect(profile.reviews).toHaveLength(2);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('joining it, My reviews names the person as the caller wrote it while it waits, as for a name nobody had used', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    const theirs = {
      ...body,
      companyName: (body.companyName as string).toUpperCase(),
      manager: { name: (body.manager as { name: string }).name.toUpperCase(), position: 'Night Baker' },
    };
    const joined = (await expectStatus(await rateManager(second, theirs), 201)) as unknown as Made;
    const nobodyName = uniqueName('PAT NOBODY');
    const nobodys = { ...allNew(nobodyName), companyName: uniqueName('QUIET BISTRO') };
    const fresh = (await expectStatus(await rateManager(second, nobodys), 201)) as unknown as Made;
    const mine = async () =>
      json<{ _id: string; managerName: string; company: string; profilePending?: boolean }[]>(
        await t.request('GET', '/api/user/my-reviews/managers', { token: second.idToken }),
      );
    const item = (list: Awaited<ReturnType<typeof mine>>, review: { _id: string }) =>
      list.find((r) => r._id === review._id);
    // The first author's spelling would tell them that someone else named this person before them.
    const waiting = await mine();
    expect(item(waiting, joined.review)).toMatchObject({
      managerName: theirs.manager.name,
      company: theirs.companyName,
      profilePending: true,
    });
    expect(item(waiting, fresh.review)).toMatchObject({
      managerName: nobodyName,
      company: nobodys.companyName,
      profilePending: true,
    });

    // Once it appears, the public profile's names (those of the author whose review made it appear, in
    // the job's order) are everyone's.
    afterTheMoment(t);
    await runJob(t);
    const { manager } = await json<{ manager: { name: string; company: { name: string } } }>(
      await t.request('GET', `/api/managers/${a.manager._id}`),
    );
    expect([a.manager.name, theirs.manager.name]).toContain(manager.name);
    expect(item(await mine(), joined.review)).toMatchObject({
      managerName: manager.name,
      company: manager.company.name,
    });
  });

  test('a new department named while joining it waits with that review: it appears with it, or goes with it', async () => {
    const [first, second, third] = [await createAccount(), await createAccount(), await createAccount()];
    const body = allNew();
    const a = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    const join = async (account: TestAccount, departmentName: string) =>
      (await expectStatus(await rateManager(account, { ...body, departmentName }), 201)) as unknown as Made;
    const b = await join(second, uniqueName('Bakery'));
    const c = await join(third, uniqueName('Larder'));
    expect(b.created.department).toBe(true);
    const [kept, dropped] = [b.department, c.department] as { _id: string; name: string }[] as [
      { _id: string; name: string },
      { _id: string; name: string },
    ];
    const traces = async (d: { _id: string; name: string }) => ({
      page: (await t.request('GET', `/api/departments/${d._id}`)).status,
      listed: (
        await (await t.request('GET', `/api/departments?search=${encodeURIComponent(d.name)}`)).text()
      ).includes(d._id),
    });
    const hidden = { page: 404, listed: false };
    expect(await traces(kept)).toEqual(hidden);
    expect(await traces(dropped)).toEqual(hidden);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
    // Deleted before its moment, the review takes the department it named with it: the name is free.
    await expectStatus(
      await t.request('DELETE', `/api/manager-reviews/${c.review._id}`, { token: third.idToken }),
      200,
    );
    expect(await t.deps.store.get(PENDING_SUBJECTS, dropped._id)).toBeNull();

    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(2);
    expect(await traces(kept)).toEqual({ page: 200, listed: true });
    expect(await traces(dropped)).toEqual(hidden);
    const departmentOf = async (id: string) =>
      (
        await json<{ department: { totalManagers: number; createdAt: string } }>(
          await t.request('GET', `/api/departments/${id}`),
        )
      ).department;
    // Dated the day it appeared.
    expect((await departmentOf(kept._id)).createdAt).toBe(
      `${t.clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`,
    );
    // The manager is filed under the department of the author whose review made it appear (the job's
    // order); the other author's appeared with their review, counting no manager.
    const profile = await json<{ manager: { department: { _id: string } | null } }>(
      await t.request('GET', `/api/managers/${a.manager._id}`),
    );
    const filedUnder = profile.manager.department?._id as string;
    expect([a.department?._id, kept._id]).toContain(filedUnder);
    const counts = {
      first: (await departmentOf(a.department?._id as string)).totalManagers,
      second: (await departmentOf(kept._id)).totalManagers,
    };
    expect(counts).toEqual(filedUnder === kept._id ? { first: 0, second: 1 } : { first: 1, second: 0 });
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a new department named with a waiting review of a public manager waits with it too', async () => {
    const author = await createAccount();
    const fixture = await managerFixture(t, await createAccount());
    const made = (await expectStatus(
      await rateManager(author, {
        companyId: fixture.company._id,
        branch: { city: fixture.branch.city, location: fixture.branch.location },
        departmentName: uniqueName('Pantry'),
        manager: { name: fixture.manager.name, position: 'Head Chef' },
      }),
      201,
    )) as unknown as Made;
    expect(made.created).toEqual({ company: false, branch: false, department: true, manager: false });
    const page = async () => (await t.request('GET', `/api/departments/${made.department?._id}`)).status;
    expect(await page()).toBe(404);
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    expect(await page()).toBe(200);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('deleted before its moment, its only review takes the profile with it: no trace, and the name is free', async () => {
    const author = await createAccount();
    const viewer = await createAccount();
    const body = allNew();
    const made = (await expectStatus(await rateManager(author, body), 201)) as unknown as Made;
    await expectStatus(
      await t.request('DELETE', `/api/manager-reviews/${made.review._id}`, { token: author.idToken }),
      200,
    );
    for (const id of [made.manager._id, made.company._id, made.branch._id, made.department?._id as string]) {
      expect(await t.deps.store.get(PENDING_SUBJECTS, id)).toBeNull();
    }
    afterTheMoment(t);
    await runJob(t);
    const traces = await publicTraces(made, viewer);
    expect(traces).toEqual(allHidden(traces));
    // Named again later, it is a new profile like any other, at the ids its names give (subject-ids.ts).
    const later = (await expectStatus(await rateManager(viewer, body), 201)) as unknown as Made;
    expect(later.created).toEqual({ company: true, branch: true, department: true, manager: true });
    expect(later.manager._id).toBe(made.manager._id);
    expect(later.company._id).toBe(made.company._id);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('its author deleting their account before its moment takes the profile with it', async () => {
    const author = await createAccount();
    const made = (await expectStatus(await rateManager(author, allNew()), 201)) as unknown as Made;
    const deletion = await t.request('DELETE', '/api/user/account', {
      token: author.idToken,
      body: { currentPassword: author.password },
    });
    // Erased at once (200), or in the background (202) for larger accounts.
    expect([200, 202]).toContain(deletion.status);
    for (let round = 0; round < 20 && (await accountDeletionRound(t.deps)).pending > 0; round += 1);
    for (const id of [made.manager._id, made.company._id, made.branch._id, made.department?._id as string]) {
      expect(await t.deps.store.get(PENDING_SUBJECTS, id)).toBeNull();
    }
    afterTheMoment(t);
    await runJob(t);
    expect((await t.request('GET', `/api/managers/${made.manager._id}`)).status).toBe(404);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('with two waiting reviews, deleting one leaves the other waiting; it appears alone', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    const b = (await expectStatus(await rateManager(second, body), 201)) as unknown as Made;
    await expectStatus(
      await t.request('DELETE', `/api/manager-reviews/${a.review._id}`, { token: first.idToken }),
      200,
    );
    expect((await t.request('GET', `/api/managers/${a.manager._id}`)).status).toBe(404);
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const profile = await json<{ reviews: { _id: string }[] }>(
      await t.request('GET', `/api/managers/${a.manager._id}`),
    );
    expect(profile.reviews.map((r) => r._id)).toEqual([b.review._id]);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('abuse', () => {
  test('another account cannot reach a waiting profile by its id: every write answers as for an unknown id', async () => {
    const author = await createAccount();
    const other = await createAccount();
    const made = (await expectStatus(await rateManager(author, allNew()), 201)) as unknown as Made;
    const unknown = t.deps.store.newId();
    const attempts: [string, string, (id: string) => Body][] = [
      ['POST', '/api/manager-reviews/submit', (id) => ({ managerId: id, ...reviewBody() })],
      [
        'POST',
        '/api/managers',
        (id) => ({ name: 'Forged', position: 'Lead', company: id, branchId: made.branch._id }),
      ],
      ['POST', '/api/branches', (id) => ({ companyId: id, city: 'Pune', location: ['Baner'] })],
      [
        'POST',
        '/api/rate-manager',
        (id) => ({
          companyId: id,
          branch: { city: 'Pune', location: ['Baner'] },
          manager: { name: 'X Y', position: 'Z' },
          review: reviewBody(),
        }),
      ],
    ];
    for (const [method, path, bodyFor] of attempts) {
      const target = path === '/api/manager-reviews/submit' ? made.manager._id : made.company._id;
      const asked = await answer(t.request(method, path, { token: other.idToken, body: bodyFor(target) }));
      const never = await answer(t.request(method, path, { token: other.idToken, body: bodyFor(unknown) }));
      expect(asked, path).toEqual(never);
      expect(asked.status, path).toBe(404);
    }
    // Nor change or delete the waiting review.
    expect(
      (await t.request('DELETE', `/api/manager-reviews/${made.review._id}`, { token: other.idToken })).status,
    ).toBe(403);
    expect((await t.request('GET', `/api/managers/${made.manager._id}`)).status).toBe(404);
    expect(await t.deps.store.get(PENDING_SUBJECTS, made.manager._id)).not.toBeNull();
  });

  test('adding the waiting company by hand makes it public then, as a new one; its manager still waits for its review', async () => {
    const author = await createAccount();
    const other = await createAccount();
    const body = allNew();
    const made = (await expectStatus(await rateManager(author, body), 201)) as unknown as Made;
    // Answered as for a name nobody had used: created (201), and public from now.
    const added = await expectStatus(
      await t.request('POST', '/api/companies', { token: other.idToken, body: { name: body.companyName } }),
      201,
    );
    expect(added._id).toBe(made.company._id);
    const page = await json<{ company: { totalManagers: number }; managers: unknown[] }>(
      await t.request('GET', `/api/companies/search/company/_/${made.company._id}`),
    );
    expect(page.company.totalManagers).toBe(0);
    expect(page.managers).toEqual([]);
    expect((await t.request('GET', `/api/managers/${made.manager._id}`)).status).toBe(404);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);

    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const after = await json<{ company: { totalManagers: number }; managers: { _id: string }[] }>(
      await t.request('GET', `/api/companies/search/company/_/${made.company._id}`),
    );
    expect(after.company.totalManagers).toBe(1);
    expect(after.managers.map((m) => m._id)).toEqual([made.manager._id]);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  // Before, the manager appeared with its first author's spellings beside the records the hand-adders
  // had made public in theirs: one company under two names, on the manager's own page.
  test('its company and department added by hand in another spelling: the manager appears with their public names', async () => {
    const author = await createAccount();
    const other = await createAccount();
    const body = allNew();
    const made = (await expectStatus(await rateManager(author, body), 201)) as unknown as Made;
    const companyName = String(body.companyName).toUpperCase();
    const departmentName = String(body.departmentName).toUpperCase();
    const company = await expectStatus(
      await t.request('POST', '/api/companies', { token: other.idToken, body: { name: companyName } }),
      201,
    );
    const department = await expectStatus(
      await t.request('POST', '/api/departments', { token: other.idToken, body: { name: departmentName } }),
      201,
    );
    expect([company._id, department._id]).toEqual([made.company._id, made.department?._id]);

    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const { manager: shown } = await json<{
      manager: { company: { name: string }; department: { name: string } | null };
    }>(await t.request('GET', `/api/managers/${made.manager._id}`));
    expect(shown.company.name).toBe(companyName);
    expect(shown.department?.name).toBe(departmentName);
    // Found by the company's public name, as every manager of it is.
    const found = await (
      await t.request('GET', `/api/managers/search/${encodeURIComponent(companyName)}?searchMode=company`)
    ).text();
    expect(found).toContain(made.manager._id);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('adding the waiting manager by hand makes it public as the caller named it: nothing of the first author’s words, department or day, then or once their review appears', async () => {
    const author = await createAccount();
    const other = await createAccount();
    const fixture = await managerFixture(t, await createAccount());
    const name = uniqueName('Hana Handmade');
    const writtenDay = t.clock.now().toISOString().slice(0, 10);
    const made = (await expectStatus(
      await rateManager(author, {
        companyId: fixture.company._id,
        branch: { city: fixture.branch.city, location: fixture.branch.location },
        departmentName: uniqueName('Grill'),
        manager: { name, position: 'Grill Lead' },
      }),
      201,
    )) as unknown as Made;
    const firstDepartment = made.department as { _id: string; name: string };
    // Added the next day by someone else, in their own words, filed under a department of their own.
    t.clock.advance(DAY);
    const theirDepartment = await expectStatus(
      await t.request('POST', '/api/departments', {
        token: other.idToken,
        body: { name: uniqueName('Fryer') },
      }),
      201,
    );
    const companyPage = async () =>
      json<{ company: { totalManagers: number } }>(
        await t.request('GET', `/api/companies/search/company/_/${fixture.company._id}`),
      );
    const before = (await companyPage()).company.totalManagers;
    const addByHand = (body: Body, key: string) =>
      answer(
        t.request('POST', '/api/managers', {
          token: other.idToken,
          body,
          headers: { 'Idempotency-Key': key },
        }),
      );
    const theirs = {
      name: name.toUpperCase(),
      position: 'Line Cook',
      company: fixture.company._id,
      branchId: fixture.branch._id,
      departmentId: theirDepartment._id,
    };
    const key = uniqueName('hand-add').replaceAll(' ', '-');
    const added = await addByHand(theirs, key);
    expect(added.status).toBe(201);
    expect(JSON.parse(added.body)._id).toBe(made.manager._id);
    // The same call for a name nobody had used: only the name and the manager's id differ.
    const nobodys = { ...theirs, name: uniqueName('HANA NOBODY') };
    const fresh = await addByHand(nobodys, `${key}-fresh`);
    expect(fresh.status).toBe(201);
    const shape = (body: string, named: string) =>
      JSON.parse(body.replaceAll(named, '<name>'), (k, v) =>
        k === '_id' && typeof v === 'string' ? '<id>' : v,
      );
    expect(shape(added.body, theirs.name)).toEqual(shape(fresh.body, nobodys.name));
    // A replay under its key answers the same and adds nothing.
    expect(await addByHand(theirs, key)).toEqual(added);
    expect((await companyPage()).company.totalManagers).toBe(before + 2);
    const department = await json<{ department: { totalManagers: number } }>(
      await t.request('GET', `/api/departments/${theirDepartment._id}`),
    );
    expect(department.department.totalManagers).toBe(2);

    // The first author's words, department and day are nowhere public before their review appears; after,
    // only the department it named appears, with it, as any review's own new department does: counting no
    // manager, and never the manager's.
    const unknown = t.deps.store.newId();
    const firstAuthorsTraces = async () => {
      const profile = await (await t.request('GET', `/api/managers/${made.manager._id}`)).text();
      const [asked, never] = await Promise.all([
        answer(t.request('GET', `/api/departments/${firstDepartment._id}`)),
        answer(t.request('GET', `/api/departments/${unknown}`)),
      ]);
      const listed = await (
        await t.request('GET', `/api/departments?search=${encodeURIComponent(firstDepartment.name)}`)
      ).text();
      return {
        profile: [name, 'Grill Lead', firstDepartment._id, firstDepartment.name, writtenDay].filter((w) =>
          profile.includes(w),
        ),
        departmentPage:
          asked.status === never.status && asked.body === never.body.replaceAll(unknown, firstDepartment._id),
        departmentListed: listed.includes(firstDepartment._id),
      };
    };
    const none = { profile: [], departmentPage: true, departmentListed: false };
    expect(await firstAuthorsTraces()).toEqual(none);
    // Nor can another account file a manager under it by its id: the answer for an id nobody made.
    const fileUnder = (departmentId: string) =>
      answer(
        t.request('POST', '/api/managers', {
          token: other.idToken,
          body: { ...theirs, name: uniqueName('Ole Other'), departmentId },
        }),
      );
    const [underIt, underNothing] = [await fileUnder(firstDepartment._id), await fileUnder(unknown)];
    expect(underIt).toEqual(underNothing);
    expect(underIt.status).toBe(404);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);

    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const published = await json<{
      manager: { name: string; position: string; department: { _id: string } | null };
      reviews: { _id: string }[];
    }>(await t.request('GET', `/api/managers/${made.manager._id}`));
    expect(published.reviews.map((r) => r._id)).toEqual([made.review._id]);
    expect(published.manager).toMatchObject({
      name: theirs.name,
      position: 'Line Cook',
      department: { _id: theirDepartment._id },
    });
    expect(await firstAuthorsTraces()).toEqual({
      profile: [],
      departmentPage: false,
      departmentListed: true,
    });
    const appeared = await json<{ department: { totalManagers: number }; managers: unknown[] }>(
      await t.request('GET', `/api/departments/${firstDepartment._id}`),
    );
    expect(appeared).toMatchObject({ department: { totalManagers: 0 }, managers: [] });
    expect((await companyPage()).company.totalManagers).toBe(before + 2);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a join replayed under its Idempotency-Key holds its department once; another account’s call under the same key is its own', async () => {
    const [first, second, third] = [await createAccount(), await createAccount(), await createAccount()];
    const body = allNew();
    await expectStatus(await rateManager(first, body), 201);
    const joining = { ...body, departmentName: uniqueName('Saucier') };
    const headers = { 'Idempotency-Key': uniqueName('join').replaceAll(' ', '-') };
    const join = (account: TestAccount) =>
      answer(
        t.request('POST', '/api/rate-manager', {
          token: account.idToken,
          body: { review: reviewBody(), ...joining },
          headers,
        }),
      );
    const once = await join(second);
    expect(once.status).toBe(201);
    expect(await join(second)).toEqual(once);
    const theirs = await join(third);
    expect(theirs.status).toBe(201);
    const [b, c] = [JSON.parse(once.body), JSON.parse(theirs.body)] as Made[] as [Made, Made];
    expect(c.review._id).not.toBe(b.review._id);
    expect(c.department?._id).toBe(b.department?._id);
    const departmentId = b.department?._id as string;
    // Held once per review: the second review gone, the third still holds it; both gone, it goes.
    const remove = async (account: TestAccount, review: string) =>
      expectStatus(
        await t.request('DELETE', `/api/manager-reviews/${review}`, { token: account.idToken }),
        200,
      );
    await remove(second, b.review._id);
    expect(await t.deps.store.get(PENDING_SUBJECTS, departmentId)).not.toBeNull();
    await remove(third, c.review._id);
    expect(await t.deps.store.get(PENDING_SUBJECTS, departmentId)).toBeNull();
    expect((await t.request('GET', `/api/departments/${departmentId}`)).status).toBe(404);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  // Before, a waiting profile kept the id its first author's call drew for every author who named it, and
  // lost it with its last waiting review: an author who deleted their own waiting review and named the
  // person again got the same ids back only if someone else still waited for them (attack8). A new
  // profile's id now comes from its name (shared/subject-ids.ts), whoever names it and whenever.
  const probe = async (prober: TestAccount, body: Body, rounds = 2) => {
    const answers = [];
    for (let round = 0; round < rounds; round += 1) {
      const made = (await expectStatus(await rateManager(prober, body), 201)) as unknown as Made;
      await expectStatus(
        await t.request('DELETE', `/api/manager-reviews/${made.review._id}`, { token: prober.idToken }),
        200,
      );
      answers.push({
        company: made.company._id,
        branch: made.branch._id,
        department: made.department?._id,
        manager: made.manager._id,
        review: made.review._id,
        created: made.created,
      });
    }
    return answers;
  };

  test('deleting one’s own waiting review and naming the person again says nothing of other authors', async () => {
    const [other, prober] = [await createAccount(), await createAccount()];
    const body = allNew();
    const alone = await probe(prober, body);
    await expectStatus(await rateManager(other, body), 201);
    expect(await probe(prober, body)).toEqual(alone);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('nor do the company, branch and department someone else named for another manager', async () => {
    const [other, prober] = [await createAccount(), await createAccount()];
    const body = allNew();
    const alone = await probe(prober, body);
    // Another manager at the same new company, branch and department waits.
    await expectStatus(
      await rateManager(other, {
        ...body,
        manager: { name: uniqueName('Otto Other'), position: 'Sous Chef' },
      }),
      201,
    );
    expect(await probe(prober, body)).toEqual(alone);
    // Nor a department named for a manager at another company.
    const [third, fourth] = [await createAccount(), await createAccount()];
    const mine = allNew();
    const [first] = await probe(third, mine, 1);
    await expectStatus(await rateManager(fourth, { ...allNew(), departmentName: mine.departmentName }), 201);
    expect(await probe(third, mine, 1)).toEqual([first]);
  });

  // A review held for screening and deleted leaves its decision at its id (moderation/carry-over.ts); with
  // the id its profile drew, the same author's next review of that person was held again ("written again")
  // only if someone else still waited for the profile.
  test('a held review deleted and written again is held again, whether or not someone else waits', async () => {
    const statuses = async (prober: TestAccount, body: Body) => {
      const seen = [];
      for (const reviewText of ['What a smeg of a shift.', 'Calm, fair and clear about the rota.']) {
        const made = (await expectStatus(
          await rateManager(prober, { ...body, review: reviewBody({ reviewText }) }),
          201,
        )) as unknown as Made;
        seen.push(made.review.status);
        await expectStatus(
          await t.request('DELETE', `/api/manager-reviews/${made.review._id}`, { token: prober.idToken }),
          202,
        );
        // Held for a moderator, it leaves their queue at a moment of its own (review-departure.ts), and only
        // then may its author write here again.
        afterTheMoment(t);
        await runScheduledPublication(t.deps, 5_000);
      }
      return seen;
    };
    const [other, first, second] = [await createAccount(), await createAccount(), await createAccount()];
    const alone = await statuses(first, allNew());
    const waitedFor = allNew();
    await expectStatus(await rateManager(other, waitedFor), 201);
    expect(await statuses(second, waitedFor)).toEqual(alone);
    expect(alone).toEqual(['pending review', 'pending review']);
  });

  // Before, a waiting profile appeared as its first author named it, even when another author's review made
  // it appear, or after the first author deleted theirs: the author whose review appeared read words they
  // did not write (so someone else had named this person), and a deleted review's words stayed public.
  test('a joined profile appears as the author whose review publishes it named it', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    const theirs = {
      ...body,
      manager: { name: (body.manager as { name: string }).name.toUpperCase(), position: 'Night Baker' },
    };
    await expectStatus(await rateManager(second, theirs), 201);
    await expectStatus(
      await t.request('DELETE', `/api/manager-reviews/${a.review._id}`, { token: first.idToken }),
      200,
    );
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const { manager } = await json<{ manager: { name: string; position: string } }>(
      await t.request('GET', `/api/managers/${a.manager._id}`),
    );
    expect(manager).toMatchObject({ name: theirs.manager.name, position: 'Night Baker' });
  });

  /** Everything `made` names, as the public API shows it (profile, company, branch, department). */
  async function shownOf(made: Made) {
    const { manager } = await json<{
      manager: {
        name: string;
        position: string;
        company: { name: string };
        branch: { name: string; city: string; location: string[] };
        department: { _id: string; name: string } | null;
      };
    }>(await t.request('GET', `/api/managers/${made.manager._id}`));
    const { company } = await json<{ company: { name: string; totalManagers: number } }>(
      await t.request('GET', `/api/companies/search/company/_/${made.company._id}`),
    );
    const branches = await json<{ _id: string; name: string; city: string; companyName?: string }[]>(
      await t.request('GET', `/api/branches?companyId=${made.company._id}`),
    );
    return { manager, company, branch: branches.find((b) => b._id === made.branch._id) };
  }

  const departmentAnswer = async (id: string) =>
    answer(t.request('GET', `/api/departments/${id}`)).then((a) => ({
      status: a.status,
      body: a.status === 200 ? JSON.parse(a.body) : null,
    }));

  test('all of it appears in the words of the author whose review publishes it, the first author’s deleted', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    const upper = (x: unknown) => String(x).toUpperCase();
    const theirs = {
      companyName: upper(body.companyName),
      branch: { city: 'PUNE', location: ['BANER'] },
      departmentName: upper(body.departmentName),
      manager: { name: upper((body.manager as { name: string }).name), position: 'Night Baker' },
    };
    const b = (await expectStatus(await rateManager(second, theirs), 201)) as unknown as Made;
    expect([b.manager._id, b.company._id, b.branch._id, b.department?._id]).toEqual([
      a.manager._id,
      a.company._id,
      a.branch._id,
      a.department?._id,
    ]);
    await expectStatus(
      await t.request('DELETE', `/api/manager-reviews/${a.review._id}`, { token: first.idToken }),
      200,
    );
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const shown = await shownOf(a);
    expect(shown.manager).toMatchObject({
      name: theirs.manager.name,
      position: 'Night Baker',
      company: { name: theirs.companyName },
      branch: { city: 'PUNE', location: ['BANER'] },
      department: { _id: a.department?._id, name: theirs.departmentName },
    });
    expect(shown.company).toMatchObject({ name: theirs.companyName, totalManagers: 1 });
    expect(shown.branch).toMatchObject({ city: 'PUNE' });
    const department = await departmentAnswer(a.department?._id as string);
    expect(department.body?.department).toMatchObject({ name: theirs.departmentName, totalManagers: 1 });
    // Nothing of the first author's spellings anywhere public.
    const everything = JSON.stringify([shown, department]);
    for (const word of [
      body.companyName,
      body.departmentName,
      (body.manager as { name: string }).name,
      'Head Chef',
    ]) {
      expect(everything).not.toContain(word);
    }
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('another author’s review appearing first files it under their department: the first author’s waits with their review, appears with it counting no manager, or goes with it', async () => {
    const [first, second, third, fourth] = [
      await createAccount(),
      await createAccount(),
      await createAccount(),
      await createAccount(),
    ];
    const unknown = t.deps.store.newId();
    const asNobody = async (id: string) => {
      const [asked, never] = [await departmentAnswer(id), await departmentAnswer(unknown)];
      return asked.status === 404 && never.status === 404;
    };
    // The first author's review is held for a moderator, so the second's appears first.
    const held = { review: reviewBody({ reviewText: 'What a smeg of a shift.' }) };
    for (const [one, other, ending] of [
      [first, second, 'approved'],
      [third, fourth, 'deleted'],
    ] as const) {
      const body = allNew();
      const a = (await expectStatus(await rateManager(one, { ...body, ...held }), 201)) as unknown as Made;
      expect(a.review.status).toBe('pending review');
      const theirDepartment = uniqueName('Bakery');
      const b = (await expectStatus(
        await rateManager(other, { ...body, departmentName: theirDepartment }),
        201,
      )) as unknown as Made;
      const firstDepartment = a.department?._id as string;
      afterTheMoment(t);
      expect(await runJob(t)).toBeGreaterThanOrEqual(1);
      const shown = await shownOf(a);
      expect(shown.manager.department).toEqual({ _id: b.department?._id, name: theirDepartment });
      expect((await departmentAnswer(b.department?._id as string)).body?.department).toMatchObject({
        totalManagers: 1,
      });
      expect(await asNobody(firstDepartment), ending).toBe(true);
      const listed = await (
        await t.request('GET', `/api/departments?search=${encodeURIComponent(String(body.departmentName))}`)
      ).text();
      expect(listed).not.toContain(firstDepartment);

      if (ending === 'approved') {
        await expectStatus(await decide(t, moderator, 'approve', 'manager', a.review._id), 200);
        // It appears with the review that named it, counting no manager: the manager is the second's.
        const appeared = await departmentAnswer(firstDepartment);
        expect(appeared.body?.department).toMatchObject({ name: body.departmentName, totalManagers: 0 });
        expect((await shownOf(a)).manager.department?._id).toBe(b.department?._id);
      } else {
        await expectStatus(
          await t.request('DELETE', `/api/manager-reviews/${a.review._id}`, { token: one.idToken }),
          202,
        );
        expect(await asNobody(firstDepartment)).toBe(true);
        // Held for a moderator, it leaves at a moment of its own (review-departure.ts), and its department with it.
        afterTheMoment(t);
        await runScheduledPublication(t.deps, 5_000);
        expect(await asNobody(firstDepartment)).toBe(true);
        expect(await t.deps.store.get(PENDING_SUBJECTS, firstDepartment)).toBeNull();
      }
      expect(await findInconsistencies(t.deps.store)).toEqual([]);
      expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
    }
  });

  test('the delay turned off while it waits: the next author’s review publishes it at once, as they named it, under the department they named new', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = (await expectStatus(await rateManager(first, body), 201)) as unknown as Made;
    const theirs = {
      ...body,
      companyName: String(body.companyName).toUpperCase(),
      departmentName: uniqueName('Bakery'),
      manager: { name: (body.manager as { name: string }).name.toUpperCase(), position: 'Night Baker' },
    };
    const deps = t.deps as { publishDelay?: unknown };
    const delay = deps.publishDelay;
    deps.publishDelay = undefined;
    let b: Made;
    try {
      b = (await expectStatus(await rateManager(second, theirs), 201)) as unknown as Made;
    } finally {
      deps.publishDelay = delay;
    }
    expect(b.review.status).toBeUndefined();
    const shown = await shownOf(a);
    expect(shown.manager).toMatchObject({
      name: theirs.manager.name,
      position: 'Night Baker',
      company: { name: theirs.companyName },
      department: { _id: b.department?._id, name: theirs.departmentName },
    });
    expect((await departmentAnswer(b.department?._id as string)).body?.department).toMatchObject({
      totalManagers: 1,
    });
    // The first author's department still waits with their review.
    expect((await departmentAnswer(a.department?._id as string)).status).toBe(404);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  // Before, the queue named a waiting manager by its waiting document, its first author's words, beside
  // every review of it: a later author's words were not what the moderator read.
  test('held by screening, a joining review is shown to moderators under the names its author wrote', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    await expectStatus(await rateManager(first, body), 201);
    const theirs = {
      ...body,
      companyName: String(body.companyName).toUpperCase(),
      manager: { name: (body.manager as { name: string }).name.toUpperCase(), position: 'Night Baker' },
      review: reviewBody({ reviewText: 'What a smeg of a shift.' }),
    };
    const b = (await expectStatus(await rateManager(second, theirs), 201)) as unknown as Made;
    const item = (await queue(t, moderator)).find((i: QueueItem) => i.reviewId === b.review._id);
    expect(item?.subject).toMatchObject({ name: theirs.manager.name, company: theirs.companyName });
  });

  test('held by screening as well: moderators see whom it is about; approved after its moment, the profile appears', async () => {
    const author = await createAccount();
    const made = (await expectStatus(
      await rateManager(author, {
        ...allNew(),
        review: reviewBody({ reviewText: 'What a smeg of a shift.' }),
      }),
      201,
    )) as unknown as Made;
    const items = await queue(t, moderator);
    const item = items.find((i: QueueItem) => i.reviewId === made.review._id);
    expect(item?.subject).toMatchObject({ id: made.manager._id, name: made.manager.name });

    afterTheMoment(t);
    await runJob(t);
    expect((await t.request('GET', `/api/managers/${made.manager._id}`)).status).toBe(404);
    await expectStatus(await decide(t, moderator, 'approve', 'manager', made.review._id), 200);
    const profile = await json<{ reviews: { _id: string }[] }>(
      await t.request('GET', `/api/managers/${made.manager._id}`),
    );
    expect(profile.reviews.map((r) => r._id)).toEqual([made.review._id]);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('with no delay (the embedded default)', () => {
  let now: TestApp;
  beforeAll(async () => {
    now = await createTestApp();
  });
  afterAll(() => now.close());

  test('nothing waits: a department named beside a public manager is public at once, and adding a known manager finds it unchanged', async () => {
    const [author, other] = [await createAccount(), await createAccount()];
    const fixture = await managerFixture(now, await createAccount());
    const rated = (await expectStatus(
      await now.request('POST', '/api/rate-manager', {
        token: author.idToken,
        body: {
          companyId: fixture.company._id,
          branch: { city: fixture.branch.city, location: fixture.branch.location },
          departmentName: uniqueName('Patisserie'),
          manager: { name: fixture.manager.name, position: 'Head Chef' },
          review: reviewBody(),
        },
      }),
      201,
    )) as unknown as Made;
    expect(rated.review.status).toBeUndefined();
    expect((await now.request('GET', `/api/departments/${rated.department?._id}`)).status).toBe(200);
    const found = await expectStatus(
      await now.request('POST', '/api/managers', {
        token: other.idToken,
        body: {
          name: fixture.manager.name.toUpperCase(),
          position: 'Line Cook',
          company: fixture.company._id,
          branchId: fixture.branch._id,
        },
      }),
      200,
    );
    expect(found).toMatchObject({
      _id: fixture.manager._id,
      name: fixture.manager.name,
      position: 'Head Chef',
    });
    expect(await findInconsistencies(now.deps.store)).toEqual([]);
  });
});
