import type { DocumentType } from '@agrihub/shared';
import { testUserAs } from '@agrihub/shared/testing';
import { REQUIRED_DOCUMENT_TYPES } from '../features/documents/constants';
import type { DocumentItem } from '../features/documents/document-rules';

/** The 6 required types by position, for tests that name them T[0]..T[5]. */
export const T = REQUIRED_DOCUMENT_TYPES;

/** API answers for the screens' tests, typed by the generated API types. */
export function doc(docType: DocumentType, overrides: Partial<DocumentItem> = {}): DocumentItem {
  return {
    _id: `id-${docType.length}-${docType.slice(0, 6)}`,
    docType,
    description: '',
    status: 'Pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    fileUrl: `/api/files/documents/x?expires=1&sig=s`,
    fileName: 'file.pdf',
    contentType: 'application/pdf',
    size: 2048,
    rejectionReason: null,
    rejectedAt: null,
    replacedAt: null,
    ...overrides,
  };
}

/** The signed-in users of the role tests, with the areas the server sends for their roles. */
export const viewer = testUserAs('viewer', []);
export const editor = testUserAs('editor', ['catalog', 'pricing', 'documents']);
