import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, PageQuery, Pagination, errors } from '../../../platform/schemas/index.ts';
import { CreditTermsBody, PaymentBody, ReceivedPayment, RetailerAccount, RetailerAccountDetail, Statement } from '../schemas/credit.ts';
import { ACCOUNT_STANDINGS, type AccountStanding } from '../../../platform/schemas/domain.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { isCalendarDate, pktDate } from '../../../platform/lib/pkt-dates.ts';
import { parseCreditTerms, recordPayment, updateCreditTerms } from '../domain/credit.ts';
import { defaultStatementPeriod, getAccountDetail, getStatement, listAccounts, recentPayments } from '../queries/accounts.ts';
import { statementPdf, statementFileName } from './statement-pdf.ts';
import { sendDownload } from '../../../platform/http/download.ts';

/** The longest statement period, in days: a year and a day. */
const STATEMENT_MAX_DAYS = 366;

const StatementQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, inclusive; default: the first day of the month two months ago' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, inclusive; default: today (PKT)' })),
});

/** A statement period from the query: real dates, from before to, at most a year. */
function periodOf(query: { from?: string | undefined; to?: string | undefined }, today: string): { from: string; to: string } {
  const fallback = defaultStatementPeriod(today);
  const from = query.from?.trim() || fallback.from;
  const to = query.to?.trim() || fallback.to;
  const errs: Record<string, string> = {};
  if (!isCalendarDate(from)) errs.from = 'from must be a real date (YYYY-MM-DD)';
  if (!isCalendarDate(to)) errs.to = 'to must be a real date (YYYY-MM-DD)';
  if (!errs.from && !errs.to) {
    if (from > to) errs.from = 'The period must start on or before its end';
    else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= STATEMENT_MAX_DAYS) errs.from = 'A statement covers at most one year';
  }
  if (Object.keys(errs).length > 0) throw badRequest(Object.values(errs)[0] ?? 'Invalid period', errs);
  return { from, to };
}

/**
 * Retailer accounts (issue 23): the directory with balances, a retailer's page, credit terms, payments
 * received and statements. Mounted at /api/seller for verified sellers; writes are the payments area
 * (managers and admins: the people who run finance).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const retailerOr404 = (id: string) => {
    if (!isUuid(id)) throw notFound('Retailer not found');
    return id;
  };

  app.get(
    '/retailer-accounts',
    {
      schema: {
        operationId: 'getAccounts',
        tags: ['credit'],
        summary: "A page of the seller's retailers by name, with credit limit, terms, outstanding and overdue",
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 100, description: 'Name or city contains' })),
          standing: Type.Optional(Type.String({ maxLength: 20, description: `${ACCOUNT_STANDINGS.join(', ')} or all` })),
          ...PageQuery,
        }),
        response: { 200: Data(Type.Object({ accounts: Type.Array(RetailerAccount), pagination: Pagination })), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { q = '', page, pageSize } = request.query;
      const raw = request.query.standing?.trim().toLowerCase();
      let standing: AccountStanding | undefined;
      if (raw && raw !== 'all') {
        standing = ACCOUNT_STANDINGS.find((s) => s === raw);
        if (!standing)
          throw badRequest(`standing must be one of: ${ACCOUNT_STANDINGS.join(', ')}`, {
            standing: `standing must be one of: ${ACCOUNT_STANDINGS.join(', ')}`,
          });
      }
      const found = await listAccounts(app.db, authOf(request).sellerId, pktDate(), { q, standing, limit: pageSize, offset: (page - 1) * pageSize });
      return { data: { accounts: found.accounts, pagination: { page, pageSize, total: found.total } } };
    },
  );

  app.get(
    '/retailer-accounts/:id',
    {
      schema: {
        operationId: 'getAccount',
        tags: ['credit'],
        summary: "One retailer's account: contact, credit terms, balances, invoices, payments and latest orders",
        params: IdParams,
        response: { 200: Data(Type.Object({ account: RetailerAccountDetail })), ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const account = await getAccountDetail(app.db, authOf(request).sellerId, retailerOr404(request.params.id), pktDate());
      if (!account) throw notFound('Retailer not found');
      return { data: { account } };
    },
  );

  app.put(
    '/retailer-accounts/:id/credit',
    {
      schema: {
        operationId: 'updateCreditTerms',
        tags: ['credit'],
        summary: "Sets a retailer's credit limit (PKR, or null for none) and payment terms; invoices already posted keep their due dates",
        params: IdParams,
        body: CreditTermsBody,
        response: { 200: Data(Type.Object({ account: RetailerAccountDetail })), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      const id = retailerOr404(request.params.id);
      await updateCreditTerms(request.writer, sellerId, id, parseCreditTerms(request.body));
      const account = await getAccountDetail(app.db, sellerId, id, pktDate());
      if (!account) throw notFound('Retailer not found');
      return { data: { account } };
    },
  );

  app.post(
    '/retailer-accounts/:id/payments',
    {
      schema: {
        operationId: 'recordPayment',
        tags: ['credit'],
        summary: 'Records a payment received from the retailer and applies it to invoices (chosen ones first, then the oldest due)',
        params: IdParams,
        body: PaymentBody,
        response: { 201: Data(Type.Object({ payment: ReceivedPayment, account: RetailerAccountDetail })), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { sellerId, userId } = authOf(request);
      const id = retailerOr404(request.params.id);
      const today = pktDate();
      const paymentId = await recordPayment(request.writer, sellerId, userId, id, request.body, today);
      const [[payment], account] = await Promise.all([recentPayments(app.db, sellerId, id, 1, paymentId), getAccountDetail(app.db, sellerId, id, today)]);
      if (!payment || !account) throw notFound('Retailer not found');
      return reply.status(201).send({ data: { payment, account } });
    },
  );

  app.get(
    '/retailer-accounts/:id/statement',
    {
      schema: {
        operationId: 'getStatement',
        tags: ['credit'],
        summary: 'A statement of account over a period: opening balance, invoices, reversals and payments with the running balance, closing balance',
        params: IdParams,
        querystring: StatementQuery,
        response: { 200: Data(Type.Object({ statement: Statement })), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = retailerOr404(request.params.id);
      const { from, to } = periodOf(request.query, pktDate());
      const statement = await getStatement(app.db, authOf(request).sellerId, id, from, to);
      if (!statement) throw notFound('Retailer not found');
      return { data: { statement } };
    },
  );

  app.get(
    '/retailer-accounts/:id/statement.pdf',
    {
      schema: {
        operationId: 'downloadStatement',
        tags: ['credit'],
        summary: 'The same statement as a PDF file (attachment)',
        params: IdParams,
        querystring: StatementQuery,
        response: {
          200: { description: 'A PDF statement', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } } },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const id = retailerOr404(request.params.id);
      const { from, to } = periodOf(request.query, pktDate());
      const statement = await getStatement(app.db, authOf(request).sellerId, id, from, to);
      if (!statement) throw notFound('Retailer not found');
      const pdf = await statementPdf(statement);
      return sendDownload(reply, 'pdf', statementFileName(statement), pdf);
    },
  );
};

export default routes;
