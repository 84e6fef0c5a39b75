import { documentTypeValues } from '@agrihub/shared';

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
