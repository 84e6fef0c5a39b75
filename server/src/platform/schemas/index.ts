import { Type, type Static, type TSchema } from 'typebox';
import { ref } from './components.ts';
import { PermissionArea, TeamRole, UserLanguage } from './domain.ts';

/** `{ data: T }` envelope used by every success answer. */
export const Data = <T extends TSchema>(t: T) => Type.Object({ data: t });

/** What a refused confirmation reports, so the screen can show the figures and offer an override. */
export const CreditRefusal = Type.Object({
  reason: Type.Union([Type.Literal('over_limit'), Type.Literal('overdue')]),
  creditLimit: Type.Union([Type.Number(), Type.Null()]),
  outstanding: Type.Number(),
  orderTotal: Type.Number(),
  overdueInvoice: Type.Union([Type.Object({ invoiceNumber: Type.String(), daysOverdue: Type.Integer(), open: Type.Number() }), Type.Null()]),
  canOverride: Type.Boolean({ description: "Whether the signed-in user's role may confirm anyway, giving a reason" }),
});

export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  credit: Type.Optional(CreditRefusal),
});

export const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const User = Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: ref(TeamRole),
  permissions: Type.Array(ref(PermissionArea), { description: "The areas the user's role may change (docs/permissions.md)" }),
  companyName: Type.String(),
  companyCity: Type.String({ description: "The company's city, shown under its name in the sidebar" }),
  isVerified: Type.Boolean(),
  language: ref(UserLanguage),
});

export const Success = Data(Type.Object({ success: Type.Boolean() }));

export const Pagination = Type.Object({ page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });
/** The page and pageSize query parameters every paged list accepts. */
export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

export type CreditRefusal = Static<typeof CreditRefusal>;
export type User = Static<typeof User>;
/** Standard error answers for the OpenAPI document. */
export function errors(...codes: number[]): Record<number, typeof ErrorBody> {
  const out: Record<number, typeof ErrorBody> = {};
  for (const c of codes) out[c] = ErrorBody;
  return out;
}
