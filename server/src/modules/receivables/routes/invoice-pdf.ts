import type { Invoice } from '../schemas/payments.ts';
import { fileNamePart, pdfMoney as money, pdfTable, renderPdf } from '../../../platform/lib/pdf.ts';
import { dayText as day, pktDate } from '../../../platform/lib/pkt-dates.ts';
import { salesTaxLabel } from '@agrihub/shared/validation';

export function invoiceFileName(invoice: Invoice): string {
  return `${fileNamePart(invoice.invoiceNumber, 'invoice')}.pdf`;
}

/** Product, SKU, quantity, unit price, line total on an A4 page (515 pt between the margins). */
const COLS = [
  { x: 40, w: 205, align: 'left' },
  { x: 247, w: 88, align: 'left' },
  { x: 337, w: 50, align: 'right' },
  { x: 389, w: 80, align: 'right' },
  { x: 471, w: 84, align: 'right' },
] as const;

/**
 * The lines under the table, as the dialog shows them: subtotal, the discount when there is one, the
 * sales tax when a rate is set, and the total the retailer pays.
 */
export function invoiceTotalRows(invoice: Invoice): [label: string, amount: string][] {
  const rows: [string, string][] = [['Subtotal', money(invoice.subtotal)]];
  if (invoice.discount > 0) rows.push(['Discount', `-${money(invoice.discount)}`]);
  if (invoice.salesTax) rows.push([salesTaxLabel(invoice.salesTax.rate), money(invoice.salesTax.amount)]);
  rows.push(['Total', money(invoice.grandTotal)]);
  return rows;
}

/**
 * The invoice the dialog prints, as an A4 PDF: the seller (with NTN) and the retailer, number, dates
 * and status, the lines with their rule discounts, subtotal, discount, sales tax (when a rate is set) and total. A pending order's
 * invoice says it is pro forma.
 */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const s = invoice.seller;
  const r = invoice.retailer;
  return renderPdf({ Title: `Invoice ${invoice.invoiceNumber}`, Author: s.companyName }, (doc) => {
    // The seller on the left, the invoice's own details on the right, each in its own width.
    doc.font('Helvetica-Bold').fontSize(16).text(s.companyName, 40, 40, { width: 290 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text([`${s.city}, ${s.state} ${s.zipCode}`, `Phone ${s.phone}`, s.email, `NTN ${s.ntn}`].filter(Boolean).join('\n'), { width: 290 });
    const leftBottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(invoice.issued ? 'INVOICE' : 'PRO FORMA INVOICE', 340, 40, { width: 215, align: 'right' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        [
          invoice.invoiceNumber,
          `Order ${invoice.orderNumber}`,
          invoice.issuedOn ? `Invoice date ${day(invoice.issuedOn)}` : `Order date ${day(pktDate(new Date(invoice.orderDate)))}`,
          `Due date ${day(invoice.dueDate)}`,
          `Status ${invoice.status}`,
        ].join('\n'),
        340,
        undefined,
        { width: 215, align: 'right' },
      );
    doc.x = 40;
    doc.y = Math.max(doc.y, leftBottom);
    doc.moveDown(1).font('Helvetica-Bold').fontSize(10).text('Bill To', 40);
    doc
      .font('Helvetica')
      .text([r.name, r.address, [r.city, r.province].filter(Boolean).join(', '), r.phone ? `Phone ${r.phone}` : ''].filter(Boolean).join('\n'));
    doc.moveDown(1);

    const table = pdfTable(doc, COLS, ['Product', 'SKU', 'Qty', 'Unit price', 'Amount (PKR)']);
    for (const l of invoice.lines) {
      table.row([l.productName, l.sku, String(l.quantity), money(l.unitPrice), money(l.quantity * l.unitPrice)]);
      if (l.discount > 0 && l.rule) table.row([`  ${l.rule.name} (${l.rule.discount}% off)`, '', '', '', `-${money(l.discount)}`]);
    }
    table.rule();
    const totals = invoiceTotalRows(invoice);
    totals.forEach(([label, amount], i) => table.row(['', '', '', label, amount], i === totals.length - 1));
    const note = !invoice.issued
      ? `Pro forma: the invoice is issued when the order is confirmed, and falls due by the retailer's terms from that day (${day(invoice.dueDate)} if confirmed today).`
      : invoice.paidAt
        ? `Paid on ${day(pktDate(new Date(invoice.paidAt)))}. Thank you for your business.`
        : `Please pay PKR ${money(invoice.grandTotal)} by ${day(invoice.dueDate)}, quoting ${invoice.invoiceNumber}.`;
    doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor('#555555').text(note, 40);
  });
}
