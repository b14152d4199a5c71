import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/content-page/content-page';
import { PageMeta } from '@/components/page-meta/page-meta';
import { absoluteUrl, SITE_NAME } from '@/config/site';
import { articleJsonLd, TOXIC_WORKPLACE_ARTICLE } from '../../../functions/src/domain/text/blog-article.ts';
import './blog.css';

const {
  headline: TITLE,
  documentTitle: DOCUMENT_TITLE,
  description: DESCRIPTION,
  published: PUBLISHED,
  path,
} = TOXIC_WORKPLACE_ARTICLE;

export function ToxicWorkplacePage() {
  return (
    <>
      <PageMeta
        title={DOCUMENT_TITLE}
        description={DESCRIPTION}
        canonicalPath={path}
        jsonLd={articleJsonLd(SITE_NAME, absoluteUrl)}
      />
      <ContentPage
        article
        eyebrow="Blog"
        title={TITLE}
        lead="Most people do not quit jobs, they quit managers. Here is how to read the signals early, and what to do when you missed them."
        meta={
          <>
            By the {SITE_NAME} team · <time dateTime={PUBLISHED}>August 4, 2025</time> · 7 min read
          </>
        }
      >
        <p>
          A toxic workplace is not one with a bad week, a tight deadline or a manager who is occasionally
          short with people. It is a place where stress, fear or unfairness are built into how things work:
          where mistakes are punished rather than fixed, where credit flows up and blame flows down, and where
          people stop speaking up because it is not safe to. The cost is real. Chronic stress at work is
          linked to poor sleep, anxiety and burnout, and a bad first job on a CV can take years to explain.
        </p>
        <p>
          The good news is that toxic workplaces tend to leave clues, and many of them are visible before you
          sign anything.
        </p>

        <h2>Warning signs in the job ad</h2>
        <ul>
          <li>
            <strong>&ldquo;We are a family.&rdquo;</strong> Teams can be close, but families do not have
            performance reviews. The phrase often signals that boundaries, like hours and days off, are
            expected to bend.
          </li>
          <li>
            <strong>&ldquo;Thrives under pressure&rdquo; and &ldquo;wears many hats&rdquo;</strong> in the
            same ad usually means understaffed and permanently behind.
          </li>
          <li>
            <strong>The same role advertised again and again.</strong> Constant rehiring for one position is
            one of the clearest signs of high turnover. Search for it.
          </li>
          <li>
            <strong>No pay range, vague duties.</strong> If they cannot say what the job is or what it pays,
            expect that to stay unclear after you start.
          </li>
        </ul>

        <h2>Warning signs in the interview</h2>
        <p>
          An interview is the one time you see your future manager at close range before committing. Pay
          attention to how the process is run, not just to what is said.
        </p>
        <ul>
          <li>
            <strong>Disrespect for your time.</strong> Starting late without apology, rescheduling at the last
            minute, or ghosting you between rounds is often how they treat their own team too.
          </li>
          <li>
            <strong>Evasive answers.</strong> Ask why the position is open, how long the last person stayed,
            and how success is measured in the first 90 days. Vague or irritated answers are information.
          </li>
          <li>
            <strong>Talking down the previous person.</strong> A manager who criticises a former employee to a
            stranger will talk about you the same way.
          </li>
          <li>
            <strong>Pressure to decide immediately.</strong> Exploding offers and &ldquo;we need an answer
            today&rdquo; leave you no room to check anything.
          </li>
          <li>
            <strong>A team you never meet.</strong> If you are kept away from the people you would work with,
            ask why. Good teams are usually happy to show themselves off.
          </li>
        </ul>
        <blockquote>
          A useful question for any interviewer: &ldquo;Tell me about a time someone on your team disagreed
          with you. What happened?&rdquo; The answer says more about the culture than any mission statement.
        </blockquote>

        <h2>Warning signs in your first weeks</h2>
        <ul>
          <li>Expectations change without explanation, or are only made clear after you miss them.</li>
          <li>Feedback arrives in public, in anger, or not at all until something goes wrong.</li>
          <li>Colleagues warn you quietly about who not to cross.</li>
          <li>Schedules, shifts or overtime are handed out as rewards and punishments.</li>
          <li>Asking for time off, or leaving on time, feels like a risk.</li>
          <li>People leave often, and nobody talks about why.</li>
        </ul>
        <p>
          One of these on its own can be a rough patch. Several together, lasting for weeks, is a pattern.
        </p>

        <h2>What to do if you are already in one</h2>
        <ol>
          <li>
            <strong>Write things down.</strong> Keep dated notes of incidents, instructions and schedule
            changes in a personal place, not on a work device.
          </li>
          <li>
            <strong>Find allies.</strong> Talk to colleagues you trust. You are rarely the only one, and
            shared experiences are harder to dismiss.
          </li>
          <li>
            <strong>Use the channels that exist.</strong> HR, a skip-level manager, a union representative or
            an employee helpline. Know your rights on hours, breaks and pay where you work.
          </li>
          <li>
            <strong>Protect your health.</strong> Sleep, time away from work and support from people outside
            it matter. If stress is affecting your health, talk to a doctor.
          </li>
          <li>
            <strong>Plan your exit, on your terms.</strong> Update your CV, line up references and start
            looking before you are forced to. Leaving a toxic job is not failure.
          </li>
        </ol>

        <h2>Why honest reviews matter</h2>
        <p>
          Toxic workplaces survive on silence. Each person who leaves takes their experience with them, and
          the next candidate walks in with nothing but a polished interview to go on. A short, factual review
          breaks that cycle, and a positive one rewards the managers who get it right.
        </p>
        <p>
          On {SITE_NAME} you can look up a manager or interviewer before your interview, and share your own
          experience anonymously afterwards. Keep it factual and free of personal details, as our{' '}
          <Link to="/guidelines">review guidelines</Link> describe, and remember that reviews are opinions,
          not verdicts: look for patterns across several reviews rather than a single one.
        </p>
        <div className="blog-cta">
          <Link to="/search-managers" className="btn btn-primary">
            Search managers
          </Link>
          <Link to="/rate-manager" className="btn btn-secondary">
            Rate a manager
          </Link>
        </div>
      </ContentPage>
    </>
  );
}
