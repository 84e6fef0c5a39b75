import type { Queryable } from '../../../platform/db/index.ts';
import type { UrlSigner } from '../../../platform/storage/signed-urls.ts';
import { DOCUMENT_TYPES } from '../../../platform/schemas/domain.ts';
import type { Checklist, Document } from '../schemas/documents.ts';
import type { DocumentStatus, DocumentType } from '../../../platform/schemas/domain.ts';

interface DocRow {
  id: string;
  doc_type: DocumentType;
  description: string;
  status: DocumentStatus;
  created_at: Date;
  content_type: string;
  original_name: string;
  size_bytes: number;
  rejection_reason: string | null;
  rejected_at: Date | null;
  replaced_at: Date | null;
  [key: string]: unknown;
}

const COLUMNS = `id, doc_type, description, status, created_at, content_type, original_name, size_bytes, rejection_reason, rejected_at, replaced_at`;

function toDto(r: DocRow, signer: UrlSigner): Document {
  return {
    _id: r.id,
    docType: r.doc_type,
    description: r.description,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    fileUrl: signer.sign('documents', r.id),
    fileName: r.original_name,
    contentType: r.content_type,
    size: r.size_bytes,
    rejectionReason: r.rejection_reason,
    rejectedAt: r.rejected_at ? r.rejected_at.toISOString() : null,
    replacedAt: r.replaced_at ? r.replaced_at.toISOString() : null,
  };
}

export async function listDocuments(db: Queryable, sellerId: string, signer: UrlSigner): Promise<Document[]> {
  const rows = await db.query<DocRow>(`SELECT ${COLUMNS} FROM documents WHERE seller_id = $1 ORDER BY created_at DESC, id DESC`, [sellerId]);
  return rows.map((r) => toDto(r, signer));
}

export async function documentSummary(db: Queryable, sellerId: string) {
  const [s] = await db.query<{ total: number; verified: number; pending: number; expired: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'Verified')::int AS verified,
            count(*) FILTER (WHERE status = 'Pending')::int AS pending,
            count(*) FILTER (WHERE status = 'Expired')::int AS expired
       FROM documents WHERE seller_id = $1`,
    [sellerId],
  );
  return { total: s?.total ?? 0, Verified: s?.verified ?? 0, Pending: s?.pending ?? 0, Expired: s?.expired ?? 0 };
}

export interface NewDocument {
  docType: string;
  description: string;
  storageKey: string;
  contentType: string;
  size: number;
  originalName: string;
}

export async function uploadDocument(db: Queryable, sellerId: string, d: NewDocument, signer: UrlSigner, status = 'Pending') {
  const [row] = await db.query<DocRow>(
    `INSERT INTO documents (seller_id, doc_type, description, storage_key, content_type, size_bytes, original_name, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [sellerId, d.docType, d.description, d.storageKey, d.contentType, d.size, d.originalName, status],
  );
  if (!row) throw new Error('document insert returned no row');
  return toDto(row, signer);
}

/** What a new upload of `docType` would join: whether a Verified and a Pending one exist, and whether the seller is verified. */
export async function uploadContext(db: Queryable, sellerId: string, docType: string) {
  const [row] = await db.query<{ verified: boolean; pending: boolean; is_verified: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM documents WHERE seller_id = $1 AND doc_type = $2 AND status = 'Verified') AS verified,
            EXISTS (SELECT 1 FROM documents WHERE seller_id = $1 AND doc_type = $2 AND status = 'Pending') AS pending,
            s.is_verified
       FROM sellers s WHERE s.id = $1`,
    [sellerId, docType],
  );
  return { hasVerified: row?.verified ?? false, hasPending: row?.pending ?? false, sellerVerified: row?.is_verified ?? false };
}

/** Deletes the row; returns its storage key, or null when the seller has no such document. */
export async function deleteDocument(db: Queryable, sellerId: string, id: string): Promise<string | null> {
  const rows = await db.query<{ storage_key: string }>(`DELETE FROM documents WHERE seller_id = $1 AND id = $2 RETURNING storage_key`, [sellerId, id]);
  return rows[0]?.storage_key ?? null;
}

export async function findDocumentFile(db: Queryable, id: string) {
  const rows = await db.query<{ storage_key: string; content_type: string; original_name: string }>(
    `SELECT storage_key, content_type, original_name FROM documents WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Verified exactly when every one of the 6 required types has a Verified document. Returns the new
 * state and whether it changed.
 */
export async function recomputeVerification(db: Queryable, sellerId: string): Promise<{ isVerified: boolean; changed: boolean }> {
  const [row] = await db.query<{ is_verified: boolean; was: boolean }>(
    `WITH v AS (
       SELECT count(DISTINCT doc_type) = $2 AS ok FROM documents
        WHERE seller_id = $1 AND status = 'Verified' AND doc_type = ANY($3::text[])
     ), old AS (SELECT is_verified AS was FROM sellers WHERE id = $1)
     UPDATE sellers SET is_verified = v.ok,
            verified_at = CASE WHEN v.ok AND NOT sellers.is_verified THEN now() WHEN v.ok THEN verified_at END
       FROM v, old WHERE sellers.id = $1
     RETURNING sellers.is_verified, old.was`,
    [sellerId, DOCUMENT_TYPES.length, [...DOCUMENT_TYPES]],
  );
  if (!row) return { isVerified: false, changed: false };
  return { isVerified: row.is_verified, changed: row.is_verified !== row.was };
}

export type ChecklistStatus = Checklist['items'][number]['status'];
export type DocumentTypeName = (typeof DOCUMENT_TYPES)[number];

/**
 * Where each of the 6 required types stands for one seller: the document that counts for the type
 * (the Verified one, else the Pending one, else the newest expired one, shown Rejected when the
 * review rejected it), else Missing. `submittedAt`: when the last of the 6 was uploaded, once every
 * type has an uploaded (Pending or Verified) document; null before.
 */
export async function checklistItems(db: Queryable, sellerId: string): Promise<{ isVerified: boolean; items: Checklist['items']; submittedAt: Date | null }> {
  const rows = await db.query<{ id: string; doc_type: string; status: string; created_at: Date; rejection_reason: string | null }>(
    `SELECT DISTINCT ON (doc_type) id, doc_type, status, created_at, rejection_reason FROM documents
      WHERE seller_id = $1 AND doc_type = ANY($2::text[])
      ORDER BY doc_type, CASE status WHEN 'Verified' THEN 0 WHEN 'Pending' THEN 1 ELSE 2 END, created_at DESC, id DESC`,
    [sellerId, [...DOCUMENT_TYPES]],
  );
  const [seller] = await db.query<{ is_verified: boolean }>(`SELECT is_verified FROM sellers WHERE id = $1`, [sellerId]);
  const isVerified = seller?.is_verified ?? false;
  const byType = new Map(rows.map((r) => [r.doc_type, r]));
  const items = DOCUMENT_TYPES.map((docType) => {
    const r = byType.get(docType);
    const rejected = r?.status === 'Expired' && r.rejection_reason !== null;
    return {
      docType,
      status: (rejected ? 'Rejected' : (r?.status ?? 'Missing')) as ChecklistStatus,
      documentId: r?.id ?? null,
      uploadedAt: r ? r.created_at.toISOString() : null,
      rejectionReason: rejected ? r.rejection_reason : null,
    };
  });
  const counted = DOCUMENT_TYPES.map((t) => byType.get(t)).filter((r) => r?.status === 'Pending' || r?.status === 'Verified');
  const lastUpload = counted.reduce<Date | null>((latest, r) => (r && (!latest || r.created_at > latest) ? r.created_at : latest), null);
  const complete = counted.length === DOCUMENT_TYPES.length;
  return { isVerified, items, submittedAt: complete ? lastUpload : null };
}
