import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { OrderStatus, PickupTimeSlot, PickupUrgency, ShipmentStatus } from '../../../platform/schemas/domain.ts';

export const Pickup = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  retailer: Type.String(),
  pickupAddress: Type.String(),
  city: Type.String(),
  contactPerson: Type.String(),
  contactPhone: Type.String(),
  timeSlot: ref(PickupTimeSlot),
  urgency: ref(PickupUrgency),
  notes: Type.String(),
  date: Type.String({ format: 'date' }),
  scheduledAt: Type.String({ format: 'date-time' }),
});

export const Shipment = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  retailer: Type.String(),
  city: Type.String(),
  status: ref(ShipmentStatus),
  orderDate: Type.String({ format: 'date-time' }),
  shippedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  courier: Type.Union([Type.String(), Type.Null()], { description: 'Set when the order shipped' }),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
  pickup: Type.Union([Pickup, Type.Null()]),
});

export const LogisticsSummary = Type.Object({
  inTransit: Type.Integer(),
  deliveredThisMonth: Type.Integer(),
  pickupsScheduled: Type.Integer(),
  avgDeliveryDays: Type.Union([Type.Number(), Type.Null()], { description: 'Order to delivery in days, deliveries of the last 30 days' }),
});

export const ReadyOrder = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  retailer: Type.String(),
  city: Type.String(),
  address: Type.String({ description: "Where the order goes: its delivery address, else its retailer's address ('' when neither is known)" }),
  phone: Type.String({ description: "The retailer's phone ('' when unknown)" }),
  status: ref(OrderStatus),
});

export type Pickup = Static<typeof Pickup>;
export type Shipment = Static<typeof Shipment>;
