import { expect, type Locator, type Page } from '@playwright/test';
import { Dialog, chooseOption } from './dialog';
import { Screen } from './screen';

/** Logistics & Fulfillment: the shipment figures and list, tracking, and the Schedule Pickup dialog. */
export class LogisticsPage extends Screen {
  readonly inTransit = this.page.getByTestId('stat-in-transit-value');
  readonly scheduledPickups = this.page.getByTestId('stat-pickups-value');
  readonly shipments = this.page.getByTestId('shipment');
  readonly schedulePickupButton = this.page.getByRole('button', { name: 'Schedule Pickup' });
  readonly pickupScheduledAlert = this.page.getByRole('alert').filter({ hasText: 'Pickup Scheduled' });

  constructor(page: Page) {
    super(page, '/logistics', 'Logistics & Fulfillment');
  }

  /** The shipments showing `text` (an order number or a status). */
  shipment(text: string): Locator {
    return this.shipments.filter({ hasText: text });
  }

  async openSchedulePickup(): Promise<PickupDialog> {
    await this.schedulePickupButton.click();
    return new PickupDialog(this.page);
  }

  async track(orderNumber: string): Promise<Dialog> {
    await this.shipment(orderNumber)
      .getByRole('button', { name: `Track ${orderNumber}` })
      .click();
    return new Dialog(this.page, `Tracking ${orderNumber}`);
  }

  /** Track on the first shipment showing `status`. */
  async trackFirst(status: string): Promise<Dialog> {
    await this.shipment(status)
      .first()
      .getByRole('button', { name: /^Track / })
      .click();
    return new Dialog(this.page, /^Tracking ORD-/);
  }
}

export interface PickupFields {
  address: string;
  date: string;
  timeSlot: string;
  contactPerson: string;
  contactPhone: string;
}

/** Schedule Pickup: the order, where and when, and whom to call. */
export class PickupDialog extends Dialog {
  readonly urgency = this.root.getByRole('combobox', { name: 'Urgency' });
  readonly timeSlot = this.root.getByRole('combobox', { name: 'Time Slot' });
  readonly orderNumber = this.root.getByRole('combobox', { name: 'Order Number' });
  readonly retailer = this.root.getByLabel('Retailer');
  readonly pickupAddress = this.root.getByLabel('Pickup Address');
  readonly pickupDate = this.root.getByLabel('Pickup Date');
  readonly contactPerson = this.root.getByLabel('Contact Person');
  readonly contactPhone = this.root.getByLabel('Contact Phone');
  readonly scheduleButton = this.root.getByRole('button', { name: 'Schedule Pickup' });

  constructor(page: Page) {
    super(page, 'Schedule Pickup');
  }

  /** Picks the first order the select offers; answers its number. */
  async chooseFirstOrder(): Promise<string> {
    await this.orderNumber.click();
    const option = this.page.getByRole('option').first();
    const orderNumber = ((await option.locator('div').first().textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/^ORD-\d+$/);
    await option.click();
    return orderNumber;
  }

  async chooseTimeSlot(slot: string): Promise<void> {
    await chooseOption(this.page, 'Time Slot', slot);
  }
}
