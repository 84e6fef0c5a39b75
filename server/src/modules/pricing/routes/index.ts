import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, Success, errors } from '../../../platform/schemas/index.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, conflict, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import {
  deletePricingRule,
  getPricingRule,
  createPricingRule,
  listPricingRules,
  orderInProgressUsingRule,
  updatePricingRuleStatus,
  updatePricingRule,
  type PricingRuleInput,
} from '../queries/pricing.ts';
import {
  PRICING_RULE_CATEGORIES,
  PRICING_RULE_STATUSES,
  PRICING_RULE_TYPES,
  RULE_CATEGORY_PRODUCT_CATEGORY,
  type PricingRuleStatus,
} from '../../../platform/schemas/domain.ts';
import { isCalendarDate, pktDate } from '../../../platform/lib/pkt-dates.ts';
import { PricingRule, PricingRuleAppliesTo, PricingRuleBody, PricingRuleSummary } from '../schemas/pricing-rules.ts';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The pricing rule form's rules (spec 5), with one message per field. */
export function validatePricingRule(body: Record<string, unknown>, today: string): { value?: PricingRuleInput; errors: Record<string, string> } {
  const errs: Record<string, string> = {};
  const name = str(body.name);
  if (!name) errs.name = 'Rule name is required';
  else if (name.length > 120) errs.name = 'Rule name must be at most 120 characters';
  const type = str(body.type);
  if (!(PRICING_RULE_TYPES as readonly string[]).includes(type)) errs.type = `Rule type must be one of: ${PRICING_RULE_TYPES.join(', ')}`;
  const category = str(body.category);
  if (!(PRICING_RULE_CATEGORIES as readonly string[]).includes(category)) errs.category = `Category must be one of: ${PRICING_RULE_CATEGORIES.join(', ')}`;
  const discount = Number(body.discount);
  if (body.discount === '' || body.discount === null || body.discount === undefined || !Number.isFinite(discount)) {
    errs.discount = 'Discount must be a number';
  } else if (discount < 1 || discount > 100) errs.discount = 'Discount must be between 1 and 100';
  else if (Math.round(discount * 100) !== discount * 100) errs.discount = 'Discount can have at most 2 decimals';
  const minQuantity = Number(body.minQuantity);
  if (!Number.isInteger(minQuantity)) errs.minQuantity = 'Minimum quantity must be a whole number';
  else if (minQuantity < 1) errs.minQuantity = 'Minimum quantity must be at least 1';
  else if (minQuantity > 1_000_000) errs.minQuantity = 'Minimum quantity must be at most 1,000,000';
  const validUntil = str(body.validUntil);
  if (!isCalendarDate(validUntil)) errs.validUntil = 'Valid until must be a date (YYYY-MM-DD)';
  else if (validUntil < today) errs.validUntil = 'Valid until cannot be in the past';
  if (Object.keys(errs).length > 0) return { errors: errs };
  return { value: { name, type, category, discount, minQuantity, validUntil }, errors: errs };
}

const RULE_NOT_FOUND = 'Pricing rule not found';

/** Why a rule cannot be deleted: an order in progress carries it on a line. */
const ruleInUse = (orderNumber: string) =>
  `This rule is used by order ${orderNumber}, which is still in progress. Deactivate the rule instead, or delete it once its orders are delivered or cancelled.`;

/** The body as a rule, or 400 with a message per field (create and edit alike). */
function validRule(body: Record<string, unknown>, today: string): PricingRuleInput {
  const v = validatePricingRule(body, today);
  if (!v.value) throw badRequest(Object.values(v.errors)[0] ?? 'Invalid pricing rule', v.errors);
  return v.value;
}

/** Pricing & Offers: mounted at /api/seller, verified sellers only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pricing-rules',
    {
      schema: {
        operationId: 'getPricingRules',
        tags: ['commerce'],
        summary: "Pricing rules, newest first, with counts over all of the seller's rules",
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200, description: 'Name, type or category contains (case-insensitive, literal)' })),
          status: Type.Optional(Type.String({ maxLength: 20, description: `${PRICING_RULE_STATUSES.join(', ')} or all` })),
        }),
        response: {
          200: Data(Type.Object({ rules: Type.Array(PricingRule), summary: PricingRuleSummary, appliesTo: PricingRuleAppliesTo })),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const raw = request.query.status?.trim().toLowerCase();
      let status: PricingRuleStatus | undefined;
      if (raw && raw !== 'all') {
        status = PRICING_RULE_STATUSES.find((s) => s.toLowerCase() === raw);
        if (!status) throw badRequest(`status must be one of: ${PRICING_RULE_STATUSES.join(', ')}`);
      }
      const list = await listPricingRules(app.db, authOf(request).sellerId, pktDate(), { q: request.query.q, status });
      return { data: { ...list, appliesTo: RULE_CATEGORY_PRODUCT_CATEGORY } };
    },
  );

  app.post(
    '/pricing-rules',
    {
      schema: {
        operationId: 'createPricingRule',
        tags: ['commerce'],
        summary: 'Create a pricing rule (active from creation)',
        body: PricingRuleBody,
        response: { 201: Data(Type.Object({ rule: PricingRule })), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const today = pktDate();
      const rule = await createPricingRule(request.writer, authOf(request).sellerId, today, validRule(request.body, today));
      return reply.status(201).send({ data: { rule } });
    },
  );

  app.put(
    '/pricing-rules/:id',
    {
      schema: {
        operationId: 'updatePricingRule',
        tags: ['commerce'],
        summary: "Replace a pricing rule's values (same rules as create; Active or Inactive stays as set)",
        params: IdParams,
        body: PricingRuleBody,
        response: { 200: Data(Type.Object({ rule: PricingRule })), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const today = pktDate();
      const value = validRule(request.body, today);
      if (!isUuid(request.params.id)) throw notFound(RULE_NOT_FOUND);
      const rule = await updatePricingRule(request.writer, authOf(request).sellerId, today, request.params.id, value);
      if (!rule) throw notFound(RULE_NOT_FOUND);
      return { data: { rule } };
    },
  );

  app.delete(
    '/pricing-rules/:id',
    {
      schema: {
        operationId: 'deletePricingRule',
        tags: ['commerce'],
        summary: 'Delete a pricing rule, unless an order still in progress uses it (409: deactivate it instead)',
        params: IdParams,
        response: { 200: Success, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      if (!isUuid(request.params.id)) throw notFound(RULE_NOT_FOUND);
      await request.writer.transaction(async (tx) => {
        // The row lock keeps the rule from changing or going while its orders are looked up.
        const rule = await getPricingRule(tx, sellerId, pktDate(), request.params.id, true);
        if (!rule) throw notFound(RULE_NOT_FOUND);
        const orderNumber = await orderInProgressUsingRule(tx, sellerId, rule._id);
        if (orderNumber) throw conflict(ruleInUse(orderNumber));
        await deletePricingRule(tx, sellerId, rule._id);
      });
      return { data: { success: true } };
    },
  );

  app.patch(
    '/pricing-rules/:id/status',
    {
      schema: {
        operationId: 'updatePricingRuleStatus',
        tags: ['commerce'],
        summary: 'Activate or deactivate a pricing rule (an expired rule cannot be activated)',
        params: IdParams,
        body: Type.Object({ status: Type.String({ maxLength: 20, description: 'Active or Inactive' }) }),
        response: { 200: Data(Type.Object({ rule: PricingRule })), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      const wanted = request.body.status.trim().toLowerCase();
      if (wanted !== 'active' && wanted !== 'inactive') {
        throw badRequest('Status must be Active or Inactive', { status: 'Status must be Active or Inactive' });
      }
      if (!isUuid(request.params.id)) throw notFound(RULE_NOT_FOUND);
      const today = pktDate();
      const rule = await request.writer.transaction(async (tx) => {
        const current = await getPricingRule(tx, sellerId, today, request.params.id, true);
        if (!current) throw notFound(RULE_NOT_FOUND);
        if (wanted === 'active' && current.status === 'Expired') {
          throw conflict('This rule has expired: create a new rule with a future valid until date');
        }
        const updated = await updatePricingRuleStatus(tx, sellerId, today, current._id, wanted === 'active');
        if (!updated) throw notFound(RULE_NOT_FOUND);
        return updated;
      });
      return { data: { rule } };
    },
  );
};

export default routes;
