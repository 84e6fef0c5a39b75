import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/**
 * A dialog, found by its accessible name: the `dialogName` a subclass declares, or the one given
 * (without either, whichever dialog is open).
 */
export class Dialog extends PageObject {
  static readonly dialogName?: string | RegExp;
  readonly root: Locator;
  readonly closeButton: Locator;
  readonly cancelButton: Locator;

  constructor(page: Page, name: string | RegExp | undefined = (new.target as typeof Dialog).dialogName) {
    super(page);
    this.root = name === undefined ? page.getByRole('dialog') : page.getByRole('dialog', { name });
    this.closeButton = this.root.getByRole('button', { name: 'Close' });
    this.cancelButton = this.root.getByRole('button', { name: 'Cancel' });
  }

  message(text: string | RegExp, exact?: boolean): Locator {
    return this.root.getByText(text, { exact });
  }

  /** Every one of `texts` shows in the dialog (a form's messages after a refused submit). */
  async expectMessages(...texts: string[]): Promise<void> {
    for (const text of texts) await expect(this.message(text)).toBeVisible();
  }

  async close(): Promise<void> {
    await this.closeButton.click();
  }

  async cancel(): Promise<void> {
    await this.cancelButton.click();
  }
}

/**
 * Fills a form's fields in the order given: the `selects` among them are native selects, which
 * pick the option with that label; the others are typed into.
 */
export async function fillFields<K extends string>(field: (name: K) => Locator, values: Partial<Record<K, string>>, selects: readonly K[] = []): Promise<void> {
  for (const [name, value] of Object.entries(values) as Array<[K, string]>) {
    if (selects.includes(name)) await field(name).selectOption({ label: value });
    else await field(name).fill(value);
  }
}

/** Picks `option` in the MUI select labelled `label` (its menu opens outside any dialog). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A question before a change that cannot be undone ('Delete product?'), confirmed by its one button. */
export class ConfirmDialog extends Dialog {
  readonly confirmButton: Locator;

  constructor(page: Page, question: string, confirmLabel: string) {
    super(page, question);
    this.confirmButton = this.root.getByRole('button', { name: confirmLabel });
  }

  async confirm(): Promise<void> {
    await this.confirmButton.click();
  }
}
