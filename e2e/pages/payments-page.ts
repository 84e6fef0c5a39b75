import type { Locator } from '@playwright/test';
import { Dialog, chooseOption } from './dialog';
import { Screen } from './screen';

/** Payments & Financing: the figures, the transactions with their status filter and invoices, and financing applications. */
export class PaymentsPage extends Screen {
  static override readonly route = '/payments';
  static override readonly heading = 'Payments & Financing';
  readonly applyForFinancingButton = this.page.getByRole('button', { name: 'Apply for Financing' });
  readonly bankBadge = this.page.getByText('Financing partnered with a bank');
  readonly overdueAmount = this.page.getByTestId('stat-overdue-value');
  readonly financingStat = this.page.getByTestId('stat-financing');
  readonly transactions = this.page.getByTestId('transaction');
  readonly statusFilter = this.page.getByRole('combobox', { name: 'Payment status' });
  readonly applicationSubmittedAlert = this.page.getByRole('alert').filter({ hasText: 'Application submitted' });
  readonly applications = this.page.getByTestId('financing-application');
  /** What the printed page shows: the Print button and the invoice total, wherever they are. */
  readonly printButton = this.page.getByRole('button', { name: 'Print' });
  readonly invoiceTotal = this.page.getByTestId('invoice-total');

  application(text: string): Locator {
    return this.applications.filter({ hasText: text });
  }

  async filterByStatus(status: string): Promise<void> {
    await chooseOption(this.page, 'Payment status', status);
  }

  /** The order number the first transaction's heading names ('… · ORD-123'). */
  async firstTransactionOrder(): Promise<string> {
    const heading = (await this.transactions.first().locator('p').first().textContent()) ?? '';
    return heading.split(' · ')[1] ?? '';
  }

  async openFirstInvoice(): Promise<InvoiceDialog> {
    await this.transactions
      .first()
      .getByRole('button', { name: /^Invoice / })
      .click();
    return new InvoiceDialog(this.page);
  }

  async openFinancingApplication(): Promise<FinancingDialog> {
    await this.applyForFinancingButton.click();
    return new FinancingDialog(this.page);
  }
}

/** An order's invoice: its lines and totals, and Print. */
export class InvoiceDialog extends Dialog {
  static override readonly dialogName = /^Invoice/;
  readonly invoice = this.root.getByTestId('invoice');
  readonly total = this.invoice.getByTestId('invoice-total');
  readonly subtotal = this.invoice.getByTestId('invoice-subtotal');
  readonly printButton = this.root.getByRole('button', { name: 'Print' });

  /** The first invoice line naming `productName`. */
  line(productName: string): Locator {
    return this.invoice.getByRole('row').filter({ hasText: productName }).first();
  }
}

/** Apply for Financing: amount, tenure and purpose. */
export class FinancingDialog extends Dialog {
  static override readonly dialogName = 'Apply for Financing';
  readonly amount = this.root.getByLabel('Amount');
  readonly submitButton = this.root.getByRole('button', { name: 'Submit Application' });

  async chooseTenure(tenure: string): Promise<void> {
    await chooseOption(this.page, 'Tenure', tenure);
  }

  async choosePurpose(purpose: string): Promise<void> {
    await chooseOption(this.page, 'Purpose', purpose);
  }
}
