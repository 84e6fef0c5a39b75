/**
 * PDFs the portal hands out (a retailer's statement, an invoice): A4, 40 pt margins, pdfkit's
 * standard fonts (Latin text only; Urdu needs an embedded font), dates and amounts as the portal
 * writes them, and a table whose header repeats on each page.
 */
import PDFDocument from 'pdfkit';

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Rupees with two decimals and thousands separators: '1,234.50'. */
export const pdfMoney = (rupees: number) => (rupees < 0 ? `-${AMOUNT.format(-rupees)}` : AMOUNT.format(rupees));
/** A file name's part from a person's or company's name: letters and digits joined by '-'. */
export const fileNamePart = (text: string, fallback: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || fallback;

export type PdfDoc = InstanceType<typeof PDFDocument>;
export interface PdfColumn {
  x: number;
  w: number;
  align: 'left' | 'right';
}

/** Draws into a new A4 document and answers its bytes. */
export function renderPdf(info: { Title: string; Author: string }, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A table: `row` writes one line of cells (bold for headings and totals), `rule` a line under it. */
export function pdfTable(doc: PdfDoc, columns: readonly PdfColumn[], headings: string[]) {
  const rule = () => {
    doc
      .moveTo(40, doc.y - 2)
      .lineTo(555, doc.y - 2)
      .strokeColor('#999999')
      .stroke();
  };
  const row = (cells: string[], bold = false) => {
    if (doc.y > 770) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = y;
    cells.forEach((text, i) => {
      const c = columns[i];
      if (!c) return;
      doc.text(text, c.x, y, { width: c.w, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 40;
    doc.y = bottom + 4;
  };
  const header = () => {
    row(headings, true);
    rule();
  };
  header();
  return {
    row,
    rule: () => {
      doc.y += 2;
      rule();
      doc.y += 2;
    },
  };
}
