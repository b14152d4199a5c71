// The FAQ's entries, one source for the app's page (src/features/about/faq-page.tsx) and the rendered page's
// head (pages/static-pages.ts), so crawlers without JavaScript get the same FAQPage as the app, of the
// questions and answers the page shows.
import { blendWeight } from '../interviewers/blended-score.ts';

/** `id`: the entry's anchor, for entries other pages link to (/faq#id opens it). */
export type FaqEntry = { id?: string; question: string; answer: string };

export type FaqGroup = { title: string; items: FaqEntry[] };

/** How much of the blended score the plain average makes with `n` reviews, as the profile's note says it. */
const averageShare = (n: number) => `${Math.round(blendWeight(n) * 100)}%`;

/** The FAQ's questions and answers, by group, as the page shows them. */
export function faqGroups(siteName: string): FaqGroup[] {
  return [
    {
      title: 'Anonymity and privacy',
      items: [
        {
          question: 'Is my review really anonymous?',
          answer:
            'Yes. Your name, email and account are never shown with a review. Reviews are stored with a one-way pseudonymous key instead of your account id, so even someone reading our database cannot tell who wrote what. Only you can see which reviews are yours, when you are signed in.',
        },
        {
          question: 'Then why do I need an account to write a review?',
          answer:
            'Accounts let us limit each person to one review per interviewer or manager, let you edit or delete your own review later, and stop spam. Reading and searching need no account.',
        },
        {
          question: 'Could someone still guess that I wrote a review?',
          answer:
            'Possibly, from what you write. In a small team, a specific date, project or turn of phrase can identify you. Our review guidelines explain how to describe your experience without giving yourself away.',
        },
        {
          question: 'Will the manager be told that I reviewed them?',
          answer: 'No. We do not notify anyone about new reviews and we never disclose who wrote a review.',
        },
      ],
    },
    {
      title: 'Writing reviews',
      items: [
        {
          question: 'Who can I review?',
          answer:
            'Any interviewer or hiring manager you have interviewed with, and any manager you have worked for. If they are not on the site yet, you can add them, with their company and branch, while writing your review.',
        },
        {
          question: 'Can I edit or delete my review?',
          answer:
            'Yes. Open the profile you reviewed while signed in and choose Edit Review. You can update or delete it at any time. Deleting your account deletes all of your reviews.',
        },
        {
          question: 'Can I write a review without a connection?',
          answer:
            'Yes. Once installed, the app keeps a draft of your review and, if you submit while offline, sends it exactly once when your connection returns. You can see which reviews are still waiting to be sent.',
        },
        {
          question: 'Can I review a company?',
          answer:
            'Yes, once you have reviewed one of its managers. Company reviews are limited to one per company per month.',
        },
      ],
    },
    {
      title: 'Ratings and moderation',
      items: [
        {
          question: 'How are ratings calculated?',
          answer:
            'Each review gives 1 to 5 stars overall; manager reviews also rate leadership, communication, teamwork, empathy and fairness. A profile shows the average of all reviews to one decimal place, with a breakdown of how many reviews gave each star rating.',
        },
        {
          // Linked from the blended score's note on interviewer profiles (score-notes.tsx).
          id: 'blended-score',
          question: 'What is the blended score?',
          answer: `Interviewer profiles show it under the plain average. It starts at 3, the middle of the scale, and moves towards the average as reviews come in, so one or two reviews cannot make anyone look perfect or terrible. With 1 review the average counts for ${averageShare(1)} of it, with 5 reviews ${averageShare(5)}, with 10 reviews ${averageShare(10)} and with 20 reviews ${averageShare(20)}; after that the two are nearly the same. The average and the number of reviews stay the main figures, and a profile nobody has reviewed says “No rating yet” instead of a score.`,
        },
        {
          question: 'Are reviews verified?',
          answer: `No. Reviews are the opinions of their authors. ${siteName} is a neutral platform and does not verify or endorse them, which is why we show every rating alongside the number of reviews behind it.`,
        },
        {
          question: 'Can a manager or company have a review removed?',
          answer:
            'Not by asking or paying. We remove reviews only when they break our guidelines, for example by including personal information, harassment or hate. Anyone can report a review for moderation.',
        },
      ],
    },
  ];
}

/** The page's schema.org FAQPage: every question with its answer, in the page's order. */
export function faqPageJsonLd(groups: FaqGroup[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
