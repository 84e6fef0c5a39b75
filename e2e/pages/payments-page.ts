import type { Locator, Page } from '@playwright/test';
import { Dialog, chooseOption } from './dialog';
import { Screen } from './screen';

/** Payments & Financing: the figures, the transactions with their status filter and invoices, and financing applications. */
export class PaymentsPage extends Screen {
  readonly bankBadge: Locator;
  readonly overdueAmount: Locator;
  readonly financingStat: Locator;
  readonly transactions: Locator;
  readonly applyForFinancingButton: Locator;
  readonly applicationSubmittedAlert: Locator;
  readonly applications: Locator;
  /** What the printed page shows: the Print button and the invoice total, wherever they are. */
  readonly printButton: Locator;
  readonly invoiceTotal: Locator;

  constructor(page: Page) {
    super(page, '/payments', 'Payments & Financing');
    this.bankBadge = page.getByText('Financing partnered with a bank');
    this.overdueAmount = page.getByTestId('stat-overdue-value');
    this.financingStat = page.getByTestId('stat-financing');
    this.transactions = page.getByTestId('transaction');
    this.applyForFinancingButton = page.getByRole('button', { name: 'Apply for Financing' });
    this.applicationSubmittedAlert = page.getByRole('alert').filter({ hasText: 'Application submitted' });
    this.applications = page.getByTestId('financing-application');
    this.printButton = page.getByRole('button', { name: 'Print' });
    this.invoiceTotal = page.getByTestId('invoice-total');
  }

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
  readonly invoice: Locator;
  readonly total: Locator;
  readonly subtotal: Locator;
  readonly printButton: Locator;

  constructor(page: Page) {
    super(page, /^Invoice/);
    this.invoice = this.root.getByTestId('invoice');
    this.total = this.invoice.getByTestId('invoice-total');
    this.subtotal = this.invoice.getByTestId('invoice-subtotal');
    this.printButton = this.root.getByRole('button', { name: 'Print' });
  }

  /** The first invoice line naming `productName`. */
  line(productName: string): Locator {
    return this.invoice.getByRole('row').filter({ hasText: productName }).first();
  }
}

/** Apply for Financing: amount, tenure and purpose. */
export class FinancingDialog extends Dialog {
  readonly amount: Locator;
  readonly submitButton: Locator;

  constructor(page: Page) {
    super(page, 'Apply for Financing');
    this.amount = this.root.getByLabel('Amount');
    this.submitButton = this.root.getByRole('button', { name: 'Submit Application' });
  }

  async chooseTenure(tenure: string): Promise<void> {
    await chooseOption(this.page, 'Tenure', tenure);
  }

  async choosePurpose(purpose: string): Promise<void> {
    await chooseOption(this.page, 'Purpose', purpose);
  }
}
