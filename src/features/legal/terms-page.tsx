import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/content-page/content-page';
import { PageMeta } from '@/components/page-meta/page-meta';
import { SITE_NAME } from '@/config/site';
import './legal.css';

export function TermsPage() {
  return (
    <>
      <PageMeta
        title="Terms of use"
        description={`The four terms for using ${SITE_NAME}: honest first-hand reviews, content guidelines and moderation, responsibility for your content, and a neutral platform.`}
      />
      <ContentPage
        article
        eyebrow="Legal"
        title="Terms of use"
        lead={`By using ${SITE_NAME} you agree to these four terms. We kept them short so that everyone actually reads them.`}
        meta={
          <>
            Effective <time dateTime="2025-07-28">July 28, 2025</time>
          </>
        }
      >
        <ol className="terms-list">
          <li>
            <strong>Share only genuine, first-hand experiences.</strong> Review only interviewers and managers
            you have actually interviewed with or worked for, write one review per person, and never review
            yourself, a competitor or someone on another person&rsquo;s behalf.
          </li>
          <li>
            <strong>Follow the content guidelines; reviews are moderated.</strong> No personal information
            (such as emails, phone numbers, addresses or links), harassment, threats, hate or discrimination.
            We moderate reported and flagged content and may remove reviews or suspend accounts that break our{' '}
            <Link to="/guidelines">review guidelines</Link>. We never edit the meaning of what you wrote.
          </li>
          <li>
            <strong>You are responsible for what you post.</strong> Your review must be honest and lawful. You
            keep ownership of it and allow us to display it on {SITE_NAME}, without your name, for as long as
            it stays published. You can edit or delete it at any time.
          </li>
          <li>
            <strong>{SITE_NAME} is a neutral platform.</strong> Reviews are the opinions of their authors and
            are not verified or endorsed by us. The service is provided as is, you must be at least 13 to use
            it, and we may update these terms, changing the effective date above when we do.
          </li>
        </ol>
        <p>
          See also our <Link to="/privacy">privacy policy</Link>. Questions about these terms?{' '}
          <Link to="/contact">Contact us</Link>.
        </p>
      </ContentPage>
    </>
  );
}
