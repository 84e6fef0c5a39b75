import type { Locator } from '@playwright/test';
import { Dialog, fillFields } from './dialog';
import { Screen } from './screen';
import { SummaryTiles } from './summary-tiles';

/** Team Access & Roles: the member tiles and list, adding a member and changing a member's role. */
export class TeamPage extends Screen {
  static override readonly route = '/team-access';
  static override readonly heading = 'Team Access & Roles';
  readonly tiles = new SummaryTiles(this.page);
  readonly members = this.page.getByRole('list', { name: 'Team members' });

  /** The member rows whose name contains `name`. */
  member(name: string): Locator {
    return this.page.getByRole('listitem', { name });
  }

  async openAddMember(): Promise<MemberForm> {
    await this.page.getByRole('button', { name: 'Add Team Member' }).click();
    return new MemberForm(this.page);
  }

  /** Opens a member's "more actions" menu and picks `action` (Resend invitation, Remove from team...). */
  async memberAction(name: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `More actions for ${name}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** Removes a member, confirming in the dialog that asks first. */
  async removeMember(name: string): Promise<void> {
    await this.memberAction(name, 'Remove from team');
    await new Dialog(this.page, 'Remove Member').root.getByRole('button', { name: 'Remove' }).click();
  }

  async editRole(name: string): Promise<EditRoleDialog> {
    await this.page.getByRole('button', { name: `Edit Role of ${name}` }).click();
    return new EditRoleDialog(this.page);
  }
}

const MEMBER_LABELS = { name: 'Name', email: 'Email', role: 'Role', department: 'Department', notes: 'Notes (optional)' } as const;
type MemberField = keyof typeof MEMBER_LABELS;

/** Add New Team Member. */
export class MemberForm extends Dialog {
  static override readonly dialogName = 'Add New Team Member';
  readonly addMemberButton = this.root.getByRole('button', { name: 'Add Member' });
  /** The container MUI fades in around the open dialog. */
  readonly container = this.page.locator('.MuiDialog-container');

  field(name: MemberField): Locator {
    return this.root.getByLabel(MEMBER_LABELS[name]);
  }

  async fill(values: Partial<Record<MemberField, string>>): Promise<void> {
    await fillFields((name) => this.field(name), values, ['role', 'department']);
  }
}

/** Edit Role of one member. */
export class EditRoleDialog extends Dialog {
  static override readonly dialogName = 'Edit Role';
  readonly role = this.root.getByLabel('Role');
  readonly saveRoleButton = this.root.getByRole('button', { name: 'Save Role' });

  async changeRole(role: string): Promise<void> {
    await this.role.selectOption({ label: role });
    await this.saveRoleButton.click();
  }
}
