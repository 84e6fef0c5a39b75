import { documentTypeValues, type DocumentType } from '@agrihub/shared';
import en from '../../locales/en.json';
import { documentsText, type DocumentsT } from '../../locales/i18n';

/** The 6 required types (spec 9), in the spec's order, as the server declares them. */
export const REQUIRED_DOCUMENT_TYPES = documentTypeValues;

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

// A chosen file's problems in English (fileProblem says them in the portal's language). Same
// wording as the server's refusals, so a file is refused alike before and after sending.
export const FILE_REQUIRED = en.upload.errors.fileRequired;
export const FILE_TOO_LARGE = en.upload.errors.tooLarge;
export const UNSUPPORTED_FILE = en.upload.errors.unsupported;

/** Each required type's key among the texts: the server's name stays the value, the user reads the translation. */
const DOCUMENT_TYPE_KEYS: Record<DocumentType, string> = {
  'Business Registration Certificate (SECP / FBR / Local Authority)': 'businessRegistration',
  'National Tax Number (NTN) Certificate': 'ntnCertificate',
  'Bank Account Proof (Bank Certificate or Cheque Image)': 'bankAccountProof',
  'CNIC of Business Owner / Director': 'ownerCnic',
  'Letterhead with Stamp Proof': 'letterhead',
  'Utility Bill of Business Address': 'utilityBill',
};

/** A document type as the user reads it, in the portal's language; one the portal does not know as the server named it. */
export function documentTypeName(docType: string, t: DocumentsT = documentsText): string {
  const key = DOCUMENT_TYPE_KEYS[docType as DocumentType];
  return key ? t(`documentTypes.${key}`) : docType;
}

const STATUS_KEYS: Record<string, string> = { Pending: 'pending', Verified: 'verified', Expired: 'expired' };

/** A document's status (Pending, Verified, Expired) in the portal's language. */
export function documentStatusLabel(status: string, t: DocumentsT = documentsText): string {
  const key = STATUS_KEYS[status];
  return key ? t(`documentStatus.${key}`) : status;
}

// The verification journey (issue 19, item 6).
/** The reviewer's reason as a sentence of its own (one full stop, as its notification writes it), with "Please upload a new one." when asked. */
export const rejectedText = (reason: string, askForNew: boolean, t: DocumentsT = documentsText) =>
  t(askForNew ? 'library.rejectedAsk' : 'library.rejected', { reason: reason.replace(/[.\s]+$/, '') });

/** Deleting a Verified document: what the company loses, truthfully for each case. */
export function deleteVerifiedText(docType: string, sellerVerified: boolean, renewalPending: boolean, t: DocumentsT = documentsText): string {
  const name = documentTypeName(docType, t);
  if (sellerVerified) return t(renewalPending ? 'center.deleteVerified.lockUntilRenewal' : 'center.deleteVerified.lockUntilNew', { docType: name });
  return t(renewalPending ? 'center.deleteVerified.unverifiedUntilRenewal' : 'center.deleteVerified.unverifiedUntilNew', { docType: name });
}
