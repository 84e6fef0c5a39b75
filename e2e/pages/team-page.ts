import type { Locator, Page } from '@playwright/test';
import { Dialog } from './dialog';
import { Screen } from './screen';
import { SummaryTiles } from './summary-tiles';

/** Team Access & Roles: the member tiles and list, adding a member and changing a member's role. */
export class TeamPage extends Screen {
  readonly tiles = new SummaryTiles(this.page);
  readonly members = this.page.getByRole('list', { name: 'Team members' });
  readonly addMemberButton = this.page.getByRole('button', { name: 'Add Team Member' });

  constructor(page: Page) {
    super(page, '/team-access', 'Team Access & Roles');
  }

  /** The member rows whose name contains `name`. */
  member(name: string): Locator {
    return this.page.getByRole('listitem', { name });
  }

  async openAddMember(): Promise<MemberForm> {
    await this.addMemberButton.click();
    return new MemberForm(this.page);
  }

  async editRole(name: string): Promise<EditRoleDialog> {
    await this.page.getByRole('button', { name: `Edit Role of ${name}` }).click();
    return new EditRoleDialog(this.page);
  }
}

export interface MemberFields {
  name?: string;
  email?: string;
  role?: string;
  department?: string;
  notes?: string;
}

/** Add New Team Member. */
export class MemberForm extends Dialog {
  readonly name = this.root.getByLabel('Name');
  readonly email = this.root.getByLabel('Email');
  readonly role = this.root.getByLabel('Role');
  readonly department = this.root.getByLabel('Department');
  readonly notes = this.root.getByLabel('Notes (optional)');
  readonly addMemberButton = this.root.getByRole('button', { name: 'Add Member' });
  /** The container MUI fades in around the open dialog. */
  readonly container = this.page.locator('.MuiDialog-container');

  constructor(page: Page) {
    super(page, 'Add New Team Member');
  }

  /** Fills the given fields, in the form's order. */
  async fill(fields: MemberFields): Promise<void> {
    if (fields.name !== undefined) await this.name.fill(fields.name);
    if (fields.email !== undefined) await this.email.fill(fields.email);
    if (fields.role !== undefined) await this.role.selectOption({ label: fields.role });
    if (fields.department !== undefined) await this.department.selectOption({ label: fields.department });
    if (fields.notes !== undefined) await this.notes.fill(fields.notes);
  }
}

/** Edit Role of one member. */
export class EditRoleDialog extends Dialog {
  readonly role = this.root.getByLabel('Role');
  readonly saveRoleButton = this.root.getByRole('button', { name: 'Save Role' });

  constructor(page: Page) {
    super(page, 'Edit Role');
  }

  async changeRole(role: string): Promise<void> {
    await this.role.selectOption({ label: role });
    await this.saveRoleButton.click();
  }
}
