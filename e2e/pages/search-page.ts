import type { Locator } from '@playwright/test';
import { Screen } from './screen';

/** /search?q=: the full results of the top bar's search, a card per group with a link per result. */
export class SearchPage extends Screen {
  static override readonly route = '/search';
  static override readonly heading = 'Search results';

  /** A group's card ('Orders'), named with its count. */
  group(name: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${name} · `) });
  }
}
