import fp from 'fastify-plugin';
import { createMailWorker, type MailWorker } from './worker.ts';
import { setPortalUrl } from './portal-link.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailWorker;
  }
}

/**
 * The outbox's worker, running while the app does: it starts once the app is ready and stops
 * before the database closes (preClose runs before every onClose hook).
 */
export default fp(
  async (app) => {
    // Notification mails are written deep in domain code that has no config: their links start here.
    setPortalUrl(app.config.mail.publicUrl);
    const worker = createMailWorker(app.db, app.config.mail, app.log.child({ module: 'mail' }));
    app.decorate('mail', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'agrihub-mail', fastify: '5.x', dependencies: ['agrihub-context'] },
);
