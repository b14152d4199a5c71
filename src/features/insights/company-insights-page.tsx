import { periodText } from '@contract/period-text';
import { type ReactNode, useId, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { FigureTable } from '@/components/figure-table/figure-table';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadGate } from '@/components/review-kit/load-problem';
import { formatScore, reviewCountText } from '@/components/scores/score-format';
import { embeddedCompanyInsights, getCompanyInsights } from '@/features/insights/api';
import { AverageBar, ShareBar } from '@/features/insights/average-bar';
import { ThemeList } from '@/features/insights/theme-list';
import { TrendChart } from '@/features/insights/trend-chart';
import { trendChartData } from '@/features/insights/trend-series';
import type { CompanyInsights, Figure, GroupFigures, ReviewKind } from '@/features/insights/types';
import { companyHref, managerHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';
import {
  COMPANY_INSIGHTS_EYEBROW,
  companyInsightsDescription,
  companyInsightsTitle,
} from '../../../functions/src/domain/text/company-page-titles.ts';
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
  THEMES_NOTE,
  THEMES_TITLE,
  TREND_COLUMNS,
  TREND_TITLE,
  trendNote,
} from '../../../functions/src/domain/text/insights-text.ts';
import './insights.css';

const KIND_LABELS = INSIGHT_KIND_LABELS;
const KIND_COLORS: Record<ReviewKind, string> = {
  manager: '#1d4ed8',
  interviewer: '#b45309',
  company: '#047857',
};

/** /companies/:name/:id/insights: trends, comparisons and themes, every figure resting on enough reviews. */
export function CompanyInsightsPage() {
  const { id = '' } = useParams();
  const { state, reload } = useAsyncData(
    id,
    (signal) => getCompanyInsights(id, signal),
    // Over the server-rendered page: its answer, so the first render draws the same figures at once.
    () => embeddedCompanyInsights(id),
  );
  return (
    <LoadGate
      state={state}
      reload={reload}
      loading={{
        title: 'Company insights',
        description: 'Trends and themes of a company.',
        text: 'Loading insights...',
      }}
      noun="Company"
      notFoundText="This company does not exist."
      back={{ to: '/All-Companies', label: 'All companies' }}
    >
      {({ data, fetchedAt, fromCache }) => (
        <Insights insights={data}>
          <DataFreshness fetchedAt={fetchedAt} fromCache={fromCache} />
        </Insights>
      )}
    </LoadGate>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card in-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {note ? <p className="rk-muted in-note">{note}</p> : null}
      {children}
    </section>
  );
}

/** The sections without figures yet, named in one card (DESIGN.md 6a's rule said once, not per card). */
function NotEnough({ min, titles }: { min: number; titles: string[] }) {
  if (titles.length === 0) return null;
  return (
    <Section title={NOT_ENOUGH_TITLE} note={notEnoughText(min)}>
      <ul className="in-waiting">
        {titles.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    </Section>
  );
}

/** Groups (branches, departments) as rows: the named ones, then the pooled rest. */
function groupRows(groups: GroupFigures, noun: string): (Figure & { key: string; name: string })[] {
  return [
    ...groups.groups.map((g) => ({ key: g.id, ...g })),
    ...(groups.others
      ? [{ key: 'others', name: otherGroupsName(noun, groups.others.groupCount), ...groups.others }]
      : []),
  ];
}

type SectionKey = 'trend' | 'aspects' | 'outcomes' | 'branches' | 'departments' | 'movers';

/** The sections with figures, in the page's order; those without are named in one card at the end. */
const SECTION_TITLES: [SectionKey, string][] = [
  ['trend', TREND_TITLE],
  ['aspects', ASPECTS_TITLE],
  ['outcomes', OUTCOMES_TITLE],
  ...GROUP_SECTIONS.map(({ key, title }): [SectionKey, string] => [key, title]),
  ['movers', MOVERS_TITLE],
];

function sectionsShown(insights: CompanyInsights): Record<SectionKey, boolean> {
  return {
    trend: (['manager', 'interviewer', 'company'] as const).some((k) => insights.trend[k].length > 0),
    aspects: insights.aspects.length > 0,
    outcomes: insights.outcomes !== null,
    branches: groupRows(insights.branches, 'branches').length > 0,
    departments: groupRows(insights.departments, 'departments').length > 0,
    movers: insights.managers.rising.length + insights.managers.falling.length > 0,
  };
}

function Insights({ insights, children }: { insights: CompanyInsights; children?: ReactNode }) {
  const titleId = useId();
  const company = { _id: insights.companyId, name: insights.name };
  const min = insights.minGroup;
  const shown = sectionsShown(insights);
  const waiting = SECTION_TITLES.filter(([key]) => !shown[key]).map(([, title]) => title);
  return (
    <article aria-labelledby={titleId}>
      <PageMeta
        title={companyInsightsTitle(insights.name)}
        description={companyInsightsDescription(insights.name)}
        canonicalPath={`${companyHref(company)}/insights`}
      />
      <header className="rk-band">
        <div className="container">
          <p className="eyebrow rk-eyebrow">{COMPANY_INSIGHTS_EYEBROW}</p>
          <h1 id={titleId}>{insights.name}</h1>
          <p className="rk-lead">{insightsLead(min)}</p>
          <div className="rk-row">
            <Link to={companyHref(company)} className="btn btn-outline-inverse">
              {INSIGHTS_BACK}
            </Link>
          </div>
        </div>
      </header>
      <div className="container rk-body in-grid">
        {children}
        {shown.trend ? <TrendSection insights={insights} /> : null}
        {shown.aspects ? <AspectSection insights={insights} /> : null}
        {shown.outcomes ? <OutcomeSection insights={insights} /> : null}
        {GROUP_SECTIONS.filter(({ key }) => shown[key]).map(({ key, title, noun }) => (
          <GroupSection key={key} title={title} groups={insights[key]} min={min} noun={noun} />
        ))}
        {shown.movers ? <MoverSection insights={insights} /> : null}
        <ThemeSection insights={insights} />
        <NotEnough min={min} titles={waiting} />
      </div>
    </article>
  );
}

function TrendSection({ insights }: { insights: CompanyInsights }) {
  // Keyed on the answer alone, so the chart is drawn again only when the figures change.
  const { kinds, chart } = useMemo(() => {
    const kinds = (['manager', 'interviewer', 'company'] as const).filter(
      (k) => insights.trend[k].length > 0,
    );
    return {
      kinds,
      chart: {
        data: trendChartData(kinds.map((k) => insights.trend[k])),
        series: kinds.map((k) => ({ label: KIND_LABELS[k], color: KIND_COLORS[k] })),
      },
    };
  }, [insights]);
  return (
    <Section title={TREND_TITLE} note={trendNote(insights.minGroup)}>
      {chart.data ? <TrendChart data={chart.data} series={chart.series} /> : null}
      {kinds.map((k) => (
        <FigureTable
          key={k}
          caption={KIND_LABELS[k]}
          columns={TREND_COLUMNS}
          rows={insights.trend[k].map((p) => ({
            key: p.from,
            head: periodText(p),
            cells: [formatScore(p.average), p.reviewCount],
          }))}
        />
      ))}
    </Section>
  );
}

function AspectSection({ insights }: { insights: CompanyInsights }) {
  const aspects = insights.aspects;
  return (
    <Section title={ASPECTS_TITLE} note={ASPECTS_NOTE}>
      {/* Like branches and departments: one row per aspect with its whole name, and two bars in it,
          the company's above the median of all companies, each with its figure and what it rests
          on. Names under vertical bars were cut ("Leaders…") or dropped on a phone. */}
      <div className="in-groups in-aspects">
        {/* Each figure is named for screen readers in its cell; the legend is for the eye. */}
        <ul className="in-legend" aria-hidden="true">
          <li data-tone="primary">{insights.name}</li>
          <li data-tone="reference">{ALL_COMPANIES}</li>
        </ul>
        <FigureTable
          caption={aspectsCaption(insights.name)}
          columns={ASPECTS_COLUMNS}
          rows={aspects.map((a) => ({
            key: `${a.kind}-${a.aspect}`,
            head: (
              <>
                {aspectName(a.kind, a.aspect)}{' '}
                <span className="rk-muted in-aspect-kind">({a.kind} reviews)</span>
              </>
            ),
            cells: [
              <div key="bars" className="in-bar-pair">
                <AverageBar value={a.average} label={insights.name} />
                {a.allCompanies ? (
                  <AverageBar value={a.allCompanies.median} label={ALL_COMPANIES} tone="reference" />
                ) : (
                  <span className="rk-muted">{NO_MEDIAN_TEXT}</span>
                )}
                {/* Below both bars, so every bar of the section has the same track to compare. */}
                <span className="rk-muted in-bar-counts">
                  {reviewCountText(a.reviewCount)}
                  {a.allCompanies ? medianOfText(a.allCompanies.companyCount) : ''}
                </span>
              </div>,
            ],
            cellClass: () => 'in-bar-cell',
          }))}
        />
        <AspectsLeftOut insights={insights} />
      </div>
    </Section>
  );
}

function AspectsLeftOut({ insights }: { insights: CompanyInsights }) {
  const text = aspectsLeftOutText(insights.aspects, insights.minGroup);
  return text ? <p className="rk-muted in-left-out">{text}</p> : null;
}

function OutcomeSection({ insights }: { insights: CompanyInsights }) {
  const outcomes = insights.outcomes;
  if (!outcomes) return null;
  return (
    <Section title={OUTCOMES_TITLE} note={OUTCOMES_NOTE}>
      {/* Like branches and departments: one row per outcome with its whole name, a bar as long as
          its share of the reviews, and the share and count as text. Names under vertical bars were
          cut or dropped on a phone. */}
      <div className="in-groups in-outcomes">
        <FigureTable
          caption={outcomesCaption(reviewCountText(outcomes.reviewCount))}
          columns={OUTCOMES_COLUMNS}
          rows={OUTCOME_NAMES.map(([key, label]) => ({
            key,
            head: label,
            cells: [
              <ShareBar key="share" count={outcomes[key]} total={outcomes.reviewCount} />,
              outcomes[key],
            ],
            cellClass: (i) => (i === 0 ? 'in-bar-cell' : undefined),
          }))}
        />
      </div>
    </Section>
  );
}

function GroupSection({
  title,
  groups,
  min,
  noun,
}: {
  title: string;
  groups: GroupFigures;
  min: number;
  noun: string;
}) {
  const rows = useMemo(() => groupRows(groups, noun), [groups, noun]);
  return (
    <Section title={title} note={groupNote(noun, min)}>
      {/* Names of branches and departments run long ("Indiranagar, 100 Feet Road, Bengaluru") and
          come in any number, so they are compared as horizontal bars: one row each, the whole name on
          the left (wrapping), the bar and its figure on the right. Labels under vertical bars would
          have to be cut or would run into each other. The table is the chart and its text at once. */}
      <div className="in-groups">
        <FigureTable
          caption={groupCaption(title)}
          columns={GROUP_COLUMNS}
          rows={rows.map((r) => ({
            key: r.key,
            head: r.name,
            cells: [<AverageBar key="average" value={r.average} />, r.reviewCount],
            cellClass: (i) => (i === 0 ? 'in-bar-cell' : undefined),
          }))}
        />
      </div>
    </Section>
  );
}

function MoverSection({ insights }: { insights: CompanyInsights }) {
  const { rising, falling, lastYear } = insights.managers;
  const movers = [...rising, ...falling];
  return (
    <Section title={MOVERS_TITLE} note={moversNote(lastYear, insights.minGroup)}>
      <FigureTable
        caption={MOVERS_CAPTION}
        columns={MOVERS_COLUMNS}
        rows={movers.map((m) => ({
          key: m.id,
          head: (
            <Link to={managerHref({ _id: m.id, name: m.name })} className="in-mover-link">
              {m.name}
            </Link>
          ),
          cells: [
            <>
              {formatScore(m.before.average)} <span className="rk-muted">({m.before.reviewCount})</span>
            </>,
            <>
              {formatScore(m.after.average)} <span className="rk-muted">({m.after.reviewCount})</span>
            </>,
            changeText(m.change),
          ],
          cellClass: (i) => (i === 2 ? (m.change > 0 ? 'in-up' : 'in-down') : undefined),
        }))}
      />
    </Section>
  );
}

function ThemeSection({ insights }: { insights: CompanyInsights }) {
  const themes = insights.themes?.themes ?? [];
  return (
    <Section title={THEMES_TITLE} note={THEMES_NOTE}>
      {/* A company's themes are its company reviews' alone (themes.ts): its managers' are theirs. */}
      <ThemeList
        kind="company"
        subjectId={insights.companyId}
        themes={themes}
        emptyText={NO_COMPANY_THEMES}
      />
    </Section>
  );
}
