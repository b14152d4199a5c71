import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/content-page/content-page';
import { PageMeta } from '@/components/page-meta/page-meta';
import { SITE_NAME } from '@/config/site';

const PRIVACY_EFFECTIVE_DATE = 'July 28, 2025';
const MINIMUM_AGE = 13;

const sections = [
  { id: 'summary', title: 'The short version' },
  { id: 'what-we-store', title: 'What we store' },
  { id: 'what-we-do-not-store', title: 'What we do not store' },
  { id: 'how-reviews-are-stored', title: 'How reviews are stored' },
  { id: 'how-we-use', title: 'How we use information' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'your-device', title: 'Data on your device' },
  { id: 'retention', title: 'Keeping and deleting data' },
  { id: 'your-rights', title: 'Your choices and rights' },
  { id: 'children', title: 'Minimum age' },
  { id: 'changes', title: 'Changes and contact' },
] as const;

export function PrivacyPage() {
  return (
    <>
      <PageMeta
        title="Privacy policy"
        description={`What ${SITE_NAME} stores, what it never stores, and how reviews are kept pseudonymous and never shown with their author.`}
      />
      <ContentPage
        article
        eyebrow="Legal"
        title="Privacy policy"
        lead="Anonymity is the whole point of this site. This policy explains exactly what we keep, what we never keep, and why."
        meta={
          <>
            Effective <time dateTime="2025-07-28">{PRIVACY_EFFECTIVE_DATE}</time>
          </>
        }
      >
        <nav className="toc" aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <h2 id="summary">The short version</h2>
        <ul>
          <li>Your reviews are never shown with your name, email or account.</li>
          <li>
            Reviews are stored pseudonymously: the database links a review to a one-way code, not to your
            account, so a copy of the database alone does not reveal who wrote what.
          </li>
          <li>
            We keep the minimum needed to run accounts and prevent abuse, and we do not sell personal data.
          </li>
          <li>You can delete your account, and with it all your reviews, votes and saved profiles.</li>
          <li>
            You must be at least {MINIMUM_AGE} years old to use {SITE_NAME}.
          </li>
        </ul>

        <h2 id="what-we-store">What we store</h2>
        <table>
          <caption className="visually-hidden">Information we store and why</caption>
          <thead>
            <tr>
              <th scope="col">Information</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Account: your name, email address and the date you joined</td>
              <td>
                To sign you in, verify your email with a one-time code, and show your own profile to you.
              </td>
            </tr>
            <tr>
              <td>Password</td>
              <td>
                Handled by our authentication provider (Firebase Authentication), which stores only a salted
                hash. We never see or store your password in readable form.
              </td>
            </tr>
            <tr>
              <td>Reviews: ratings, review text, interview outcome and date</td>
              <td>To publish them anonymously and keep profile averages up to date.</td>
            </tr>
            <tr>
              <td>Likes and dislikes, and interviewers you save</td>
              <td>To count votes (one per person per review) and show your saved list to you.</td>
            </tr>
            <tr>
              <td>Profiles you add: managers, interviewers, companies, branches and departments</td>
              <td>These are public listings and are not linked to you.</td>
            </tr>
            <tr>
              <td>Contact messages: the name, email, subject and message you send</td>
              <td>To answer you. They are kept separate from reviews.</td>
            </tr>
            <tr>
              <td>Technical data: IP address and request times</td>
              <td>Briefly, to limit request rates and protect the service against abuse.</td>
            </tr>
          </tbody>
        </table>

        <h2 id="what-we-do-not-store">What we do not store</h2>
        <ul>
          <li>Your name, email or account id on a review, a like or a dislike.</li>
          <li>Any record, in logs or exports, that connects a review to the account that wrote it.</li>
          <li>Your precise location. Maps show company branches from their city, never your position.</li>
          <li>Advertising identifiers or third-party advertising trackers.</li>
          <li>Your contacts, your employer or your CV.</li>
        </ul>

        <h2 id="how-reviews-are-stored">How reviews are stored</h2>
        <p>
          When you post a review, our server replaces your account id with a keyed one-way code (an HMAC) made
          with a secret that lives only on the server. The same code lets us tell you &ldquo;this review is
          yours&rdquo; and enforce one review per person, but it cannot be turned back into your account.
          Reviews are always shown without their author, and answers from our servers carry only counts of
          likes and dislikes, never who voted.
        </p>
        <div className="callout">
          <p>
            Anonymity also depends on what you write. In a small team, details such as dates, projects or your
            writing style can identify you. Our <Link to="/guidelines">review guidelines</Link> explain how to
            stay anonymous.
          </p>
        </div>

        <h2 id="how-we-use">How we use information</h2>
        <ul>
          <li>To run your account, send verification codes and reset passwords.</li>
          <li>To publish reviews, calculate ratings and power search.</li>
          <li>To moderate content that breaks our guidelines and to prevent spam, fraud and abuse.</li>
          <li>To answer messages you send us.</li>
        </ul>
        <p>We do not use your data for advertising and we do not sell it.</p>

        <h2 id="sharing">Who we share it with</h2>
        <p>
          We use Google Firebase to host the site, store data and handle sign-in, and an email provider to
          send verification codes. They process data only on our behalf. We disclose information to
          authorities only when the law requires it; because reviews are stored pseudonymously, we cannot link
          a review to an account from the review data alone.
        </p>

        <h2 id="your-device">Data on your device</h2>
        <p>
          {SITE_NAME} can be installed and used offline. To make that work, your browser stores the app
          itself, pages you have visited, drafts of reviews you are writing and reviews waiting to be sent,
          and a few small markers: whether this device was signed in, an email address waiting for its
          verification code, whether you claimed a profile, and whether we showed you how to install the app.
          This data stays on your device; clearing your browser&rsquo;s site data removes it. We do not store
          your sign-in token in that offline queue.
        </p>

        <h2 id="retention">Keeping and deleting data</h2>
        <p>
          We keep your account data while your account exists. Technical data used against abuse is kept only
          as long as needed for that purpose. When you delete your account we delete the account, your
          reviews, your votes, your saved list, any claim of a manager profile or company and the responses
          you wrote as its claimant, and update the ratings they contributed to. What others can see (your
          published reviews, votes, claims and the responses you wrote) leaves the site one by one within a
          day, each at a moment of its own, so that nobody can tell it came from one person; so do the words
          of the reports you filed and every link from them to you, while moderators still see that a review
          was reported and why, and a review your report helped hide stays hidden until a moderator decides.
          Everything else goes at once. A claimed profile itself stays on the site with the reviews others
          wrote, unclaimed.
        </p>

        <h2 id="your-rights">Your choices and rights</h2>
        <ul>
          <li>Edit or delete any of your reviews at any time.</li>
          <li>Change your name or password, or delete your account, from your account settings.</li>
          <li>
            Ask us for a copy of the personal data we hold about you, or for corrections, through our{' '}
            <Link to="/contact">contact page</Link>.
          </li>
        </ul>

        <h2 id="children">Minimum age</h2>
        <p>
          You must be at least {MINIMUM_AGE} years old to use {SITE_NAME}. We do not knowingly collect data
          from children under {MINIMUM_AGE}; if we learn that we have, we delete it.
        </p>

        <h2 id="changes">Changes and contact</h2>
        <p>
          If we change this policy we will update the effective date above and, for significant changes, tell
          signed-in users in the app. Questions about privacy are welcome through our{' '}
          <Link to="/contact">contact page</Link>.
        </p>
      </ContentPage>
    </>
  );
}
