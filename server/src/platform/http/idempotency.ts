import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { IdempotencyKeyTaken, writerOf, type IdempotencyClaim, type Writer } from '../db/index.ts';
import { HttpError, badRequest, conflict } from '../lib/errors.ts';
import { actorOf } from '../auth/plugin.ts';
import {
  completeIdempotencyKey,
  findIdempotencyKey,
  purgeIdempotencyKeys,
  recordIdempotentAnswer,
  type IdempotencyRow,
  type StoredAnswer,
} from './idempotency-keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key of a signed-in user's write, once checked; null otherwise. */
    idempotency: IdempotencyClaim | null;
    /**
     * The database as this request writes to it (set before validation): a write made through it
     * is audited as the signed-in user and records the request's Idempotency-Key in its own
     * transaction. A route hands it to the function that makes the route's change; what must not
     * record the key (a rate-limit counter, an uploaded file's bytes) is written on `app.db`.
     */
    writer: Writer;
  }
}

export const BAD_IDEMPOTENCY_KEY = 'The Idempotency-Key header must be 16 to 100 letters, digits, "-" or "_"';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request';
export const ALREADY_SAVED = 'This change was already saved. Reload to see it.';

const KEY = /^[A-Za-z0-9_-]{16,100}$/;
/** Keys are only for retries within seconds; those older than a day are deleted hourly (and at start). */
const PURGE_EVERY_MS = 3600_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How the OpenAPI documents the header on every signed-in write (signed-in-area.ts adds it). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: KEY.source,
      description:
        'Any unique value per change (a UUID). A request sent again with the same key is not applied again: it gets the ' +
        'first answer, marked `Idempotency-Replayed: true`; 422 when the key came with another request, 409 when the ' +
        'change was saved but its answer was lost. Keys are kept a day.',
    }),
  ),
});

function fingerprintOf(request: FastifyRequest): string {
  // The parsed body: a form upload streams its file to the handler, so only its URL counts.
  const body = crypto
    .createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  return `${request.method} ${request.url} ${body}`;
}

/** What a request sent again with a recorded key is answered, in place of running it. */
function replay(reply: FastifyReply, claim: IdempotencyClaim, row: IdempotencyRow): FastifyReply {
  if (row.fingerprint !== claim.fingerprint) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  // Recorded by a write that committed, by a process that died before it could store the answer.
  if (row.status_code === null) throw conflict(ALREADY_SAVED);
  reply.code(row.status_code).header('idempotency-replayed', 'true');
  if (row.content_type) reply.header('content-type', row.content_type);
  // A Buffer goes out as stored, never serialised again.
  return reply.send(Buffer.from(row.body ?? '', 'utf8'));
}

function answerOf(reply: FastifyReply, payload: unknown): StoredAnswer | undefined {
  const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : undefined;
  if (body === undefined) return undefined;
  const contentType = reply.getHeader('content-type');
  return { statusCode: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body };
}

/**
 * Idempotency keys of writes: the browser sends each write with an Idempotency-Key and, when the
 * process handling it died (502, 503, 504, a lost connection), sends it once more with the same key.
 * A key is applied at most once per user; the retry is answered as the first attempt was.
 *
 * The key is checked in preValidation, the first hook after every onRequest hook, where the signed-in
 * area has authenticated the request (request.auth): requests nobody signed in to (sign-in, sign-up,
 * password reset) ignore the header, and a recorded answer is replayed before the body is validated.
 * The same hook sets `request.writer`, the database with the request's write context (its user as
 * the audit actor, the claim: platform/db/write-context.ts). The first write the handler makes
 * through it records the key inside its own transaction: the key exists exactly when that write
 * committed. A write on `app.db` records nothing, so a handler's helper writes made before its change
 * (a rate-limit counter, an upload's file) cannot record the key of a change that then fails. The
 * answer is stored once sent (onSend, before compression): on the recorded row, or for a request
 * that wrote nothing, on a new row. A 5xx stores nothing: its transaction rolled back with the key,
 * and a retry runs again. Headers other than the content type (Location) are not replayed; no write
 * sets one.
 */
export default fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    // Set for every request in preValidation, before any handler runs.
    app.decorateRequest('writer', null as unknown as Writer);

    // A cluster's processes run for weeks: at start alone the table would only ever grow.
    const purge = async () => {
      try {
        const purged = await purgeIdempotencyKeys(app.db);
        if (purged > 0) app.log.info({ purged }, 'deleted idempotency keys older than a day');
      } catch (err) {
        app.log.warn({ err }, 'could not delete old idempotency keys');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void purge();
      timer = setInterval(() => void purge(), PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));

    /** The claim of a signed-in user's write that sent a key, its form checked; null otherwise. */
    const claimOf = (request: FastifyRequest): IdempotencyClaim | null => {
      if (READS.has(request.method) || !request.auth) return null;
      const key = request.headers['idempotency-key'];
      if (key === undefined) return null;
      if (typeof key !== 'string' || !KEY.test(key)) throw badRequest(BAD_IDEMPOTENCY_KEY);
      return { userId: request.auth.userId, key, fingerprint: fingerprintOf(request), claimed: false, settled: false };
    };

    app.addHook('preValidation', async (request, reply) => {
      const claim = claimOf(request);
      if (claim) {
        const row = await findIdempotencyKey(app.db, claim.userId, claim.key);
        if (row) return replay(reply, claim, row);
      }
      request.idempotency = claim;
      request.writer = writerOf(app.db, { actor: request.auth ? actorOf(request) : null, claim });
    });

    // Not a wrapper that changes what the handler does: it only answers a lost race for the key.
    app.addHook('onRoute', (route: RouteOptions) => {
      if ([route.method].flat().every((m) => READS.has(m))) return;
      const handler = route.handler;
      route.handler = async function (request, reply) {
        const claim = request.idempotency;
        if (!claim) return handler.call(this, request, reply);
        try {
          return await handler.call(this, request, reply);
        } catch (err) {
          if (!(err instanceof IdempotencyKeyTaken)) throw err;
          // Another attempt committed first: answer as a retry after it would be.
          claim.settled = true;
          const row = await findIdempotencyKey(app.db, claim.userId, claim.key);
          if (!row) throw err;
          return replay(reply, claim, row);
        }
      };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim || claim.settled) return payload;
      claim.settled = true;
      const answer = reply.statusCode < 500 ? answerOf(reply, payload) : undefined;
      if (!answer) return payload;
      try {
        if (claim.claimed) await completeIdempotencyKey(app.db, claim.userId, claim.key, answer);
        else await recordIdempotentAnswer(app.db, claim.userId, claim.key, claim.fingerprint, answer);
      } catch (err) {
        // The answer still goes out; a retry of a claimed key gets 409 rather than this answer.
        request.log.warn({ err }, 'could not store the answer of an idempotency key');
      }
      return payload;
    });
  },
  { name: 'agrihub-idempotency', dependencies: ['agrihub-context', 'agrihub-auth'], fastify: '5.x' },
);
