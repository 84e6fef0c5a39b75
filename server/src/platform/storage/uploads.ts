import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, badRequest } from '../lib/errors.ts';
import { controlCharacterAt, controlCharacterError } from '../lib/control-characters.ts';
import { DOCX, SNIFF_BYTES, ZIP_MIME, safeFileName, sniff, type Sniffed } from './sniff.ts';
import type { FileStorage } from './storage.ts';

export const RESERVED_FIELD_NAME = 'a form field may not be named __proto__ or constructor';

interface PartOptions {
  fileFields: string[];
  maxFiles: number;
  tooManyMessage: string;
  /** The 413 message for a file over the limit. */
  tooLarge: (filename: string) => string;
  /**
   * Checks the fields sent before the first file (a form sends them first) when that file begins:
   * a request that will be refused (a document type already waiting for review) is refused before
   * any of its file is read or stored.
   */
  beforeFiles?: (fields: Readonly<Record<string, string>>) => Promise<void>;
}

interface Named {
  fieldname: string;
  filename: string;
}

/**
 * The fields of a multipart body and its files, each read by `take` (null: an empty file input).
 * When reading fails part-way (a file too large, too many files, the client gone), `drop` gets the
 * files taken so far before the error is thrown.
 */
async function readParts<T extends object>(
  request: FastifyRequest,
  opts: PartOptions,
  take: (part: MultipartFile, filename: string) => Promise<T | null>,
  drop: (files: T[]) => Promise<void>,
): Promise<{ fields: Record<string, string>; files: (T & Named)[] }> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields: Record<string, string> = {};
  const files: (T & Named)[] = [];
  let tooMany = false;
  let checked = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!checked) {
          checked = true;
          await opts.beforeFiles?.(fields);
        }
        const filename = safeFileName(part.filename);
        if (!opts.fileFields.includes(part.fieldname) || files.length >= opts.maxFiles) {
          if (files.length >= opts.maxFiles) tooMany = true;
          part.file.resume();
          continue;
        }
        const taken = await take(part, filename);
        if (taken) files.push({ ...taken, fieldname: part.fieldname, filename });
      } else {
        const value = typeof part.value === 'string' ? part.value : part.value === undefined || part.value === null ? undefined : String(part.value);
        if (value === undefined) continue;
        const refused = controlCharacterAt({ [part.fieldname]: value }, '');
        if (refused !== undefined) throw controlCharacterError(refused);
        fields[part.fieldname] = value;
      }
    }
    if (tooMany) throw badRequest(opts.tooManyMessage, { images: opts.tooManyMessage });
  } catch (err) {
    await drop(files);
    // Refused part-way (a type already waiting for review, a file too large): the rest of the body
    // is still arriving into the paused parser, and the browser would sit at its progress bar until
    // a timeout. Read it to nowhere instead, so the upload ends and the browser shows the answer.
    if (!request.raw.complete) {
      request.raw.unpipe();
      request.raw.resume();
    }
    // @fastify/multipart's own refusal of a part named __proto__ or constructor, in our words.
    if (isCode(err, 'FST_PROTO_VIOLATION')) throw badRequest(`Invalid request: ${RESERVED_FIELD_NAME}`, { request: RESERVED_FIELD_NAME });
    throw err;
  }
  return { fields, files };
}

export interface UploadedFile extends Named {
  data: Buffer;
}

function isCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

const isTooLarge = (err: unknown) => isCode(err, 'FST_REQ_FILE_TOO_LARGE');

/** Reads a multipart body with its files in memory: for files read whole anyway (a CSV to import). */
export async function readMultipart(request: FastifyRequest, opts: PartOptions): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  return readParts(
    request,
    opts,
    async (part, filename) => {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if (isTooLarge(err)) throw new HttpError(413, opts.tooLarge(filename));
        throw err;
      }
      return data.length === 0 ? null : { data };
    },
    async () => undefined,
  );
}

/** A file part streamed to storage; `kind` is null, and nothing stored, when it is none of the accepted types. */
export type StoredUpload = Named & StoredContent;
type StoredContent = { size: number } & ({ kind: Sniffed; key: string } | { kind: null; key: null });

export interface Uploads {
  fields: Record<string, string>;
  files: StoredUpload[];
  /** Deletes every file stored for this request: for a request that fails before its rows commit. */
  discard(): Promise<void>;
}

/** Deletes stored files; a failure is only logged (the start sweep takes a file no row holds). */
export async function removeFiles(storage: FileStorage, keys: readonly (string | null)[], log: FastifyBaseLogger): Promise<void> {
  const results = await Promise.allSettled(keys.flatMap((k) => (k === null ? [] : [storage.remove(k)])));
  for (const r of results) if (r.status === 'rejected') log.warn({ err: r.reason as unknown }, 'could not delete an uploaded file');
}

/**
 * Streams one file to storage, sniffing its type from the first bytes and stopping at the size limit
 * (busboy cuts a file there and flags it truncated). Holds no more than the first and last 64 KB.
 */
async function storePart(
  storage: FileStorage,
  file: MultipartFile['file'],
  types: ReadonlySet<string>,
  tooLarge: () => HttpError,
): Promise<StoredContent | null> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let size = 0;
  const tail: Buffer[] = [];
  let tailBytes = 0;
  const next = async (): Promise<Buffer | undefined> => {
    const r = await chunks.next();
    if (file.truncated) throw tooLarge();
    if (r.done) return undefined;
    size += r.value.length;
    tail.push(r.value);
    tailBytes += r.value.length;
    while (tailBytes - (tail[0]?.length ?? 0) >= SNIFF_BYTES) tailBytes -= tail.shift()?.length ?? 0;
    return r.value;
  };
  try {
    const first: Buffer[] = [];
    let ended = false;
    while (size < SNIFF_BYTES) {
      const chunk = await next();
      if (!chunk) {
        ended = true;
        break;
      }
      first.push(chunk);
    }
    if (size === 0) return null;
    const head = Buffer.concat(first);
    const seen = sniff(head);
    // A .docx is a zip whose entry names may only be in the central directory at the end: a zip
    // is stored as a .docx and judged once the end is in.
    const planned = seen?.mime === ZIP_MIME ? DOCX : seen;
    if (!planned || !types.has(planned.mime)) {
      // Read to the end all the same: a refused file over the limit is still a 413.
      while ((await next()) !== undefined) {
        /* drained */
      }
      return { size, kind: null, key: null };
    }
    async function* content() {
      yield head;
      if (ended) return;
      for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
    }
    const key = await storage.put(Readable.from(content(), { objectMode: false }), planned.ext);
    const kind = sniff(head, Buffer.concat(tail));
    if (kind?.mime !== planned.mime) {
      await storage.remove(key);
      return { size, kind: null, key: null };
    }
    return { size, kind, key };
  } finally {
    await chunks.return?.();
  }
}

/**
 * Reads a multipart body, streaming each file of one of `types` (by content) to storage as it
 * arrives; no file is ever whole in memory. A file over the limit is a 413 with `tooLarge`'s message.
 * When reading fails, every file stored for the request is deleted; afterwards the caller calls
 * `discard()` if the request fails before the rows holding the keys commit.
 */
export async function readUploads(request: FastifyRequest, storage: FileStorage, opts: PartOptions & { types: ReadonlySet<string> }): Promise<Uploads> {
  const discard = (files: readonly { key: string | null }[]) =>
    removeFiles(
      storage,
      files.map((f) => f.key),
      request.log,
    );
  const { fields, files } = await readParts(
    request,
    opts,
    (part, filename) => storePart(storage, part.file, opts.types, () => new HttpError(413, opts.tooLarge(filename))),
    discard,
  );
  return { fields, files, discard: () => discard(files) };
}

/** For a request that may carry no multipart body (a JSON edit). */
export const NO_UPLOADS: Uploads = { fields: {}, files: [], discard: async () => undefined };
