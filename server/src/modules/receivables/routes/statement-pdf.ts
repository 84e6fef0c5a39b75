import type { Statement } from '../schemas/credit.ts';
import { fileNamePart, pdfMoney as money, pdfTable, renderPdf } from '../../../platform/lib/pdf.ts';
import { dayText as day } from '../../../platform/lib/pkt-dates.ts';

/** A balance as the portal shows it (issue 41): what the retailer owes, or "10,000.00 CR" when it paid ahead. */
export const statementBalance = (rupees: number): string => (rupees < 0 ? `${money(-rupees)} CR` : money(rupees));

export function statementFileName(s: Statement): string {
  return `statement-${fileNamePart(s.retailer.name, 'retailer')}-${s.from}-to-${s.to}.pdf`;
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
  return renderPdf({ Title: `Statement of account: ${s.retailer.name}`, Author: s.seller.companyName }, (doc) => {
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

    const table = pdfTable(doc, COLS, ['Date', 'Description', 'Reference', 'Debit (PKR)', 'Credit (PKR)', 'Balance (PKR)']);
    table.row([day(s.from), 'Opening balance', '', '', '', statementBalance(s.openingBalance)], true);
    for (const l of s.lines)
      table.row([day(l.date), l.description, l.reference, l.debit ? money(l.debit) : '', l.credit ? money(l.credit) : '', statementBalance(l.balance)]);
    if (s.lines.length === 0) table.row(['', 'No invoices or payments in this period', '', '', '', '']);
    table.rule();
    table.row(['', 'Totals', '', money(s.totalDebit), money(s.totalCredit), ''], true);
    table.row([day(s.to), 'Closing balance', '', '', '', statementBalance(s.closingBalance)], true);
    doc
      .moveDown(1)
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text('Amounts in Pakistani rupees. A balance is owed to the seller; CR marks one the retailer paid ahead.', 40);
  });
}
