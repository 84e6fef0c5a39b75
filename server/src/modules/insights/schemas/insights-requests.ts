import { Type } from 'typebox';

export const RetailerFigures = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  province: Type.String(),
  location: Type.String({ description: "'City, Province'" }),
  phone: Type.Union([Type.String(), Type.Null()]),
  rating: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()], { description: '1.0 to 5.0; null until rated' }),
  orderCount: Type.Integer({ description: 'Orders placed, cancelled ones included' }),
  revenue: Type.Number({ description: 'PKR, cancelled orders excluded' }),
  averageOrderValue: Type.Number({ description: 'PKR per non-cancelled order' }),
  firstOrderDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastOrderDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  active: Type.Boolean({ description: 'Ordered in the last 90 days' }),
});

export const InsightsSummary = Type.Object({
  activeRetailers: Type.Integer({ description: 'Retailers with an order in the last 90 days' }),
  newThisMonth: Type.Integer({ description: 'Retailers whose first order falls in the current month (Pakistan time)' }),
  averageRating: Type.Union([Type.Number(), Type.Null()], { description: 'Mean rating of the rated retailers, 1 decimal; null when none' }),
  ratedRetailers: Type.Integer(),
  topPerformers: Type.Integer({ description: 'Active retailers rated 4.5 or higher' }),
  totalRetailers: Type.Integer(),
});

export const RetailerOrder = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  orderDate: Type.String({ format: 'date-time' }),
  total: Type.Number(),
  status: Type.String(),
});
