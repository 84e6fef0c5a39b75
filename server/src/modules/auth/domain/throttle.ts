import type { FastifyReply } from 'fastify';
import { HttpError } from '../../../platform/lib/errors.ts';
import { normalizeEmail } from '../../../platform/lib/validation.ts';
import type { Hit } from '../../../platform/http/rate-limits.ts';

/** The sign-in failure counters of one account start so, one per address it was tried from. */
export const loginAccountKeyPrefix = (email: string) => `login:${normalizeEmail(email)}|`;

/** 429 with Retry-After when a counter passed its limit. */
export function refuseOver(reply: FastifyReply, hits: Hit[], message: string): void {
  const over = hits.filter((h) => h.over);
  if (over.length === 0) return;
  reply.header('retry-after', String(Math.max(...over.map((h) => h.retryAfterSeconds))));
  throw new HttpError(429, message);
}
