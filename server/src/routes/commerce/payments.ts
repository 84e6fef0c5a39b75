import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, PageQuery, Pagination, errors } from '../../schemas/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseRupeesToPaisa } from '../../lib/money.ts';
import { getInvoice, listPayments } from '../../repos/payments.ts';
import { FINANCING_PURPOSES, FINANCING_TENURES, PAYMENT_STATUSES, type PaymentStatus } from '../../schemas/domain.ts';
import {
  FINANCING_MAX_PAISA,
  FINANCING_MIN_PAISA,
  hasOpenApplication,
  insertFinancingApplication,
  listFinancingApplications,
} from '../../repos/financing.ts';
import { pktDate, pktMonthStart } from '../../lib/pkt-dates.ts';
import { FinancingApplication, Invoice, PaymentSummary, Transaction } from '../../schemas/commerce.ts';

const OPEN_APPLICATION = 'You already have a financing application under review';

export function validateFinancing(body: { amount?: unknown; tenureMonths?: unknown; purpose?: unknown }) {
  const errs: Record<string, string> = {};
  const amountPaisa = typeof body.amount === 'number' ? parseRupeesToPaisa(String(body.amount)) : null;
  if (amountPaisa === null) errs.amount = 'Amount must be a number of rupees with at most 2 decimals';
  else if (amountPaisa < FINANCING_MIN_PAISA || amountPaisa > FINANCING_MAX_PAISA) {
    errs.amount = 'Amount must be between PKR 50,000 and PKR 50,000,000';
  }
  const tenureMonths = Number(body.tenureMonths);
  if (!(FINANCING_TENURES as readonly number[]).includes(tenureMonths)) {
    errs.tenureMonths = `Tenure must be one of: ${FINANCING_TENURES.join(', ')} months`;
  }
  const purpose = typeof body.purpose === 'string' ? body.purpose.trim() : '';
  if (!(FINANCING_PURPOSES as readonly string[]).includes(purpose)) errs.purpose = `Purpose must be one of: ${FINANCING_PURPOSES.join(', ')}`;
  if (Object.keys(errs).length > 0 || amountPaisa === null) return { errors: errs };
  return { value: { amountPaisa, tenureMonths, purpose }, errors: errs };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payments',
    {
      schema: {
        tags: ['commerce'],
        summary: 'Transactions (non-cancelled orders with their payment state) and payment cards over all of them',
        description:
          'Paid when a payment is recorded; otherwise Pending until the due date (order date in PKT + 30 days unless the order has ' +
          'its own) and Overdue after it.',
        security: [{ bearerAuth: [] }],
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
    async (request) => {
      const raw = request.query.status?.trim().toLowerCase();
      let status: PaymentStatus | undefined;
      if (raw && raw !== 'all') {
        status = PAYMENT_STATUSES.find((s) => s.toLowerCase() === raw);
        if (!status) throw badRequest(`status must be one of: ${PAYMENT_STATUSES.join(', ')}`);
      }
      const { q, page, pageSize } = request.query;
      const data = await listPayments(app.db, authOf(request).sellerId, pktDate(), pktMonthStart(), { q, status, page, pageSize });
      return { data };
    },
  );

  app.get(
    '/payments/invoices/:id',
    {
      schema: {
        tags: ['commerce'],
        summary: 'The invoice of one order (id of the order): seller and retailer details, lines and totals',
        security: [{ bearerAuth: [] }],
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
    '/financing/applications',
    {
      schema: {
        tags: ['commerce'],
        summary: 'The seller\'s financing applications, newest first',
        security: [{ bearerAuth: [] }],
        response: { 200: Data(Type.Object({ applications: Type.Array(FinancingApplication) })), ...errors(401, 403) },
      },
    },
    async (request) => ({ data: { applications: await listFinancingApplications(app.db, authOf(request).sellerId) } }),
  );

  app.post(
    '/financing/applications',
    {
      schema: {
        tags: ['commerce'],
        summary: 'Apply for financing through the partner bank (one application under review at a time)',
        security: [{ bearerAuth: [] }],
        body: Type.Object({
          amount: Type.Number({ description: 'PKR 50,000 to 50,000,000' }),
          tenureMonths: Type.Integer({ description: FINANCING_TENURES.join(', ') }),
          purpose: Type.String({ maxLength: 100, description: FINANCING_PURPOSES.join(', ') }),
        }),
        response: { 201: Data(Type.Object({ application: FinancingApplication })), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { sellerId, userId } = authOf(request);
      const v = validateFinancing(request.body);
      if (!v.value) throw badRequest(Object.values(v.errors)[0] ?? 'Invalid application', v.errors);
      const input = v.value;
      try {
        const application = await app.db.transaction(async (tx) => {
          if (await hasOpenApplication(tx, sellerId)) throw conflict(OPEN_APPLICATION);
          return insertFinancingApplication(tx, sellerId, userId, input);
        });
        return reply.status(201).send({ data: { application } });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(OPEN_APPLICATION);
        throw err;
      }
    },
  );
};

export default routes;
