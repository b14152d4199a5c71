// Sends durable mails (domain/shared/leased-sends.ts): once right after an answer, which never waits for
// it, and from the drain that runs every minute (platform/mail-worker.ts). A failure is logged by its
// kind, never with an address or a code, and left to the next try; nothing here throws.
import {
  type LeasedRecords,
  type LeaseFields,
  type SendOutcome,
  settleLeased,
  takeLeased,
  waitingIds,
} from '../domain/shared/leased-sends.ts';
import { type Mail, mailErrorKind } from '../mail/mailer.ts';
import { outsideRequestScope } from '../store/exactly-once-store.ts';
import type { AppDeps } from './context.ts';

export type SenderDeps = Pick<AppDeps, 'store' | 'mailer' | 'clock' | 'log'>;

/** One kind of durable mail, to its sender: its records, and how a taken one becomes a mail. */
export type LeasedMail<Deps extends SenderDeps, Data extends LeaseFields, Taken> = {
  /** Names it in log lines ('account mail'). */
  name: string;
  records: LeasedRecords<Data, Taken>;
  /** The mail for a taken record, or null when there is nobody to send it to. A throw is a failed send. */
  mailOf(deps: Deps, taken: Taken): Promise<Mail | null> | Mail | null;
  /** What its log lines carry besides the error: never an address or a code. */
  logFields?(taken: Taken): Record<string, string>;
};

/** Sends started after answers in this process (one set per kind of mail). */
export function sendsAfterAnswers() {
  const inFlight = new Set<Promise<void>>();
  return {
    /**
     * Starts `send` without the answer waiting for it, outside the request's exactly-once scope: the
     * mail's record makes it once, and the request's record must keep no copy of it.
     */
    start(send: () => Promise<void>): void {
      const sending = outsideRequestScope(send).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    /** Resolves when the sends started so far have finished (shutdown; tests). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

/**
 * Sends a record its sender holds (`id`; null when it could not be written: sent once, without a second
 * chance), then settles it: done, or tried again once its wait is over.
 */
export async function deliverLeased<Deps extends SenderDeps, Data extends LeaseFields, Taken>(
  deps: Deps,
  kind: LeasedMail<Deps, Data, Taken>,
  id: string | null,
  taken: Taken,
): Promise<void> {
  const fields = kind.logFields?.(taken) ?? {};
  let outcome: SendOutcome = 'nobody';
  try {
    const mail = await kind.mailOf(deps, taken);
    if (mail) {
      await deps.mailer.send(mail);
      outcome = 'sent';
    }
  } catch (error) {
    outcome = 'failed';
    deps.log.error(`${kind.name} not sent`, { ...fields, error: mailErrorKind(error), retried: id !== null });
  }
  if (id === null) return;
  try {
    const settled = await settleLeased(deps.store, kind.records, id, outcome, deps.clock());
    if (settled === 'given up') deps.log.error(`${kind.name} given up`, fields);
  } catch (error) {
    // Still held: once its lease runs out, a drain sends it again (under the same Message-ID).
    deps.log.error(`${kind.name} not settled`, { ...fields, error: mailErrorKind(error) });
  }
}

/** Takes one record that is free to take and sends it. */
export async function sendLeased<Deps extends SenderDeps, Data extends LeaseFields, Taken>(
  deps: Deps,
  kind: LeasedMail<Deps, Data, Taken>,
  id: string,
): Promise<void> {
  try {
    const taken = await takeLeased(deps.store, kind.records, id, deps.clock());
    if (taken !== null) await deliverLeased(deps, kind, id, taken);
  } catch (error) {
    // Left as it was: free now, or once its lease runs out.
    deps.log.error(`${kind.name} not taken`, { error: mailErrorKind(error) });
  }
}

/** Sends the records free to take now, at most `limit` (a drain's pass); answers how many it found. */
export function sendWaiting<Deps extends SenderDeps, Data extends LeaseFields, Taken>(
  deps: Deps,
  kind: LeasedMail<Deps, Data, Taken>,
  limit: number,
): Promise<number> {
  return outsideRequestScope(async () => {
    const ids = await waitingIds(deps.store, kind.records, deps.clock(), limit);
    for (const id of ids) await sendLeased(deps, kind, id);
    return ids.length;
  });
}
