/** Content sniffing by magic bytes: the declared name and MIME type are never trusted. */
export interface Sniffed {
  mime: string;
  ext: string;
}

function startsWith(buf: Buffer, bytes: readonly number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  return bytes.every((b, i) => buf[offset + i] === b);
}

export function sniff(buf: Buffer): Sniffed | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  // OLE2 compound file: legacy Word .doc
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { mime: 'application/msword', ext: 'doc' };
  }
  // ZIP: a .docx is a zip whose entries include word/ and [Content_Types].xml
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const head = buf.subarray(0, Math.min(buf.length, 64 * 1024)).toString('latin1');
    const tail = buf.subarray(Math.max(0, buf.length - 64 * 1024)).toString('latin1');
    if ((head.includes('word/') || tail.includes('word/')) && (head.includes('[Content_Types].xml') || tail.includes('[Content_Types].xml'))) {
      return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
    }
    return { mime: 'application/zip', ext: 'zip' };
  }
  return null;
}

export const DOCUMENT_MIMES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
]);

export const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** A display name safe to store and echo: no directories, control characters or quotes. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').replace(/^\.+/, '').trim();
  return (cleaned === '' ? 'file' : cleaned).slice(0, 200);
}
