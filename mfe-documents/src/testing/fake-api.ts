/**
 * Test doubles for the documents remote: the Document Center's server, answered by the MSW server of
 * @agrihub/shared/testing (docs/decisions/0268). Uploads go through XMLHttpRequest: FakeXhr.
 */
import { ApiError, apiClient } from '@agrihub/shared';
import { ErrorAnswer, errorAnswer } from '@agrihub/shared/testing';
import type { ApiServer } from '@agrihub/shared/testing';
import { REQUIRED_DOCUMENT_TYPES } from '../features/documents/constants';
import type { Checklist, DocumentItem } from '../features/documents/document-rules';

export interface FakeServer {
  documents: DocumentItem[] | ErrorAnswer;
  checklist?: Checklist | ErrorAnswer;
  /** The company is verified (the default checklist says so). */
  isVerified?: boolean;
  summary?: { total: number; Verified: number; Pending: number; Expired: number } | ErrorAnswer;
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

const listOf = (fake: FakeServer) => (fake.documents instanceof ErrorAnswer ? [] : fake.documents);

function summaryOf(fake: FakeServer) {
  if (fake.summary) return fake.summary;
  const list = listOf(fake);
  const n = (s: string) => list.filter((d) => d.status === s).length;
  return { total: list.length, Verified: n('Verified'), Pending: n('Pending'), Expired: n('Expired') };
}

/** `fake`'s document removed, as the server's DELETE does. */
function remove(fake: FakeServer, id: string) {
  fake.deleted.push(id);
  if (!(fake.documents instanceof ErrorAnswer)) fake.documents = fake.documents.filter((d) => d._id !== id);
}

/**
 * Answers GET /api/documents, its summary and checklist, and DELETE /api/documents/{id} through
 * `server`, from `fake` as it is when each request comes (a test may change it in between).
 */
export function fakeApi(server: ApiServer, fake: FakeServer): FakeServer {
  const data = <T>(v: T | ErrorAnswer) => (v instanceof ErrorAnswer ? v : { data: v });
  server.answer('get', '/api/documents', () => {
    if (fake.hangList) return new Promise<never>(() => undefined);
    return fake.documents instanceof ErrorAnswer ? fake.documents : { data: { documents: fake.documents } };
  });
  server.answer('get', '/api/documents/summary', () => data(summaryOf(fake)));
  server.answer('get', '/api/documents/checklist', () => data(fake.checklist ?? checklistOf(listOf(fake), fake.isVerified)));
  server.answer('delete', '/api/documents/{id}', ({ params }) => {
    remove(fake, params.id);
    return { data: { success: true } };
  });
  return fake;
}

/**
 * The same answers from spies on apiClient, for the upload tests, which run on plain jsdom (MSW
 * cannot load there): see document-upload.test.tsx. An error answer is thrown as the ApiError the
 * client makes of it.
 */
export function fakeApiSpies(fake: FakeServer): FakeServer {
  const answer = <T>(v: T | ErrorAnswer): T => {
    if (v instanceof ErrorAnswer) throw new ApiError(v.body.message, v.status, v.body.errors);
    return v;
  };
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path === 'documents') {
      if (fake.hangList) return new Promise(() => undefined);
      return { data: { documents: answer(fake.documents) } };
    }
    if (path === 'documents/summary') return { data: answer(summaryOf(fake)) };
    if (path === 'documents/checklist') return { data: answer(fake.checklist ?? checklistOf(listOf(fake), fake.isVerified)) };
    if (path === 'notifications') return { data: { notifications: [], unreadCount: 0 } };
    throw new ApiError(`unexpected GET ${path}`, 500);
  });
  jest.spyOn(apiClient, 'delete').mockImplementation(async (path: string) => {
    remove(fake, decodeURIComponent(path.replace('documents/', '')));
    return { data: { success: true } };
  });
  return fake;
}

/** The server's error answer: `status` (500 unless given) with `message`. */
export function apiError(message: string, status = 500): ErrorAnswer {
  return errorAnswer(status, message);
}
