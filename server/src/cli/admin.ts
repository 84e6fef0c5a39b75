/**
 * Server-side administration.
 *   npm run admin -w server -- review <email>                 list documents and verification state
 *   npm run admin -w server -- review <email> --verify-all    mark every Pending document Verified
 *   npm run admin -w server -- review <email> --verify <docId> [--verify <docId> ...]
 *   npm run admin -w server -- review <email> --reject <docId> --reason "<why>" [--reject <docId> --reason "<why>" ...]
 *   npm run admin -w server -- review <email> --expire <docId> [--expire <docId> ...]
 * Verifying a renewal (a Pending document of a type that has a Verified one) expires the one it replaces.
 *   npm run admin -w server -- outbox [--limit <n>]            the latest outgoing mail, newest first
 * With the embedded database, stop the server first (the DATA_DIR lock allows one process).
 */
import { withCliDb } from './with-db.ts';
import { review, type ReviewAction } from '../modules/documents/domain/review.ts';
import { USAGE, UsageError, parseAdminArgs, type AdminCommand } from './args.ts';
import { latestMail, type OutboxEntry } from '../platform/mail/outbox.ts';

let parsed: AdminCommand;
try {
  parsed = parseAdminArgs(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}
if (parsed.command === 'review') await reviewCommand(parsed.email, parsed.action);
else await outboxCommand(parsed.limit);

async function reviewCommand(email: string, action: ReviewAction) {
  await withCliDb(async (db) => {
    const r = await review(db, email, action);
    console.log(`${r.companyName} <${r.email}>: ${r.isVerified ? 'VERIFIED' : 'NOT VERIFIED'}${r.changed ? ` (${r.changed} document(s) updated)` : ''}`);
    if (r.documents.length === 0) console.log('  no documents uploaded');
    for (const d of r.documents) {
      console.log(`  ${d.id}  ${d.status.padEnd(8)}  ${d.createdAt.toISOString().slice(0, 10)}  ${d.docType}  (${d.fileName})`);
      if (d.rejectionReason) console.log(`      rejected: ${d.rejectionReason}`);
    }
    if (r.missingTypes.length > 0) {
      console.log('  still needed (Verified):');
      for (const t of r.missingTypes) console.log(`    - ${t}`);
    }
  });
}

/** One message in two or three lines: when, state, to whom and what; its link; why it failed. */
function describeMail(m: OutboxEntry): string[] {
  const when = m.created_at.toISOString().replace('T', ' ').slice(0, 19);
  const state = m.status === 'pending' ? `pending, attempt ${m.attempts + 1} at ${m.next_attempt_at.toISOString()}` : m.status;
  const lines = [`${when}  ${m.kind.padEnd(15)}  ${m.to_address}  "${m.subject}"  [${state}]`];
  if (m.link) lines.push(`    link: ${m.link}`);
  if (m.last_error) lines.push(`    last error (${m.attempts} attempt(s)): ${m.last_error}`);
  return lines;
}

async function outboxCommand(limit: number) {
  await withCliDb(async (db) => {
    const mail = await latestMail(db, limit);
    if (mail.length === 0) console.log('The outbox is empty.');
    for (const m of mail) console.log(describeMail(m).join('\n'));
  });
}
