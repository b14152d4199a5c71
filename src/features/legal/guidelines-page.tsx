import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/content-page/content-page';
import { PageMeta } from '@/components/page-meta/page-meta';
import './legal.css';

const doList = [
  'Describe what happened: how the interview was run, how feedback was given, how workload, schedules or conflicts were handled.',
  'Stick to behaviour you saw or experienced yourself, and say roughly when (for example “in 2024”) rather than an exact date.',
  'Be specific about the good as well as the bad. Balanced reviews are the ones readers trust.',
  'Rate each aspect on its own merits: a manager can communicate well and still be unfair with schedules.',
];

const dontList = [
  'Personal information about anyone, including yourself: email addresses, phone numbers, home addresses, social media handles or URLs.',
  'Harassment, insults, threats, or comments about someone’s appearance, health, family or private life.',
  'Hate speech or discrimination based on race, ethnicity, religion, gender, sexual orientation, disability, age or any other protected characteristic.',
  'Claims you cannot stand behind, rumours, or accusations of crimes. Describe what you experienced instead.',
  'Reviews of yourself, of people you have not interviewed with or worked for, or written for someone else.',
];

/** What the site enforces (issue 9); keep in step with the API's screening, reports and limits. */
const moderationRules = [
  'A review that contains an email address, a phone number or a link cannot be posted: you are asked to take it out first.',
  'A review with profanity is held until a moderator has read it. Until then only you see it, marked “pending review”.',
  'A new review appears publicly at a random time within a day of writing, so that the moment it appears does not point at you. Until then only you see it, marked “not public yet”, and it counts in no rating.',
  'A review reported by three different people is hidden until a moderator decides to show it again or to remove it.',
  'Several negative reviews of the same person from brand-new accounts within an hour are held for a moderator.',
  'Each account can post up to 10 reviews and cast up to 100 likes or dislikes a day.',
  'Moderators see a review and the reasons it was reported. They never see who wrote it or who reported it, and every decision is recorded with its reason.',
];

export function GuidelinesPage() {
  return (
    <>
      <PageMeta
        title="Review guidelines"
        description="How to write a fair, factual and safe anonymous review: what to include, what is not allowed, and how to stay anonymous in a small team."
      />
      <ContentPage
        article
        eyebrow="Community"
        title="Review guidelines"
        lead="Good reviews are honest, specific and fair. These guidelines keep reviews useful for readers, fair to the people reviewed, and safe for you."
      >
        <h2>Do</h2>
        <ul className="guideline-list guideline-list-do">
          {doList.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>

        <h2>Do not include</h2>
        <ul className="guideline-list guideline-list-dont">
          {dontList.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>

        <h2>Be factual</h2>
        <p>
          Your review is your opinion, and that is fine, but it is most useful when it rests on facts. Compare
          &ldquo;He is a terrible person&rdquo; with &ldquo;In my six months on the team, shift changes were
          announced the night before and requests for time off went unanswered.&rdquo; The second tells
          readers what to expect, and it is much harder to dismiss.
        </p>

        <h2>Protect your anonymity</h2>
        <p>
          We never show your name with a review, and reviews are stored without your account. But what you
          write can still give you away.
        </p>
        <div className="callout">
          <p>
            <strong>In small teams, people may recognise you by details and writing style.</strong> If only a
            handful of people report to a manager, a specific project, date, shift or phrase you often use can
            be enough to identify you. Leave out details only you would know, describe timing loosely, and
            consider waiting until you have moved on before posting.
          </p>
        </div>

        <h2>Moderation</h2>
        <p>
          Anyone signed in can report a review, once, with a reason. We check reported reviews against these
          guidelines and remove those that break them. We do not remove reviews because they are negative, and
          no one can pay to have a review removed. See our <Link to="/terms">terms of use</Link> for details.
        </p>
        <ul className="guideline-list">
          {moderationRules.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </ContentPage>
    </>
  );
}
