/**
 * The portal's domain facts, each written once: every fixed list of values the server stores,
 * accepts or answers. Each is a named schema (a TypeBox enum, so its static type is the union of its
 * literals) registered with Fastify (components.ts), so the OpenAPI document carries it as a
 * component of its own and `npm run gen:api` turns it into a type and an array of values in
 * `@agrihub/shared` (for example `OrderStatus` and `orderStatusValues`). The remotes and the e2e
 * suite import them from there; they add only the labels they show.
 */
import { Type, type TEnum } from 'typebox';

/** A named list of values: `$id` is its component name in the OpenAPI document. */
function domainEnum<const Values extends readonly [string, ...string[]] | readonly [number, ...number[]]>(id: string, values: Values, description: string) {
  return Type.Enum([...values], { $id: id, description }) as TEnum<[...Values]> & { $id: string };
}

/** Spec 4: every order status, in workflow order. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatus = domainEnum('OrderStatus', ORDER_STATUSES, 'An order status, in workflow order');
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * The orders under way, neither waiting nor done: what the order summary's Processing card counts
 * and what its filter, `status=in_progress`, lists (issue 41: one number, one meaning).
 */
export const IN_PROGRESS_STATUSES = ['confirmed', 'processing', 'shipped'] as const satisfies readonly OrderStatus[];
/** A list's status filter: one status, or `in_progress` for every status under way. */
export const ORDER_STATUS_FILTERS = [...ORDER_STATUSES, 'in_progress'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export const statusesOf = (f: OrderStatusFilter): readonly OrderStatus[] => (f === 'in_progress' ? IN_PROGRESS_STATUSES : [f]);

/** Spec 9: the 6 documents a seller uploads to be verified, in the spec's order. */
export const DOCUMENT_TYPES = [
  'Business Registration Certificate (SECP / FBR / Local Authority)',
  'National Tax Number (NTN) Certificate',
  'Bank Account Proof (Bank Certificate or Cheque Image)',
  'CNIC of Business Owner / Director',
  'Letterhead with Stamp Proof',
  'Utility Bill of Business Address',
] as const;
export const DocumentType = domainEnum('DocumentType', DOCUMENT_TYPES, 'One of the 6 required compliance documents');
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A document's review status: Pending until reviewed; Expired once replaced or out of date. */
export const DOCUMENT_STATUSES = ['Pending', 'Verified', 'Expired'] as const;
export const DocumentStatus = domainEnum('DocumentStatus', DOCUMENT_STATUSES, "A document's review status");
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * A required document type's place on the checklist: Missing, or its live document's status;
 * Rejected when the newest document of the type was rejected by the review (its status is Expired).
 */
export const CHECKLIST_STATUSES = ['Missing', 'Pending', 'Verified', 'Expired', 'Rejected'] as const;
export const ChecklistStatus = domainEnum(
  'ChecklistStatus',
  CHECKLIST_STATUSES,
  'Missing: nothing uploaded; otherwise the status of the document that counts for this type (Verified before Pending; the newest one when none is live), Rejected for an Expired one the review rejected',
);
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** Spec 9: the catalog's product categories. */
export const PRODUCT_CATEGORIES = ['fertilizers', 'pesticides', 'seeds', 'tools', 'equipment'] as const;
export const ProductCategory = domainEnum('ProductCategory', PRODUCT_CATEGORIES, 'A product category');
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A product's lifecycle. */
export const PRODUCT_STATUSES = ['active', 'inactive', 'pending_review'] as const;
export const ProductStatus = domainEnum('ProductStatus', PRODUCT_STATUSES, "A product's lifecycle");
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Stock levels as the catalog shows them; the low-stock threshold is SQL's low_stock_threshold() (migration 010). */
export const STOCK_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export const StockStatus = domainEnum('StockStatus', STOCK_STATUSES, 'Stock level: out at 0, low up to the low-stock threshold');
export type StockStatus = (typeof STOCK_STATUSES)[number];
/** The catalog's status filter: a stock level, or Seasonal (seasonal products whatever their stock). */
export const STOCK_FILTERS = [...STOCK_STATUSES, 'Seasonal'] as const;
export const StockFilter = domainEnum('StockFilter', STOCK_FILTERS, "The catalog's status filter");
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Spec 9: pricing rule types and the categories a rule applies to. */
export const PRICING_RULE_TYPES = ['Volume Discount', 'Seasonal Offer', 'Bulk Purchase', 'Early Bird Discount', 'Loyalty Discount'] as const;
export const PricingRuleType = domainEnum('PricingRuleType', PRICING_RULE_TYPES, 'A pricing rule type');
export type PricingRuleType = (typeof PRICING_RULE_TYPES)[number];
export const PRICING_RULE_CATEGORIES = ['Fertilizers', 'Seeds', 'Pesticides', 'Tools', 'Irrigation', 'Organic Products'] as const;
export const PricingRuleCategory = domainEnum('PricingRuleCategory', PRICING_RULE_CATEGORIES, 'The products a pricing rule applies to');
export type PricingRuleCategory = (typeof PRICING_RULE_CATEGORIES)[number];
export const PRICING_RULE_STATUSES = ['Active', 'Inactive', 'Expired'] as const;
export const PricingRuleStatus = domainEnum(
  'PricingRuleStatus',
  PRICING_RULE_STATUSES,
  'Expired when valid until is before today in Pakistan, else Active or Inactive as set',
);
export type PricingRuleStatus = (typeof PRICING_RULE_STATUSES)[number];
/**
 * The catalog category whose products a rule of each category discounts: the pricing contract, in
 * @agrihub/shared. Orders apply rules by it; the rule form says it under Category, from the list
 * answer (GET /pricing-rules `appliesTo`).
 */
export { RULE_CATEGORY_PRODUCT_CATEGORY } from '@agrihub/shared/validation';

/** Spec 9: a pickup's urgency (default normal) and time slot. */
export const PICKUP_URGENCIES = ['low', 'normal', 'high', 'urgent'] as const;
export const PickupUrgency = domainEnum('PickupUrgency', PICKUP_URGENCIES, "A pickup's urgency");
export type PickupUrgency = (typeof PICKUP_URGENCIES)[number];
export const PICKUP_TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export const PickupTimeSlot = domainEnum('PickupTimeSlot', PICKUP_TIME_SLOTS, 'Morning 9-12, afternoon 12-5, evening 5-8');
export type PickupTimeSlot = (typeof PICKUP_TIME_SLOTS)[number];

/** Where a shipment stands on the logistics screen. */
export const SHIPMENT_STATUSES = ['In Transit', 'Delivered', 'Pickup Scheduled'] as const;
export const ShipmentStatus = domainEnum('ShipmentStatus', SHIPMENT_STATUSES, 'Where a shipment stands');
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** An invoice's payment status. */
export const PAYMENT_STATUSES = ['Paid', 'Pending', 'Overdue'] as const;
export const PaymentStatus = domainEnum('PaymentStatus', PAYMENT_STATUSES, "An invoice's payment status");
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Issue 23: when a retailer's invoices fall due (net days from the invoice, or the season's harvest date). */
export const PAYMENT_TERMS = ['net15', 'net30', 'net60', 'net90', 'harvest'] as const;
export const PaymentTerms = domainEnum(
  'PaymentTerms',
  PAYMENT_TERMS,
  "When a retailer's invoices fall due: 15/30/60/90 days after the invoice, or the harvest date of its season",
);
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** How a retailer paid: cash, bank transfer, cheque, or a mobile wallet (JazzCash/Easypaisa). */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'cheque', 'mobile_wallet'] as const;
export const PaymentMethod = domainEnum('PaymentMethod', PAYMENT_METHODS, 'How a payment was received (mobile_wallet: JazzCash or Easypaisa)');
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Receivables aging buckets, by days past the due date. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export const AgingBucket = domainEnum('AgingBucket', AGING_BUCKETS, 'Days an open invoice is past its due date (current: not yet due)');
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** A retailer account as the directory filters it. */
export const ACCOUNT_STANDINGS = ['within_terms', 'overdue', 'over_limit'] as const;
export const AccountStanding = domainEnum(
  'AccountStanding',
  ACCOUNT_STANDINGS,
  'within_terms: nothing overdue and within the limit; overdue: an invoice past due; over_limit: outstanding at or above the limit',
);
export type AccountStanding = (typeof ACCOUNT_STANDINGS)[number];

/** Spec 9: what a financing application asks for, and where it stands. */
export const FINANCING_TENURES = [3, 6, 9, 12, 18, 24] as const;
export const FinancingTenure = domainEnum('FinancingTenure', FINANCING_TENURES, 'Months to repay');
export type FinancingTenure = (typeof FINANCING_TENURES)[number];
export const FINANCING_PURPOSES = ['Working capital', 'Inventory purchase', 'Seasonal stock-up', 'Equipment purchase', 'Business expansion'] as const;
export const FinancingPurpose = domainEnum('FinancingPurpose', FINANCING_PURPOSES, 'What the financing is for');
export type FinancingPurpose = (typeof FINANCING_PURPOSES)[number];
export const FINANCING_STATUSES = ['Under Review', 'Approved', 'Rejected', 'Disbursed'] as const;
export const FinancingStatus = domainEnum('FinancingStatus', FINANCING_STATUSES, 'Where a financing application stands');
export type FinancingStatus = (typeof FINANCING_STATUSES)[number];

/** Spec 9: support ticket categories, priorities and how the seller wants to be contacted. */
export const TICKET_CATEGORIES = ['technical', 'billing', 'account', 'orders', 'products', 'general'] as const;
export const TicketCategory = domainEnum('TicketCategory', TICKET_CATEGORIES, 'A support ticket category');
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const TicketPriority = domainEnum('TicketPriority', TICKET_PRIORITIES, "A support ticket's priority");
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export const TicketStatus = domainEnum('TicketStatus', TICKET_STATUSES, 'Where a support ticket stands');
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const CONTACT_METHODS = ['email', 'phone', 'sms', 'whatsapp'] as const;
export const ContactMethod = domainEnum('ContactMethod', CONTACT_METHODS, 'How the seller wants to hear back');
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** Spec 6: a team member's role (by privilege, most first: the order every list of roles shows), department, and where their access stands. */
export const TEAM_ROLES = ['admin', 'manager', 'editor', 'viewer'] as const;
export const TeamRole = domainEnum('TeamRole', TEAM_ROLES, "A team member's role");
export type TeamRole = (typeof TEAM_ROLES)[number];
export const DEPARTMENTS = ['sales', 'logistics', 'product', 'finance', 'support'] as const;
export const Department = domainEnum('Department', DEPARTMENTS, "A team member's department");
export type Department = (typeof DEPARTMENTS)[number];
/** Active: signed in at least once; Invited: added, not yet joined; Inactive: access paused. */
export const MEMBER_STATUSES = ['Active', 'Invited', 'Inactive'] as const;
export const MemberStatus = domainEnum(
  'MemberStatus',
  MEMBER_STATUSES,
  'Active: signed in at least once; Invited: added, not yet joined; Inactive: access paused',
);
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * What a role may change (platform/auth/permissions.ts holds who may change each; docs/permissions.md the
 * matrix). Everyone signed in reads every area they can see.
 */
export const PERMISSION_AREAS = ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support', 'team', 'settings'] as const;
export const PermissionArea = domainEnum('PermissionArea', PERMISSION_AREAS, 'A part of the portal whose changes a role may or may not make');
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** The language a member reads the portal and their mail in (issue 21): English, or Urdu (right to left). */
export const USER_LANGUAGES = ['en', 'ur'] as const;
export const UserLanguage = domainEnum('UserLanguage', USER_LANGUAGES, 'The language a member reads the portal and their mail in: en (English) or ur (Urdu)');
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** Where an invitation link stands: only 'valid' may be accepted; the others say why not. */
export const INVITATION_STATES = ['valid', 'expired', 'used', 'cancelled', 'resent', 'removed'] as const;
export const InvitationState = domainEnum('InvitationState', INVITATION_STATES, 'Where an invitation link stands; only valid may be accepted');
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Where a recorded change was made (the audit trigger's module argument, migration 011). */
export const ACTIVITY_MODULES = [
  'catalog',
  'orders',
  'pricing',
  'logistics',
  'payments',
  'documents',
  'support',
  'notifications',
  'team',
  'settings',
  'account',
] as const;
export const ActivityModule = domainEnum('ActivityModule', ACTIVITY_MODULES, 'The part of the portal a recorded change was made in');
export type ActivityModule = (typeof ACTIVITY_MODULES)[number];
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const;
export const ActivityAction = domainEnum('ActivityAction', ACTIVITY_ACTIONS, 'What a recorded change did to its row');
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How much a notification asks for attention. */
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'warning', 'high'] as const;
export const NotificationPriority = domainEnum('NotificationPriority', NOTIFICATION_PRIORITIES, 'How much a notification asks for attention');
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/**
 * The events a notification tells of (issue 19): its filter in the notification center, and what a
 * company chooses to receive by e-mail. The same list is migration 016's CHECK.
 */
export const NOTIFICATION_KINDS = [
  'order_new',
  'order_status',
  'stock_low',
  'stock_out',
  'document_received',
  'document_verified',
  'document_rejected',
  'ticket_update',
  'pickup_scheduled',
  'invoice_overdue',
  'account',
] as const;
export const NotificationKind = domainEnum('NotificationKind', NOTIFICATION_KINDS, 'The event a notification tells of');
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Every named list, registered as a shared schema (components.ts). */
export const DOMAIN_SCHEMAS = [
  PermissionArea,
  UserLanguage,
  ActivityModule,
  ActivityAction,
  InvitationState,
  OrderStatus,
  DocumentType,
  DocumentStatus,
  ChecklistStatus,
  ProductCategory,
  ProductStatus,
  StockStatus,
  StockFilter,
  PricingRuleType,
  PricingRuleCategory,
  PricingRuleStatus,
  PickupUrgency,
  PickupTimeSlot,
  ShipmentStatus,
  PaymentStatus,
  PaymentTerms,
  PaymentMethod,
  AgingBucket,
  AccountStanding,
  FinancingTenure,
  FinancingPurpose,
  FinancingStatus,
  TicketCategory,
  TicketPriority,
  TicketStatus,
  ContactMethod,
  TeamRole,
  Department,
  MemberStatus,
  NotificationPriority,
  NotificationKind,
];
