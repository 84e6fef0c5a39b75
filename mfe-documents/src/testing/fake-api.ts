/** Test doubles for the documents remote: the shared client's calls (uploads: FakeXhr from @agrihub/shared/testing). */
import { ApiError, apiClient } from '@agrihub/shared';
import { REQUIRED_DOCUMENT_TYPES } from '../features/documents/constants';
import type { Checklist, DocumentItem } from '../features/documents/document-rules';

export interface FakeServer {
  documents: DocumentItem[] | Error;
  checklist?: Checklist | Error;
  /** The company is verified (the default checklist says so). */
  isVerified?: boolean;
  summary?: { total: number; Verified: number; Pending: number; Expired: number } | Error;
  /** Never answers the list (to see the loading state). */
  hangList?: boolean;
  deleted: string[];
}

function checklistOf(docs: DocumentItem[], isVerified = false): Checklist {
  return {
    isVerified,
    review: null,
    items: REQUIRED_DOCUMENT_TYPES.map((docType) => {
      const d = docs.find((x) => x.docType === docType && x.status === 'Verified') ?? docs.find((x) => x.docType === docType);
      const rejected = d?.status === 'Expired' && d.rejectionReason !== null;
      return {
        docType,
        status: rejected ? 'Rejected' : ((d?.status ?? 'Missing') as Checklist['items'][number]['status']),
        documentId: d?._id ?? null,
        uploadedAt: d?.createdAt ?? null,
        rejectionReason: rejected ? d.rejectionReason : null,
      };
    }),
  };
}

/** Answers GET documents, summary, checklist and notifications, and DELETE documents/{id}, from `server`. */
export function fakeApi(server: FakeServer): FakeServer {
  const answer = <T>(v: T | Error | undefined, fallback: () => T): T => {
    if (v instanceof Error) throw v;
    return v ?? fallback();
  };
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    const docs = server.documents;
    if (path === 'documents') {
      if (server.hangList) return new Promise(() => undefined);
      return { data: { documents: answer(docs, () => []) } };
    }
    if (path === 'documents/summary') {
      return {
        data: answer(server.summary, () => {
          const list = docs instanceof Error ? [] : docs;
          const n = (s: string) => list.filter((d) => d.status === s).length;
          return { total: list.length, Verified: n('Verified'), Pending: n('Pending'), Expired: n('Expired') };
        }),
      };
    }
    if (path === 'documents/checklist') return { data: answer(server.checklist, () => checklistOf(docs instanceof Error ? [] : docs, server.isVerified)) };
    if (path === 'notifications') return { data: { notifications: [], unreadCount: 0 } };
    throw new ApiError(`unexpected GET ${path}`, 500);
  });
  jest.spyOn(apiClient, 'delete').mockImplementation(async (path: string) => {
    const id = decodeURIComponent(path.replace('documents/', ''));
    server.deleted.push(id);
    if (!(server.documents instanceof Error)) server.documents = server.documents.filter((d) => d._id !== id);
    return { data: { success: true } };
  });
  return server;
}

export function apiError(message: string, status = 500): ApiError {
  return new ApiError(message, status);
}
