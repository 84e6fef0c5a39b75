import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, errors } from '../../../platform/schemas/index.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, conflict, isUniqueViolation } from '../../../platform/lib/errors.ts';
import { parseRupeesToPaisa } from '../../../platform/lib/money.ts';
import { FINANCING_PURPOSES, FINANCING_TENURES } from '../../../platform/schemas/domain.ts';
import { FINANCING_MAX_PAISA, FINANCING_MIN_PAISA, hasOpenApplication, applyForFinancing, listFinancingApplications } from '../queries/financing.ts';
import { FinancingApplication } from '../schemas/financing.ts';

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

/** Payments & Financing's financing applications: mounted at /api/seller, verified sellers only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/financing/applications',
    {
      schema: {
        operationId: 'getFinancingApplications',
        tags: ['commerce'],
        summary: "The seller's financing applications, newest first",
        response: { 200: Data(Type.Object({ applications: Type.Array(FinancingApplication) })), ...errors(401, 403) },
      },
    },
    async (request) => ({ data: { applications: await listFinancingApplications(app.db, authOf(request).sellerId) } }),
  );

  app.post(
    '/financing/applications',
    {
      schema: {
        operationId: 'applyForFinancing',
        tags: ['commerce'],
        summary: 'Apply for financing through the partner bank (one application under review at a time)',
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
        const application = await request.writer.transaction(async (tx) => {
          if (await hasOpenApplication(tx, sellerId)) throw conflict(OPEN_APPLICATION);
          return applyForFinancing(tx, sellerId, userId, input);
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
