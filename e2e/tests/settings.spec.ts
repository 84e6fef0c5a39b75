import { expect, test } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { signInBeforeEach } from '../support/portal';
import { Shell } from '../pages/shell';
import { ProfilePage, SettingsPage } from '../pages/settings-pages';

// A seller of its own: these tests change the company's details and the owner's name.
signInBeforeEach(E2E_SELLERS.settings);

test.describe('Profile and Settings', () => {
  test('a city changed in Settings shows in the sidebar at once', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await shell.openAccountItem('Settings');
    const settings = new SettingsPage(page);
    await settings.expectShown();
    const city = `Sahiwal ${Date.now().toString(36)}`;
    await settings.city.fill(city);
    await settings.save();
    await expect(settings.savedAlert).toBeVisible();
    await expect(shell.sidebarCompanyCity).toHaveText(city);
    // Read again from the server on a new visit.
    await page.reload();
    await expect(settings.city).toHaveValue(city);
    await expect(shell.sidebarCompanyCity).toHaveText(city);
  });

  test('a first name changed in Profile shows in the header at once', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await shell.openAccountItem('Profile');
    const profile = new ProfilePage(page);
    await profile.expectShown();
    const name = `Hamza${Date.now().toString(36).slice(-4)}`;
    await profile.firstName.fill(name);
    await profile.save();
    await expect(profile.savedAlert).toBeVisible();
    await expect(shell.accountMenuButton).toHaveAccessibleName(new RegExp(`^${name} Admin`));
  });

  test('a bad NTN is refused at its field and what was typed stays', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.ntn.fill('12345');
    await settings.save();
    await expect(settings.ntn).toHaveAccessibleDescription(/^NTN must be 7 digits, a dash and a check digit/);
    await expect(settings.ntn).toHaveValue('12345');
    await expect(settings.savedAlert).toHaveCount(0);
  });

  test('both pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const screen of [new SettingsPage(page), new ProfilePage(page)]) {
      await screen.open();
      await expect(screen.form).toBeVisible();
      expect(await screen.sidewaysOverflow(), screen.path).toBeLessThanOrEqual(0);
    }
  });
});
