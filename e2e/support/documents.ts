// Helpers for the Document Center specs: fresh sellers, real file bytes, uploads through the API.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { documentTypeValues } from '@agrihub/shared/domain';

/** The 6 required document types (spec 9), in order, as the server declares them. */
export const DOC_TYPES = documentTypeValues;

export interface Fixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface FreshSeller {
  email: string;
  password: string;
  companyName: string;
  accessToken: string;
}

/**
 * Registers a brand-new (unverified) seller through the API of `baseURL`. Through a page's request
 * context the refresh cookie lands in that browser context: the next navigation is signed in.
 */
export async function registerFreshSeller(request: APIRequestContext, baseURL = ''): Promise<FreshSeller> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const seller = { email: `docs-${suffix}@e2e.pk`, password: 'Kharif#Crop2024', companyName: `Indus Seeds ${suffix}` };
  const response = await request.post(`${baseURL}/api/auth/register`, {
    data: {
      firstName: 'Sana',
      lastName: 'Qureshi',
      email: seller.email,
      password: seller.password,
      companyName: seller.companyName,
      companyAddress: { city: 'Multan', state: 'Punjab', zipCode: '60000' },
      phone: '03001234567',
      taxId: '1234567-8',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { accessToken: string } };
  return { ...seller, accessToken: data.accessToken };
}

/** A small, well-formed PDF; `padTo` pads it (inside a comment) to that many bytes. */
export function pdfFile(name: string, padTo = 0): Fixture {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '',
  ].join('\n');
  const head = Buffer.from(body);
  const tail = Buffer.from('%%EOF\n');
  const padding = Math.max(0, padTo - head.length - tail.length - 2);
  const buffer = Buffer.concat([
    head,
    padding > 0 ? Buffer.concat([Buffer.from('%'), crypto.randomBytes(padding).map((b) => 0x41 + (b % 26)), Buffer.from('\n')]) : Buffer.alloc(0),
    tail,
  ]);
  return { name, mimeType: 'application/pdf', buffer };
}

/** Fields of a zip record: byte offset -> [bits, value]. */
type Fields = Record<number, [16 | 32, number]>;

/** A zip record of `size` bytes: `fields` written little-endian, then `shifted` written `shift` bytes further on. */
function littleEndian(size: number, fields: Fields, shift = 0, shifted: Fields = {}): Buffer {
  const record = Buffer.alloc(size);
  const write = (at: number, [bits, value]: [16 | 32, number]) => (bits === 16 ? record.writeUInt16LE(value, at) : record.writeUInt32LE(value, at));
  for (const [at, field] of Object.entries(fields)) write(Number(at), field);
  for (const [at, field] of Object.entries(shifted)) write(Number(at) + shift, field);
  return record;
}

/** A minimal real .docx: a stored (uncompressed) zip with the three parts Word needs. */
export function docxFile(name: string): Fixture {
  const parts: Array<[string, string]> = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>NTN Certificate</w:t></w:r></w:p></w:body></w:document>',
    ],
  ];
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [path, text] of parts) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(path);
    const crc = zlib.crc32(data);
    const sizes: Fields = { 4: [32, crc], 8: [32, data.length], 12: [32, data.length], 16: [16, fileName.length] };
    locals.push(littleEndian(30, { 0: [32, 0x04034b50], 4: [16, 20] }, 10, sizes), fileName, data);
    central.push(littleEndian(46, { 0: [32, 0x02014b50], 4: [16, 20], 6: [16, 20], 42: [32, offset] }, 12, sizes), fileName);
    offset += 30 + fileName.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = littleEndian(22, { 0: [32, 0x06054b50], 8: [16, parts.length], 10: [16, parts.length], 12: [32, dir.length], 16: [32, offset] });
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.concat([...locals, dir, end]) };
}

/** A real JPEG or PNG, drawn by the browser. */
export async function imageFile(page: Page, name: string, type: 'image/jpeg' | 'image/png'): Promise<Fixture> {
  const dataUrl = await page.evaluate((mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#1b5e20';
    ctx.fillRect(0, 0, 64, 40);
    ctx.fillStyle = '#fff8e1';
    ctx.fillRect(8, 8, 48, 24);
    return canvas.toDataURL(mime, 0.9);
  }, type);
  return { name, mimeType: type, buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** A Windows program renamed to look like a PDF (MZ header). */
export function renamedExe(name: string): Fixture {
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4094, 0x90)]) };
}

/** Uploads straight through the API (for setups that are not what a test is about). */
export async function uploadViaApi(request: APIRequestContext, baseURL: string, token: string, docType: string, file: Fixture): Promise<void> {
  const response = await request.post(`${baseURL}/api/documents`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { docType, description: '', file },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function waitForHealth(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
