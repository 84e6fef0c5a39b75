import type { Db } from '../db/index.ts';
import { recomputeVerification } from '../repos/documents.ts';
import { notifyDocumentReviewed, notifyVerification } from '../domain/notify.ts';
import { DOCUMENT_TYPES } from '../schemas/domain.ts';

export interface ReviewAction {
  verifyAll?: boolean;
  verify?: string[];
  expire?: string[];
}

export interface ReviewResult {
  email: string;
  companyName: string;
  isVerified: boolean;
  documents: { id: string; docType: string; status: string; createdAt: Date; fileName: string }[];
  missingTypes: string[];
  changed: number;
}

/** Server-side document review: mark documents Verified / Expired and recompute the seller's verification. */
export async function review(db: Db, email: string, action: ReviewAction = {}): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const [seller] = await tx.query<{ seller_id: string; company_name: string }>(
      `SELECT u.seller_id, s.company_name FROM users u JOIN sellers s ON s.id = u.seller_id WHERE lower(u.email) = lower($1)`,
      [email],
    );
    if (!seller) throw new Error(`No account with email ${email}`);
    let changed = 0;
    const setStatus = async (ids: string[], status: 'Verified' | 'Expired') => {
      for (const id of ids) {
        const rows = await tx.query<{ doc_type: string }>(
          `UPDATE documents SET status = $3, reviewed_at = now() WHERE seller_id = $1 AND id::text = $2 RETURNING doc_type`,
          [seller.seller_id, id, status],
        );
        if (rows.length === 0) throw new Error(`Document ${id} does not belong to ${email}`);
        for (const row of rows) await notifyDocumentReviewed(tx, seller.seller_id, row.doc_type, status === 'Verified');
        changed += rows.length;
      }
    };
    if (action.verifyAll) {
      const rows = await tx.query<{ doc_type: string }>(
        `UPDATE documents SET status = 'Verified', reviewed_at = now() WHERE seller_id = $1 AND status = 'Pending' RETURNING doc_type`,
        [seller.seller_id],
      );
      for (const row of rows) await notifyDocumentReviewed(tx, seller.seller_id, row.doc_type, true);
      changed += rows.length;
    }
    await setStatus(action.verify ?? [], 'Verified');
    await setStatus(action.expire ?? [], 'Expired');
    const v = await recomputeVerification(tx, seller.seller_id);
    if (v.changed) await notifyVerification(tx, seller.seller_id, v.isVerified);
    const documents = await tx.query<{ id: string; doc_type: string; status: string; created_at: Date; original_name: string }>(
      `SELECT id, doc_type, status, created_at, original_name FROM documents WHERE seller_id = $1 ORDER BY created_at DESC`,
      [seller.seller_id],
    );
    const verifiedTypes = new Set(documents.filter((d) => d.status === 'Verified').map((d) => d.doc_type));
    return {
      email,
      companyName: seller.company_name,
      isVerified: v.isVerified,
      documents: documents.map((d) => ({ id: d.id, docType: d.doc_type, status: d.status, createdAt: d.created_at, fileName: d.original_name })),
      missingTypes: DOCUMENT_TYPES.filter((t) => !verifiedTypes.has(t)),
      changed,
    };
  });
}
