import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** A screen's row of summary tiles (a region named '… summary'), each a title over a number. */
export class SummaryTiles extends PageObject {
  readonly region = this.page.getByRole('region', { name: /summary$/ });

  tile(title: string): Locator {
    return this.region.locator('.MuiCard-root').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** Waits for the tile to show a number and returns it. */
  async value(title: string): Promise<number> {
    await expect.poll(() => this.number(title), { message: `tile ${title}` }).not.toBeNaN();
    return this.number(title);
  }

  async expectValue(title: string, value: number): Promise<void> {
    expect(Number.isFinite(value)).toBe(true);
    await expect.poll(() => this.number(title), { message: `tile ${title}` }).toBe(value);
  }

  /** The number the tile shows under its title (NaN while there is none). */
  private async number(title: string): Promise<number> {
    const tile = this.tile(title);
    if ((await tile.count()) !== 1) return Number.NaN;
    const lines = (await tile.innerText())
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines[0] !== title || lines.length !== 2) return Number.NaN;
    return Number(lines[1]?.replace(/,/g, ''));
  }
}
