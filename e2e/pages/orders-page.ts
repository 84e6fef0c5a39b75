import type { Download, Locator, Page } from '@playwright/test';
import { NewOrderPage } from './new-order-page';
import { Dialog, chooseOption } from './dialog';
import { MOVE_BUTTON, MoveDialog, OrderPage } from './order-page';
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
  readonly completedTile = this.page.getByTestId('orders-completed-value');
  readonly exportButton = this.page.getByRole('button', { name: 'Export Orders' });
  readonly newOrderButton = this.page.getByRole('button', { name: 'New Order' });
  readonly selectAll = this.page.getByRole('checkbox', { name: 'Select all on this page' });
  readonly bulkBar = this.page.getByRole('region', { name: 'Bulk move' });

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

  async completedCount(): Promise<number> {
    return Number((await this.completedTile.textContent())?.replace(/,/g, ''));
  }

  /** A summary card ('total', 'pending', 'processing', 'completed'): choosing it lists what it counts. */
  summaryCard(id: string): Locator {
    return this.page.getByTestId(`orders-${id}`).getByRole('button');
  }

  async summaryCount(id: string): Promise<number> {
    return Number((await this.page.getByTestId(`orders-${id}-value`).textContent())?.replace(/,/g, ''));
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

  /** The moves a card offers (none for a delivered or cancelled order). */
  moveButtons(orderNumber: string): Locator {
    return this.orderCard(orderNumber).getByRole('button', { name: MOVE_BUTTON });
  }

  /** Clicks a move ('Confirm Order') on an order's card and answers its dialog. */
  async startMove(orderNumber: string, label: string): Promise<MoveDialog> {
    await this.orderCard(orderNumber).getByRole('button', { name: label, exact: true }).click();
    return new MoveDialog(this.page);
  }

  /** The first card's button for `label` among the cards that offer it (a viewer's disabled one included). */
  firstMoveButton(label: string): Locator {
    return this.orderCards.getByRole('button', { name: label, exact: true }).first();
  }

  /** Opens an order's page by clicking its number on the card. */
  async openOrder(orderNumber: string): Promise<OrderPage> {
    await this.orderCard(orderNumber).getByRole('link', { name: orderNumber }).click();
    const order = new OrderPage(this.page, orderNumber);
    await order.expectShown();
    return order;
  }

  async select(orderNumber: string): Promise<void> {
    await this.page.getByRole('checkbox', { name: `Select order ${orderNumber}` }).check();
  }

  /** Applies a move ('Confirm Order') to the ticked orders and answers the results dialog. */
  /** Picks the move for the selected orders and applies it: the dialog that asks first. */
  async startBulkMove(label: string): Promise<Locator> {
    await chooseOption(this.page, 'Move selected to', label);
    await this.bulkBar.getByRole('button', { name: 'Apply' }).click();
    const ask = this.page.getByRole('dialog');
    await ask.waitFor();
    return ask;
  }

  /** Applies the move to the selected orders and confirms it: the results. */
  async bulkMove(label: string): Promise<BulkResultsDialog> {
    const ask = await this.startBulkMove(label);
    await ask.getByRole('button', { name: label }).click();
    return new BulkResultsDialog(this.page);
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

/** What became of each order of a bulk move. */
export class BulkResultsDialog extends Dialog {
  static override readonly dialogName = 'Bulk move results';
  readonly results = this.root.getByTestId('bulk-result');

  result(orderNumber: string): Locator {
    return this.results.filter({ hasText: orderNumber });
  }
}
