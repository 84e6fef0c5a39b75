import { expect, type Locator, type Page } from '@playwright/test';
import { Dialog, chooseOption } from './dialog';
import { Screen } from './screen';

/** Logistics & Fulfillment: the shipment figures and list, tracking, and the Schedule Pickup dialog. */
export class LogisticsPage extends Screen {
  readonly inTransit: Locator;
  readonly scheduledPickups: Locator;
  readonly shipments: Locator;
  readonly schedulePickupButton: Locator;
  readonly pickupScheduledAlert: Locator;

  constructor(page: Page) {
    super(page, '/logistics', 'Logistics & Fulfillment');
    this.inTransit = page.getByTestId('stat-in-transit-value');
    this.scheduledPickups = page.getByTestId('stat-pickups-value');
    this.shipments = page.getByTestId('shipment');
    this.schedulePickupButton = page.getByRole('button', { name: 'Schedule Pickup' });
    this.pickupScheduledAlert = page.getByRole('alert').filter({ hasText: 'Pickup Scheduled' });
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
  readonly urgency: Locator;
  readonly timeSlot: Locator;
  readonly orderNumber: Locator;
  readonly retailer: Locator;
  readonly pickupAddress: Locator;
  readonly pickupDate: Locator;
  readonly contactPerson: Locator;
  readonly contactPhone: Locator;
  readonly scheduleButton: Locator;

  constructor(page: Page) {
    super(page, 'Schedule Pickup');
    this.urgency = this.root.getByRole('combobox', { name: 'Urgency' });
    this.timeSlot = this.root.getByRole('combobox', { name: 'Time Slot' });
    this.orderNumber = this.root.getByRole('combobox', { name: 'Order Number' });
    this.retailer = this.root.getByLabel('Retailer');
    this.pickupAddress = this.root.getByLabel('Pickup Address');
    this.pickupDate = this.root.getByLabel('Pickup Date');
    this.contactPerson = this.root.getByLabel('Contact Person');
    this.contactPhone = this.root.getByLabel('Contact Phone');
    this.scheduleButton = this.root.getByRole('button', { name: 'Schedule Pickup' });
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
