import { Link, useLocation } from 'react-router-dom';
import { ContentPage } from '@/components/content-page/content-page';
import { PageMeta } from '@/components/page-meta/page-meta';
import { SITE_NAME } from '@/config/site';
import { faqGroups, faqPageJsonLd } from '../../../functions/src/domain/text/faq-entries.ts';
import './about.css';

const groups = faqGroups(SITE_NAME);

export function FaqPage() {
  // A link to one entry (/faq#blended-score) opens it; ContentPage brings it into view.
  const { hash } = useLocation();
  const target = groups.flatMap((group) => group.items).find((item) => item.id && `#${item.id}` === hash)?.id;

  return (
    <>
      <PageMeta
        title="Frequently asked questions"
        description={`How ${SITE_NAME} keeps reviews anonymous, how to write, edit or delete a review, and how ratings and moderation work.`}
        jsonLd={faqPageJsonLd(groups)}
      />
      <ContentPage
        article
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Everything you need to know about reading and writing anonymous reviews."
      >
        {groups.map((group) => (
          <section key={group.title} className="faq-group">
            <h2>{group.title}</h2>
            {group.items.map((item) => (
              <details
                key={item.question}
                id={item.id}
                className="faq-item"
                open={target !== undefined && item.id === target}
              >
                <summary>{item.question}</summary>
                <div className="faq-answer">
                  <p>{item.answer}</p>
                </div>
              </details>
            ))}
          </section>
        ))}
        <div className="callout">
          <p>
            Still have a question? Read our <Link to="/guidelines">review guidelines</Link> and{' '}
            <Link to="/privacy">privacy policy</Link>, or <Link to="/contact">contact us</Link>.
          </p>
        </div>
      </ContentPage>
    </>
  );
}
