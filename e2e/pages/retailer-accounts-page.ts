import { expect, type Locator, type Page } from '@playwright/test';
import { Dialog, chooseOption } from './dialog';
import { Screen } from './screen';

/** Retailer Insights > View all retailers: every retailer with its credit terms and balances. */
export class RetailerDirectoryPage extends Screen {
  static override readonly route = '/retailer-insights/retailers';
  static override readonly heading = 'Retailers';
  readonly rows = this.page.getByTestId('account-row');
  /** 'Showing 1–20 of 40 retailers'. */
  readonly count = this.page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+ retailers$/);
  readonly searchBox = this.page.getByRole('searchbox', { name: 'Search retailers' });

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  async filterByStanding(label: string): Promise<void> {
    await chooseOption(this.page, 'Standing', label);
  }

  async goToPage(n: number): Promise<void> {
    await this.page.getByRole('button', { name: `Go to page ${n}` }).click();
  }

  async openRetailer(name: string): Promise<RetailerAccountPage> {
    await this.row(name).getByRole('link', { name, exact: true }).click();
    const account = new RetailerAccountPage(this.page, name);
    await account.expectShown();
    return account;
  }
}

/** Retailer Insights > Receivables aging: what each retailer owes by days past due. */
export class ReceivablesAgingPage extends Screen {
  static override readonly route = '/retailer-insights/aging';
  static override readonly heading = 'Receivables aging';
  readonly rows = this.page.getByTestId('aging-row');

  /** The amount a retailer owes in all: the row's last column. */
  owed(name: string): Locator {
    return this.rows.filter({ hasText: name }).locator('td').last();
  }
}

/** One retailer's page: credit summary, contact, invoices, payments, recent orders, and its three actions. */
export class RetailerAccountPage extends Screen {
  readonly invoices = this.page.getByRole('list', { name: 'Invoices' }).getByTestId('invoice-row');
  readonly payments = this.page.getByTestId('payment-row');
  readonly recentOrders = this.page.getByTestId('account-order');

  constructor(page: Page, name: string) {
    super(page, '', name);
  }

  /** A figure of the credit summary ('Outstanding', 'Available credit'). */
  fact(label: string): Locator {
    return this.page.locator(`dl[aria-label="Credit summary"] dt:text-is("${label}") + dd`);
  }

  invoice(invoiceNumber: string): Locator {
    return this.invoices.filter({ hasText: invoiceNumber });
  }

  async editCreditTerms(): Promise<CreditTermsDialog> {
    await this.page.getByRole('button', { name: 'Edit credit terms' }).click();
    return new CreditTermsDialog(this.page);
  }

  async recordPayment(): Promise<RecordPaymentDialog> {
    await this.page.getByRole('button', { name: 'Record payment' }).click();
    return new RecordPaymentDialog(this.page);
  }

  async openStatement(): Promise<StatementDialog> {
    await this.page.getByRole('button', { name: 'Statement', exact: true }).click();
    return new StatementDialog(this.page);
  }
}

export class CreditTermsDialog extends Dialog {
  static override readonly dialogName = 'Edit credit terms';
  readonly creditLimit = this.root.getByLabel(/^Credit limit/);

  async save(limit: string, terms: string): Promise<void> {
    await this.creditLimit.fill(limit);
    await chooseOption(this.page, 'Payment terms', terms);
    await this.root.getByRole('button', { name: 'Save' }).click();
  }
}

export class RecordPaymentDialog extends Dialog {
  static override readonly dialogName = 'Record payment';
  readonly amount = this.root.getByLabel(/^Amount \(PKR\)/);
  readonly reference = this.root.getByLabel(/^Reference/);

  async method(label: string): Promise<void> {
    await chooseOption(this.page, 'Method', label);
  }

  async submit(): Promise<void> {
    await this.root.getByRole('button', { name: 'Record payment' }).click();
  }
}

export class StatementDialog extends Dialog {
  static override readonly dialogName = /^Statement/;
  readonly lines = this.root.getByRole('table', { name: 'Statement lines' }).locator('tbody tr');
  readonly downloadButton = this.root.getByRole('button', { name: 'Download PDF' });
  readonly printButton = this.root.getByRole('button', { name: 'Print' });

  async expectLoaded(): Promise<void> {
    await expect(this.lines.first()).toBeVisible();
  }
}
