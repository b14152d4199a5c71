import { periodText } from '@contract/period-text';
import { type ReactNode, useId, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { FigureTable } from '@/components/figure-table/figure-table';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadGate } from '@/components/review-kit/load-problem';
import { formatScore, reviewCountText } from '@/components/scores/score-format';
import { ASPECT_LABELS } from '@/components/scores/tones';
import { CATEGORY_LABELS } from '@/features/companies/labels';
import { getCompanyInsights } from '@/features/insights/api';
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
import './insights.css';

const KIND_LABELS: Record<ReviewKind, string> = {
  manager: 'Manager reviews',
  interviewer: 'Interviewer reviews',
  company: 'Company reviews',
};
const KIND_COLORS: Record<ReviewKind, string> = {
  manager: '#1d4ed8',
  interviewer: '#b45309',
  company: '#047857',
};

/** /companies/:name/:id/insights: trends, comparisons and themes, every figure resting on enough reviews. */
export function CompanyInsightsPage() {
  const { id = '' } = useParams();
  const { state, reload } = useAsyncData(id, (signal) => getCompanyInsights(id, signal));
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

function NotEnough({ min }: { min: number }) {
  return (
    <p className="rk-muted">Not enough reviews yet: every figure here rests on at least {min} reviews.</p>
  );
}

function Insights({ insights, children }: { insights: CompanyInsights; children?: ReactNode }) {
  const titleId = useId();
  const company = { _id: insights.companyId, name: insights.name };
  const min = insights.minGroup;
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
          <p className="rk-lead">
            No figure here rests on fewer than {min} published reviews; smaller periods and groups are merged
            or left out.
          </p>
          <div className="rk-row">
            <Link to={companyHref(company)} className="btn btn-outline-inverse">
              Back to the company
            </Link>
          </div>
        </div>
      </header>
      <div className="container rk-body in-grid">
        {children}
        <TrendSection insights={insights} />
        <AspectSection insights={insights} />
        <OutcomeSection insights={insights} />
        <GroupSection title="Branches compared" groups={insights.branches} min={min} noun="branches" />
        <GroupSection
          title="Departments compared"
          groups={insights.departments}
          min={min}
          noun="departments"
        />
        <MoverSection insights={insights} />
        <ThemeSection insights={insights} />
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
    <Section
      title="Rating trend by quarter"
      note={`Average rating per period, against time. Quarters with fewer than ${insights.minGroup} reviews are merged with their neighbours: each period is a line across the quarters it covers, with a dot at its middle.`}
    >
      {kinds.length === 0 ? (
        <NotEnough min={insights.minGroup} />
      ) : (
        <>
          {chart.data ? <TrendChart data={chart.data} series={chart.series} /> : null}
          {kinds.map((k) => (
            <FigureTable
              key={k}
              caption={KIND_LABELS[k]}
              columns={['Period', 'Average', 'Reviews']}
              rows={insights.trend[k].map((p) => ({
                key: p.from,
                head: periodText(p),
                cells: [formatScore(p.average), p.reviewCount],
              }))}
            />
          ))}
        </>
      )}
    </Section>
  );
}

const aspectLabel = (kind: 'manager' | 'company', aspect: string) =>
  (kind === 'manager'
    ? (ASPECT_LABELS as Record<string, string>)[aspect]
    : (CATEGORY_LABELS as Record<string, string>)[aspect]) ?? aspect;

const ALL_COMPANIES = 'Median of all companies';

function AspectSection({ insights }: { insights: CompanyInsights }) {
  const aspects = insights.aspects;
  return (
    <Section
      title="Aspects against all companies"
      note="Each aspect’s average beside the median of every company whose own figure rests on enough reviews. The median spans every industry: the site does not record a company’s industry yet."
    >
      {aspects.length === 0 ? (
        <NotEnough min={insights.minGroup} />
      ) : (
        // Like branches and departments: one row per aspect with its whole name, and two bars in it,
        // the company's above the median of all companies, each with its figure and what it rests
        // on. Names under vertical bars were cut ("Leaders…") or dropped on a phone.
        <div className="in-groups in-aspects">
          {/* Each figure is named for screen readers in its cell; the legend is for the eye. */}
          <ul className="in-legend" aria-hidden="true">
            <li data-tone="primary">{insights.name}</li>
            <li data-tone="reference">{ALL_COMPANIES}</li>
          </ul>
          <FigureTable
            caption={`Aspect averages out of 5: ${insights.name} against the median of all companies`}
            columns={['Aspect', 'Average out of 5']}
            rows={aspects.map((a) => ({
              key: `${a.kind}-${a.aspect}`,
              head: (
                <>
                  {aspectLabel(a.kind, a.aspect)}{' '}
                  <span className="rk-muted in-aspect-kind">({a.kind} reviews)</span>
                </>
              ),
              cells: [
                <div key="bars" className="in-bar-pair">
                  <AverageBar value={a.average} label={insights.name} />
                  {a.allCompanies ? (
                    <AverageBar value={a.allCompanies.median} label={ALL_COMPANIES} tone="reference" />
                  ) : (
                    <span className="rk-muted">{ALL_COMPANIES}: not enough companies yet</span>
                  )}
                  {/* Below both bars, so every bar of the section has the same track to compare. */}
                  <span className="rk-muted in-bar-counts">
                    {reviewCountText(a.reviewCount)}
                    {a.allCompanies ? ` · median of ${a.allCompanies.companyCount} companies` : ''}
                  </span>
                </div>,
              ],
              cellClass: () => 'in-bar-cell',
            }))}
          />
        </div>
      )}
    </Section>
  );
}

const OUTCOMES = [
  ['cleared', 'Cleared'],
  ['notCleared', 'Not cleared'],
  ['waiting', 'Waiting'],
  ['noAnswer', 'No answer (waiting over 30 days)'],
  ['noInterview', 'No interview'],
] as const;

function OutcomeSection({ insights }: { insights: CompanyInsights }) {
  const outcomes = insights.outcomes;
  return (
    <Section title="Interview outcomes" note="“Waiting” for more than 30 days counts as no answer.">
      {!outcomes ? (
        <NotEnough min={insights.minGroup} />
      ) : (
        // Like branches and departments: one row per outcome with its whole name, a bar as long as
        // its share of the reviews, and the share and count as text. Names under vertical bars were
        // cut or dropped on a phone.
        <div className="in-groups in-outcomes">
          <FigureTable
            caption={`Outcomes of ${reviewCountText(outcomes.reviewCount)} that gave one`}
            columns={['Outcome', 'Share', 'Reviews']}
            rows={OUTCOMES.map(([key, label]) => ({
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
      )}
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
  const rows = useMemo<(Figure & { key: string; name: string })[]>(
    () => [
      ...groups.groups.map((g) => ({ key: g.id, ...g })),
      ...(groups.others
        ? [{ key: 'others', name: `Other ${noun} (${groups.others.groupCount})`, ...groups.others }]
        : []),
    ],
    [groups, noun],
  );
  return (
    <Section
      title={title}
      note={`Manager reviews; ${noun} with fewer than ${min} reviews are pooled or left out.`}
    >
      {rows.length === 0 ? (
        <NotEnough min={min} />
      ) : (
        // Names of branches and departments run long ("Indiranagar, 100 Feet Road, Bengaluru") and
        // come in any number, so they are compared as horizontal bars: one row each, the whole name on
        // the left (wrapping), the bar and its figure on the right. Labels under vertical bars would
        // have to be cut or would run into each other. The table is the chart and its text at once.
        <div className="in-groups">
          <FigureTable
            caption={`${title}: average manager rating`}
            columns={['Name', 'Average out of 5', 'Reviews']}
            rows={rows.map((r) => ({
              key: r.key,
              head: r.name,
              cells: [<AverageBar key="average" value={r.average} />, r.reviewCount],
              cellClass: (i) => (i === 0 ? 'in-bar-cell' : undefined),
            }))}
          />
        </div>
      )}
    </Section>
  );
}

function MoverSection({ insights }: { insights: CompanyInsights }) {
  const { rising, falling, lastYear } = insights.managers;
  const movers = [...rising, ...falling];
  return (
    <Section
      title="Managers who rose or fell most"
      note={`Average rating over the last year (${periodText(lastYear)}) against the year before; each side rests on at least ${insights.minGroup} reviews.`}
    >
      {movers.length === 0 ? (
        <NotEnough min={insights.minGroup} />
      ) : (
        <FigureTable
          caption="Change in average rating"
          columns={['Manager', 'Year before', 'Last year', 'Change']}
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
              `${m.change > 0 ? '+' : '−'}${formatScore(Math.abs(m.change))}`,
            ],
            cellClass: (i) => (i === 2 ? (m.change > 0 ? 'in-up' : 'in-down') : undefined),
          }))}
        />
      )}
    </Section>
  );
}

function ThemeSection({ insights }: { insights: CompanyInsights }) {
  const themes = insights.themes?.themes ?? [];
  return (
    <Section
      title="What company reviews keep saying"
      note="Phrases that at least 3 different reviews share, positive or negative by those reviews’ ratings."
    >
      {/* A company's themes are its company reviews' alone (themes.ts): its managers' are theirs. */}
      <ThemeList
        kind="company"
        subjectId={insights.companyId}
        themes={themes}
        emptyText="No recurring themes in its company reviews yet. Themes of manager reviews are on each manager’s profile."
      />
    </Section>
  );
}
