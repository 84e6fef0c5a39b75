import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { claimDueMail, markAttemptFailed, markDone, type ClaimedMail } from './outbox.ts';

/** How often the outbox is looked at when nothing nudges the worker (mail from another process, retries). */
export const POLL_INTERVAL_MS = 5_000;
/** Attempts before a message is given up on: with the delays below, about four hours of trying. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;
const BATCH = 10;
/** Longer than one send can take (the SMTP timeouts below), so a lease never runs out mid-send. */
const LEASE_SECONDS = 120;

/** The wait after the n-th failed attempt (1-based): 30 s, doubling, at most an hour. */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (failedAttempts - 1), MAX_RETRY_SECONDS);
}

/** Sends one message; absent when no SMTP server is configured. */
type Send = (mail: ClaimedMail) => Promise<void>;

function smtpSender(config: MailConfig): Send | undefined {
  if (!config.smtpUrl) return undefined;
  // nodemailer waits minutes by default; a server that does not answer is an outage, retried later.
  const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return async (mail) => {
    await transport.sendMail({ from: config.from, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
  };
}

export interface MailWorker {
  /** Starts polling. */
  start(): void;
  /** Look at the outbox now (after a transaction that wrote mail committed); never throws. */
  nudge(): void;
  /** One full pass over the due messages, begun after this call; resolves when it ends (tests, nudge). */
  deliverDue(): Promise<void>;
  /** Stops polling and waits for a pass in progress; later nudges do nothing. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox (mail_outbox): claims due messages, sends each through SMTP_URL and marks it
 * sent; a failure is retried with exponential backoff and given up on after MAX_ATTEMPTS. Without
 * SMTP_URL each message is marked 'logged' and its link written to the log, which is how a
 * developer follows a reset link locally.
 */
export function createMailWorker(db: Db, config: MailConfig, log: FastifyBaseLogger): MailWorker {
  const send = smtpSender(config);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliver(mail: ClaimedMail): Promise<void> {
    const about = { mailId: mail.id, kind: mail.kind, to: mail.to_address };
    if (!send) {
      await markDone(db, mail.id, 'logged');
      log.info({ ...about, subject: mail.subject, link: mail.link }, 'mail not sent (no SMTP_URL): its link is here');
      return;
    }
    try {
      await send(mail);
    } catch (err) {
      const attempts = mail.attempts + 1;
      const final = attempts >= MAX_ATTEMPTS;
      const retryInSeconds = retryDelaySeconds(attempts);
      await markAttemptFailed(db, mail.id, (err as Error).message, { retryInSeconds, final });
      if (final) log.error({ ...about, attempts, err }, 'mail given up on after repeated failures');
      else log.warn({ ...about, attempts, retryInSeconds, err: (err as Error).message }, 'mail not sent; will retry');
      return;
    }
    await markDone(db, mail.id, 'sent');
    log.info(about, 'mail sent');
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const batch = await claimDueMail(db, BATCH, LEASE_SECONDS);
        // One at a time: a handful of messages a minute, and an outage fails the batch in order.
        for (const mail of batch) await deliver(mail);
        if (batch.length < BATCH) break;
      }
    } while (again && !stopped);
  }

  function deliverDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function nudge(): void {
    if (stopped) return;
    deliverDue().catch((err: unknown) => log.error({ err }, 'mail delivery pass failed'));
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(nudge, POLL_INTERVAL_MS);
      timer.unref();
      nudge();
    },
    nudge,
    deliverDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
