// ux11's walk as a stranger at 390 and 1280 px, what it found out of place: links met on the privacy
// policy's contents and on My reviews' cards were 20 px tall lines of text (a fingertip is 44 px;
// measured by hit testing, as tap-targets.e2e.ts measures the rest), a two-line chip cut by its round
// ends, and the claim page's Withdraw floating in the middle of the column under left-aligned forms.
// ux12: the claimed manager’s dashboard opening 36 px lower under its band than every other page.
// ux13: a company's two counts on two heights; a stranger who pressed Rate and signed up to write
// their review landed on the home page, the profile and their intent lost.
import { describe, expect, inject, test } from 'vitest';
import { appTookOver, browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import {
  apiGet,
  apiPost,
  moderatorAccount,
  newCompany,
  newManager,
  submitReview,
  unique,
} from './support/claims-world.ts';
import { demoSubjects } from './support/demo-subjects.ts';
import { isTooSmall, tapTargets } from './support/tap-targets.ts';
import { codeFromMailbox, post, signIn, verifiedAccount } from './support/test-accounts.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('what a stranger met out of place', () => {
  test('the privacy policy’s contents and My reviews’ names are 44 px targets at 390 and 1280 px', {
    timeout: 120_000,
  }, async () => {
    const { manager } = await demoSubjects(baseUrl);
    const account = await verifiedAccount('stranger-taps');
    await post(
      `${baseUrl}/api/manager-reviews/submit`,
      {
        managerId: manager._id,
        rating: 4,
        reviewText: 'Fair and clear about what she expects.',
        anonymous: true,
      },
      { Authorization: `Bearer ${account.token}`, 'Idempotency-Key': crypto.randomUUID() },
    );
    const small: Record<string, unknown[]> = {};
    for (const size of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, size);
      const width = size.viewport.width;
      await page.goto(`${baseUrl}/privacy`);
      await appTookOver(page);
      const contents = page.locator('nav.toc a');
      await contents.first().waitFor();
      const toc = await tapTargets(contents);
      expect(toc.length).toBeGreaterThan(5);
      small[`${width} /privacy contents`] = toc.filter(isTooSmall);

      await signIn(page, account);
      await page.goto(`${baseUrl}/my-reviews`);
      const names = page.locator('.mr-card-name a');
      await names.first().waitFor();
      small[`${width} /my-reviews names`] = (await tapTargets(names)).filter(isTooSmall);
      await context.close();
    }
    expect(small).toEqual({
      '390 /privacy contents': [],
      '390 /my-reviews names': [],
      '1280 /privacy contents': [],
      '1280 /my-reviews names': [],
    });
  });

  // "Did Not Have Interview" takes two lines beside the stars and the date at 390 px: a pill's round ends
  // (999 px corners) then cut into its words. Its corners are a card's, pill-round on one line still.
  test('an outcome chip on two lines keeps its words clear of its corners at 390 px', {
    timeout: 120_000,
  }, async () => {
    const { interviewer } = await demoSubjects(baseUrl);
    const account = await verifiedAccount('stranger-chip');
    await post(
      `${baseUrl}/api/reviews/rmi`,
      {
        interviewerId: interviewer._id,
        rating: 4,
        reviewText: 'The role was filled before my interview, but they told me kindly.',
        interviewStatus: 'no interview',
        anonymous: true,
      },
      { Authorization: `Bearer ${account.token}`, 'Idempotency-Key': crypto.randomUUID() },
    );
    const { context, page } = await openPage(browser, PHONE);
    await signIn(page, account);
    await page.goto(`${baseUrl}/interviewers/${interviewer._id}`);
    await appTookOver(page);
    const chip = page.locator('.rk-review .rk-chip', { hasText: 'Did Not Have Interview' }).first();
    await chip.waitFor();
    const shape = await chip.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      corner: Number.parseFloat(getComputedStyle(el).borderTopLeftRadius),
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
    }));
    await context.close();
    // On two lines (as at 390 px beside a long date), the curve may take at most half of one line.
    expect(shape.height).toBeGreaterThan(1.5 * shape.lineHeight);
    expect(shape.corner).toBeLessThanOrEqual(shape.lineHeight / 2 + 4);
  });

  test('the claim page: Withdraw my claim starts where the column starts, at 390 and 1280 px', {
    timeout: 120_000,
  }, async () => {
    const { manager } = await demoSubjects(baseUrl);
    const account = await verifiedAccount('stranger-claim');
    await post(
      `${baseUrl}/api/managers/${manager._id}/claim`,
      { method: 'evidence', evidence: 'The team page lists me as the manager of this kitchen.' },
      { Authorization: `Bearer ${account.token}`, 'Idempotency-Key': crypto.randomUUID() },
    );
    const offsets: Record<number, number> = {};
    for (const size of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, size);
      await signIn(page, account);
      await page.goto(`${baseUrl}/management/managers/profile/${manager._id}/claim`);
      const withdraw = page.getByRole('button', { name: 'Withdraw my claim' });
      await withdraw.waitFor();
      // Where its words start (a stretched button centres them), against the column's left edge.
      offsets[size.viewport.width] = await withdraw.evaluate((el) => {
        const column = (el.parentElement as HTMLElement).getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(el);
        return Math.round(words.getBoundingClientRect().left - column.left);
      });
      await context.close();
    }
    // The button's own padding (8 px) and no more.
    expect(offsets).toEqual({ 390: 8, 1280: 8 });
  });

  // The account page's three buttons stacked as pills of three widths on a phone; every other row of
  // actions fills its lines there (tap-targets.e2e.ts measures those).
  test('your profile: its buttons fill their lines at 390 px', { timeout: 120_000 }, async () => {
    const account = await verifiedAccount('stranger-profile');
    const { context, page } = await openPage(browser, PHONE);
    await signIn(page, account);
    await page.goto(`${baseUrl}/profile`);
    const row = page.locator('.account-actions');
    await row.locator('.btn').first().waitFor();
    const lines = await row.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const byLine = new Map<number, DOMRect[]>();
      for (const button of Array.from(el.querySelectorAll(':scope > .btn'))) {
        const rect = button.getBoundingClientRect();
        byLine.set(Math.round(rect.top), [...(byLine.get(Math.round(rect.top)) ?? []), rect]);
      }
      return [...byLine.values()].map((line) => ({
        left: Math.round(Math.min(...line.map((r) => r.left)) - box.left),
        right: Math.round(box.right - Math.max(...line.map((r) => r.right))),
      }));
    });
    await context.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.left !== 0 || line.right !== 0)).toEqual([]);
  });

  // A review that rates no aspect lists them after "Not rated:", which broke into "Not / rated:" beside
  // the long list at 390 px.
  test('a review’s "Not rated:" stays on one line at 390 px', { timeout: 120_000 }, async () => {
    const { manager } = await demoSubjects(baseUrl);
    const account = await verifiedAccount('stranger-unrated');
    await post(
      `${baseUrl}/api/manager-reviews/submit`,
      {
        managerId: manager._id,
        rating: 3,
        reviewText: 'Rated only overall: the rest I could not judge.',
        anonymous: true,
      },
      { Authorization: `Bearer ${account.token}`, 'Idempotency-Key': crypto.randomUUID() },
    );
    const { context, page } = await openPage(browser, PHONE);
    await signIn(page, account);
    await page.goto(`${baseUrl}/management/managers/profile/${manager._id}`);
    const label = page
      .getByRole('article', { name: /^Your review/ })
      .locator('.rk-review-aspects dt', { hasText: 'Not rated' });
    await label.waitFor();
    const lines = await label.evaluate((el) => {
      const words = document.createRange();
      words.selectNodeContents(el);
      return new Set(Array.from(words.getClientRects(), (r) => Math.round(r.top))).size;
    });
    await context.close();
    expect(lines).toBe(1);
  });

  // The claimed manager's dashboard opened 60 px under its title band where every other page with a
  // band starts 24 px under it (the column's padding): its first section kept the 2.25rem that
  // separates sections from the cards above them.
  test('the claimed manager’s dashboard starts under its band as other pages do, at 390 and 1280 px', {
    timeout: 180_000,
  }, async () => {
    const [moderator, owner, claimant, ...reviewers] = await Promise.all([
      moderatorAccount(),
      verifiedAccount('stranger-dash-owner'),
      verifiedAccount('stranger-dash-claimant'),
      ...Array.from({ length: 5 }, (_, i) => verifiedAccount(`stranger-dash-reviewer${i}`)),
    ]);
    const company = await newCompany(owner);
    const manager = await newManager(owner, company, unique('Dana Whitfield'));
    const domain = `${company._id.toLowerCase()}.example`;
    await apiPost(`/moderation/companies/${company._id}/domains`, moderator, { domain, reason: 'Checked.' });
    const workEmail = `dana@${domain}`;
    await apiPost(`/managers/${manager._id}/claim`, claimant, { method: 'code', workEmail });
    const mails = await apiGet<{ text: string }[]>(`/dev/mailbox?to=${encodeURIComponent(workEmail)}`);
    const code = mails.at(-1)?.text.match(/The code is (\d{6})/)?.[1];
    await apiPost(`/managers/${manager._id}/claim/verify`, claimant, { workEmail, code });
    // Enough published reviews for the figures: the page then opens with its first section, no notice.
    for (const [i, reviewer] of reviewers.entries()) {
      await submitReview(reviewer, manager, {
        rating: 4,
        reviewText: `Clear goals and fair reviews, week ${i + 1}.`,
      });
    }

    /** From the band's bottom edge to the top of the first thing drawn under it. */
    const gapUnderBand = (page: import('playwright-core').Page, first: string) =>
      page.evaluate((selector) => {
        const band = document.querySelector('main .rk-band') as HTMLElement;
        const top = (document.querySelector(selector) as HTMLElement).getBoundingClientRect().top;
        return Math.round(top - band.getBoundingClientRect().bottom);
      }, first);
    const gaps: Record<string, number> = {};
    for (const size of [PHONE, DESKTOP]) {
      const width = size.viewport.width;
      const { context, page } = await openPage(browser, size);
      await signIn(page, claimant);
      // A page with the same band: My claimed profiles.
      await page.goto(`${baseUrl}/claims`);
      await page.getByRole('link', { name: manager.name }).first().waitFor();
      gaps[`${width} /claims`] = await gapUnderBand(page, '.claim-page .card');
      await page.goto(`${baseUrl}${manager.href}/dashboard`);
      await page.getByRole('heading', { level: 2, name: 'Since last quarter' }).waitFor();
      gaps[`${width} dashboard`] = await gapUnderBand(page, '.dash-page h2');
      await context.close();
    }
    expect(gaps).toEqual({
      '390 /claims': 24,
      '390 dashboard': 24,
      '1280 /claims': 24,
      '1280 dashboard': 24,
    });
  });

  // Delete account's confirmation is taller than a phone: it opened scrolled to its password field,
  // its title and the top of what is lost cut off above, so it read from the middle.
  test('the delete-account dialog opens at its title, at 390 and 1280 px', { timeout: 120_000 }, async () => {
    const account = await verifiedAccount('stranger-delete');
    const opened: Record<number, { titleHidden: number; scrolled: number }> = {};
    for (const size of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, size);
      await signIn(page, account);
      await page.goto(`${baseUrl}/account-settings`);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Current password').waitFor();
      opened[size.viewport.width] = await dialog.evaluate((el) => {
        const title = (el.querySelector('h2') as HTMLElement).getBoundingClientRect();
        return {
          titleHidden: Math.max(0, Math.round(el.getBoundingClientRect().top - title.top)),
          scrolled: Math.round(el.scrollTop),
        };
      });
      await context.close();
    }
    expect(opened).toEqual({ 390: { titleHidden: 0, scrolled: 0 }, 1280: { titleHidden: 0, scrolled: 0 } });
  });

  // A company page's two counts side by side: the interviewers' figure is a link (a 44 px line), the
  // managers' plain, and the two numbers sat 8 px apart at 390 px (2 px at 1280).
  test('a company’s Managers and Interviewers figures sit on one line, at 390 and 1280 px', {
    timeout: 120_000,
  }, async () => {
    const owner = await verifiedAccount('stranger-counts');
    const company = await newCompany(owner);
    await newManager(owner, company, unique('Priya Raman'));
    await apiPost('/interviewers', owner, { name: unique('Tomas Berg'), company: company._id });
    const tops: Record<number, { managers: number; interviewers: number }> = {};
    for (const size of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, size);
      await page.goto(`${baseUrl}/companies/x/${company._id}`);
      await appTookOver(page);
      // The interviewers' figure is a link once the company has one (the managers' one too, to its team).
      await page.locator('.co-stat', { hasText: 'Interviewers' }).locator('dd a').waitFor();
      const [managers, interviewers] = await page.locator('.co-stat dd').evaluateAll((figures) =>
        figures.map((dd) => {
          // Where the digits are drawn: the text itself, not the (taller) link box around it.
          const digits = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT).nextNode() as Text;
          const words = document.createRange();
          words.selectNodeContents(digits);
          return Math.round(words.getBoundingClientRect().top);
        }),
      );
      tops[size.viewport.width] = { managers: managers ?? -1, interviewers: interviewers ?? -1 };
      await context.close();
    }
    expect(tops[390]?.managers).toBe(tops[390]?.interviewers);
    expect(tops[1280]?.managers).toBe(tops[1280]?.interviewers);
  });

  // Rate on a profile sends a visitor to sign in; one without an account goes on to register, is taken
  // to the code screen, enters the mailed code and is signed in. They went home from there, and back on
  // the profile Rate had to be found and pressed again.
  test('a stranger who signs up from Rate comes back to the profile with its form open, at 390 px', {
    timeout: 120_000,
  }, async () => {
    const { manager } = await demoSubjects(baseUrl);
    const profile = `/management/managers/profile/${manager._id}`;
    const email = `stranger-signup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}${profile}`);
    await appTookOver(page);
    const path = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await page.waitForURL(`${baseUrl}/signin`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Sam Stranger');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('stranger-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Register takes them to the code after 2 s (at sign in, the password would be refused until then).
    await page.waitForURL(`${baseUrl}/verifyotp`);
    await page.getByLabel('Verification code').fill(await codeFromMailbox(email, /verification code/i));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByRole('heading', { level: 2, name: `Rate ${manager.name}` }).waitFor();
    const url = new URL(page.url());
    // The form leads the screen: while "you are signed in" still shows at the bottom, each star of the
    // overall rating is on screen and takes a tap (the form opened at the foot of the screen, its stars
    // under that toast).
    await page.getByText('Your email address is verified, and you are signed in.').waitFor();
    await page.waitForTimeout(300);
    const stars = await page
      .locator('main form fieldset')
      .first()
      .locator('.star-input-star label')
      .evaluateAll((labels) =>
        labels.map((label) => {
          const box = label.getBoundingClientRect();
          const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.top >= 0 && box.bottom <= innerHeight && at !== null && label.contains(at);
        }),
      );
    expect(stars).toEqual([true, true, true, true, true]);
    await context.close();
    // The profile's own address, the request to open the form used up.
    expect(`${url.pathname}${url.search}`).toBe(path);
  });
});
