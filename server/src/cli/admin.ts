/**
 * Server-side administration.
 *   npm run admin -w server -- review <email>                 list documents and verification state
 *   npm run admin -w server -- review <email> --verify-all    mark every Pending document Verified
 *   npm run admin -w server -- review <email> --verify <docId> [--verify <docId> ...]
 *   npm run admin -w server -- review <email> --expire <docId> [--expire <docId> ...]
 * With the embedded database, stop the server first (the DATA_DIR lock allows one process).
 */
import { parseArgs } from 'node:util';
import { withCliDb } from './with-db.ts';
import { review } from '../admin/review.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'verify-all': { type: 'boolean', default: false },
    verify: { type: 'string', multiple: true },
    expire: { type: 'string', multiple: true },
  },
});

const [command, email] = positionals;
if (command !== 'review' || !email) {
  console.error('Usage: npm run admin -w server -- review <email> [--verify-all] [--verify <docId>]... [--expire <docId>]...');
  process.exit(2);
}

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
