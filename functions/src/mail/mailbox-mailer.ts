import { appendFile, readFile } from 'node:fs/promises';
import type { MailboxReader, Mailer, StoredMail } from './mailer.ts';

/**
 * The embedded default's "mail server": every mail is appended as one JSON
 * line to a file in the data folder, and read back by GET /api/dev/mailbox.
 * Nothing ever leaves the machine.
 */
export function mailboxMailer(options: { file: string; clock: () => Date }): Mailer & MailboxReader {
  // Appends are chained so that concurrent sends never interleave their lines.
  let queue: Promise<void> = Promise.resolve();
  return {
    send(mail) {
      const line = `${JSON.stringify({ ...mail, sentAt: options.clock().toISOString() } satisfies StoredMail)}\n`;
      const next = queue.then(() => appendFile(options.file, line, { mode: 0o600 }));
      queue = next.catch(() => {});
      return next;
    },
    async list(to) {
      await queue;
      let content: string;
      try {
        content = await readFile(options.file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const wanted = to.trim().toLowerCase();
      return content
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as StoredMail)
        .filter((mail) => mail.to.toLowerCase() === wanted);
    },
  };
}
