import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTAL_URL, REPO_ROOT, WEB_ROOT } from '../support/env';
import { expectPageTitle, screenshot, serveRemoteStandalone, signInThroughForm } from '../support/portal';
import {
  DOC_TYPES,
  checklist,
  checklistItem,
  docxFile,
  imageFile,
  library,
  openUploadDialog,
  pdfFile,
  registerFreshSeller,
  renamedExe,
  typeOptions,
  uploadDialog,
  uploadThroughDialog,
  uploadViaApi,
  waitForHealth,
} from '../support/documents';
import type { Fixture } from '../support/documents';

const SUCCESS_TEXT = 'Document has been successfully uploaded to the document center.';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Modules' });
const ALL_MODULES = [
  'Dashboard',
  'Order Management',
  'Product Catalog',
  'Pricing & Offers',
  'Logistics & Fulfillment',
  'Payments & Financing',
  'Retailer Insights',
  'Team Access & Roles',
  'Document Center',
  'Support & Notifications',
];

async function expectUploaded(page: Page, docType: string) {
  // Toasts stay 4 s, so an earlier upload's may still be showing: the newest is last.
  await expect(page.getByText('Document Uploaded', { exact: true }).last()).toBeVisible();
  await expect(page.getByText(SUCCESS_TEXT).last()).toBeVisible();
  await expect(uploadDialog(page)).toBeHidden();
  await expect(library(page).getByRole('listitem', { name: docType, exact: true })).toBeVisible();
}

function stat(page: Page, id: string) {
  return page.getByTestId(`stat-${id}-value`);
}

test.describe('Document Center through the shell', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a new seller uploads all 6 types, sees the checklist fill, downloads, deletes and is refused bad files', async ({ page }) => {
    const seller = await registerFreshSeller(page.request);
    await page.goto('/document-center');
    await expectPageTitle(page, 'Document Center');
    await expect(page.getByText('Manage compliance documents and certificates')).toBeVisible();
    await expect(library(page)).toHaveCount(0);
    await expect(page.getByText('No documents found.')).toBeVisible();
    for (const id of ['total', 'verified', 'pending', 'expired']) await expect(stat(page, id)).toHaveText('0');
    await expect(checklist(page)).toContainText('Verification takes 1 working week.');
    await expect(checklist(page).getByTestId('checklist-progress')).toHaveText('0 of 6 uploaded · 0 verified');
    for (const t of DOC_TYPES) await expect(checklistItem(page, t)).toContainText('Not uploaded');

    const jpg = await imageFile(page, 'cnic-front.jpg', 'image/jpeg');
    const png = await imageFile(page, 'letterhead.png', 'image/png');
    const files: Array<[Fixture, string, 'pick' | 'drop']> = [
      [pdfFile('secp-certificate.pdf'), 'SECP incorporation 2024', 'pick'],
      [docxFile('ntn-certificate.docx'), 'NTN from FBR', 'drop'],
      [pdfFile('bank-letter.pdf'), '', 'pick'],
      [jpg, 'Front and back', 'pick'],
      [png, 'Signed and stamped', 'drop'],
    ];
    for (const [i, [file, description, how]] of files.entries()) {
      const docType = DOC_TYPES[i]!;
      await uploadThroughDialog(page, file, docType, description, how);
      await expectUploaded(page, docType);
      await expect(checklistItem(page, docType)).toContainText('Pending review');
      await expect(checklist(page).getByTestId('checklist-progress')).toHaveText(`${i + 1} of 6 uploaded · 0 verified`);
    }
    await expect(library(page).getByRole('listitem', { name: DOC_TYPES[0] })).toContainText('SECP incorporation 2024');
    await expect(library(page).getByRole('listitem', { name: DOC_TYPES[0] })).toContainText('Pending');

    // The last one (1MB) on a slow uplink: the dialog shows real progress and blocks a second submit.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const bill = pdfFile('utility-bill.pdf', 1024 * 1024);
    const dialog = await uploadThroughDialog(page, bill, DOC_TYPES[5], 'K-Electric, October');
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(dialog.getByTestId('upload-percent')).toHaveText(/^[1-9]\d?%$/);
    await expect(dialog.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    await screenshot(page, 'documents-progress', false);
    await expectUploaded(page, DOC_TYPES[5]);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect(stat(page, 'total')).toHaveText('6');
    await expect(stat(page, 'pending')).toHaveText('6');
    await expect(checklist(page).getByTestId('checklist-progress')).toHaveText('6 of 6 uploaded · 0 verified');
    await expect(library(page).getByRole('listitem')).toHaveCount(6);
    await screenshot(page, 'documents-1');

    // Nothing left to upload
    let open = await openUploadDialog(page);
    await expect(open.getByRole('combobox', { name: /Document Type/ })).toHaveText('All documents uploaded');
    await open.getByLabel('Document file').setInputFiles(pdfFile('extra.pdf'));
    await expect(open.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    await open.getByRole('button', { name: 'Cancel' }).click();
    await expect(open).toBeHidden();

    // Download: the link opens the file in a new tab, and gives back the very bytes uploaded
    const pngRow = library(page).getByRole('listitem', { name: DOC_TYPES[4] });
    const link = pngRow.getByRole('link', { name: `Download ${DOC_TYPES[4]}` });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href')) ?? '';
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('image/png');
    expect(download.headers()['content-disposition']).toContain('filename="letterhead.png"');
    expect(Buffer.compare(await download.body(), png.buffer)).toBe(0);
    const docxRow = library(page).getByRole('listitem', { name: DOC_TYPES[1] });
    const docxBytes = await page.request.get((await docxRow.getByRole('link').getAttribute('href')) ?? '');
    expect(Buffer.compare(await docxBytes.body(), files[1]![0].buffer)).toBe(0);
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(tab).toHaveURL(/\/api\/files\/documents\//);
    await tab.close();

    // Delete one: it leaves the list, the stats and checklist follow, and its type returns to the select
    await library(page)
      .getByRole('button', { name: `Delete ${DOC_TYPES[2]}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete document?' });
    await expect(confirm).toContainText('bank-letter.pdf');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(library(page).getByRole('listitem', { name: DOC_TYPES[2] })).toHaveCount(0);
    await expect(stat(page, 'total')).toHaveText('5');
    await expect(checklistItem(page, DOC_TYPES[2])).toContainText('Not uploaded');
    open = await openUploadDialog(page);
    expect(await typeOptions(page, open)).toEqual([DOC_TYPES[2]]);

    // A program renamed to .pdf passes the picker but the server reads its bytes and refuses it
    await open.getByLabel('Document file').setInputFiles(renamedExe('bank-statement.pdf'));
    await open.getByRole('combobox', { name: /Document Type/ }).click();
    await page.getByRole('option', { name: DOC_TYPES[2] }).click();
    await open.getByRole('textbox', { name: 'Description' }).fill('HBL statement');
    await open.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByText('Upload failed', { exact: true })).toBeVisible();
    const refusal = 'Unsupported file type: upload a PDF, DOC, DOCX, JPG or PNG file';
    await expect(page.getByText(refusal)).toHaveCount(2);
    await expect(open.getByText(refusal)).toBeVisible();
    await expect(open.getByTestId('chosen-file')).toHaveText('bank-statement.pdf');
    await expect(open.getByRole('combobox', { name: /Document Type/ })).toHaveText(DOC_TYPES[2]);
    await expect(open.getByRole('textbox', { name: 'Description' })).toHaveValue('HBL statement');
    await expect(open.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    // The refusal leaves the dialog as it was laid out: nothing pushed sideways out of view.
    expect(await open.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);

    // An 11MB file is refused before it is sent; a real .exe too
    await open.getByLabel('Document file').setInputFiles(pdfFile('bank-scan.pdf', 11 * 1024 * 1024));
    await expect(open.getByText('File is too large (max 10MB)')).toBeVisible();
    await expect(open.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    await open.getByLabel('Document file').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: renamedExe('x').buffer });
    await expect(open.getByText(refusal)).toBeVisible();
    await screenshot(page, 'documents-2', false);

    // Then the right file goes through, keeping the description typed before
    const bank = pdfFile('bank-letter-2026.pdf');
    await open.getByLabel('Document file').setInputFiles(bank);
    await expect(open.getByRole('button', { name: 'Upload Document' })).toBeEnabled();
    await open.getByRole('button', { name: 'Upload Document' }).click();
    await expectUploaded(page, DOC_TYPES[2]);
    await expect(library(page).getByRole('listitem', { name: DOC_TYPES[2] })).toContainText('HBL statement');
    await expect(stat(page, 'total')).toHaveText('6');

    // The server agrees: 6 Pending, still unverified until reviewed
    const summary = await page.request.get('/api/documents/summary', { headers: { authorization: `Bearer ${seller.accessToken}` } });
    expect((await summary.json()) as unknown).toEqual({ data: { total: 6, Verified: 0, Pending: 6, Expired: 0 } });
  });

  test('at 360 px the page, list and dialog fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await registerFreshSeller(page.request);
    await page.goto('/document-center');
    await expectPageTitle(page, 'Document Center');
    await uploadThroughDialog(page, pdfFile('secp.pdf'), DOC_TYPES[0], 'SECP incorporation certificate, 2024');
    await expectUploaded(page, DOC_TYPES[0]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'documents-phone-1');
    const dialog = await openUploadDialog(page);
    await expect(dialog.getByRole('button', { name: 'Upload Document' })).toBeInViewport();
    await screenshot(page, 'documents-phone-2', false);
  });
});

test.describe('verification by server-side review', () => {
  test.describe.configure({ timeout: 300_000 });
  // A portal of this test's own: the admin CLI opens the embedded database, which the running
  // server holds locked, so this one is stopped for the review and started again.
  const PORT = 8293;
  const url = `http://127.0.0.1:${PORT}`;
  let dataDir = '';
  let server: ChildProcess | null = null;

  async function start() {
    server = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/server.ts')], {
      cwd: path.join(REPO_ROOT, 'server'),
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', WEB_ROOT, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(url);
  }
  async function stop() {
    const s = server;
    server = null;
    if (!s || s.exitCode !== null || s.signalCode !== null) return;
    const exited = new Promise((resolve) => s.once('exit', resolve));
    s.kill('SIGTERM');
    await exited;
  }

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-docs-e2e-'));
    await start();
  });
  test.afterAll(async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('after the review marks all 6 Verified, the seller sees every module on the next page load', async ({ page }) => {
    const seller = await registerFreshSeller(page.request, url);
    await page.goto(`${url}/`);
    await expectPageTitle(page, 'Dashboard');
    const files = [
      pdfFile('secp.pdf'),
      docxFile('ntn.docx'),
      pdfFile('bank.pdf'),
      await imageFile(page, 'cnic.jpg', 'image/jpeg'),
      await imageFile(page, 'letterhead.png', 'image/png'),
      pdfFile('bill.pdf'),
    ];
    for (const [i, t] of DOC_TYPES.entries()) await uploadViaApi(page.request, url, seller.accessToken, t, files[i]!);

    await page.goto(`${url}/document-center`);
    await expectPageTitle(page, 'Document Center');
    await expect(checklist(page).getByTestId('checklist-progress')).toHaveText('6 of 6 uploaded · 0 verified');
    await expect(sidebar(page).getByRole('link')).toHaveText(['Dashboard', 'Document Center', 'Support & Notifications']);
    await page.goto(`${url}/order-management`);
    await expect(page.getByText('Verification required')).toBeVisible();

    await stop();
    const review = spawnSync('npm', ['run', 'admin', '-w', 'server', '--', 'review', seller.email, '--verify-all'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(review.status, review.stderr).toBe(0);
    expect(review.stdout).toContain(`<${seller.email}>: VERIFIED (6 document(s) updated)`);
    await start();

    await page.goto(`${url}/`);
    await expectPageTitle(page, 'Dashboard');
    await expect(sidebar(page).getByRole('link')).toHaveText(ALL_MODULES);
    await sidebar(page).getByRole('link', { name: 'Order Management' }).click();
    await expectPageTitle(page, 'Order Management');
    await expect(page.getByText('Verification required')).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'Document Center' }).click();
    await expectPageTitle(page, 'Document Center');
    await expect(stat(page, 'verified')).toHaveText('6');
    await expect(stat(page, 'pending')).toHaveText('0');
    await expect(library(page).getByRole('listitem')).toHaveCount(6);
    for (const row of await library(page).getByRole('listitem').all()) await expect(row).toContainText('Verified');
    await expect(checklist(page)).toHaveCount(0);
  });
});

test.describe('Document Center standalone', () => {
  test.describe.configure({ timeout: 180_000 });
  const STANDALONE_PORT = 3113;
  const standalone = `http://127.0.0.1:${STANDALONE_PORT}`;
  let server: ChildProcess;

  test.beforeAll(async () => {
    server = await serveRemoteStandalone('mfe-documents', STANDALONE_PORT);
  });
  test.afterAll(async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  });

  test('QA signs in on the harness, uploads with the dialog, downloads the same bytes and deletes', async ({ page, request }) => {
    const seller = await registerFreshSeller(request, PORTAL_URL);
    await page.goto(`${standalone}/document-center`);
    await signInThroughForm(page, seller);
    await expectPageTitle(page, 'Document Center');
    await expect(page.getByText('documents (standalone)')).toBeVisible();
    await expect(page.getByText('No documents found.')).toBeVisible();
    await expect(checklist(page).getByTestId('checklist-progress')).toHaveText('0 of 6 uploaded · 0 verified');

    const jpg = await imageFile(page, 'owner-cnic.jpg', 'image/jpeg');
    await checklist(page)
      .getByRole('button', { name: `Upload ${DOC_TYPES[3]}` })
      .click();
    const dialog = uploadDialog(page);
    await expect(dialog.getByRole('combobox', { name: /Document Type/ })).toHaveText(DOC_TYPES[3]);
    await dialog.getByLabel('Document file').setInputFiles(jpg);
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await expectUploaded(page, DOC_TYPES[3]);
    await expect(checklistItem(page, DOC_TYPES[3])).toContainText('Pending review');
    await expect(stat(page, 'total')).toHaveText('1');

    const href =
      (await library(page)
        .getByRole('link', { name: `Download ${DOC_TYPES[3]}` })
        .getAttribute('href')) ?? '';
    const download = await page.request.get(`${standalone}${href}`);
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), jpg.buffer)).toBe(0);

    await library(page)
      .getByRole('button', { name: `Delete ${DOC_TYPES[3]}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete document?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No documents found.')).toBeVisible();
    const open = await openUploadDialog(page);
    expect(await typeOptions(page, open)).toEqual([...DOC_TYPES]);
  });
});
