import type { FastifyReply } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { Hit } from '../../repos/rate-limits.ts';

/** 429 with Retry-After when a counter passed its limit. */
export function refuseOver(reply: FastifyReply, hits: Hit[], message: string): void {
  const over = hits.filter((h) => h.over);
  if (over.length === 0) return;
  reply.header('retry-after', String(Math.max(...over.map((h) => h.retryAfterSeconds))));
  throw new HttpError(429, message);
}
