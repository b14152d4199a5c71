// A published review whose author deleted their account, or deleted the review itself, stays up until its
// moment of departure (review-departures.ts, reviews/review-departure.ts). Until then it must behave to everyone like any other published review: read,
// liked, reported, answered by the claimant, opened in the claimant's review context and in themes, with
// the same statuses and the same shapes. A difference (a 5xx, a 404, a missing field) would tell anyone
// who tried that its author is leaving, and so tie it to the other reviews that leave in the same day.
import { expect, test } from 'vitest';
import { REVIEW_LEAVING_MESSAGE } from '../../../src/http/review-deletion.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { json } from '../../support/test-app.ts';
import { claimByCode, claimWorld } from '../claims/support.ts';
import { submitReview } from '../managers/support.ts';
import { afterTheMoment, runJob } from '../moderation/publish-delay-support.ts';
import { report } from '../moderation/support.ts';
import { useDelayedApp } from './published-reviews.ts';

// runJob here publishes alone (publish-delay-support.ts).
const { t } = useDelayedApp();

/** What a client gets, with the review's own id (and dates) taken out so two reviews compare. */
async function seen(res: Response | Promise<Response>, id: string) {
  const r = await res;
  const text = (await r.text()).replaceAll(id, 'ID');
  return { status: r.status, body: text };
}

/** The two ways a published review comes to wait for its moment to leave: its author's account, or itself. */
const LEAVES = {
  'its author deleted their account': async (author: TestAccount) => {
    const deletion = await t.request('DELETE', '/api/user/account', {
      token: author.idToken,
      body: { currentPassword: author.password },
    });
    expect(deletion.status).toBe(202);
  },
  'its author deleted it': async (author: TestAccount, id: string) => {
    const deletion = await t.request('DELETE', `/api/manager-reviews/${id}`, { token: author.idToken });
    expect(deletion.status).toBe(202);
    expect((await json(deletion)).message).toBe(REVIEW_LEAVING_MESSAGE);
  },
};

test.each(Object.keys(LEAVES) as (keyof typeof LEAVES)[])(
  'a review waiting to leave (%s) answers every other account as any published review does',
  async (how) => {
    const world = await claimWorld(t);
    const claimant = await claimByCode(t, world);
    const leaving: TestAccount = await createAccount();
    const staying: TestAccount = await createAccount();
    const ids: Record<'leaving' | 'staying', string> = { leaving: '', staying: '' };
    for (const [name, author] of [
      ['leaving', leaving],
      ['staying', staying],
    ] as const) {
      const res = await submitReview(t, author, world.manager._id);
      expect(res.status).toBe(201);
      ids[name] = (await json<{ _id: string }>(res))._id;
    }
    afterTheMoment(t);
    await runJob(t);
    await LEAVES[how](leaving, ids.leaving);

    const reader = await createAccount();
    const reporter = await createAccount();
    const probe = async (id: string) => ({
      profile: (
        await json<{ reviews: { _id: string }[] }>(
          await t.request('GET', `/api/managers/${world.manager._id}`),
        )
      ).reviews.some((r) => r._id === id),
      like: await seen(t.request('POST', `/api/manager-reviews/like/${id}`, { token: reader.idToken }), id),
      // The report's own id aside.
      report: await seen(report(t, reporter, 'manager', id), id).then((r) => ({
        ...r,
        body: r.body.replace(/"_id":"[^"]+"/, ''),
      })),
      response: await seen(
        t.request('PUT', `/api/manager-reviews/${id}/response`, {
          token: claimant.idToken,
          body: { text: 'Thank you, noted.' },
        }),
        id,
      ),
      context: await seen(
        t.request('GET', `/api/user/review-context/managers/${world.manager._id}`, {
          token: claimant.idToken,
        }),
        id,
      ),
    });
    const [a, b] = [await probe(ids.leaving), await probe(ids.staying)];
    expect(a.profile).toBe(true);
    expect(a.like).toEqual(b.like);
    expect(a.report).toEqual(b.report);
    expect(a.response).toEqual(b.response);
    expect(a.context.status).toBe(b.context.status);
    expect(a.like.status).toBe(200);
    expect(a.report.status).toBe(201);
  },
);
