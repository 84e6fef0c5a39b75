import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors.ts';
import { safeFileName } from './sniff.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadedFile {
  fieldname: string;
  filename: string;
  data: Buffer;
}

export interface ParsedMultipart {
  fields: Record<string, string>;
  files: UploadedFile[];
}

function isTooLarge(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads a multipart body fully (files are at most 10MB each, counted by `maxFiles`). `tooLarge`
 * builds the 413 message for a file over the limit.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { fileFields: string[]; maxFiles: number; tooManyMessage: string; tooLarge: (filename: string) => string },
): Promise<ParsedMultipart> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let tooMany = false;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const filename = safeFileName(part.filename);
      if (!opts.fileFields.includes(part.fieldname) || files.length >= opts.maxFiles) {
        if (files.length >= opts.maxFiles) tooMany = true;
        part.file.resume();
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if (isTooLarge(err)) throw new HttpError(413, opts.tooLarge(filename));
        throw err;
      }
      if (data.length === 0) continue; // an empty file input
      files.push({ fieldname: part.fieldname, filename, data });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    } else if (part.value !== undefined && part.value !== null) {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (tooMany) throw badRequest(opts.tooManyMessage, { images: opts.tooManyMessage });
  return { fields, files };
}
