import { expect, type Locator, type Page } from '@playwright/test';
import { Dialog } from './dialog';
import { Screen } from './screen';

/** The moves' buttons, as the order page, the cards and the bulk bar name them (docs/order-lifecycle.md). */
export const MOVE_BUTTON = /^(Confirm Order|Start Processing|Ship Order|Mark Delivered|Cancel Order)$/;

/** One order's page, /order-management/<order number>: header with its moves, retailer, lines, totals, timeline, shipment. */
export class OrderPage extends Screen {
  readonly header = this.page.getByTestId('order-header');
  readonly moves = this.header.getByRole('button', { name: MOVE_BUTTON });
  readonly retailer = this.page.getByRole('region', { name: 'Retailer' });
  readonly lines = this.page.getByRole('table', { name: 'Order lines' }).getByTestId('order-line');
  readonly total = this.page.getByTestId('order-total');
  readonly timeline = this.page.getByRole('region', { name: 'Timeline' }).getByTestId('timeline-step');
  readonly shipment = this.page.getByRole('region', { name: 'Shipment' });
  readonly invoiceLink = this.page.getByRole('link', { name: 'Invoice' });
  readonly backLink = this.page.getByRole('link', { name: 'Back to orders' });
  readonly notFoundMessage = this.page.getByText('Order not found');

  constructor(
    page: Page,
    readonly orderNumber: string,
  ) {
    super(page, `/order-management/${orderNumber}`, `Order ${orderNumber}`);
  }

  /** The status chip of the header, by its label ('Confirmed'). */
  status(label: string): Locator {
    return this.header.getByText(label, { exact: true });
  }

  /** The timeline's step for a status, by its label ('Placed', 'Shipped'). */
  step(label: string): Locator {
    return this.timeline.filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** Clicks a move's button ('Confirm Order') and answers its dialog. */
  async startMove(label: string): Promise<MoveDialog> {
    await this.header.getByRole('button', { name: label, exact: true }).click();
    const dialog = new MoveDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  /** Makes a move that needs nothing typed, and waits for the page to show the new status. */
  async move(label: string, status: string): Promise<void> {
    await (await this.startMove(label)).submit(label);
    await expect(this.status(status)).toBeVisible();
  }

  async ship(courier: string, trackingNumber: string): Promise<void> {
    const dialog = await this.startMove('Ship Order');
    await dialog.courier.click();
    await this.page.getByRole('option', { name: courier, exact: true }).click();
    await dialog.trackingNumber.fill(trackingNumber);
    await dialog.submit('Ship Order');
    await expect(this.status('Shipped')).toBeVisible();
  }
}

/** A move's confirm step (one order or several): notes, or a reason to cancel, or courier and tracking to ship. */
export class MoveDialog extends Dialog {
  readonly notes = this.root.getByLabel('Notes (optional)');
  readonly reason = this.root.getByLabel(/^Reason for cancelling/);
  /** A select of Pakistan's couriers. */
  readonly courier = this.root.getByRole('combobox', { name: /^Courier/ });
  readonly trackingNumber = this.root.getByLabel(/^Tracking Number/);
  readonly backButton = this.root.getByRole('button', { name: 'Back' });

  /** Clicks the dialog's move button ('Confirm Order'), whatever the server answers. */
  async press(label: string): Promise<void> {
    await this.root.getByRole('button', { name: label, exact: true }).click();
  }

  /** Clicks the dialog's move button and waits for the dialog to close. */
  async submit(label: string): Promise<void> {
    await this.press(label);
    await expect(this.root).toBeHidden();
  }
}
