import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { SearchBoxPlaceholder } from '@/components/site-search/search-box-placeholder';
import { absoluteUrl, SITE_DESCRIPTION, SITE_NAME } from '@/config/site';
import { warmUpApi } from '@/features/landing/api/ping';
import { FeatureIcon, type FeatureIconName } from '@/features/landing/components/feature-icon';
import { LatestReviews } from '@/features/landing/components/latest-reviews';
import { SampleReview } from '@/features/landing/components/sample-review';
import { LANDING_TITLE, landingJsonLd } from '../../../functions/src/domain/text/landing-head.ts';
import './landing.css';

/** The search box and its combobox load as their own chunk: the landing page is the entry chunk. */
const SiteSearchBox = lazy(async () => ({
  default: (await import('@/components/site-search/site-search-box')).SiteSearchBox,
}));

const steps = [
  {
    title: 'Search',
    text: 'Look up a hiring manager or interviewer by name, or browse everyone at a company.',
  },
  {
    title: 'Read',
    text: 'See star ratings for leadership, communication, teamwork, empathy and fairness, and what people actually experienced.',
  },
  {
    title: 'Rate',
    text: 'Sign in and describe your own interview or time on the team. Your name is never shown with your review.',
  },
  {
    title: 'Help the next person',
    text: 'Your review helps the next candidate prepare and walk in informed, and helps good managers stand out.',
  },
] as const;

const reasons: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'compass',
    title: 'Interviews go both ways',
    text: 'You are choosing a manager as much as they are choosing you. Knowing how someone runs an interview, gives feedback and treats people saves you from a bad fit.',
  },
  {
    icon: 'megaphone',
    title: 'Experiences stay hidden',
    text: 'Ghosting, moving goalposts and unfair treatment rarely leave the room. A short, factual review turns one private experience into something others can learn from.',
  },
  {
    icon: 'award',
    title: 'Good managers deserve credit',
    text: 'Great leaders rarely get public recognition. Positive reviews help them attract people who want to work for someone like them.',
  },
  {
    icon: 'shield',
    title: 'Anonymous by design',
    text: 'Reviews are stored without your name or email and are never shown with your account, so you can be honest without worrying about your career.',
  },
];

/**
 * SPEC.md's roadmap, built: said as what a visitor can use today, with where it is. Listed as "what we
 * are building next", it told a stranger these did not exist yet.
 */
const beyondReviews: { what: string; where: ReactNode }[] = [
  {
    what: 'Company insights',
    where: (
      <>
        how a company’s managers, branches and departments compare with every other company, on each{' '}
        <Link to="/All-Companies">company’s page</Link>.
      </>
    ),
  },
  {
    what: 'Recurring themes',
    where: 'what a person’s or a company’s reviews keep mentioning, on every profile with enough reviews.',
  },
  {
    what: 'Dashboards for managers',
    where:
      'a manager who claims their profile follows each part of their rating over time, against other managers, and can answer reviews.',
  },
  {
    what: 'Ratings on job boards',
    where: 'sites and job boards can show a profile’s rating, always linked back to its reviews here.',
  },
];

/**
 * The landing page: its own words (LandingIntro, LandingOutro) around the latest reviews (public data).
 * The build renders the two parts from these components for the server's rendered page
 * (src/app/prerender-pages.tsx), which puts the latest reviews between them and embeds their answer, so
 * the first render here draws the page the server sent, without a request.
 */
export function LandingPage() {
  useEffect(() => {
    warmUpApi();
  }, []);

  return (
    <>
      <LandingMeta />
      <LandingIntro />
      <LatestReviews />
      <LandingOutro />
    </>
  );
}

function LandingMeta() {
  return (
    <PageMeta
      title={LANDING_TITLE}
      description={SITE_DESCRIPTION}
      canonicalPath="/"
      jsonLd={landingJsonLd({ name: SITE_NAME, description: SITE_DESCRIPTION }, absoluteUrl)}
    />
  );
}

/** The hero with the search form, how it works and why rate. */
export function LandingIntro() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            {/* A pill is one line: on a phone the long words wrapped it onto two, so it says less there. */}
            <p className="hero-eyebrow">
              <span className="hero-eyebrow-long">Anonymous reviews of interviewers and managers</span>
              <span className="hero-eyebrow-short">Anonymous, honest reviews</span>
            </p>
            <h1 id="hero-title">Know who you’ll work for before you say yes.</h1>
            <p className="hero-lead">
              Read honest reviews of hiring managers and interviewers from the candidates and employees who
              met them, then share your own. Your name is never shown with what you write.
            </p>
            <div className="hero-search">
              <Suspense fallback={<SearchBoxPlaceholder />}>
                <SiteSearchBox id="hero-search" />
              </Suspense>
            </div>
            {/* The search box is the way to look someone up; a Search Managers button under its Search
                button said the same thing twice, one above the other. */}
            <div className="hero-actions">
              <Link to="/rate-manager" className="btn btn-outline-inverse btn-lg">
                Rate Now
              </Link>
            </div>
            {/* Anonymity has its own card under "Why rate"; the eyebrow and the lead already say it here. */}
            <ul className="hero-points">
              <li>Free to read and write</li>
              <li>Every industry</li>
            </ul>
          </div>
          <SampleReview />
        </div>
      </section>

      <section className="section" aria-labelledby="how-title">
        <div className="container">
          <div className="section-heading">
            <p className="eyebrow">How it works</p>
            <h2 id="how-title">Four steps to a better-informed job search</h2>
            <p>It takes a minute to look someone up, and a few minutes to pay it forward.</p>
          </div>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={step.title} className="step card">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="why-title">
        <div className="container">
          <div className="section-heading">
            <p className="eyebrow">Why rate</p>
            <h2 id="why-title">One honest review changes the next interview</h2>
            <p>
              Most of what happens in interviews and one-to-ones is never written down. Your experience is the
              information the next person is missing.
            </p>
          </div>
          <ul className="reasons">
            {reasons.map((reason) => (
              <li key={reason.title} className="reason card">
                <FeatureIcon name={reason.icon} />
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** The mission, the roadmap and the closing call to action. */
export function LandingOutro() {
  return (
    <>
      <section className="section" aria-labelledby="mission-title">
        <div className="container mission">
          <div>
            <p className="eyebrow">Our mission</p>
            <h2 id="mission-title">Make the people who shape workplaces accountable, and recognised</h2>
            <p>
              A manager decides more about your working life than almost anyone else, yet you usually meet
              them for an hour before saying yes. We are building a neutral, anonymous place where candidates
              and employees share what it is really like to interview with and work for someone — from
              restaurant floors to engineering teams.
            </p>
            <p>
              We do not sell reviews, let anyone pay to remove them, or take sides. Reviews are opinions, and
              we ask everyone to keep them factual, fair and free of personal information (see our{' '}
              <Link to="/guidelines">review guidelines</Link>).
            </p>
          </div>
          <div className="roadmap card">
            <h3>Beyond the reviews</h3>
            <ul>
              {beyondReviews.map((item) => (
                <li key={item.what}>
                  <strong>{item.what}:</strong> {item.where}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {/* One action to close on: the hero's search and Rate Now are a scroll away. */}
      <section className="cta-band" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-title">Had an interview or a manager worth talking about?</h2>
            <p>Good or bad, it takes five minutes and helps someone you will never meet.</p>
          </div>
          <Link to="/rate-manager" className="btn btn-accent btn-lg">
            Write a review
          </Link>
        </div>
      </section>
    </>
  );
}
