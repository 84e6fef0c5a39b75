import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DOCUMENT_LIMITS } from '@agrihub/shared/validation';
import { Data, IdParams, Success, errors } from '../../../platform/schemas/index.ts';
import { Checklist, Document } from '../schemas/documents.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { readUploads, removeFiles } from '../../../platform/storage/uploads.ts';
import { DOCUMENT_MIMES } from '../../../platform/storage/sniff.ts';
import { DOCUMENT_TYPES } from '../../../platform/schemas/domain.ts';
import { deleteDocument, documentSummary, uploadDocument, listDocuments, recomputeVerification, uploadContext } from '../queries/documents.ts';
import { documentChecklist } from '../domain/verification.ts';
import { notifyDocumentReceived, notifyVerification } from '../../notifications/index.ts';

export const FILE_TOO_LARGE = 'File is too large (max 10MB)';
export const UNSUPPORTED_FILE = 'Unsupported file type: upload a PDF, DOC, DOCX, JPG or PNG file';
export const DUPLICATE_DOC = 'A document of this type has already been uploaded';
export const RENEWAL_PENDING = 'A new document of this type is already waiting for review; delete it first to upload another';

/** The upload's document type, one of the 6 required ones (400 naming the field otherwise). */
function docTypeOf(fields: Readonly<Record<string, string>>): string {
  const docType = (fields.docType ?? '').trim();
  if (docType === '') throw badRequest('Document type is required', { docType: 'Document type is required' });
  if (!(DOCUMENT_TYPES as readonly string[]).includes(docType)) {
    throw badRequest('Document type must be one of the 6 required document types', { docType: 'Unknown document type' });
  }
  return docType;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getDocuments',
        tags: ['documents'],
        summary: "The seller's documents, newest first (fileUrl is a short-lived signed URL)",
        response: { 200: Data(Type.Object({ documents: Type.Array(Document) })), ...errors(401) },
      },
    },
    async (request) => ({ data: { documents: await listDocuments(app.db, authOf(request).sellerId, app.signer) } }),
  );

  app.get(
    '/summary',
    {
      schema: {
        operationId: 'getDocumentSummary',
        tags: ['documents'],
        summary: 'Document counts by status',
        response: {
          200: Data(Type.Object({ total: Type.Integer(), Verified: Type.Integer(), Pending: Type.Integer(), Expired: Type.Integer() })),
          ...errors(401),
        },
      },
    },
    async (request) => ({ data: await documentSummary(app.db, authOf(request).sellerId) }),
  );

  app.get(
    '/checklist',
    {
      schema: {
        operationId: 'getDocumentChecklist',
        tags: ['documents'],
        summary:
          'Verification checklist: each of the 6 required document types with its status (and why one was rejected), whether the seller is verified, and when the review is expected once all 6 are uploaded',
        response: { 200: Data(Checklist), ...errors(401) },
      },
    },
    async (request) => ({ data: await documentChecklist(app.db, authOf(request).sellerId) }),
  );

  app.post(
    '/',
    {
      schema: {
        operationId: 'uploadDocument',
        tags: ['documents'],
        summary: 'Upload a compliance document (multipart); a verified seller may upload a renewal of a Verified type, which replaces it once reviewed',
        description:
          'multipart/form-data: `file` (PDF, DOC, DOCX, JPG or PNG by content, ≤ 10MB), `docType` (one of the 6 required ' +
          `types: ${DOCUMENT_TYPES.join('; ')}), optional \`description\`.`,
        consumes: ['multipart/form-data'],
        response: { 201: Data(Type.Object({ document: Document })), ...errors(400, 401, 409, 413) },
      },
    },
    async (request, reply) => {
      const { sellerId } = authOf(request);
      // What a second document of the type is told: set once the seller's standing is read.
      let duplicateMessage = DUPLICATE_DOC;
      // One Pending per type; a verified seller may add a renewal beside a Verified one (it
      // replaces it once reviewed); an unverified seller uploads only what is missing (spec 5).
      // Read once per type: a second upload racing this one meets the one-Pending-per-type index.
      let checkedType: string | undefined;
      const refuseDuplicate = async (docType: string) => {
        if (checkedType === docType) return;
        checkedType = docType;
        const existing = await uploadContext(app.db, sellerId, docType);
        duplicateMessage = existing.sellerVerified ? RENEWAL_PENDING : DUPLICATE_DOC;
        if (existing.hasPending) throw conflict(duplicateMessage);
        if (existing.hasVerified && !existing.sellerVerified) throw conflict(DUPLICATE_DOC);
      };
      const upload = await readUploads(request, app.storage, {
        fileFields: ['file'],
        maxFiles: 1,
        tooManyMessage: 'Upload one file at a time',
        tooLarge: () => FILE_TOO_LARGE,
        types: DOCUMENT_MIMES,
        // The form sends the type first: a refusal comes before a byte of the file is read.
        beforeFiles: async (fields) => {
          if (fields.docType !== undefined) await refuseDuplicate(docTypeOf(fields));
        },
      });
      let document: Document;
      try {
        const { fields, files } = upload;
        const file = files[0];
        if (!file) throw badRequest('Please select a file to upload', { file: 'Please select a file to upload' });
        const docType = docTypeOf(fields);
        const description = (fields.description ?? '').trim();
        if (description.length > DOCUMENT_LIMITS.description) {
          throw badRequest(`Description must be at most ${DOCUMENT_LIMITS.description} characters`, {
            description: `At most ${DOCUMENT_LIMITS.description} characters`,
          });
        }
        if (!file.kind) throw badRequest(UNSUPPORTED_FILE, { file: UNSUPPORTED_FILE });
        await refuseDuplicate(docType);
        const { key, kind, size, filename } = file;
        // The row and its notification commit together or not at all; the file goes with a failure.
        document = await request.writer.transaction(async (tx) => {
          const d = await uploadDocument(
            tx,
            sellerId,
            { docType, description, storageKey: key, contentType: kind.mime, size, originalName: filename },
            app.signer,
          );
          await notifyDocumentReceived(tx, sellerId, docType);
          return d;
        });
      } catch (err) {
        await upload.discard();
        // Two uploads of one type at once: the second meets the one-Pending-per-type index.
        if (isUniqueViolation(err)) throw conflict(duplicateMessage);
        throw err;
      }
      return reply.status(201).send({ data: { document } });
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteDocument',
        tags: ['documents'],
        summary: 'Delete a document and its file (verification is recomputed)',
        params: IdParams,
        response: { 200: Success, ...errors(401, 404) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      if (!isUuid(request.params.id)) throw notFound('Document not found');
      const key = await request.writer.transaction(async (tx) => {
        const k = await deleteDocument(tx, sellerId, request.params.id);
        if (k === null) return null;
        const v = await recomputeVerification(tx, sellerId);
        if (v.changed && !v.isVerified) await notifyVerification(tx, sellerId, false, 'removed');
        return k;
      });
      if (key === null) throw notFound('Document not found');
      await removeFiles(app.storage, [key], request.log);
      return { data: { success: true } };
    },
  );
};

export default routes;
