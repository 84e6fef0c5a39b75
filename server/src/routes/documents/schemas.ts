import { Type } from 'typebox';
import { DOCUMENT_TYPES } from '../../lib/validation.ts';

/** One of the 6 required document types (spec 9): a literal union, so the generated client types name them. */
export const DocumentType = Type.Enum(DOCUMENT_TYPES);

export const CHECKLIST_STATUSES = ['Missing', 'Pending', 'Verified', 'Expired'] as const;

export const ChecklistItem = Type.Object({
  docType: DocumentType,
  status: Type.Enum(CHECKLIST_STATUSES, {
    description: 'Missing: nothing uploaded; otherwise the status of the live document of this type (the newest one when all expired)',
  }),
  documentId: Type.Union([Type.String(), Type.Null()]),
  uploadedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const Checklist = Type.Object({
  isVerified: Type.Boolean({ description: 'True once every required type has a Verified document' }),
  items: Type.Array(ChecklistItem, { description: 'The 6 required types, in the order of spec 9' }),
});
