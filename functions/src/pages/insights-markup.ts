// A company's insights page as the PWA draws it (src/features/insights/company-insights-page.tsx), for
// search engines and readers without JavaScript: the band, then each section with its note and its
// figures as tables, in the same words (domain/text/insights-text.ts) and classes. The trend's chart needs
// the app; its tables carry the same figures. Every figure comes from the public insights answer, which
// already keeps DESIGN.md 6a's rules (5 reviews a figure, merged periods, pooled groups; published reviews
// only). Every value from data is escaped.

import type { CompanyInsights, Themes } from '../contract/insights.ts';
import { periodText } from '../contract/period-text.ts';
import { COMPANY_INSIGHTS_EYEBROW } from '../domain/text/company-page-titles.ts';
import { formatScore, reviewCountText } from '../domain/text/display-text.ts';
import {
  ALL_COMPANIES,
  ASPECTS_COLUMNS,
  ASPECTS_NOTE,
  ASPECTS_TITLE,
  aspectName,
  aspectsCaption,
  aspectsLeftOutText,
  changeText,
  GROUP_COLUMNS,
  GROUP_SECTIONS,
  groupCaption,
  groupNote,
  INSIGHT_KIND_LABELS,
  INSIGHTS_BACK,
  insightsLead,
  MOVERS_CAPTION,
  MOVERS_COLUMNS,
  MOVERS_TITLE,
  medianOfText,
  moversNote,
  NO_COMPANY_THEMES,
  NO_MEDIAN_TEXT,
  NOT_ENOUGH_TITLE,
  notEnoughText,
  OUTCOME_NAMES,
  OUTCOMES_COLUMNS,
  OUTCOMES_NOTE,
  OUTCOMES_TITLE,
  otherGroupsName,
  outcomesCaption,
  PROFILE_THEMES_TITLE,
  profileThemesNote,
  sharePercent,
  THEMES_NOTE,
  THEMES_TITLE,
  TREND_COLUMNS,
  TREND_TITLE,
  themeDetailText,
  trendNote,
} from '../domain/text/insights-text.ts';
import { companyHref, managerHref } from '../http/profile-paths.ts';
import { esc } from './html.ts';

/** A cell's content is markup; `cellClass` by position, as FigureTable's. */
type Row = { head: string; cells: string[]; cellClass?: (i: number) => string | undefined };

/** FigureTable (src/components/figure-table/figure-table.tsx). */
function figureTable(caption: string, columns: string[], rows: Row[]): string {
  const head = columns.map((c) => `<th scope="col">${esc(c)}</th>`).join('');
  const body = rows
    .map((r) => {
      const cells = r.cells
        .map((cell, i) => {
          const cls = r.cellClass?.(i);
          return `<td${cls ? ` class="${cls}"` : ''}>${cell}</td>`;
        })
        .join('');
      return `<tr><th scope="row">${r.head}</th>${cells}</tr>`;
    })
    .join('');
  return (
    `<div class="figure-table-scroll"><table class="figure-table"><caption>${caption}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
  );
}

/** AverageBar / ShareBar (src/features/insights/average-bar.tsx). */
function figureBar(
  kind: 'average' | 'share',
  fraction: number,
  text: string,
  label?: string,
  tone: 'primary' | 'reference' = 'primary',
): string {
  const width = Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10;
  return (
    `<span class="in-bar-figure" data-tone="${tone}" data-kind="${kind}">` +
    `${label ? `<span class="visually-hidden">${esc(label)}: </span>` : ''}` +
    `<span class="score-bar score-bar-aspect in-bar" aria-hidden="true"><span data-bar="" style="width:${width}%"></span></span>` +
    `<span class="in-bar-value">${esc(text)}</span></span>`
  );
}
const averageBar = (value: number, label?: string, tone?: 'primary' | 'reference') =>
  figureBar('average', value / 5, formatScore(value), label, tone);

function sectionMarkup(id: string, title: string, note: string, content: string): string {
  return (
    `<section class="card in-section" aria-labelledby="in-${id}"><h2 id="in-${id}">${esc(title)}</h2>` +
    `<p class="rk-muted in-note">${esc(note)}</p>${content}</section>`
  );
}

/** The sections without figures yet, named in one card (NotEnough in the app). */
function notEnoughCard(titles: string[], min: number): string {
  if (titles.length === 0) return '';
  return sectionMarkup(
    'waiting',
    NOT_ENOUGH_TITLE,
    notEnoughText(min),
    `<ul class="in-waiting">${titles.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`,
  );
}

export function insightsMarkup(insights: CompanyInsights): string {
  const min = insights.minGroup;
  // A section without figures yet is not drawn: its title joins the one card that says so (as the app).
  const waiting: string[] = [];
  const section = (id: string, title: string, note: string, content: string | null): string => {
    if (content === null) {
      waiting.push(title);
      return '';
    }
    return sectionMarkup(id, title, note, content);
  };
  const company = { _id: insights.companyId, name: insights.name };

  const kinds = (['manager', 'interviewer', 'company'] as const).filter((k) => insights.trend[k].length > 0);
  const trend = section(
    'trend',
    TREND_TITLE,
    trendNote(min),
    kinds.length === 0
      ? null
      : kinds
          .map((k) =>
            figureTable(
              esc(INSIGHT_KIND_LABELS[k]),
              TREND_COLUMNS,
              insights.trend[k].map((p) => ({
                head: esc(periodText(p)),
                cells: [formatScore(p.average), String(p.reviewCount)],
              })),
            ),
          )
          .join(''),
  );

  const leftOut = (text: string | null) => (text ? `<p class="rk-muted in-left-out">${esc(text)}</p>` : '');
  const aspects = section(
    'aspects',
    ASPECTS_TITLE,
    ASPECTS_NOTE,
    insights.aspects.length === 0
      ? null
      : '<div class="in-groups in-aspects"><ul class="in-legend" aria-hidden="true">' +
          `<li data-tone="primary">${esc(insights.name)}</li><li data-tone="reference">${esc(ALL_COMPANIES)}</li></ul>` +
          figureTable(
            esc(aspectsCaption(insights.name)),
            ASPECTS_COLUMNS,
            insights.aspects.map((a) => ({
              head: `${esc(aspectName(a.kind, a.aspect))} <span class="rk-muted in-aspect-kind">(${a.kind} reviews)</span>`,
              cells: [
                `<div class="in-bar-pair">${averageBar(a.average, insights.name)}` +
                  (a.allCompanies
                    ? averageBar(a.allCompanies.median, ALL_COMPANIES, 'reference')
                    : `<span class="rk-muted">${esc(NO_MEDIAN_TEXT)}</span>`) +
                  `<span class="rk-muted in-bar-counts">${reviewCountText(a.reviewCount)}${a.allCompanies ? esc(medianOfText(a.allCompanies.companyCount)) : ''}</span></div>`,
              ],
              cellClass: () => 'in-bar-cell',
            })),
          ) +
          leftOut(aspectsLeftOutText(insights.aspects, insights.minGroup)) +
          '</div>',
  );

  const o = insights.outcomes;
  const outcomes = section(
    'outcomes',
    OUTCOMES_TITLE,
    OUTCOMES_NOTE,
    !o
      ? null
      : `<div class="in-groups in-outcomes">${figureTable(
          esc(outcomesCaption(reviewCountText(o.reviewCount))),
          OUTCOMES_COLUMNS,
          OUTCOME_NAMES.map(([key, label]) => {
            const percent = sharePercent(o[key], o.reviewCount);
            return {
              head: esc(label),
              cells: [figureBar('share', percent / 100, `${percent}%`), String(o[key])],
              cellClass: (i: number) => (i === 0 ? 'in-bar-cell' : undefined),
            };
          }),
        )}</div>`,
  );

  const groups = GROUP_SECTIONS.map(({ key, title, noun }) => {
    const g = insights[key];
    const rows = [
      ...g.groups.map((x) => ({ name: x.name, average: x.average, reviewCount: x.reviewCount })),
      ...(g.others ? [{ ...g.others, name: otherGroupsName(noun, g.others.groupCount) }] : []),
    ];
    return section(
      key,
      title,
      groupNote(noun, min),
      rows.length === 0
        ? null
        : `<div class="in-groups">${figureTable(
            esc(groupCaption(title)),
            GROUP_COLUMNS,
            rows.map((r) => ({
              head: esc(r.name),
              cells: [averageBar(r.average), String(r.reviewCount)],
              cellClass: (i: number) => (i === 0 ? 'in-bar-cell' : undefined),
            })),
          )}</div>`,
    );
  }).join('');

  const { rising, falling, lastYear } = insights.managers;
  const movers = [...rising, ...falling];
  const moverSection = section(
    'movers',
    MOVERS_TITLE,
    moversNote(lastYear, min),
    movers.length === 0
      ? null
      : figureTable(
          esc(MOVERS_CAPTION),
          MOVERS_COLUMNS,
          movers.map((m) => ({
            head: `<a href="${esc(managerHref({ _id: m.id, name: m.name }))}" class="in-mover-link" data-discover="true">${esc(m.name)}</a>`,
            cells: [
              `${formatScore(m.before.average)} <span class="rk-muted">(${m.before.reviewCount})</span>`,
              `${formatScore(m.after.average)} <span class="rk-muted">(${m.after.reviewCount})</span>`,
              esc(changeText(m.change)),
            ],
            cellClass: (i: number) => (i === 2 ? (m.change > 0 ? 'in-up' : 'in-down') : undefined),
          })),
        ),
  );

  const themeList = insights.themes?.themes ?? [];
  const themes = section(
    'themes',
    THEMES_TITLE,
    THEMES_NOTE,
    themeList.length === 0
      ? `<p class="rk-muted">${esc(NO_COMPANY_THEMES)}</p>`
      : `<ul class="in-themes">${themeItemsMarkup(themeList)}</ul>`,
  );

  return (
    '<article aria-labelledby="insights-title"><header class="rk-band"><div class="container">' +
    `<p class="eyebrow rk-eyebrow">${esc(COMPANY_INSIGHTS_EYEBROW)}</p><h1 id="insights-title">${esc(insights.name)}</h1>` +
    `<p class="rk-lead">${esc(insightsLead(min))}</p><div class="rk-row">` +
    `<a href="${esc(companyHref(company))}" class="btn btn-outline-inverse" data-discover="true">${esc(INSIGHTS_BACK)}</a></div></div></header>` +
    `<div class="container rk-body in-grid">${trend}${aspects}${outcomes}${groups}${moverSection}${themes}${notEnoughCard(waiting, min)}</div></article>`
  );
}

/**
 * ThemeList's items without JavaScript, in its words: the phrase first, then how many reviews, their tone
 * and average (the app opens the reviews behind it).
 */
export function themeItemsMarkup(themes: readonly Themes['themes'][number][]): string {
  return themes
    .map(
      (t) =>
        `<li class="in-theme in-theme-${t.tone}"><p><strong class="in-theme-phrase">${esc(t.phrase)}</strong> ` +
        `<span class="in-tone">${esc(themeDetailText(t))}</span></p></li>`,
    )
    .join('');
}

/**
 * RecurringThemes (src/features/insights/recurring-themes.tsx) without JavaScript: a profile's themes card
 * in the app's words, from the same answer (GET /themes/{kind}/{id}, which keeps DESIGN.md 6a's minimums:
 * 5 reviews a subject, 3 a theme); nothing when it has none, as the app shows none.
 */
export function profileThemesMarkup(answer: Themes | null): string {
  if (!answer || answer.themes.length === 0) return '';
  return (
    `<section class="card" aria-labelledby="themes-title"><h2 id="themes-title">${esc(PROFILE_THEMES_TITLE)}</h2>` +
    `<p class="rk-muted">${esc(profileThemesNote(answer.reviewCount))}</p>` +
    `<ul class="in-themes">${themeItemsMarkup(answer.themes)}</ul></section>`
  );
}
