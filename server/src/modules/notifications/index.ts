/**
 * What other modules may use of notifications: everything else in this folder is its own business
 * (lint refuses an import that reaches past this file).
 */
export {
  notifyDocumentReceived,
  notifyDocumentReviewed,
  notifyInvoiceOverdue,
  notifyNewOrder,
  notifyOrderStatus,
  notifyPickup,
  notifyStockCrossings,
  notifyTicket,
  notifyVerification,
  notifyWelcome,
} from './domain/notify.ts';
export { UNREAD_COUNT_SQL } from './queries/notifications.ts';
