import type { MailContent } from '../accounts/account-mails.ts';
import type { RespondedKindName } from './responded-reviews.ts';

/** Who answered, in the mail's words: the claimed manager, or the company's verified account. */
const WHO: Record<RespondedKindName, (name: string) => string> = {
  manager: (name) => `${name}, who claimed their manager profile,`,
  company: (name) => `${name}, through its verified company account,`,
};

/** The reviewer's notice: which profile, a link to the review; nothing about who they are. */
export function responseNoticeMail(kind: RespondedKindName, name: string, link: string): MailContent {
  return {
    subject: `${name} answered your review on Rate My Interviewer`,
    text: [
      'Hi,',
      '',
      `${WHO[kind](name)} posted a public answer to your review.`,
      `Read it here: ${link}`,
      '',
      `${kind === 'company' ? 'The company was' : 'The manager was'} not told who you are, and never sees your email address.`,
    ].join('\n'),
  };
}
