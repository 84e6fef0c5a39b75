import type { Locator, Page } from '@playwright/test';
import { Dialog } from './dialog';
import { Screen } from './screen';
import { SummaryTiles } from './summary-tiles';

/** Support & Notifications: the ticket tiles, recent tickets with their details, system notifications and the new ticket form. */
export class SupportPage extends Screen {
  readonly tiles = new SummaryTiles(this.page);
  readonly recentTicketsHeading = this.page.getByRole('heading', { name: 'Recent Support Tickets' });
  readonly systemNotificationsHeading = this.page.getByRole('heading', { name: 'System Notifications' });
  readonly tickets = this.page.getByRole('list', { name: 'Recent support tickets' });
  readonly ticketButtons = this.tickets.getByRole('button');
  readonly notificationsList = this.page.getByRole('list', { name: 'System notifications' });
  readonly notificationItems = this.notificationsList.getByRole('listitem');
  readonly newTicketButton = this.page.getByRole('button', { name: 'New Ticket' });

  constructor(page: Page) {
    super(page, '/support', 'Support & Notifications');
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
  readonly subject = this.root.getByLabel('Subject');
  readonly category = this.root.getByLabel('Category');
  readonly priority = this.root.getByLabel('Priority');
  readonly contactMethod = this.root.getByLabel('Contact Method');
  readonly description = this.root.getByLabel('Description');
  readonly createTicketButton = this.root.getByRole('button', { name: 'Create Ticket' });

  constructor(page: Page) {
    super(page, 'Create New Support Ticket');
  }

  async fill(fields: TicketFields): Promise<void> {
    await this.subject.fill(fields.subject);
    await this.category.selectOption({ label: fields.category });
    await this.priority.selectOption({ label: fields.priority });
    await this.contactMethod.selectOption({ label: fields.contactMethod });
    await this.description.fill(fields.description);
  }
}
