import { UPLOAD_MAX_BYTES, type ApiData, type DocumentType } from '@agrihub/shared';
import { deleteVerifiedText, ACCEPTED_EXTENSIONS, REQUIRED_DOCUMENT_TYPES } from './constants';
import { documentsText, type DocumentsT } from '../../locales/i18n';

export type DocumentItem = ApiData<'/api/documents'>['documents'][number];
export type Checklist = ApiData<'/api/documents/checklist'>;
export type RequiredDocumentType = DocumentType;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Why a chosen file cannot be sent, in the portal's language, or null when it may be. */
export function fileProblem(file: File | null, t: DocumentsT = documentsText): string | null {
  if (!file) return t('upload.errors.fileRequired');
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return t('upload.errors.unsupported');
  if (file.size > UPLOAD_MAX_BYTES) return t('upload.errors.tooLarge');
  if (file.size === 0) return t('upload.errors.empty');
  return null;
}

/**
 * The required types the seller may upload now, exactly what the server accepts without a 409: none
 * with a document waiting for review; for an unverified seller none with a Verified one either
 * (spec 5), while a verified seller may renew a Verified one.
 */
export function availableTypes(documents: readonly DocumentItem[], sellerVerified = false): RequiredDocumentType[] {
  const taken = new Set(documents.filter((d) => d.status === 'Pending' || (d.status === 'Verified' && !sellerVerified)).map((d) => d.docType));
  return REQUIRED_DOCUMENT_TYPES.filter((t) => !taken.has(t));
}

/** The types with a Verified document: an upload of one of them is a renewal. */
export function verifiedTypes(documents: readonly DocumentItem[]): Set<RequiredDocumentType> {
  return new Set(documents.filter((d) => d.status === 'Verified').map((d) => d.docType));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * What deleting a Verified document does, said before it is done (null for any other document: the
 * plain confirmation). For a verified company the document is what keeps it verified.
 */
export function deleteWarning(
  doc: DocumentItem,
  documents: readonly DocumentItem[],
  sellerVerified: boolean,
  t: DocumentsT = documentsText,
): { title: string; text: string } | null {
  if (doc.status !== 'Verified') return null;
  const renewalPending = documents.some((d) => d.docType === doc.docType && d.status === 'Pending');
  return { title: t('center.deleteVerifiedTitle'), text: deleteVerifiedText(doc.docType, sellerVerified, renewalPending, t) };
}
