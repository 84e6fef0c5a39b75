import type { Locator, Page } from '@playwright/test';
import { Dialog } from './dialog';
import { Screen } from './screen';
import { SummaryTiles } from './summary-tiles';

/** Support & Notifications: the ticket tiles, recent tickets with their details, system notifications and the new ticket form. */
export class SupportPage extends Screen {
  readonly tiles: SummaryTiles;
  readonly recentTicketsHeading: Locator;
  readonly systemNotificationsHeading: Locator;
  readonly tickets: Locator;
  readonly ticketButtons: Locator;
  readonly notificationsList: Locator;
  readonly notificationItems: Locator;
  readonly newTicketButton: Locator;

  constructor(page: Page) {
    super(page, '/support', 'Support & Notifications');
    this.tiles = new SummaryTiles(page);
    this.recentTicketsHeading = page.getByRole('heading', { name: 'Recent Support Tickets' });
    this.systemNotificationsHeading = page.getByRole('heading', { name: 'System Notifications' });
    this.tickets = page.getByRole('list', { name: 'Recent support tickets' });
    this.ticketButtons = this.tickets.getByRole('button');
    this.notificationsList = page.getByRole('list', { name: 'System notifications' });
    this.notificationItems = this.notificationsList.getByRole('listitem');
    this.newTicketButton = page.getByRole('button', { name: 'New Ticket' });
  }

  ticket(reference: string, subject: string): Locator {
    return this.tickets.getByRole('button', { name: `${reference} ${subject}` });
  }

  /** The toast confirming a new ticket, whose reference it names. */
  ticketCreatedToast(contactMethod: string): Locator {
    return this.page.getByText(new RegExp(`^Ticket TKT-\\d{6} has been created\\. You will receive updates via ${contactMethod}\\.$`));
  }

  async openNewTicket(): Promise<TicketForm> {
    await this.newTicketButton.click();
    return new TicketForm(this.page);
  }

  async openTicket(reference: string, subject: string): Promise<Dialog> {
    await this.ticket(reference, subject).click();
    return new Dialog(this.page, `Ticket ${reference}`);
  }
}

export interface TicketFields {
  subject: string;
  category: string;
  priority: string;
  contactMethod: string;
  description: string;
}

/** Create New Support Ticket. */
export class TicketForm extends Dialog {
  readonly subject: Locator;
  readonly category: Locator;
  readonly priority: Locator;
  readonly contactMethod: Locator;
  readonly description: Locator;
  readonly createTicketButton: Locator;

  constructor(page: Page) {
    super(page, 'Create New Support Ticket');
    this.subject = this.root.getByLabel('Subject');
    this.category = this.root.getByLabel('Category');
    this.priority = this.root.getByLabel('Priority');
    this.contactMethod = this.root.getByLabel('Contact Method');
    this.description = this.root.getByLabel('Description');
    this.createTicketButton = this.root.getByRole('button', { name: 'Create Ticket' });
  }

  async fill(fields: TicketFields): Promise<void> {
    await this.subject.fill(fields.subject);
    await this.category.selectOption({ label: fields.category });
    await this.priority.selectOption({ label: fields.priority });
    await this.contactMethod.selectOption({ label: fields.contactMethod });
    await this.description.fill(fields.description);
  }
}
