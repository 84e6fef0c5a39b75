import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, PageQuery, Pagination, errors } from '../../../platform/schemas/index.ts';
import { AgingAmounts, AgingRow, CreditSettings } from '../schemas/credit.ts';
import { AGING_BUCKETS, PAYMENT_TERMS, type AgingBucket } from '../../../platform/schemas/domain.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest } from '../../../platform/lib/errors.ts';
import { pktDate } from '../../../platform/lib/pkt-dates.ts';
import { agingReport } from '../queries/accounts.ts';
import { getSeasonDates, updateCreditSettings } from '../queries/credit-settings.ts';
import { parseSeasonDates } from '../domain/credit.ts';
import { UTF8_BOM, csvLine, rupeesText } from '../../../platform/lib/csv.ts';
import { cachedRead, replyCached } from '../../../platform/lib/read-cache.ts';
import { sendDownload } from '../../../platform/http/download.ts';

export const AGING_FILE_NAME = 'receivables_aging.csv';
const AGING_HEADER = ['Retailer', 'City', 'Payment Terms', 'Credit Limit', 'Current', '1-30 Days', '31-60 Days', '61-90 Days', '90+ Days', 'Total'];
const TERMS_LABEL: Record<(typeof PAYMENT_TERMS)[number], string> = {
  net15: 'Net 15',
  net30: 'Net 30',
  net60: 'Net 60',
  net90: 'Net 90',
  harvest: 'After harvest',
};

const AgingQuery = {
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Retailer name or city contains' })),
  bucket: Type.Optional(Type.String({ maxLength: 10, description: `Only retailers with an amount in this bucket: ${AGING_BUCKETS.join(', ')} or all` })),
};

function bucketOf(raw: string | undefined): AgingBucket | undefined {
  const v = raw?.trim().toLowerCase();
  if (!v || v === 'all') return undefined;
  const bucket = AGING_BUCKETS.find((b) => b === v);
  if (!bucket) throw badRequest(`bucket must be one of: ${AGING_BUCKETS.join(', ')}`, { bucket: `bucket must be one of: ${AGING_BUCKETS.join(', ')}` });
  return bucket;
}

/** The tables behind the cached aging report (platform/lib/read-cache.ts). */
export const AGING = cachedRead('receivables aging', ['retailer_invoices', 'payment_allocations', 'retailers']);

/** Paisa text from the API's rupees (the report answers rupees with at most 2 decimals). */
const rupees = (v: number) => rupeesText(Math.round(v * 100));

/**
 * Collections (issue 23): receivables aging per retailer and its CSV, and the harvest due dates that
 * "after harvest" terms use. Mounted at /api/seller for verified sellers.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/receivables/aging',
    {
      schema: {
        operationId: 'getAging',
        tags: ['credit'],
        summary: "Receivables aging: each retailer's open invoices by days past due (current, 1-30, 31-60, 61-90, 90+), most overdue first, with totals",
        querystring: Type.Object({ ...AgingQuery, ...PageQuery }),
        response: {
          200: Data(Type.Object({ rows: Type.Array(AgingRow), totals: AgingAmounts, asOf: Type.String({ format: 'date' }), pagination: Pagination })),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { q = '', page, pageSize } = request.query;
      const today = pktDate();
      const bucket = bucketOf(request.query.bucket);
      const sellerId = authOf(request).sellerId;
      return replyCached(
        request,
        reply,
        AGING,
        sellerId,
        async () => {
          const report = await agingReport(app.db, sellerId, today, { q, bucket, limit: pageSize, offset: (page - 1) * pageSize });
          return { data: { rows: report.rows, totals: report.totals, asOf: today, pagination: { page, pageSize, total: report.total } } };
        },
        today,
      );
    },
  );

  app.get(
    '/receivables/aging.csv',
    {
      schema: {
        operationId: 'exportAging',
        tags: ['credit'],
        summary: `The aging report with the same filters as a CSV attachment (${AGING_FILE_NAME}), every row and a totals line`,
        querystring: Type.Object(AgingQuery),
        response: { 200: { description: `Attachment ${AGING_FILE_NAME}`, content: { 'text/csv': { schema: Type.String() } } }, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const report = await agingReport(app.db, authOf(request).sellerId, pktDate(), {
        q: request.query.q ?? '',
        bucket: bucketOf(request.query.bucket),
        limit: null,
        offset: 0,
      });
      const amounts = (r: { current: number; days1to30: number; days31to60: number; days61to90: number; days90plus: number; total: number }) =>
        [r.current, r.days1to30, r.days31to60, r.days61to90, r.days90plus, r.total].map(rupees);
      const body =
        UTF8_BOM +
        csvLine(AGING_HEADER) +
        report.rows
          .map((r) => csvLine([r.name, r.city, TERMS_LABEL[r.paymentTerms], r.creditLimit === null ? '' : rupees(r.creditLimit), ...amounts(r)]))
          .join('') +
        csvLine(['Total', '', '', '', ...amounts(report.totals)]);
      return sendDownload(reply, 'csv', AGING_FILE_NAME, body);
    },
  );

  app.get(
    '/credit-settings',
    {
      schema: {
        operationId: 'getCreditSettings',
        tags: ['credit'],
        summary: 'The harvest due dates that "after harvest" payment terms use',
        response: { 200: Data(Type.Object({ settings: CreditSettings })), ...errors(401, 403) },
      },
    },
    async (request) => ({ data: { settings: await getSeasonDates(app.db, authOf(request).sellerId) } }),
  );

  app.put(
    '/credit-settings',
    {
      config: { permission: 'settings' },
      schema: {
        operationId: 'updateCreditSettings',
        tags: ['credit'],
        summary: 'Sets the harvest due dates (admins); invoices already posted keep their due dates',
        body: Type.Object({ rabiDueDate: Type.String({ maxLength: 10 }), kharifDueDate: Type.String({ maxLength: 10 }) }),
        response: { 200: Data(Type.Object({ settings: CreditSettings })), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      await updateCreditSettings(request.writer, sellerId, parseSeasonDates(request.body));
      return { data: { settings: await getSeasonDates(app.db, sellerId) } };
    },
  );
};

export default routes;
