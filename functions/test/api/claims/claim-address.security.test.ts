// A code claim proved only that the claimant reads mail at the company's verified domain, which every
// colleague does: Bob could claim his manager Alice's profile with bob.smith@ at once, answer her
// reviews publicly as "the manager", read her dashboard, and lock her out (one claimant per profile).
// The address must now name the manager; anyone else proves who they are with evidence a moderator
// reads. A company account is the company's, so any address at its verified domain still does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressNamesPerson, namesakesNamed } from '../../../src/domain/claims/work-address-names.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { submitReview, uniqueName } from '../managers/support.ts';
import { askCode, claimsByCode, claimWorld, colleaguesOf, expectStatus } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a code claim needs an address that names the manager', () => {
  it('a colleague’s own address is refused, with nothing mailed; the manager’s own claims at once', async () => {
    // Unique by a middle word of letters after a Q: a last word drawn at random was their last name, and
    // once in some 25,000 draws it was "bob", so the colleague's 'bob.smith' named the manager.
    const world = await claimWorld(t, {
      managerName: `Alice Q${uniqueName('x').replace(/[^a-z]/g, '')} Smith`,
    });
    const name = world.manager.name;
    const colleague = await createAccount();
    for (const local of ['bob.smith', 'smith', 'jane', 'a', 'manager', 'alicia.smith', 'sales']) {
      const workEmail = `${local}@${world.domain}`;
      const res = await askCode(t, colleague, world.manager._id, workEmail);
      expect(res.status, local).toBe(400);
      const body = await json<{ message: string; code: string }>(res);
      expect(body.code).toBe('invalid_request');
      expect(body.message).toContain(`naming ${name}`);
      expect(body.message).toContain('evidence');
      expect(await t.mails(workEmail)).toEqual([]);
    }
    // The colleague may still ask with evidence, which a moderator reads.
    const evidence = await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
      token: colleague.idToken,
      body: { method: 'evidence', evidence: 'I am her deputy and answer for her.' },
    });
    expect(evidence.status).toBe(202);

    await claimsByCode(t, await createAccount(), world, `Alice.Smith+claims@${world.domain}`);
  });

  it('the forms companies build addresses from are accepted; a shared last name or another first name is not', () => {
    const accepted = [
      'priya',
      'priya.raman',
      'raman.priya',
      'priyaraman',
      'praman',
      'p.raman',
      'ramanp',
      'priya2',
      'Priya_Raman',
      'priya+x',
      'priya.r',
      'raman.p',
    ];
    for (const local of accepted) expect(addressNamesPerson(local, 'Priya Raman'), local).toBe(true);
    const refused = [
      'raman',
      'bob.raman',
      'braman',
      'pr',
      'priy',
      'p',
      '',
      '+priya',
      'ravi',
      'rp',
      'priyanka',
      // A colleague who shares the first name only.
      'priya.shah',
      'shah.priya',
      'priya.x.shah',
    ];
    for (const local of refused) expect(addressNamesPerson(local, 'Priya Raman'), local).toBe(false);
    expect(addressNamesPerson('zoe', 'Zoë Café')).toBe(true);
    expect(addressNamesPerson('cher', 'Cher')).toBe(true);
    expect(addressNamesPerson('anyone', '')).toBe(false);
    // Whom else of the company an address names: a profile of the same name elsewhere is not another person.
    const colleagues = ['Priya Raman', 'Priya Shah', 'Ravi Kumar', 'Pooja Raman'];
    expect(namesakesNamed('priya', 'Priya Raman', colleagues)).toEqual(['Priya Shah']);
    expect(namesakesNamed('praman', 'Priya Raman', colleagues)).toEqual(['Pooja Raman']);
    expect(namesakesNamed('priya.raman', 'Priya Raman', colleagues)).toEqual([]);
  });

  // attack13: an address may name two people. Where two managers of a company share a first name, the
  // owner of the bare first-name inbox ('priya@') is one of them at most, yet claimed either profile by
  // code, answering the other's reviews as "the manager" and reading their dashboard.
  it('an address that names two managers of the company claims neither by code; one naming only theirs does', async () => {
    const suffix = uniqueName('x').replace(/[^a-z]/g, '');
    const world = await claimWorld(t, { managerName: `Priya Raman${suffix}` });
    const [namesake] = await colleaguesOf(t, world, [`Priya Shah${suffix}`]);
    // Both are reviewed (an unreviewed namesake does not count: the attack14 case below).
    for (const managerId of [world.manager._id, String(namesake)]) {
      await expectStatus(await submitReview(t, await createAccount(), managerId), 201);
    }
    const shah = await createAccount();
    for (const local of ['priya', 'priya2', 'priya+x']) {
      const workEmail = `${local}@${world.domain}`;
      for (const managerId of [world.manager._id, String(namesake)]) {
        const res = await askCode(t, shah, managerId, workEmail);
        expect(res.status, `${local} for ${managerId}`).toBe(400);
        const body = await json<{ message: string; code: string }>(res);
        expect(body.code).toBe('invalid_request');
        expect(body.message).toContain('names more than one manager');
        expect(body.message).toContain('evidence');
      }
      expect(await t.mails(workEmail)).toEqual([]);
    }
    // An address that names one of them alone still claims at once.
    await claimsByCode(t, await createAccount(), world, `priya.raman${suffix}@${world.domain}`);
  });

  // attack14: anyone may add a manager. An unreviewed "Priya X" added by a stranger made priya@ name two
  // managers, so its owner could not claim by code. A namesake now counts once it has a published review.
  it('a namesake nobody has reviewed does not refuse priya@; once a review of it is published, it does', async () => {
    const suffix = uniqueName('x').replace(/[^a-z]/g, '');
    const world = await claimWorld(t, { managerName: `Priya Raman${suffix}` });
    const [made] = await colleaguesOf(t, world, [`Priya X${suffix}`]);
    const raman = await createAccount();
    const workEmail = `priya@${world.domain}`;
    await expectStatus(await askCode(t, raman, world.manager._id, workEmail), 202);
    await expectStatus(
      await t.request('POST', `/api/managers/${world.manager._id}/claim/withdraw`, { token: raman.idToken }),
      200,
    );

    await expectStatus(await submitReview(t, await createAccount(), String(made)), 201);
    const refused = await askCode(t, raman, world.manager._id, workEmail);
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toContain('names more than one manager');
  });

  // attack14: anyone may add a manager. Added as "Priya Anne Raman", "Priya Raman Shah" or "Raman Priya",
  // a profile made the manager's full-name address 'priya.raman@' name two managers too, so a stranger
  // refused it, the very address the refusal tells the manager to use, and left them evidence alone.
  it('profiles added with more words or the other order do not refuse the manager’s full-name address', async () => {
    const others = ['Priya Anne Raman', 'Priya Raman Shah', 'Raman Priya', 'Priya Raman'];
    for (const local of ['priya.raman', 'raman.priya', 'priyaraman', 'Priya_Raman+claims']) {
      expect(namesakesNamed(local, 'Priya Raman', others), local).toEqual([]);
    }
    // The partial addresses still name the others too, and a full name by another pair still counts.
    expect(namesakesNamed('priya', 'Priya Raman', others)).toEqual(['Priya Anne Raman', 'Priya Raman Shah']);
    expect(namesakesNamed('p.raman', 'Priya Raman', ['Pooja Raman'])).toEqual(['Pooja Raman']);
    expect(namesakesNamed('priya.anne.raman', 'Priya Anne Raman', ['Anne Priya Raman'])).toEqual([
      'Anne Priya Raman',
    ]);

    const suffix = uniqueName('x').replace(/[^a-z]/g, '');
    const world = await claimWorld(t, { managerName: `Priya Raman${suffix}` });
    await colleaguesOf(t, world, [
      `Priya Anne Raman${suffix}`,
      `Priya Raman${suffix} Shah`,
      `Raman${suffix} Priya`,
    ]);
    await claimsByCode(t, await createAccount(), world, `priya.raman${suffix}@${world.domain}`);
  });

  // Comparing an address with the company's managers reads up to NAMESAKES_READ of them, and a refused
  // request uses no claim request: without a bound of its own, one account could have them read in a loop.
  it('one account has the company’s managers compared with its address 20 times a day, then a 429', async () => {
    const suffix = uniqueName('x').replace(/[^a-z]/g, '');
    const world = await claimWorld(t, { managerName: `Priya Raman${suffix}` });
    const [namesake] = await colleaguesOf(t, world, [`Priya Shah${suffix}`]);
    await expectStatus(await submitReview(t, await createAccount(), String(namesake)), 201);
    const looper = await createAccount();
    // Addresses the cheaper checks refuse (naming nobody, another domain) compare nothing and count nothing.
    for (const workEmail of [`bob@${world.domain}`, 'priya@elsewhere.test']) {
      for (let i = 0; i < 3; i++) {
        expect((await askCode(t, looper, world.manager._id, workEmail)).status).toBe(400);
      }
    }
    const ambiguous = `priya@${world.domain}`;
    for (let i = 0; i < 20; i++) {
      expect((await askCode(t, looper, world.manager._id, ambiguous)).status, `request ${i + 1}`).toBe(400);
    }
    const refused = await askCode(t, looper, world.manager._id, ambiguous);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await json(refused)).toEqual({
      code: 'rate_limited',
      message: 'You have asked for too many claims by code today. Please try again tomorrow.',
    });
    // Another account is not held back by it.
    const other = await createAccount();
    expect((await askCode(t, other, world.manager._id, ambiguous)).status).toBe(400);
  });
});
