import { expect, test } from '@playwright/test';
import { PORTAL_URL } from '../support/env';
import { ReviewedPortal } from '../support/reviewed-portal';
import { screenshot, serveRemoteDuringTests } from '../support/portal';
import { DOC_TYPES, docxFile, imageFile, pdfFile, registerFreshSeller, renamedExe, uploadViaApi } from '../support/documents';
import type { Fixture } from '../support/documents';
import { DashboardPage } from '../pages/dashboard-page';
import { DocumentsPage, UploadDialog } from '../pages/documents-page';
import { OrdersPage } from '../pages/orders-page';
import { ALL_MODULES, Shell } from '../pages/shell';
import { StandaloneHarness } from '../pages/standalone-harness';

const SUCCESS_TEXT = 'Document has been successfully uploaded to the document center.';

async function expectUploaded(documents: DocumentsPage, docType: string) {
  await expect(documents.uploadedToast).toBeVisible();
  await expect(documents.message(SUCCESS_TEXT).last()).toBeVisible();
  await expect(new UploadDialog(documents.page).root).toBeHidden();
  await expect(documents.document(docType)).toBeVisible();
}

test.describe('Document Center through the shell', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a new seller uploads all 6 types, sees the checklist fill, downloads, deletes and is refused bad files', async ({ page }) => {
    const seller = await registerFreshSeller(page.request);
    const documents = new DocumentsPage(page);
    await documents.open();
    await expect(documents.subtitle).toBeVisible();
    await expect(documents.library).toHaveCount(0);
    await expect(documents.noDocumentsMessage).toBeVisible();
    for (const stat of [documents.figure('total'), documents.figure('verified'), documents.figure('pending'), documents.figure('expired')]) {
      await expect(stat).toHaveText('0');
    }
    await expect(documents.checklist).toContainText('Verification takes 1 working week.');
    await expect(documents.checklistProgress).toHaveText('0 of 6 uploaded · 0 verified');
    for (const t of DOC_TYPES) await expect(documents.checklistItem(t)).toContainText('Not uploaded');

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
      await documents.uploadDocument(file, docType, description, how);
      await expectUploaded(documents, docType);
      await expect(documents.checklistItem(docType)).toContainText('Pending review');
      await expect(documents.checklistProgress).toHaveText(`${i + 1} of 6 uploaded · 0 verified`);
    }
    await expect(documents.document(DOC_TYPES[0], false)).toContainText('SECP incorporation 2024');
    await expect(documents.document(DOC_TYPES[0], false)).toContainText('Pending');

    // The last one (1MB) on a slow uplink: the dialog shows real progress and blocks a second submit.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const bill = pdfFile('utility-bill.pdf', 1024 * 1024);
    const dialog = await documents.uploadDocument(bill, DOC_TYPES[5], 'K-Electric, October');
    await expect(dialog.progressBar).toBeVisible();
    await expect(dialog.percent).toHaveText(/^[1-9]\d?%$/);
    await expect(dialog.uploadButton).toBeDisabled();
    await screenshot(page, 'documents-progress', false);
    await expectUploaded(documents, DOC_TYPES[5]);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect(documents.figure('total')).toHaveText('6');
    await expect(documents.figure('pending')).toHaveText('6');
    await expect(documents.checklistProgress).toHaveText('6 of 6 uploaded · 0 verified');
    await expect(documents.libraryItems).toHaveCount(6);
    await screenshot(page, 'documents-1');

    // Nothing left to upload
    let open = await documents.openUploadDialog();
    await expect(open.typeSelect).toHaveText('All documents uploaded');
    await open.fileInput.setInputFiles(pdfFile('extra.pdf'));
    await expect(open.uploadButton).toBeDisabled();
    await open.cancel();
    await expect(open.root).toBeHidden();

    // Download: the link opens the file in a new tab, and gives back the very bytes uploaded
    const link = documents.downloadLink(DOC_TYPES[4]);
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href')) ?? '';
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('image/png');
    expect(download.headers()['content-disposition']).toContain('filename="letterhead.png"');
    expect(Buffer.compare(await download.body(), png.buffer)).toBe(0);
    const docxBytes = await page.request.get((await documents.documentLink(DOC_TYPES[1]).getAttribute('href')) ?? '');
    expect(Buffer.compare(await docxBytes.body(), files[1]![0].buffer)).toBe(0);
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(tab).toHaveURL(/\/api\/files\/documents\//);
    await tab.close();

    // Delete one: it leaves the list, the stats and checklist follow, and its type returns to the select
    const confirm = await documents.deleteDocument(DOC_TYPES[2]);
    await expect(confirm.root).toContainText('bank-letter.pdf');
    await confirm.confirm();
    await expect(documents.document(DOC_TYPES[2], false)).toHaveCount(0);
    await expect(documents.figure('total')).toHaveText('5');
    await expect(documents.checklistItem(DOC_TYPES[2])).toContainText('Not uploaded');
    open = await documents.openUploadDialog();
    expect(await open.typeOptions()).toEqual([DOC_TYPES[2]]);

    // A program renamed to .pdf passes the picker but the server reads its bytes and refuses it
    await open.fileInput.setInputFiles(renamedExe('bank-statement.pdf'));
    await open.chooseType(DOC_TYPES[2]);
    await open.description.fill('HBL statement');
    await open.uploadButton.click();
    await expect(documents.message('Upload failed', true)).toBeVisible();
    const refusal = 'Unsupported file type: upload a PDF, DOC, DOCX, JPG or PNG file';
    await expect(documents.message(refusal)).toHaveCount(2);
    await expect(open.message(refusal)).toBeVisible();
    await expect(open.chosenFile).toHaveText('bank-statement.pdf');
    await expect(open.typeSelect).toHaveText(DOC_TYPES[2]);
    await expect(open.description).toHaveValue('HBL statement');
    await expect(open.uploadButton).toBeDisabled();
    // The refusal leaves the dialog as it was laid out: nothing pushed sideways out of view.
    expect(await open.root.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);

    // An 11MB file is refused before it is sent; a real .exe too
    await open.fileInput.setInputFiles(pdfFile('bank-scan.pdf', 11 * 1024 * 1024));
    await expect(open.message('File is too large (max 10MB)')).toBeVisible();
    await expect(open.uploadButton).toBeDisabled();
    await open.fileInput.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: renamedExe('x').buffer });
    await expect(open.message(refusal)).toBeVisible();
    await screenshot(page, 'documents-2', false);

    // Then the right file goes through, keeping the description typed before
    const bank = pdfFile('bank-letter-2026.pdf');
    await open.fileInput.setInputFiles(bank);
    await expect(open.uploadButton).toBeEnabled();
    await open.uploadButton.click();
    await expectUploaded(documents, DOC_TYPES[2]);
    await expect(documents.document(DOC_TYPES[2], false)).toContainText('HBL statement');
    await expect(documents.figure('total')).toHaveText('6');

    // The server agrees: 6 Pending, still unverified until reviewed
    const summary = await page.request.get('/api/documents/summary', { headers: { authorization: `Bearer ${seller.accessToken}` } });
    expect((await summary.json()) as unknown).toEqual({ data: { total: 6, Verified: 0, Pending: 6, Expired: 0 } });
  });

  test('at 360 px the page, list and dialog fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await registerFreshSeller(page.request);
    const documents = new DocumentsPage(page);
    await documents.open();
    await documents.uploadDocument(pdfFile('secp.pdf'), DOC_TYPES[0], 'SECP incorporation certificate, 2024');
    await expectUploaded(documents, DOC_TYPES[0]);
    expect(await documents.sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'documents-phone-1');
    const dialog = await documents.openUploadDialog();
    await expect(dialog.uploadButton).toBeInViewport();
    await screenshot(page, 'documents-phone-2', false);
  });
});

test.describe('verification by server-side review', () => {
  test.describe.configure({ timeout: 300_000 });
  // A portal of this test's own: the review stops its server and starts it again.
  const portal = new ReviewedPortal(8293, 'docs');
  const url = portal.url;
  test.beforeAll(() => portal.open());
  test.afterAll(() => portal.close());

  test('after the review marks all 6 Verified, the seller sees every module on the next page load', async ({ page }) => {
    const seller = await registerFreshSeller(page.request, url);
    const dashboard = new DashboardPage(page);
    const documents = new DocumentsPage(page);
    const shell = new Shell(page);
    await page.goto(`${url}/`);
    await dashboard.expectShown();
    const files = [
      pdfFile('secp.pdf'),
      docxFile('ntn.docx'),
      pdfFile('bank.pdf'),
      await imageFile(page, 'cnic.jpg', 'image/jpeg'),
      await imageFile(page, 'letterhead.png', 'image/png'),
      pdfFile('bill.pdf'),
    ];
    for (const [i, t] of DOC_TYPES.entries()) await uploadViaApi(page.request, url, seller.accessToken, t, files[i]!);

    await page.goto(`${url}${documents.path}`);
    await documents.expectShown();
    await expect(documents.checklistProgress).toHaveText('6 of 6 uploaded · 0 verified');
    await expect(shell.moduleLinks).toHaveText(['Dashboard', 'Document Center', 'Support & Notifications']);
    await page.goto(`${url}/order-management`);
    await expect(shell.verificationRequired).toBeVisible();

    const review = await portal.review(seller.email, ['--verify-all']);
    expect(review).toContain(`<${seller.email}>: VERIFIED (6 document(s) updated)`);

    await page.goto(`${url}/`);
    await dashboard.expectShown();
    await expect(shell.moduleLinks).toHaveText(ALL_MODULES);
    await shell.moduleLink('Order Management').click();
    await new OrdersPage(page).expectShown();
    await expect(shell.verificationRequired).toHaveCount(0);
    await shell.moduleLink('Document Center').click();
    await documents.expectShown();
    await expect(documents.figure('verified')).toHaveText('6');
    await expect(documents.figure('pending')).toHaveText('0');
    await expect(documents.libraryItems).toHaveCount(6);
    for (const row of await documents.libraryItems.all()) await expect(row).toContainText('Verified');
    await expect(documents.checklist).toHaveCount(0);
  });
});

test.describe('Document Center standalone', () => {
  test.describe.configure({ timeout: 180_000 });
  const STANDALONE_PORT = 3113;
  serveRemoteDuringTests('mfe-documents', STANDALONE_PORT);

  test('QA signs in on the harness, uploads with the dialog, downloads the same bytes and deletes', async ({ page, request }) => {
    const seller = await registerFreshSeller(request, PORTAL_URL);
    const harness = new StandaloneHarness(page, 'documents', STANDALONE_PORT);
    const documents = new DocumentsPage(page);
    await harness.open(documents.path, seller);
    await documents.expectShown();
    await expect(harness.banner).toBeVisible();
    await expect(documents.noDocumentsMessage).toBeVisible();
    await expect(documents.checklistProgress).toHaveText('0 of 6 uploaded · 0 verified');

    const jpg = await imageFile(page, 'owner-cnic.jpg', 'image/jpeg');
    const dialog = await documents.uploadFromChecklist(DOC_TYPES[3]);
    await expect(dialog.typeSelect).toHaveText(DOC_TYPES[3]);
    await dialog.fileInput.setInputFiles(jpg);
    await dialog.uploadButton.click();
    await expectUploaded(documents, DOC_TYPES[3]);
    await expect(documents.checklistItem(DOC_TYPES[3])).toContainText('Pending review');
    await expect(documents.figure('total')).toHaveText('1');

    const href = (await documents.downloadLink(DOC_TYPES[3]).getAttribute('href')) ?? '';
    const download = await page.request.get(`${harness.origin}${href}`);
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), jpg.buffer)).toBe(0);

    await (await documents.deleteDocument(DOC_TYPES[3])).confirm();
    await expect(documents.noDocumentsMessage).toBeVisible();
    const open = await documents.openUploadDialog();
    expect(await open.typeOptions()).toEqual([...DOC_TYPES]);
  });
});
