import type { Queryable } from '../db/index.ts';
import type { Language } from '../i18n/index.ts';

/** A message as the code that causes it writes it; the worker (platform/mail/worker.ts) delivers it. */
export interface OutgoingMail {
  /** The company the message concerns, if any (its deletion deletes its mail). */
  sellerId: string | null;
  /** What the message is, for the log and `admin outbox`: 'invitation', 'password-reset', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link in the message, printed to the server log when no SMTP server is configured. */
  link: string | null;
  /** The language the subject and bodies are written in; stored with them, so a retry sends the same. */
  language: Language;
}

/**
 * Writes a message to the outbox. Call it with the transaction that makes the change the message
 * tells of: the two commit together, or neither does.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO mail_outbox (seller_id, kind, to_address, subject, text_body, html_body, link, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [mail.sellerId, mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.link, mail.language],
  );
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** A message the worker has claimed: no other worker takes it until `locked_until`. */
export interface ClaimedMail {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  /** Attempts before this one. */
  attempts: number;
  [key: string]: unknown;
}

/**
 * Claims up to `limit` pending messages that are due, for `leaseSeconds`. One statement: on
 * PostgreSQL `SKIP LOCKED` lets several processes claim at once without waiting on or taking each
 * other's rows, and the lease (locked_until) keeps a claimed row from being claimed again while it
 * is being sent, after the statement's row lock is gone. A process that dies mid-send leaves a
 * lease that runs out, and the message goes out later (at least once, never lost).
 */
export async function claimDueMail(db: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  return db.query<ClaimedMail>(
    `UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $2)
      WHERE id IN (SELECT id FROM mail_outbox
                    WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
                    ORDER BY next_attempt_at
                    LIMIT $1
                    FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, to_address, subject, text_body, html_body, link, attempts`,
    [limit, leaseSeconds],
  );
}

/** Delivered to the SMTP server ('sent'), or written to the log for want of one ('logged'). */
export async function markDone(db: Queryable, id: string, status: 'sent' | 'logged'): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = $2, sent_at = now(), attempts = attempts + 1, locked_until = NULL, last_error = NULL WHERE id = $1`, [
    id,
    status,
  ]);
}

/** A failed attempt: tried again after `retryInSeconds`, or given up on ('failed') when `final`. */
export async function markAttemptFailed(db: Queryable, id: string, error: string, retry: { retryInSeconds: number; final: boolean }): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
        SET attempts = attempts + 1, last_error = $2, locked_until = NULL,
            next_attempt_at = now() + make_interval(secs => $3),
            status = CASE WHEN $4 THEN 'failed' ELSE status END
      WHERE id = $1`,
    [id, error.slice(0, 2000), retry.retryInSeconds, retry.final],
  );
}

export interface OutboxEntry {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  link: string | null;
  language: Language;
  status: 'pending' | 'sent' | 'logged' | 'failed';
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  [key: string]: unknown;
}

/** The newest messages first (`admin outbox`, tests). */
export async function latestMail(db: Queryable, limit: number): Promise<OutboxEntry[]> {
  return db.query<OutboxEntry>(
    `SELECT id, kind, to_address, subject, link, language, status, attempts, next_attempt_at, last_error, created_at, sent_at
       FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  );
}
