import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { FinancingPurpose, FinancingStatus, FinancingTenure } from '../../../platform/schemas/domain.ts';

export const FinancingApplication = Type.Object({
  _id: Type.String(),
  reference: Type.String(),
  amount: Type.Number(),
  tenureMonths: ref(FinancingTenure),
  purpose: ref(FinancingPurpose),
  status: ref(FinancingStatus),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export type FinancingApplication = Static<typeof FinancingApplication>;
