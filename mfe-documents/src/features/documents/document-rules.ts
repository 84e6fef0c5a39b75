import type { ApiData } from '@agrihub/shared';
import type { DocumentType } from '@agrihub/shared';
import { ACCEPTED_EXTENSIONS, FILE_REQUIRED, FILE_TOO_LARGE, MAX_FILE_BYTES, REQUIRED_DOCUMENT_TYPES, UNSUPPORTED_FILE } from './constants';

export type DocumentItem = ApiData<'/api/documents'>['documents'][number];
export type Checklist = ApiData<'/api/documents/checklist'>;
export type RequiredDocumentType = DocumentType;

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
