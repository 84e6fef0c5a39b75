import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { UserLanguage } from '../../../platform/schemas/domain.ts';

/** What a member may change of their own account on Profile (the e-mail is their sign-in: not here). */
export const Profile = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String({ description: "'' until the member gives one" }),
});

/** The company's details as Settings shows them: sign-up's fields (same names), a street line and the sales tax rate. */
export const CompanySettings = Type.Object({
  companyName: Type.String(),
  companyAddress: Type.Object({
    street: Type.String({ description: "Optional street line ('' when none)" }),
    city: Type.String(),
    state: Type.String(),
    zipCode: Type.String(),
  }),
  phone: Type.String(),
  taxId: Type.String({ description: 'NTN' }),
  salesTaxRate: Type.Union([Type.Number(), Type.Null()], { description: 'Percent (0-100, 2 decimals) invoices add as sales tax; null: none' }),
  contactEmail: Type.String({ description: "The company's email its invoices print ('' prints none); starts as the email it registered with" }),
});

/** Bodies are checked field by field by sign-up's rules (platform/lib/validation.ts), so each field is taken loosely here. */
const Loose = (description?: string) => Type.Optional(Type.String({ maxLength: 1000, description }));

export const ProfileBody = Type.Object({ firstName: Loose(), lastName: Loose(), phone: Loose('Optional; a Pakistani number') });

/** A member's own language: the portal's, the server's answers' (when the browser sends none) and their mail's. */
export const LanguageBody = Type.Object({ language: ref(UserLanguage) });

export const CompanySettingsBody = Type.Object({
  companyName: Loose(),
  companyAddress: Type.Optional(Type.Unknown({ description: 'Object { street?, city, state, zipCode }' })),
  phone: Loose(),
  taxId: Loose(),
  contactEmail: Loose("The company's email for invoices; '' for none; left out: unchanged"),
  salesTaxRate: Type.Optional(
    Type.Union([Type.String({ maxLength: 20 }), Type.Number(), Type.Null()], { description: "Percent, e.g. '17' or 16.5; '' or null: none" }),
  ),
});

export type Profile = Static<typeof Profile>;
export type CompanySettings = Static<typeof CompanySettings>;
