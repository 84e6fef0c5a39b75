import fp from 'fastify-plugin';
import { notifyOverdueInvoices } from '../domain/overdue.ts';
import { pktDate } from '../../../platform/lib/pkt-dates.ts';

/** How often the process looks for invoices that fell due: due dates are days, so hourly is prompt. */
export const OVERDUE_SWEEP_MS = 3600_000;

/**
 * Announces invoices that fell due (modules/receivables/domain/overdue.ts) when the app is ready and every hour while it
 * runs. Every process sweeps; the claim makes each invoice announced once. A failed sweep is logged
 * and retried at the next one: nothing is claimed unless its notification is written with it.
 */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const sweep = async () => {
      try {
        const raised = await app.db.transaction((tx) => notifyOverdueInvoices(tx, pktDate()));
        if (raised > 0) app.log.info({ raised }, 'overdue invoices announced');
      } catch (err) {
        app.log.error({ err }, 'overdue sweep failed');
      }
    };
    app.addHook('onReady', async () => {
      running = sweep();
      timer = setInterval(() => {
        running = running.then(sweep);
      }, OVERDUE_SWEEP_MS);
      timer.unref();
    });
    // The database closes after preClose: a sweep under way finishes first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'agrihub-overdue', fastify: '5.x', dependencies: ['agrihub-context'] },
);
