// Claiming a manager profile in real Chromium against the running product (issue 17 item 1), by both
// proofs: a moderator verifies the company's mail domain on /moderation (finding the company by name),
// and the manager claims their profile with the code mailed to their work address, read from the
// embedded default's local mailbox; another manager asks with evidence, which a moderator approves in
// the Claims tab. "Claimed profiles" appears in the account menu of claimants only.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import {
  accountEntries,
  baseUrl,
  moderatorAccount,
  newCompany,
  newManager,
  readClaimCode,
  signIn,
  unique,
  verifiedAccount,
} from './support/claims-world.ts';

const browser = browserForFile();

/** The Claims tab of /moderation, as `moderator` (already signed in on `page`). */
async function openClaimsTab(page: Page) {
  await page.goto(`${baseUrl}/moderation`);
  await page.getByRole('button', { name: 'Claims', exact: true }).click();
  await page.getByRole('heading', { name: 'Claims waiting' }).waitFor();
}

/** Waits until the app has asked whether this account has claims (the menu decides from the answer). */
function claimsChecked(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/manager-claims/mine') && r.status() === 200);
}

describe('claiming a manager profile', () => {
  test('by a code mailed to a work address at the domain a moderator verified, then the dashboard', {
    timeout: 180_000,
  }, async () => {
    const [moderator, owner, claimant] = await Promise.all([
      moderatorAccount(),
      verifiedAccount('owner'),
      verifiedAccount('claimant'),
    ]);
    const company = await newCompany(owner);
    const manager = await newManager(owner, company, unique('Priya Raman'));
    const domain = `${company._id.toLowerCase()}.example`;

    // The moderator verifies the company's mail domain, finding the company by its name.
    {
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await signIn(page, moderator);
      await openClaimsTab(page);
      const form = page.getByRole('form', { name: 'Verify a company’s mail domain' });
      expect(await form.getByLabel(/Company id/).count()).toBe(0);
      await form.getByRole('combobox', { name: /Company/ }).fill(company.name.slice(0, -2));
      await form.getByRole('option', { name: company.name, exact: true }).click();
      await form.getByLabel('Domain').fill(domain);
      await form.getByLabel('Reason').fill('Checked the company website’s contact page.');
      await form.getByRole('button', { name: 'Verify domain' }).click();
      await form.getByText(`${domain} is verified for ${company.name}.`).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }

    const { context, page, errors } = await openPage(browser, DESKTOP);
    const checked = claimsChecked(page);
    await signIn(page, claimant);
    await checked;
    // No claim yet: the account menu has no "Claimed profiles".
    expect(await accountEntries(page)).not.toContain('Claimed profiles');

    // The profile offers the claim; the claim page offers a code to an address at the verified domain.
    await page.goto(`${baseUrl}${manager.href}`);
    await page.getByRole('heading', { level: 1, name: manager.name }).waitFor();
    await page.getByRole('link', { name: 'Is this you? Claim this profile' }).click();
    await page.waitForURL(`${baseUrl}${manager.href}/claim`);
    await page.getByText(`We send a code to your address at ${domain}.`).waitFor();
    const workEmail = `priya@${domain}`;
    const askForm = page.locator('form', {
      has: page.getByRole('heading', { name: 'Prove it with your work email' }),
    });
    await askForm.getByLabel('Work email address').fill(workEmail);
    await askForm.getByRole('button', { name: 'Send me a code' }).click();
    await page
      .getByRole('status')
      .getByText(/a 6-digit code is on its way/)
      .waitFor();

    // The code, from the mail, as its owner reads it; entered on the claim screen.
    const code = await readClaimCode(context, workEmail);
    const codeForm = page.locator('form', { has: page.getByRole('heading', { name: 'Enter your code' }) });
    expect(await codeForm.getByLabel('Work email address').inputValue()).toBe(workEmail);
    await codeForm.getByLabel('6-digit code').fill(code);
    await codeForm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').getByText('You have claimed this profile.').waitFor();

    // The dashboard: the claimant's own, private.
    await page.getByRole('link', { name: 'Open your dashboard' }).click();
    await page.waitForURL(`${baseUrl}${manager.href}/dashboard`);
    await page.getByRole('heading', { level: 1, name: `Your dashboard: ${manager.name}` }).waitFor();
    await page.getByText('Your figures appear once 5 more reviews are published.').waitFor();

    // The profile now leads its claimant to the dashboard, and the menu to the claimed profiles.
    await page.goto(`${baseUrl}${manager.href}`);
    await page.getByRole('link', { name: 'Your dashboard' }).waitFor();
    expect(await accountEntries(page)).toContain('Claimed profiles');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /^Account/ }).click();
    await nav.getByRole('link', { name: 'Claimed profiles' }).click();
    await page.waitForURL(`${baseUrl}/claims`);
    const item = page.getByRole('listitem').filter({ hasText: manager.name });
    await item.getByText(`${company.name}: claimed by you`).waitFor();
    await item.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // The moderator sees the active claim, proven by a code to the domain (never the address).
    {
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await signIn(page, moderator);
      await openClaimsTab(page);
      const card = page.getByRole('article', { name: `Claim of ${manager.name}` });
      await card.getByText(`code to @${domain}`).waitFor();
      expect(await card.textContent()).not.toContain(workEmail);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  for (const [label, viewport] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`by evidence a moderator approves in the Claims tab (${label})`, { timeout: 180_000 }, async () => {
      const [moderator, owner, claimant] = await Promise.all([
        moderatorAccount(),
        verifiedAccount('owner'),
        verifiedAccount('claimant'),
      ]);
      // A company with no verified mail domain: evidence is the only way.
      const company = await newCompany(owner);
      const manager = await newManager(owner, company, unique('Tomasz Nowak'));
      const evidence = `I lead operations there: see the team page, ${unique('ref')}.`;
      const reason = `The team page lists them as head of operations (${unique('checked')}).`;

      const { context, page, errors } = await openPage(browser, viewport);
      await signIn(page, claimant);
      await page.goto(`${baseUrl}${manager.href}/claim`);
      await page
        .getByText('We cannot check a work email address at this company yet', { exact: false })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Send me a code' }).count()).toBe(0);
      await page.getByLabel(/^Evidence/).fill(evidence);
      await page.getByRole('button', { name: 'Send for review' }).click();
      await page.getByRole('status').getByText('Your claim is waiting for a moderator').waitFor();
      await page.getByText('Waiting for a moderator to look at your evidence.').waitFor();
      // Asked on this device: "Claimed profiles" is offered at once (no new check needed).
      if (viewport === DESKTOP) expect(await accountEntries(page)).toContain('Claimed profiles');
      else {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page
          .getByRole('list', { name: 'Your account' })
          .getByRole('link', { name: 'Claimed profiles' })
          .waitFor();
        await page.keyboard.press('Escape');
      }

      // The moderator reads the evidence and approves, with a reason for the audit log.
      {
        const mod = await openPage(browser, viewport);
        await signIn(mod.page, moderator);
        await openClaimsTab(mod.page);
        const cards = mod.page.getByRole('article', { name: `Claim of ${manager.name}` });
        const waiting = cards.filter({ has: mod.page.getByRole('button', { name: 'Approve' }) });
        await waiting.getByText(evidence).waitFor();
        await waiting.getByLabel('Reason').fill(reason);
        await waiting.getByRole('button', { name: 'Approve' }).click();
        // Decided: it moves from the waiting claims to the active ones (which a moderator may revoke).
        await waiting.waitFor({ state: 'detached' });
        const active = cards.filter({ has: mod.page.getByRole('button', { name: 'Revoke' }) });
        await active.getByText('active', { exact: true }).waitFor();
        await mod.page.getByRole('button', { name: 'Audit log' }).click();
        await mod.page.getByRole('row').filter({ hasText: reason }).waitFor();
        expect(mod.errors).toEqual([]);
        await mod.context.close();
      }

      // The claimant sees the claim approved, with the moderator's note, and reaches the dashboard.
      await page.reload();
      await page.getByText('You have claimed this profile.').waitFor();
      await page.getByText(`Moderator’s note: ${reason}`).waitFor();
      await page.getByRole('link', { name: 'Open your dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: `Your dashboard: ${manager.name}` }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('an account without a claim has no "Claimed profiles" and cannot read a dashboard', {
    timeout: 90_000,
  }, async () => {
    const [owner, stranger] = await Promise.all([verifiedAccount('owner'), verifiedAccount('stranger')]);
    const manager = await newManager(owner, await newCompany(owner), unique('Ines Duarte'));
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const checked = claimsChecked(page);
    await signIn(page, stranger);
    await checked;
    expect(await accountEntries(page)).toEqual([
      'Profile',
      'My reviews',
      'Saved',
      'Account settings',
      'Outbox',
      'Logout',
    ]);
    await page.goto(`${baseUrl}${manager.href}/dashboard`);
    await page.getByText('Only the manager who claimed this profile can see its dashboard.').waitFor();
    // The 403 the page explains is the only error.
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await context.close();
  });
});
