import type { Queryable } from '../db/index.ts';

/** A message as the code that causes it writes it; the worker (mail/worker.ts) delivers it. */
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
}

/**
 * Writes a message to the outbox. Call it with the transaction that makes the change the message
 * tells of: the two commit together, or neither does.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO mail_outbox (seller_id, kind, to_address, subject, text_body, html_body, link)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [mail.sellerId, mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.link],
  );
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
