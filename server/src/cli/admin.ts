/**
 * Server-side administration.
 *   npm run admin -w server -- review <email>                 list documents and verification state
 *   npm run admin -w server -- review <email> --verify-all    mark every Pending document Verified
 *   npm run admin -w server -- review <email> --verify <docId> [--verify <docId> ...]
 *   npm run admin -w server -- review <email> --expire <docId> [--expire <docId> ...]
 *   npm run admin -w server -- outbox [--limit <n>]            the latest outgoing mail, newest first
 * With the embedded database, stop the server first (the DATA_DIR lock allows one process).
 */
import { parseArgs } from 'node:util';
import { withCliDb } from './with-db.ts';
import { review } from '../admin/review.ts';
import { latestMail, type OutboxEntry } from '../repos/outbox.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'verify-all': { type: 'boolean', default: false },
    verify: { type: 'string', multiple: true },
    expire: { type: 'string', multiple: true },
    limit: { type: 'string', default: '20' },
  },
});

const USAGE = [
  'Usage: npm run admin -w server -- review <email> [--verify-all] [--verify <docId>]... [--expire <docId>]...',
  '       npm run admin -w server -- outbox [--limit <n>]',
].join('\n');

const [command, email] = positionals;
if (command === 'review' && email) await reviewCommand(email);
else if (command === 'outbox') await outboxCommand(Number(values.limit));
else {
  console.error(USAGE);
  process.exit(2);
}

async function reviewCommand(email: string) {
  await withCliDb(async (db) => {
    const r = await review(db, email, { verifyAll: values['verify-all'], verify: values.verify ?? [], expire: values.expire ?? [] });
    console.log(`${r.companyName} <${r.email}>: ${r.isVerified ? 'VERIFIED' : 'NOT VERIFIED'}${r.changed ? ` (${r.changed} document(s) updated)` : ''}`);
    if (r.documents.length === 0) console.log('  no documents uploaded');
    for (const d of r.documents) {
      console.log(`  ${d.id}  ${d.status.padEnd(8)}  ${d.createdAt.toISOString().slice(0, 10)}  ${d.docType}  (${d.fileName})`);
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
  if (!Number.isInteger(limit) || limit <= 0) {
    console.error('--limit must be a positive whole number');
    process.exit(2);
  }
  await withCliDb(async (db) => {
    const mail = await latestMail(db, limit);
    if (mail.length === 0) console.log('The outbox is empty.');
    for (const m of mail) console.log(describeMail(m).join('\n'));
  });
}
