import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer, type Session } from '../helpers.ts';

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A multipart/form-data body for app.inject(). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----agrihub${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`;
    head += '\r\n\r\n';
    chunks.push(Buffer.from(head), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends a multipart/form-data request as the seller. */
export function sendForm(app: FastifyInstance, s: Session, url: string, parts: Part[], method: 'POST' | 'PATCH' = 'POST') {
  const body = multipart(parts);
  return app.inject({ method, url, headers: { ...bearer(s), ...body.headers }, payload: body.payload });
}

/** Plain text form fields, one part each. */
export const textParts = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));

/** The product form with valid values (a Urea bag), some of them replaced. */
export const productFields = (over: Record<string, string> = {}): Part[] =>
  textParts({
    name: 'Urea 50kg Bag',
    sku: 'URE-001',
    category: 'fertilizers',
    price: '4650.50',
    costPrice: '3900',
    stockQuantity: '120',
    minStockLevel: '5',
    description: 'Granular urea',
    seasonal: 'false',
    ...over,
  });
