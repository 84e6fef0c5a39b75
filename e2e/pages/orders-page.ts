import type { Download, Locator, Page } from '@playwright/test';
import { Dialog } from './dialog';
import { NewOrderPage } from './new-order-page';
import { Screen } from './screen';

/** Order Management: the order cards with their filters (search, status, dates), the pending tile, status changes and the export. */
export class OrdersPage extends Screen {
  static override readonly route = '/order-management';
  static override readonly heading = 'Order Management';
  readonly orderCards = this.page.getByRole('article', { name: /^Order / });
  readonly showing = this.page.getByText(/^Showing .* orders$/);
  readonly search = this.page.getByLabel('Search orders');
  readonly statusFilter = this.page.getByRole('combobox', { name: 'Status' });
  readonly statusOptions = this.page.getByRole('option');
  readonly from = this.page.getByLabel('From', { exact: true });
  readonly to = this.page.getByLabel('To', { exact: true });
  readonly noOrdersMessage = this.page.getByText('No orders found.');
  readonly pendingTile = this.page.getByTestId('orders-pending-value');
  readonly exportButton = this.page.getByRole('button', { name: 'Export Orders' });
  readonly newOrderButton = this.page.getByRole('button', { name: 'New Order' });

  orderCard(orderNumber: string): Locator {
    return this.page.getByRole('article', { name: `Order ${orderNumber}` });
  }

  orderStatus(orderNumber: string, status: string): Locator {
    return this.orderCard(orderNumber).getByText(status, { exact: true });
  }

  /** 'Showing 1–20 of 1,234 orders' -> 1234 */
  async shownTotal(): Promise<number> {
    const text = (await this.showing.textContent()) ?? '';
    return Number(/of ([\d,]+) orders/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  }

  async pendingCount(): Promise<number> {
    return Number((await this.pendingTile.textContent())?.replace(/,/g, ''));
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async openStatusFilter(): Promise<void> {
    await this.statusFilter.click();
  }

  /** Picks a status in the open status menu. */
  async pickStatus(label: string): Promise<void> {
    await this.page.getByRole('option', { name: label }).click();
  }

  async filterByDates(from: string, to: string): Promise<void> {
    await this.from.fill(from);
    await this.to.fill(to);
  }

  async markDelivered(orderNumber: string): Promise<void> {
    await this.orderCard(orderNumber).getByRole('button', { name: 'Mark Delivered' }).click();
  }

  /** New Order in the header: the form of an order taken by phone. */
  async newOrder(): Promise<NewOrderPage> {
    await this.newOrderButton.click();
    const form = new NewOrderPage(this.page);
    await form.expectShown();
    return form;
  }

  /** Clicks Export Orders and answers the file it downloads. */
  async exportOrders(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    return download;
  }
}

/** The confirmation of Mark Delivered, with its optional notes (without an order number, whichever dialog is open). */
export class MarkDeliveredDialog extends Dialog {
  readonly notes = this.root.getByLabel('Notes (optional)');
  readonly markDeliveredButton = this.root.getByRole('button', { name: 'Mark Delivered' });
  readonly backButton = this.root.getByRole('button', { name: 'Back' });

  constructor(page: Page, orderNumber?: string) {
    super(page, orderNumber === undefined ? undefined : `Mark order ${orderNumber} as delivered?`);
  }

  async confirm(notes?: string): Promise<void> {
    if (notes !== undefined) await this.notes.fill(notes);
    await this.markDeliveredButton.click();
  }
}
