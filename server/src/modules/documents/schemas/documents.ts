import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { ChecklistStatus, DocumentStatus, DocumentType } from '../../../platform/schemas/domain.ts';

export const Document = Type.Object({
  _id: Type.String(),
  docType: ref(DocumentType),
  description: Type.String(),
  status: ref(DocumentStatus),
  createdAt: Type.String({ format: 'date-time' }),
  fileUrl: Type.String({ description: 'Short-lived signed URL' }),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  rejectionReason: Type.Union([Type.String(), Type.Null()], { description: 'Why the review rejected it (status Expired); null otherwise' }),
  rejectedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  replacedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When a reviewed renewal replaced it (status Expired)' }),
});

export type Document = Static<typeof Document>;

export const ChecklistItem = Type.Object({
  docType: ref(DocumentType),
  status: ref(ChecklistStatus),
  documentId: Type.Union([Type.String(), Type.Null()]),
  uploadedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  rejectionReason: Type.Union([Type.String(), Type.Null()], { description: 'Why the review rejected it (status Rejected)' }),
});

export const ReviewState = Type.Object({
  submittedAt: Type.String({ format: 'date-time', description: 'When the last of the required documents was uploaded' }),
  expectedBy: Type.String({ format: 'date', description: 'Pakistan calendar day the review is expected by: 5 working days (Mon-Fri) after submittedAt' }),
  overdue: Type.Boolean({ description: 'expectedBy has passed and the seller is not verified yet' }),
});

export const Checklist = Type.Object({
  isVerified: Type.Boolean({ description: 'True once every required type has a Verified document' }),
  items: Type.Array(ChecklistItem, { description: 'The 6 required types, in the order of spec 9' }),
  review: Type.Union([ReviewState, Type.Null()], {
    description: 'Set while every required type has an uploaded (Pending or Verified) document and the seller is not verified yet',
  }),
});

export type Checklist = Static<typeof Checklist>;
