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

// The verification journey (issue 19, item 6).
// The note and the review state come from shared (VerificationReviewNote), as the dashboard shows them too.
export { VERIFICATION_NOTE, UNDER_REVIEW_TITLE, underReviewText, reviewLateText } from '@agrihub/shared';
export const REJECTED_LABEL = 'Rejected';
/** The reviewer's reason as a sentence of its own (one full stop, as its notification writes it), so "Please upload a new one." reads apart. */
export const rejectedText = (reason: string) => `Rejected: ${reason.replace(/[.\s]+$/, '')}.`;
export const REJECTED_ASK = 'Please upload a new one.';
export const RENEWAL_NOTE = 'Renewal: replaces the verified document after review';
export const RENEWAL_PENDING_NOTE = 'Renewal waiting for review: it replaces the verified document once verified';
export const replacedText = (date: string) => `Replaced by a renewal on ${date}`;
export const DELETE_VERIFIED_TITLE = 'Delete a verified document?';
/** Deleting a Verified document: what the company loses, truthfully for each case. */
export function deleteVerifiedText(docType: string, sellerVerified: boolean, renewalPending: boolean): string {
  const next = renewalPending ? `your ${docType} waiting for review is verified` : `a new ${docType} is uploaded and verified (1 working week)`;
  return sellerVerified
    ? `Your company will no longer be verified: Order Management, Product Catalog and the other modules lock until ${next}.`
    : `Your company cannot be verified until ${next}.`;
}
