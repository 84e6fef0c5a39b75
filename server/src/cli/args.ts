import { parseArgs } from 'node:util';
import { rejectionProblem, type ReviewAction } from '../modules/documents/domain/review.ts';

export const USAGE = [
  'Usage: npm run admin -w server -- review <email> [--verify-all] [--verify <docId>]... [--reject <docId> --reason "<why>"]... [--expire <docId>]...',
  '       npm run admin -w server -- outbox [--limit <n>]',
].join('\n');

export type AdminCommand = { command: 'review'; email: string; action: ReviewAction } | { command: 'outbox'; limit: number };

/** A command line the admin CLI cannot run: its message says why, then the usage. */
export class UsageError extends Error {}

/**
 * Reads the admin CLI's arguments. Each `--reject <docId>` takes the `--reason` that follows it (the
 * seller reads that text, so it is paired by position on the command line, never by count); a single
 * `--reason` given for several rejections applies to each.
 */
export function parseAdminArgs(args: string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      tokens: true,
      options: {
        'verify-all': { type: 'boolean', default: false },
        verify: { type: 'string', multiple: true },
        expire: { type: 'string', multiple: true },
        reject: { type: 'string', multiple: true },
        reason: { type: 'string', multiple: true },
        limit: { type: 'string', default: '20' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { positionals, values } = parsed;
  const [command, email] = positionals;
  if (command === 'outbox') {
    const limit = Number(values.limit);
    if (!Number.isInteger(limit) || limit <= 0) throw new UsageError('--limit must be a positive whole number');
    return { command, limit };
  }
  if (command !== 'review' || !email) throw new UsageError('Name a command: review <email> or outbox');
  const rejectIds = values.reject ?? [];
  const reasons = values.reason ?? [];
  if (rejectIds.length === 0 && reasons.length > 0) throw new UsageError('--reason goes with --reject <docId>');
  if (rejectIds.length > 0 && reasons.length !== rejectIds.length && reasons.length !== 1) {
    throw new UsageError(
      reasons.length === 0 ? '--reject needs --reason "<why>": the seller is told the reason' : 'Give one --reason per --reject, or one for all',
    );
  }
  let reject: { id: string; reason: string }[];
  if (reasons.length === 1) reject = rejectIds.map((id) => ({ id, reason: reasons[0] ?? '' }));
  else {
    // One each: a reason belongs to the --reject right before it.
    reject = [];
    let waiting = false;
    for (const token of parsed.tokens ?? []) {
      if (token.kind !== 'option') continue;
      if (token.name === 'reject') {
        if (waiting) throw new UsageError(`--reject ${reject.at(-1)?.id} needs its --reason before the next --reject`);
        reject.push({ id: token.value ?? '', reason: '' });
        waiting = true;
      } else if (token.name === 'reason') {
        if (!waiting) throw new UsageError('Each --reason follows the --reject <docId> it explains');
        reject.at(-1)!.reason = token.value ?? '';
        waiting = false;
      }
    }
  }
  for (const r of reject) {
    const problem = rejectionProblem(r);
    if (problem) throw new UsageError(problem);
  }
  return {
    command,
    email,
    action: { verifyAll: values['verify-all'], verify: values.verify ?? [], expire: values.expire ?? [], reject },
  };
}
