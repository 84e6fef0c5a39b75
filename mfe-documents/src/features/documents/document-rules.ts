import type { ApiData } from '@agrihub/shared';
import { documentTypeValues, type DocumentType } from '@agrihub/shared';

export type DocumentItem = ApiData<'/api/documents'>['documents'][number];
export type Checklist = ApiData<'/api/documents/checklist'>;
export type RequiredDocumentType = DocumentType;

/** The 6 required types (spec 9), in the spec's order, as the server declares them. */
export const REQUIRED_DOCUMENT_TYPES = documentTypeValues;

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const FILE_REQUIRED = 'Please select a file to upload';
export const TYPE_REQUIRED = 'Document type is required';
export const ALL_UPLOADED = 'All documents uploaded';
// Same wording as the server's refusals, so a file is refused alike before and after sending.
export const FILE_TOO_LARGE = 'File is too large (max 10MB)';
export const UNSUPPORTED_FILE = 'Unsupported file type: upload a PDF, DOC, DOCX, JPG or PNG file';
export const VERIFICATION_NOTE = 'Please upload all required documents to get your seller profile verified. Verification takes 1 working week.';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Why a chosen file cannot be sent, or null when it may be. */
export function fileProblem(file: File | null): string | null {
  if (!file) return FILE_REQUIRED;
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return UNSUPPORTED_FILE;
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return 'The file is empty';
  return null;
}

/**
 * The required types the seller may still upload: those without a live (not Expired) document,
 * exactly what the server accepts without a 409.
 */
export function availableTypes(documents: readonly DocumentItem[]): RequiredDocumentType[] {
  const live = new Set(documents.filter((d) => d.status !== 'Expired').map((d) => d.docType));
  return REQUIRED_DOCUMENT_TYPES.filter((t) => !live.has(t));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
