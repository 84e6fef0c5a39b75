import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, PageQuery, Pagination, errors } from '../../../platform/schemas/index.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { getInvoice, listPayments } from '../queries/payments.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../platform/schemas/domain.ts';
import { pktDate, pktMonthStart } from '../../../platform/lib/pkt-dates.ts';
import { Invoice, PaymentSummary, Transaction } from '../schemas/payments.ts';
import { cachedRead, replyCached } from '../../../platform/lib/read-cache.ts';
import { invoiceFileName, invoicePdf } from './invoice-pdf.ts';
import { sendDownload } from '../../../platform/http/download.ts';

/** The tables behind the cached Transactions and payment cards (platform/lib/read-cache.ts). */
export const TRANSACTIONS = cachedRead('transactions', ['retailer_invoices', 'payment_allocations', 'retailer_payments', 'orders']);

/** Payments & Financing's payments: mounted at /api/seller, verified sellers only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payments',
    {
      schema: {
        operationId: 'getPayments',
        tags: ['commerce'],
        summary: "Transactions (the retailers' invoices, posted when orders are confirmed) and payment cards over all of them",
        description:
          "Paid once payments cover the invoice; otherwise Pending until its due date (from the retailer's payment terms when it was " +
          'issued) and Overdue after it. Cards: payments received this month, open amounts not yet due and past due.',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200, description: 'Retailer or order number contains (case-insensitive, literal)' })),
          status: Type.Optional(Type.String({ maxLength: 20, description: `${PAYMENT_STATUSES.join(', ')} or all` })),
          ...PageQuery,
        }),
        response: {
          200: Data(Type.Object({ transactions: Type.Array(Transaction), summary: PaymentSummary, pagination: Pagination })),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const raw = request.query.status?.trim().toLowerCase();
      let status: PaymentStatus | undefined;
      if (raw && raw !== 'all') {
        status = PAYMENT_STATUSES.find((s) => s.toLowerCase() === raw);
        if (!status) throw badRequest(`status must be one of: ${PAYMENT_STATUSES.join(', ')}`);
      }
      const { q, page, pageSize } = request.query;
      const sellerId = authOf(request).sellerId;
      const today = pktDate();
      return replyCached(
        request,
        reply,
        TRANSACTIONS,
        sellerId,
        async () => ({ data: await listPayments(app.db, sellerId, today, pktDate(pktMonthStart()), { q, status, page, pageSize }) }),
        today,
      );
    },
  );

  app.get(
    '/payments/invoices/:id',
    {
      schema: {
        operationId: 'getInvoice',
        tags: ['commerce'],
        summary: 'The invoice of one order (id of the order): seller and retailer details, lines and totals',
        params: IdParams,
        response: { 200: Data(Type.Object({ invoice: Invoice })), ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound('Invoice not found');
      const invoice = await getInvoice(app.db, authOf(request).sellerId, pktDate(), request.params.id);
      if (!invoice) throw notFound('Invoice not found');
      return { data: { invoice } };
    },
  );

  app.get(
    '/payments/invoices/:id/invoice.pdf',
    {
      schema: {
        operationId: 'downloadInvoice',
        tags: ['commerce'],
        summary: 'The same invoice as a PDF file (attachment INV-<number>.pdf)',
        params: IdParams,
        response: {
          200: { description: 'A PDF invoice', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } } },
          ...errors(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound('Invoice not found');
      const invoice = await getInvoice(app.db, authOf(request).sellerId, pktDate(), request.params.id);
      if (!invoice) throw notFound('Invoice not found');
      const pdf = await invoicePdf(invoice);
      return sendDownload(reply, 'pdf', invoiceFileName(invoice), pdf);
    },
  );
};

export default routes;
