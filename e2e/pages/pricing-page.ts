import type { Locator } from '@playwright/test';
import { ConfirmDialog, Dialog, chooseOption } from './dialog';
import { Screen } from './screen';

/** Pricing & Offers: the pricing rules with their search, quick creation and the rule dialog. */
export class PricingPage extends Screen {
  static override readonly route = '/pricing-offers';
  static override readonly heading = 'Pricing & Offers';
  readonly rules = this.page.getByTestId('pricing-rule');
  readonly search = this.page.getByLabel('Search pricing rules');
  readonly createRuleButton = this.page.getByRole('button', { name: 'Create New Rule' });
  readonly noMatchMessage = this.page.getByText('No pricing rules match your search.');

  /** The rules showing `text`. */
  rule(text: string): Locator {
    return this.rules.filter({ hasText: text });
  }

  /** The buttons on a rule (an expired one has Edit and Delete only). */
  ruleButtons(text: string): Locator {
    return this.rule(text).getByRole('button');
  }

  deactivateButton(name: string): Locator {
    return this.rules.first().getByRole('button', { name: `Deactivate ${name}` });
  }

  activateButton(name: string): Locator {
    return this.rules.first().getByRole('button', { name: `Activate ${name}` });
  }

  editButton(name: string): Locator {
    return this.rules.getByRole('button', { name: `Edit ${name}`, exact: true });
  }

  deleteButton(name: string): Locator {
    return this.rules.getByRole('button', { name: `Delete ${name}`, exact: true });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async openCreateRule(): Promise<RuleDialog> {
    await this.createRuleButton.click();
    return new RuleDialog(this.page);
  }

  /** A quick-creation button, e.g. 'Seasonal Offer', which opens the dialog prefilled. */
  async quickCreate(kind: string): Promise<RuleDialog> {
    await this.page.getByRole('button', { name: new RegExp(`^${kind}`) }).click();
    return new RuleDialog(this.page);
  }

  /** Deactivate on the first listed rule, which must be `name`. */
  async deactivate(name: string): Promise<ConfirmDialog> {
    await this.deactivateButton(name).click();
    return new ConfirmDialog(this.page, 'Deactivate pricing rule?', 'Deactivate');
  }

  /** Edit on the rule `name`: the rule dialog on its values. */
  async edit(name: string): Promise<EditRuleDialog> {
    await this.editButton(name).click();
    return new EditRuleDialog(this.page);
  }

  /** Delete on the rule `name`, which asks first. */
  async delete(name: string): Promise<ConfirmDialog> {
    await this.deleteButton(name).click();
    return new ConfirmDialog(this.page, 'Delete pricing rule?', 'Delete');
  }
}

export interface RuleFields {
  name: string;
  type: string;
  category: string;
  discount: string;
  minimumQuantity: string;
}

/** Create New Rule. */
export class RuleDialog extends Dialog {
  static override readonly dialogName: string = 'Create New Rule';
  readonly ruleName = this.root.getByLabel('Rule Name');
  readonly ruleType = this.root.getByRole('combobox', { name: 'Rule Type' });
  readonly category = this.root.getByRole('combobox', { name: 'Category' });
  readonly discount = this.root.getByLabel('Discount (%)');
  readonly minimumQuantity = this.root.getByLabel('Minimum Quantity');
  readonly validUntil = this.root.getByLabel('Valid Until');
  readonly createRuleButton = this.root.getByRole('button', { name: 'Create Rule' });

  async fill(fields: RuleFields): Promise<void> {
    await this.ruleName.fill(fields.name);
    await chooseOption(this.page, 'Rule Type', fields.type);
    await chooseOption(this.page, 'Category', fields.category);
    await this.discount.fill(fields.discount);
    await this.minimumQuantity.fill(fields.minimumQuantity);
  }
}

/** Edit Pricing Rule: the same form on a saved rule's values. */
export class EditRuleDialog extends RuleDialog {
  static override readonly dialogName = 'Edit Pricing Rule';
  readonly saveButton = this.root.getByRole('button', { name: 'Save Changes' });
}
