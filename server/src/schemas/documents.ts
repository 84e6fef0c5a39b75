import { Type, type Static } from 'typebox';
import { ref } from './components.ts';
import { ChecklistStatus, DocumentType } from './domain.ts';

export const ChecklistItem = Type.Object({
  docType: ref(DocumentType),
  status: ref(ChecklistStatus),
  documentId: Type.Union([Type.String(), Type.Null()]),
  uploadedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const Checklist = Type.Object({
  isVerified: Type.Boolean({ description: 'True once every required type has a Verified document' }),
  items: Type.Array(ChecklistItem, { description: 'The 6 required types, in the order of spec 9' }),
});

export type Checklist = Static<typeof Checklist>;
