import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errors } from '../../../platform/schemas/index.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { HttpError } from '../../../platform/lib/errors.ts';
import { permissionsOf } from '../../../platform/auth/permissions.ts';
import type { LiveSubscriber } from '../domain/live-hub.ts';
import type { LiveEvent } from '../schemas/live.ts';
import { eventIdBefore, eventsAfter, latestEventId } from '../queries/live-events.ts';
import type { UserRow } from '../../../platform/auth/users.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** A stream ends after this; the tab reconnects at once with a fresh token and its Last-Event-ID. */
export const STREAM_MAX_MS = 30 * 60_000;
/** Streams per user at once: tabs on a few devices, not a socket flood. */
export const STREAMS_PER_USER = 12;
/** Events replayed on resuming; more missed than this, and the tab refetches everything instead. */
export const REPLAY_LIMIT = 200;
/** The oldest data a new stream catches up from (`since`): a tab's first connection, which waits for the page to settle. */
export const SINCE_MAX_MS = 10 * 60_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;

export const TOO_MANY_STREAMS = 'Too many open live connections for this account. Close some portal tabs and reload.';

/** Orders and products are the verified area's; notifications and the account are everyone's. */
const GATED_TOPICS = new Set(['orders', 'products']);

function mayReceive(user: UserRow, event: LiveEvent): boolean {
  if (GATED_TOPICS.has(event.topic) && !user.is_verified) return false;
  return event.area === null || permissionsOf(user.role).includes(event.area);
}

function lastEventIdOf(request: FastifyRequest, query: { lastEventId?: string }): number | undefined {
  const given = request.headers['last-event-id'] ?? query.lastEventId;
  return typeof given === 'string' && /^\d{1,15}$/.test(given) ? Number(given) : undefined;
}

const frame = (event: string, data: unknown, id?: number) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/events: the signed-in member's server-sent events (text/event-stream). Each event names
 * what changed (`orders`, `products`, `notifications`, `account`); `resync` means refetch all.
 * Sent with an id, the company's own event number (1, 2, 3...; nothing in it counts another
 * company's changes), so a dropped stream resumes with Last-Event-ID (header, or `lastEventId` for
 * clients that cannot set it) and gets what it missed. The first event, `ready`, carries the id to
 * resume from when nothing has happened yet. A tab's first stream may say how old the data on its
 * screen is (`since`, in ms, at most 10 minutes; measured on the tab's own clock, so no clock skew):
 * it is then sent what changed since, as a resumed one is.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      // A compressor would hold the events back until it had a block's worth.
      compress: false,
      schema: {
        operationId: 'streamLiveEvents',
        tags: ['support'],
        summary: 'Live updates for the signed-in member (server-sent events)',
        querystring: Type.Object({
          lastEventId: Type.Optional(Type.String({ maxLength: 20 })),
          since: Type.Optional(Type.Integer({ minimum: 0, maximum: SINCE_MAX_MS })),
        }),
        response: {
          200: { description: 'Server-sent events', content: { 'text/event-stream': { schema: Type.String() } } },
          ...errors(401, 429),
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      let user = auth.user;
      const stream = new PassThrough();
      // Events that arrive while the missed ones are read are held, then sent after them; the
      // replay and the held ones may overlap, so the replayed ones are skipped.
      let held: LiveEvent[] | undefined = [];
      const replayed = new Set<number>();
      let newest = 0;
      const write = (event: LiveEvent) => {
        newest = Math.max(newest, event.id);
        stream.write(frame(event.topic, { topic: event.topic }, event.id));
      };
      const subscriber: LiveSubscriber = {
        sellerId: auth.sellerId,
        userId: auth.userId,
        accepts: (event) => mayReceive(user, event),
        send: (event) => (held ? held.push(event) : write(event)),
        resync: () => stream.write(frame('resync', {})),
        end: () => stream.end(),
      };
      // Claimed before anything is awaited: the count and the claim are one step, so a wave of
      // requests sent at once gets STREAMS_PER_USER streams and 429s, not one stream each.
      const remove = app.live.add(subscriber, STREAMS_PER_USER);
      if (!remove) throw new HttpError(429, TOO_MANY_STREAMS);
      const given = lastEventIdOf(request, request.query);
      const since = request.query.since;

      // The session and the member are checked again with each heartbeat, as requests check them
      // (the same short-lived memo): a sign-out, a removal or a new role applies within one.
      const heartbeat = setInterval(() => {
        void (async () => {
          const [fresh, live] = await Promise.all([app.userOf(auth.userId), app.sessionIsLive(auth.sessionId)]);
          if (!fresh || !live || fresh.seller_id !== auth.sellerId) return stream.end();
          user = fresh;
          stream.write(': ping\n\n');
        })().catch(() => stream.end());
      }, HEARTBEAT_MS);
      // It ends when the access token it was opened with expires, as a request with it would be
      // refused; the tab reconnects with a fresh one.
      const maxAge = setTimeout(() => stream.end(), Math.max(0, Math.min(STREAM_MAX_MS, auth.tokenExpiresAt - Date.now())));
      const cleanUp = () => {
        clearInterval(heartbeat);
        clearTimeout(maxAge);
        remove();
      };
      stream.on('close', cleanUp);
      request.raw.on('close', () => stream.end());

      stream.write(`retry: ${RETRY_MS}\n\n`);
      try {
        // A new stream that names its data's age catches up as if it resumed from then.
        const lastId = given ?? (since === undefined ? undefined : await eventIdBefore(app.db, auth.sellerId, since));
        newest = Math.max(newest, lastId ?? 0);
        const missed = lastId === undefined ? undefined : await eventsAfter(app.db, auth.sellerId, lastId, REPLAY_LIMIT);
        if (missed?.complete) {
          for (const event of missed.events) {
            replayed.add(event.id);
            if (mayReceive(user, event)) write(event);
            else newest = Math.max(newest, event.id);
          }
        } else {
          // A new stream, or one away too long to replay: it starts from now; the latter refetches all.
          if (missed) stream.write(frame('resync', {}));
          newest = await latestEventId(app.db, auth.sellerId);
        }
        stream.write(frame('ready', {}, newest));
      } catch (err) {
        stream.destroy();
        throw err;
      } finally {
        const waiting = held;
        held = undefined;
        for (const event of waiting) if (!replayed.has(event.id)) write(event);
      }

      reply.header('content-type', 'text/event-stream; charset=utf-8');
      // nginx would buffer the answer otherwise (issue 20's cluster runs behind it).
      reply.header('x-accel-buffering', 'no');
      // A stream is the body the schema documents; the type provider only knows strings.
      return reply.send(stream as unknown as string);
    },
  );
};

export default routes;
