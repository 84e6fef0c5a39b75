import fp from 'fastify-plugin';
import { createLiveHub, parseLiveEvent, type LiveHub } from '../domain/live-hub.ts';
import { pruneLiveEvents } from '../queries/live-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open live streams (modules/notifications/routes/events.ts). */
    live: LiveHub;
  }
}

/** The channel migration 017's trigger notifies. */
export const LIVE_CHANNEL = 'agrihub_live';
/** How often old events are pruned (any process may; the DELETE is the same whoever runs it). */
export const LIVE_PRUNE_MS = 3600_000;

/**
 * Live updates: one LISTEN per process, fanned out to the process's streams. Listening starts when
 * the app is ready; a lost listening connection, once back, tells every stream to refetch. At close,
 * the streams end first (an open stream would keep the server from closing), then listening stops.
 */
export default fp(
  async (app) => {
    const hub = createLiveHub();
    app.decorate('live', hub);
    let stop: (() => Promise<void>) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const prune = async () => {
      try {
        await pruneLiveEvents(app.db);
      } catch (err) {
        app.log.error({ err }, 'pruning live events failed');
      }
    };
    app.addHook('onReady', async () => {
      stop = await app.db.listen(
        LIVE_CHANNEL,
        (payload) => {
          const event = parseLiveEvent(payload);
          if (event) hub.publish(event);
          else app.log.warn({ payload }, 'unreadable live event');
        },
        () => hub.resyncAll(),
      );
      void prune();
      timer = setInterval(() => void prune(), LIVE_PRUNE_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      hub.endAll();
      await stop?.();
    });
  },
  { name: 'agrihub-live', fastify: '5.x', dependencies: ['agrihub-context'] },
);
