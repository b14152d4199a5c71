import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/content-page/content-page';
import { PageMeta } from '@/components/page-meta/page-meta';
import { SITE_NAME } from '@/config/site';
import './about.css';

const founders = [
  {
    initials: 'PR',
    name: 'Priya Raman',
    role: 'Co-founder & CEO',
    bio: 'Spent eight years in restaurant operations and recruiting, hiring hundreds of kitchen and front-of-house staff. Started the site after watching good candidates walk into jobs blind and walk out within a month.',
  },
  {
    initials: 'DO',
    name: 'Daniel Okafor',
    role: 'Co-founder & CTO',
    bio: 'Software engineer who has worked on privacy and security for a decade. Designed the way reviews are stored, so that no review can be traced back to the account that wrote it.',
  },
  {
    initials: 'SL',
    name: 'Sofia Lindqvist',
    role: 'Co-founder, Community & Trust',
    bio: 'Former HR business partner who has handled more workplace complaints than she can count. Writes our review guidelines and leads moderation, keeping the site fair to reviewers and managers alike.',
  },
] as const;

const values = [
  {
    title: 'Anonymity comes first',
    text: 'Reviews are stored pseudonymously and never shown with the author. If a feature would weaken that, we do not build it.',
  },
  {
    title: 'Neutral, not a side',
    text: 'We do not write, edit or endorse reviews, and no one can pay to have a review removed or promoted.',
  },
  {
    title: 'Fair to managers too',
    text: 'Clear guidelines and moderation keep reviews about behaviour and experience, not personal attacks.',
  },
  {
    title: 'Every industry',
    text: 'We started with restaurants in one city because that is where we worked. Good and bad managers exist everywhere, so the site is open to every workplace.',
  },
] as const;

export function TeamPage() {
  return (
    <>
      <PageMeta
        title="Our team"
        description={`Meet the founders of ${SITE_NAME} and the mission behind anonymous reviews of interviewers and hiring managers.`}
      />
      <ContentPage
        eyebrow="Team"
        title="We have sat on both sides of the interview table"
        lead={`${SITE_NAME} was started by a recruiter, an engineer and an HR partner who believed candidates deserve to know who they will work for, before they say yes.`}
        wide
      >
        <section aria-labelledby="founders-title">
          <h2 id="founders-title" className="about-section-title">
            The founders
          </h2>
          <ul className="founders">
            {founders.map((founder) => (
              <li key={founder.name} className="founder card">
                <span className="founder-avatar" aria-hidden="true">
                  {founder.initials}
                </span>
                <h3>{founder.name}</h3>
                <p className="founder-role">{founder.role}</p>
                <p>{founder.bio}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="prose about-mission" aria-labelledby="mission-title">
          <h2 id="mission-title">Our mission</h2>
          <p>
            A manager shapes your working life more than almost anyone else: your schedule, your growth, how
            safe you feel raising a problem. Yet most people meet their future manager for an hour, in an
            interview designed to show everyone at their best.
          </p>
          <p>
            Our mission is to close that gap. We give candidates and employees a neutral, anonymous place to
            share what it is really like to interview with and work for someone, so that good managers are
            recognised, patterns of poor treatment become visible, and the next person walks in informed.
          </p>
          <p>
            Next we are working on company-level insights, dashboards that help managers improve, pattern
            detection for recurring problems, and integrations with job boards.
          </p>
        </section>

        <section aria-labelledby="values-title">
          <h2 id="values-title" className="about-section-title">
            What we stand for
          </h2>
          <ul className="values">
            {values.map((value) => (
              <li key={value.title} className="card">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <p className="about-contact">
          Questions, press or partnership ideas? <Link to="/contact">Get in touch</Link>.
        </p>
      </ContentPage>
    </>
  );
}
