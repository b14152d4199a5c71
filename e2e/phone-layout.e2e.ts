// What a stranger sees on a phone (390 px), measured: text that must be read whole is not cut off or
// wrapped into a muddle, and the first screen leads with what a reader came for.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { companyHref } from '../functions/src/http/profile-paths.ts';
import { appTookOver, browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import { apiPost, newCompany, newManager, unique } from './support/claims-world.ts';
import { demoSubjects } from './support/demo-subjects.ts';
import { signIn, verifiedAccount } from './support/test-accounts.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** Whether the element's own text is all inside its box (nothing scrolled away or clipped). */
function showsWholeText(page: Page, selector: string, text: string) {
  return page
    .locator(selector)
    .evaluateAll(
      (elements, wanted) =>
        elements
          .filter((e) => (e instanceof HTMLInputElement ? e.value : e.textContent?.trim()) === wanted)
          .map((e) => e.scrollWidth <= e.clientWidth + 1 && e.getBoundingClientRect().right <= innerWidth),
      text,
    );
}

describe('account settings at 390 px', () => {
  test('a long email address is shown whole', async () => {
    const account = await verifiedAccount('a-rather-long-name-for-an-email-address-on-a-phone');
    const { context, page, errors } = await openPage(browser, PHONE);
    await signIn(page, account);
    await page.goto(`${baseUrl}/account-settings`);
    await appTookOver(page);
    await page.getByRole('region', { name: 'Profile Info' }).waitFor();
    const shown = await showsWholeText(page, 'main input, main dd, main p', account.email);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('site search results at 390 px', () => {
  test('a kind that matched nothing takes one line after the kinds that did, not a section between them', async () => {
    const { company } = await demoSubjects(baseUrl);
    const { context, page, errors } = await openPage(browser, PHONE);
    // The demo company's first word finds it and its managers; it has no interviewers.
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent(company.name.split(' ')[0] ?? '')}`);
    await appTookOver(page);
    const groups = page.locator('main .sr-group');
    await groups.first().waitFor();
    const layout = await page.locator('main').evaluate((main) => {
      const bottom = (e: Element) => e.getBoundingClientRect().bottom;
      const sections = Array.from(main.querySelectorAll('.sr-group'));
      const none = Array.from(main.querySelectorAll('p')).find((p) =>
        /^No \w+( or \w+)? match\.$/.test(p.textContent ?? ''),
      );
      return {
        counts: sections.map((s) => s.querySelector('.sr-count')?.textContent),
        noneBelowAll: none ? sections.every((s) => bottom(s) <= none.getBoundingClientRect().top) : null,
        noneHeight: none ? Math.round(none.getBoundingClientRect().height) : null,
      };
    });
    expect(layout.counts).not.toContain('0');
    expect(layout.noneBelowAll).toBe(true);
    // One line of body text.
    expect(layout.noneHeight).toBeLessThan(40);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the landing hero', () => {
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: the pill above the title is one line`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      await page.goto(baseUrl);
      await appTookOver(page);
      const pill = page.locator('main .hero-eyebrow');
      const { lines, text } = await pill.evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        // One box per line of the text that shows (a hidden variant has none).
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        // biome-ignore lint/performance/useDomNodeTextContent: the text that shows, not the hidden variant's
        return { lines: tops.size, text: (p as HTMLElement).innerText.trim() };
      });
      expect(lines).toBe(1);
      expect(text).toMatch(/^Anonymous/);
      if (width === 1280) expect(text).toBe('Anonymous reviews of interviewers and managers');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the landing page', () => {
  // ux19: on a phone the hero's example review (a made-up card, about 560 px tall) stood between the hero
  // and the page, above the real latest reviews. It belongs beside the hero's words, where there is room.
  test('at 390 px: the hero fits the first screen, with no example review in it', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(baseUrl);
    await appTookOver(page);
    const hero = await page
      .locator('main .hero')
      .evaluate((e) => Math.round(e.getBoundingClientRect().height));
    expect(await page.locator('main .sample-review').isVisible()).toBe(false);
    expect(hero).toBeLessThanOrEqual(PHONE.viewport.height);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('at 1280 px: the example review stands beside the hero’s words', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto(baseUrl);
    await appTookOver(page);
    const box = (selector: string) =>
      page.locator(selector).evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    const title = await box('main .hero h1');
    const sample = await box('main .sample-review');
    expect(sample.left).toBeGreaterThan(title.right);
    expect(sample.top).toBeLessThan(title.bottom);
    expect(errors).toEqual([]);
    await context.close();
  });

  // ux19: "Our mission" was grey and a size larger on a phone (its section's paragraph style caught it).
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: every section's label has one colour and one size`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      await page.goto(baseUrl);
      await appTookOver(page);
      await page.locator('main .latest-review').first().waitFor();
      const labels = await page.locator('main .section .eyebrow').evaluateAll((all) =>
        all.map((e) => {
          const style = getComputedStyle(e);
          return { text: e.textContent, colour: style.color, size: style.fontSize };
        }),
      );
      expect(labels.map((l) => l.text)).toContain('Our mission');
      const first = labels[0] as (typeof labels)[number];
      expect(labels).toEqual(labels.map((l) => ({ ...l, colour: first.colour, size: first.size })));
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('review cards at 390 px', () => {
  test('the date stays on the first line, beside the stars and the outcome, on every reviewed interviewer', async () => {
    const interviewers = (await (await fetch(`${baseUrl}/api/interviewers`)).json()) as {
      _id: string;
      reviewCount: number;
    }[];
    const { context, page, errors } = await openPage(browser, PHONE);
    const dropped: string[] = [];
    let measured = 0;
    for (const { _id } of interviewers.filter((i) => i.reviewCount > 0)) {
      await page.goto(`${baseUrl}/interviewers/${_id}`);
      await appTookOver(page);
      await page.locator('main .rk-review-date').first().waitFor();
      const heads = await page.locator('main .rk-review-head').evaluateAll((all) =>
        all.map((head) => {
          const date = head.querySelector('.rk-review-date') as HTMLElement;
          const stars = head.querySelector('.star-display') as HTMLElement;
          return {
            text: head.textContent ?? '',
            sameLine: date.getBoundingClientRect().top < stars.getBoundingClientRect().bottom,
          };
        }),
      );
      measured += heads.length;
      dropped.push(...heads.filter((h) => !h.sameLine).map((h) => `${_id}: ${h.text}`));
    }
    expect(measured).toBeGreaterThan(0);
    expect(dropped).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the company page', () => {
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: the rating comes before the band's buttons, on the first screen`, async () => {
      const { company } = await demoSubjects(baseUrl);
      const { context, page, errors } = await openPage(browser, options);
      await page.goto(`${baseUrl}${companyHref(company)}`);
      await appTookOver(page);
      await page.locator('main .rk-band .btn').first().waitFor();
      const { score, button } = await page.locator('main').evaluate((main) => {
        // The first figure shown as a score ("4.0", its own text beside any hidden words), wherever it is.
        const ownText = (e: Element) =>
          Array.from(e.childNodes)
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent)
            .join('')
            .trim();
        const figure = Array.from(main.querySelectorAll('span, dd, p')).find((e) =>
          /^\d\.\d$/.test(ownText(e)),
        );
        const first = main.querySelector('.rk-band .btn') as HTMLElement;
        return {
          score: figure ? figure.getBoundingClientRect().bottom : null,
          button: first.getBoundingClientRect().top,
        };
      });
      expect(score).not.toBeNull();
      expect(score as number).toBeLessThan(button);
      expect(score as number).toBeLessThan(options.viewport.height);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the company page below its charts', () => {
  // ux20: the reviews kept a 48rem column and the team came under them, leaving the right third of a
  // laptop's page empty beside the reviews.
  test('at 1280 px the Leadership Team is a column beside the reviews, reaching the right edge of the page', async () => {
    const { company } = await demoSubjects(baseUrl);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}${companyHref(company)}`);
    await appTookOver(page);
    const team = page.getByRole('region', { name: 'Leadership Team' });
    await team.locator('li').first().waitFor();
    const reviews = page.getByRole('heading', { name: `Reviews of ${company.name}` });
    const box = async (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top + scrollY };
      });
    const reviewsBox = await box(reviews.locator('xpath=ancestor::section[1]'));
    const teamBox = await box(team);
    const stats = await box(page.locator('main .co-stats'));
    expect(teamBox.left).toBeGreaterThan(reviewsBox.right);
    // Level with the reviews' heading, not under the reviews.
    expect(Math.abs(teamBox.top - reviewsBox.top)).toBeLessThan(40);
    expect(Math.round(teamBox.right)).toBe(Math.round(stats.right));
    expect(errors).toEqual([]);
    await context.close();
  });

  // ux20: four buttons each on a row of their own made a 615 px band before anything of the company's.
  test("at 390 px Rate This Company and Share share a row of the band's buttons", async () => {
    const { company } = await demoSubjects(baseUrl);
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}${companyHref(company)}`);
    await appTookOver(page);
    const top = (name: string) =>
      page
        .locator('main .rk-band')
        .getByRole(name === 'Share' ? 'button' : 'link', { name, exact: true })
        .evaluate((e) => {
          const r = e.getBoundingClientRect();
          return { top: Math.round(r.top), height: r.height };
        });
    const rate = await top('Rate This Company');
    const share = await top('Share');
    expect(share.top).toBe(rate.top);
    expect(Math.min(rate.height, share.height)).toBeGreaterThanOrEqual(44);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the account screens with nothing in them yet', () => {
  for (const [label, device] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`at ${label}, My reviews, Saved and the outbox start their empty state where the band's title starts`, async () => {
      const account = await verifiedAccount('empty-account-screens');
      const { context, page, errors } = await openPage(browser, device);
      await signIn(page, account);
      for (const [path, text] of [
        ['/my-reviews', 'No reviews posted yet.'],
        ['/saved', 'You have not saved any interviewers yet.'],
        ['/outbox', 'Your outbox is empty'],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await appTookOver(page);
        const empty = page.getByText(text, { exact: true });
        await empty.waitFor();
        const left = async (element: ReturnType<Page['locator']>) =>
          element.evaluate((e) => {
            // The text's own left edge (a centred line starts inside its box).
            const range = document.createRange();
            range.selectNodeContents(e);
            return Math.round(range.getBoundingClientRect().left);
          });
        const title = page.getByRole('heading', { level: 1 });
        // Every block of the empty state (its words and its buttons) starts there too.
        const blocks = await empty
          .locator('xpath=ancestor::div[contains(@class, "rk-empty-block")][1]/*')
          .evaluateAll((children) => children.map((c) => Math.round(c.getBoundingClientRect().left)));
        expect({ path, text: await left(empty) }).toEqual({ path, text: await left(title) });
        expect(blocks.length, path).toBeGreaterThan(1);
        for (const edge of blocks) expect({ path, edge }).toEqual({ path, edge: await left(title) });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the rating forms at 1280 px', () => {
  // ux19: Rate a Manager's, a company review's and Add an interviewer's titles started at the page's edge,
  // 190 px left of their form's column (Rate an interviewer's started with its form).
  test('Rate a Manager, a company review, Add an interviewer and Rate an interviewer start their title where the form starts', {
    timeout: 60_000,
  }, async () => {
    const { company } = await demoSubjects(baseUrl);
    const account = await verifiedAccount('rate-forms-column');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await signIn(page, account);
    const edges: Record<string, { title: number; column: number }> = {};
    for (const path of [
      '/rate-manager',
      `${companyHref(company)}/rate-company`,
      '/add-interviewer',
      '/rate-interviewer',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await appTookOver(page);
      // The form's card, or the card saying why there is none yet (a company reviewed this month); a status
      // read out while the session loads may come and go before it.
      const column = page.locator('main .rk-body > .card');
      await column.waitFor();
      const left = (locator: ReturnType<Page['locator']>) =>
        locator.first().evaluate((e) => Math.round(e.getBoundingClientRect().left));
      edges[path] = { title: await left(page.locator('main h1')), column: await left(column) };
    }
    const titles = Object.fromEntries(Object.entries(edges).map(([path, edge]) => [path, edge.title]));
    const columns = Object.fromEntries(Object.entries(edges).map(([path, edge]) => [path, edge.column]));
    expect(titles).toEqual(columns);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the blog article and the text pages at 1280 px', () => {
  // ux20: the article sat at the left of the page's width, its right third empty, while every other
  // screen centres its content; the FAQ, the guidelines and the legal pages did the same.
  test.each(['/Toxic-Workplace-Blog', '/faq', '/guidelines', '/privacy', '/terms'])(
    '%s: its title and its text share one column, centred on the page',
    async (path) => {
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await page.goto(`${baseUrl}${path}`);
      await appTookOver(page);
      const edges = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((e) => {
            const r = e.getBoundingClientRect();
            return {
              left: Math.round(r.left),
              right: Math.round(document.documentElement.clientWidth - r.right),
            };
          });
      const title = await edges('main h1');
      const text = await edges('main .prose');
      expect(title.left).toBe(text.left);
      expect(Math.abs(text.left - text.right)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe("All-Companies' listings at 1280 px", () => {
  // ux20: Top Rated and Recently Added (four companies each) were drawn three to a row, the fourth alone
  // on a second row.
  test('Top Rated Companies and Recently Added each take one row', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/All-Companies`);
    await appTookOver(page);
    for (const title of ['Top Rated Companies', 'Recently Added']) {
      const cards = page.getByRole('region', { name: title }).locator('.co-card');
      await cards.first().waitFor();
      const tops = await cards.evaluateAll((all) =>
        all.map((card) => Math.round(card.getBoundingClientRect().top)),
      );
      expect(tops.length, title).toBeGreaterThan(0);
      expect(new Set(tops).size, title).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the company band at 390 px', () => {
  test('the review count takes a line of its own, not a line that begins with "·"; at 1280 px it follows the stars', async () => {
    const { company } = await demoSubjects(baseUrl);
    for (const size of [PHONE, DESKTOP]) {
      const { context, page, errors } = await openPage(browser, size);
      await page.goto(`${baseUrl}${companyHref(company)}`);
      await appTookOver(page);
      const count = page.locator('.co-band-score-count');
      await count.waitFor();
      const shown = await count.evaluate((el) => {
        const before = getComputedStyle(el, '::before').content;
        const number = (document.querySelector('.co-band-score-number') as Element).getBoundingClientRect();
        return {
          text: `${before === 'none' ? '' : before.replaceAll('"', '')}${el.textContent}`,
          ownLine: el.getBoundingClientRect().top >= number.bottom,
        };
      });
      if (size === PHONE) {
        expect(shown.ownLine).toBe(true);
        expect(shown.text).toMatch(/^\d/);
      } else {
        expect(shown.ownLine).toBe(false);
        expect(shown.text).toMatch(/^· \d/);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("a profile's reviews heading", () => {
  for (const kind of ['manager', 'interviewer'] as const) {
    for (const [width, options] of [
      [390, PHONE],
      [1280, DESKTOP],
    ] as const) {
      test(`${kind}, at ${width} px: "Reviews" reads first, the sort ${width === 390 ? 'under it' : 'beside it, on its line'}`, async () => {
        const { manager, interviewer } = await demoSubjects(baseUrl);
        const { context, page, errors } = await openPage(browser, options);
        await page.goto(
          `${baseUrl}${kind === 'manager' ? `/management/managers/x/${manager._id}` : `/interviewers/${interviewer._id}`}`,
        );
        await appTookOver(page);
        const heading = page.getByRole('heading', { level: 2, name: 'Reviews' });
        await page.getByRole('combobox', { name: 'Sort by' }).waitFor();
        const box = (e: Element) => e.getBoundingClientRect().toJSON() as DOMRect;
        const title = await heading.evaluate(box);
        // The whole control: its "Sort by" label is its top.
        const sort = await page.locator('main .rk-order').evaluate(box);
        if (width === 390) {
          expect(sort.top).toBeGreaterThanOrEqual(title.bottom);
        } else {
          expect(sort.left).toBeGreaterThan(title.right);
          // Each label and select sits on the heading's line: none above it (a label stacked over its
          // select stood above "Reviews" and pushed the heading below the sidebar's first card).
          const middle = (b: DOMRect) => b.top + b.height / 2;
          const parts = await page
            .locator('main .rk-order label, main .rk-order select')
            .evaluateAll((all) => all.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
          expect(parts.length).toBe(kind === 'manager' ? 2 : 4);
          for (const part of parts) {
            expect(middle(part)).toBeGreaterThan(title.top);
            expect(middle(part)).toBeLessThan(title.bottom);
          }
        }
        expect(sort.right).toBeLessThanOrEqual(width);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('Your profile', () => {
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: "Reviews Submitted", "Account Created" and the date each take one line`, async () => {
      const account = await verifiedAccount('profile-stats');
      const { context, page, errors } = await openPage(browser, options);
      await signIn(page, account);
      await page.goto(`${baseUrl}/profile`);
      await appTookOver(page);
      await page.getByText('Account Created', { exact: true }).waitFor();
      const lines = await page.locator('main .profile-stats dt, main .profile-stats dd').evaluateAll((all) =>
        all.map((e) => {
          const range = document.createRange();
          range.selectNodeContents(e);
          // One box top per line the text takes.
          const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          return `${e.textContent}: ${tops.size}`;
        }),
      );
      expect(lines).toHaveLength(4);
      expect(lines.filter((l) => !l.endsWith(': 1'))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('/Home, the departments, at 390 px', () => {
  // ux20: each department was a card with a View Managers button, forty identical buttons down the page.
  test('each department is one link (its name, its count beside it) at least 44 px tall, and a tap opens it', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/Home`);
    await appTookOver(page);
    await page.locator('main .mg-departments li').first().waitFor();
    const rows = await page.locator('main .mg-departments li').evaluateAll((items) =>
      items.map((item) => {
        const links = item.querySelectorAll('a');
        const link = links[0] as HTMLElement;
        const [name, count] = Array.from(link.children, (e) => e.getBoundingClientRect());
        return {
          text: item.textContent ?? '',
          links: links.length,
          height: Math.round(link.getBoundingClientRect().height),
          beside: !!name && !!count && count.left >= name.right && count.top < name.bottom,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.links !== 1 || !row.beside).map((row) => row.text)).toEqual([]);
    expect(Math.min(...rows.map((row) => row.height))).toBeGreaterThanOrEqual(44);
    expect(Math.max(...rows.map((row) => row.height))).toBeLessThanOrEqual(80);
    expect(await page.getByText('View Managers', { exact: true }).count()).toBe(0);

    const first = page.locator('main .mg-departments a').first();
    const href = await first.getAttribute('href');
    await first.click({ position: { x: 8, y: 12 } });
    await page.waitForURL(`${baseUrl}${href}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  // ux19: a one-word name wider than its column ("Merchandising", from the seed's "Visual Merchandising")
  // ran on under what stood beside it.
  test('a department whose name has a long word keeps the whole name clear of its count', {
    timeout: 60_000,
  }, async () => {
    const account = await verifiedAccount('long-department');
    const department = 'Visual Merchandising';
    await apiPost('/rate-manager', account, {
      companyName: unique('Longword Retail'),
      branch: { city: 'Leeds' },
      departmentName: department,
      manager: { name: 'Pat Longword', position: 'Store Lead' },
      review: { rating: 4, reviewText: 'Clear about what she expects, and fair with the rota.' },
    });
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/Home`);
    await appTookOver(page);
    const row = page.locator('main .mg-departments a').filter({ hasText: department });
    const { nameRight, countLeft } = await row.evaluate((e) => {
      // The name's own text, which may run past its box.
      const range = document.createRange();
      range.selectNodeContents(e.querySelector('.mg-department-name') as HTMLElement);
      const right = Math.max(...Array.from(range.getClientRects(), (r) => r.right));
      return {
        nameRight: right,
        countLeft: (e.querySelector('.mg-department-count') as HTMLElement).getBoundingClientRect().left,
      };
    });
    expect(nameRight).toBeLessThanOrEqual(countLeft);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a profile nobody has reviewed yet', () => {
  // ux19: before the first review a profile showed a breakdown of five zero bars and (a manager) a
  // Management style card of "Not rated: ..." first: on a phone "No reviews yet" came a screen down.
  test('shows no figures, and says "No reviews yet" on the first screen at 390 px and beside nothing at 1280 px', {
    timeout: 90_000,
  }, async () => {
    const owner = await verifiedAccount('unreviewed-profiles');
    const company = await newCompany(owner);
    const manager = await newManager(owner, company, unique('Lucia Olsen'));
    const person = await apiPost<{ _id: string }>('/interviewers', owner, {
      name: unique('Amara Kapoor'),
      company: company._id,
    });
    const seen: Record<string, unknown> = {};
    for (const size of [PHONE, DESKTOP]) {
      const { context, page, errors } = await openPage(browser, size);
      for (const path of [manager.href, `/interviewers/${person._id}`]) {
        await page.goto(`${baseUrl}${path}`);
        await appTookOver(page);
        const empty = page.locator('main .rk-empty', { hasText: 'No reviews yet.' });
        await empty.waitFor();
        const { top, left } = await empty.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
        const columnLeft = await page
          .locator('main .rk-columns')
          .evaluate((e) => Math.round(e.getBoundingClientRect().left));
        seen[`${size.viewport.width} ${path}`] = {
          figures: await page.getByRole('heading', { name: /Rating breakdown|Management style/ }).count(),
          onFirstScreen: top < size.viewport.height,
          // At 1280 px the reviews take the whole width: nothing stands in a column beside them.
          fromColumnStart: left - columnLeft < 1,
        };
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    const expected = { figures: 0, onFirstScreen: true, fromColumnStart: true };
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((key) => [key, expected])));
  });
});

describe('search suggestions at 390 px', () => {
  test('an interviewer\'s badge stays beside the company, even "No rating yet" beside a long name', async () => {
    const account = await verifiedAccount('suggestion-badge', { daysOld: 30 });
    const added = await fetch(`${baseUrl}/api/interviewers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Quillan Ravensworth', company: 'Northwind Logistics Partners' }),
    });
    expect(added.status).toBe(201);
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/search-interviewers`);
    await appTookOver(page);
    await page.getByRole('combobox').first().fill('Quillan');
    await page.getByRole('option', { name: /Quillan Ravensworth/ }).waitFor();
    const placed = await page.getByRole('option', { name: /Quillan Ravensworth/ }).evaluate((option) => {
      const meta = option.querySelector('.rk-suggestion-meta') as HTMLElement;
      const badge = meta.querySelector('.rating-badge') as HTMLElement;
      const range = document.createRange();
      range.selectNode(meta.firstChild as Node);
      const text = range.getBoundingClientRect();
      const box = badge.getBoundingClientRect();
      return { badge: badge.textContent, beside: box.left >= text.right - 1 && box.top < text.bottom };
    });
    expect(placed).toEqual({ badge: 'No rating yet', beside: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
