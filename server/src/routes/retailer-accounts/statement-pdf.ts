import PDFDocument from 'pdfkit';
import type { Statement } from '../../schemas/credit.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2026-06-30 -> '30 Jun 2026', as the portal writes dates. */
const day = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''} ${iso.slice(0, 4)}`;
const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (rupees: number) => (rupees < 0 ? `-${AMOUNT.format(-rupees)}` : AMOUNT.format(rupees));

export function statementFileName(s: Statement): string {
  const name = s.retailer.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'retailer';
  return `statement-${name}-${s.from}-to-${s.to}.pdf`;
}

/** Column x positions and widths on an A4 page with 40 pt margins (515 pt wide). */
const COLS = [
  { x: 40, w: 62, align: 'left' },
  { x: 104, w: 170, align: 'left' },
  { x: 276, w: 70, align: 'left' },
  { x: 348, w: 68, align: 'right' },
  { x: 418, w: 68, align: 'right' },
  { x: 488, w: 67, align: 'right' },
] as const;

/**
 * The statement as an A4 PDF: seller and retailer, the period, opening balance, one row per ledger
 * entry with the running balance, totals and closing balance; the table header repeats on each page.
 */
export function statementPdf(s: Statement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Statement of account: ${s.retailer.name}`, Author: s.seller.companyName } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(s.seller.companyName, 40, 40);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text([s.seller.city, s.seller.phone, s.seller.ntn ? `NTN ${s.seller.ntn}` : ''].filter(Boolean).join('  ·  '));
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Statement of Account');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Period: ${day(s.from)} to ${day(s.to)}`);
    doc.moveDown(0.6).font('Helvetica-Bold').text(s.retailer.name);
    doc
      .font('Helvetica')
      .text([s.retailer.address, `${s.retailer.city}${s.retailer.province ? `, ${s.retailer.province}` : ''}`, s.retailer.phone].filter(Boolean).join('\n'));
    doc.moveDown(1);

    const row = (cells: string[], bold = false) => {
      if (doc.y > 770) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      let bottom = y;
      cells.forEach((text, i) => {
        const c = COLS[i];
        if (!c) return;
        doc.text(text, c.x, y, { width: c.w, align: c.align });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = 40;
      doc.y = bottom + 4;
    };
    const header = () => {
      row(['Date', 'Description', 'Reference', 'Debit (PKR)', 'Credit (PKR)', 'Balance (PKR)'], true);
      doc
        .moveTo(40, doc.y - 2)
        .lineTo(555, doc.y - 2)
        .strokeColor('#999999')
        .stroke();
    };

    header();
    row([day(s.from), 'Opening balance', '', '', '', money(s.openingBalance)], true);
    for (const l of s.lines) row([day(l.date), l.description, l.reference, l.debit ? money(l.debit) : '', l.credit ? money(l.credit) : '', money(l.balance)]);
    if (s.lines.length === 0) row(['', 'No invoices or payments in this period', '', '', '', '']);
    doc.moveTo(40, doc.y).lineTo(555, doc.y).strokeColor('#999999').stroke();
    doc.y += 4;
    row(['', 'Totals', '', money(s.totalDebit), money(s.totalCredit), ''], true);
    row([day(s.to), 'Closing balance', '', '', '', money(s.closingBalance)], true);
    doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#555555').text('Amounts in Pakistani rupees. A positive balance is owed to the seller.', 40);
    doc.end();
  });
}
