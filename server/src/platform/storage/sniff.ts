/** Content sniffing by magic bytes: the declared name and MIME type are never trusted. */
export interface Sniffed {
  mime: string;
  ext: string;
}

function startsWith(buf: Buffer, bytes: readonly number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  return bytes.every((b, i) => buf[offset + i] === b);
}

export const DOCX: Sniffed = { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
export const ZIP_MIME = 'application/zip';

/** How much of a file's start and end `sniff` reads. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * The type of a file by its first bytes (`head`) and, for a zip, its last (`tail`, where the central
 * directory lists the entries); both may be longer than SNIFF_BYTES. A whole small file is both.
 */
export function sniff(head: Buffer, tail: Buffer = head): Sniffed | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  // OLE2 compound file: legacy Word .doc
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { mime: 'application/msword', ext: 'doc' };
  }
  // ZIP: a .docx is a zip whose entries include word/ and [Content_Types].xml
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const start = head.subarray(0, Math.min(head.length, SNIFF_BYTES)).toString('latin1');
    const end = tail.subarray(Math.max(0, tail.length - SNIFF_BYTES)).toString('latin1');
    if ((start.includes('word/') || end.includes('word/')) && (start.includes('[Content_Types].xml') || end.includes('[Content_Types].xml'))) {
      return DOCX;
    }
    return { mime: ZIP_MIME, ext: 'zip' };
  }
  return null;
}

export const DOCUMENT_MIMES: ReadonlySet<string> = new Set(['application/pdf', 'application/msword', DOCX.mime, 'image/jpeg', 'image/png']);

export const IMAGE_MIMES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** A display name safe to store and echo: no directories, control characters or quotes. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_')
    .replace(/^\.+/, '')
    .trim();
  return (cleaned === '' ? 'file' : cleaned).slice(0, 200);
}
