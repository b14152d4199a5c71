import type { MailContent } from '../accounts/account-mails.ts';

/** The reviewer's notice: which profile, a link to the review; nothing about who they are. */
export function responseNoticeMail(managerName: string, link: string): MailContent {
  return {
    subject: `${managerName} answered your review on Rate My Interviewer`,
    text: [
      'Hi,',
      '',
      `${managerName}, who claimed their manager profile, posted a public answer to your review.`,
      `Read it here: ${link}`,
      '',
      'The manager was not told who you are, and never sees your email address.',
    ].join('\n'),
  };
}
