import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, errors } from '../../../platform/schemas/index.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, conflict } from '../../../platform/lib/errors.ts';
import { MESSAGES, isPakistaniPhone } from '@agrihub/shared/validation';
import { PICKUP_TIME_SLOTS, PICKUP_URGENCIES } from '../../../platform/schemas/domain.ts';
import { schedulePickup, logisticsOverview, orderForPickup, type PickupInput } from '../queries/pickups.ts';
import { notifyPickup } from '../../notifications/index.ts';
import { isCalendarDate, pktDate, pktMonthStart } from '../../../platform/lib/pkt-dates.ts';
import { LogisticsSummary, Pickup, ReadyOrder, Shipment } from '../schemas/logistics.ts';

const MISSING = 'Please fill in all required fields.';
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** Pickups are booked at most this far ahead. */
const MAX_DAYS_AHEAD = 90;

/** Schedule Pickup (spec 5): order number, retailer, pickup address, city and date are required. */
export function validatePickup(body: Record<string, unknown>, today: string): { value?: PickupInput; errors: Record<string, string> } {
  const errs: Record<string, string> = {};
  const text = (field: string, max: number, required: boolean) => {
    const v = str(body[field]);
    if (required && !v) errs[field] = 'This field is required';
    else if (v.length > max) errs[field] = `Must be at most ${max} characters`;
    return v;
  };
  const orderNumber = text('orderNumber', 40, true);
  const retailer = text('retailer', 200, true);
  const pickupAddress = text('pickupAddress', 500, true);
  const city = text('city', 100, true);
  const contactPerson = text('contactPerson', 200, false);
  const contactPhone = text('contactPhone', 20, false);
  if (contactPhone && !errs.contactPhone && !isPakistaniPhone(contactPhone)) {
    errs.contactPhone = MESSAGES.pickupPhone;
  }
  const notes = text('notes', 1000, false);
  const timeSlot = str(body.timeSlot) || 'morning';
  if (!(PICKUP_TIME_SLOTS as readonly string[]).includes(timeSlot)) errs.timeSlot = `Time slot must be one of: ${PICKUP_TIME_SLOTS.join(', ')}`;
  const urgency = str(body.urgency) || 'normal';
  if (!(PICKUP_URGENCIES as readonly string[]).includes(urgency)) errs.urgency = `Urgency must be one of: ${PICKUP_URGENCIES.join(', ')}`;
  const date = str(body.date);
  if (!date) errs.date = 'This field is required';
  else if (!isCalendarDate(date)) errs.date = 'Pickup date must be a date (YYYY-MM-DD)';
  else if (date < today) errs.date = 'Pickup date cannot be in the past';
  else if (new Date(`${date}T00:00:00Z`).getTime() - new Date(`${today}T00:00:00Z`).getTime() > MAX_DAYS_AHEAD * 86_400_000) {
    errs.date = `Pickup date must be within ${MAX_DAYS_AHEAD} days`;
  }
  if (Object.keys(errs).length > 0) return { errors: errs };
  return { value: { orderNumber, retailer, pickupAddress, city, contactPerson, contactPhone, timeSlot, urgency, notes, date }, errors: errs };
}

/** Logistics & Fulfillment: mounted at /api/seller, verified sellers only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/logistics/overview',
    {
      schema: {
        operationId: 'getLogisticsOverview',
        tags: ['commerce'],
        summary: 'Logistics cards, recent shipments (In Transit, Delivered, Pickup Scheduled) and orders ready for pickup',
        response: {
          200: Data(
            Type.Object({
              summary: LogisticsSummary,
              shipments: Type.Array(Shipment),
              readyOrders: Type.Array(ReadyOrder, { description: 'Pending, confirmed or processing orders without a pickup (newest 100)' }),
            }),
          ),
          ...errors(401, 403),
        },
      },
    },
    async (request) => ({ data: await logisticsOverview(app.db, authOf(request).sellerId, pktMonthStart()) }),
  );

  app.post(
    '/logistics/pickups',
    {
      schema: {
        operationId: 'schedulePickup',
        tags: ['commerce'],
        summary: "Schedule a courier pickup for one of the seller's orders not yet shipped",
        body: Type.Object({
          orderNumber: Type.String({ maxLength: 200 }),
          retailer: Type.String({ maxLength: 1000 }),
          pickupAddress: Type.String({ maxLength: 2000 }),
          city: Type.String({ maxLength: 1000 }),
          contactPerson: Type.Optional(Type.String({ maxLength: 1000 })),
          contactPhone: Type.Optional(Type.String({ maxLength: 100 })),
          timeSlot: Type.Optional(Type.String({ maxLength: 20, description: `${PICKUP_TIME_SLOTS.join(', ')} (default morning)` })),
          urgency: Type.Optional(Type.String({ maxLength: 20, description: `${PICKUP_URGENCIES.join(', ')} (default normal)` })),
          notes: Type.Optional(Type.String({ maxLength: 5000 })),
          date: Type.String({ maxLength: 40, description: 'YYYY-MM-DD, today (PKT) or later' }),
        }),
        response: { 201: Data(Type.Object({ pickup: Pickup })), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { sellerId, userId } = authOf(request);
      const v = validatePickup(request.body, pktDate());
      if (!v.value) {
        const missing = Object.values(v.errors).includes('This field is required');
        throw badRequest(missing ? MISSING : (Object.values(v.errors)[0] ?? 'Invalid pickup request'), v.errors);
      }
      const input = v.value;
      const pickup = await request.writer.transaction(async (tx) => {
        const order = await orderForPickup(tx, sellerId, input.orderNumber);
        if (!order) throw badRequest(`No order ${input.orderNumber} was found`, { orderNumber: 'No order with this number' });
        if (order.status === 'cancelled') throw conflict(`Order ${order.order_number} is cancelled`);
        if (order.status === 'shipped' || order.status === 'delivered') {
          throw conflict(`Order ${order.order_number} has already been ${order.status}`);
        }
        if (order.has_pickup) throw conflict(`A pickup is already scheduled for order ${order.order_number}`);
        const created = await schedulePickup(tx, sellerId, order.id, userId, input);
        await notifyPickup(tx, sellerId, { orderNumber: created.orderNumber, date: created.date, timeSlot: created.timeSlot }, userId);
        return created;
      });
      return reply.status(201).send({ data: { pickup } });
    },
  );
};

export default routes;
