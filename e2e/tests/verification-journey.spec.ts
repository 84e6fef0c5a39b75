import { expect, test } from '@playwright/test';
import { DOC_TYPES, pdfFile, registerFreshSeller, uploadViaApi } from '../support/documents';
import { ReviewedPortal } from '../support/reviewed-portal';
import { DashboardPage } from '../pages/dashboard-page';
import { DocumentsPage } from '../pages/documents-page';

const REASON = 'The bank stamp is not readable';

test.describe('the verification journey', () => {
  test.describe.configure({ timeout: 300_000 });
  // A portal of this test's own: each review stops its server and starts it again.
  const portal = new ReviewedPortal(8294, 'verify');
  const url = portal.url;
  const reviewAs = (email: string, args: string[]) => portal.review(email, args);
  test.beforeAll(() => portal.open());
  test.afterAll(() => portal.close());

  test('uploaded, under review with a date; rejected with a reason and uploaded again; verified; a renewal replaces the verified document', async ({
    page,
  }) => {
    const seller = await registerFreshSeller(page.request, url);
    const dashboard = new DashboardPage(page);
    const documents = new DocumentsPage(page);
    for (const t of DOC_TYPES) await uploadViaApi(page.request, url, seller.accessToken, t, pdfFile(`${t.slice(0, 8)}.pdf`));
    const listed = await page.request.get(`${url}/api/documents`, { headers: { authorization: `Bearer ${seller.accessToken}` } });
    const { data } = (await listed.json()) as { data: { documents: { _id: string; docType: string }[] } };
    const idOf = (t: string) => data.documents.find((d) => d.docType === t)?._id ?? '';

    // All 6 uploaded: the dashboard and the Document Center say they are under review, with a day.
    await page.goto(`${url}/`);
    await dashboard.expectShown();
    await expect(dashboard.welcome).toBeVisible();
    await expect(dashboard.reviewState).toContainText('Your documents are under review');
    await expect(dashboard.reviewState).toContainText(/expect it by \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    await expect(dashboard.uploadDocumentsLink).toHaveCount(0);
    await dashboard.viewDocumentsLink.click();
    await documents.expectShown();
    await expect(documents.reviewState).toContainText('Your documents are under review');
    await expect(documents.checklist).not.toContainText('Please upload all required documents');

    // The review rejects the bank proof with a reason: the seller is told why and asked for a new one.
    const rejected = await reviewAs(seller.email, ['--reject', idOf(DOC_TYPES[2]), '--reason', REASON]);
    expect(rejected).toContain(`rejected: ${REASON}`);
    await page.goto(`${url}${documents.path}`);
    await documents.expectShown();
    await expect(documents.checklistItem(DOC_TYPES[2])).toContainText('Rejected');
    await expect(documents.checklistItem(DOC_TYPES[2])).toContainText(`Rejected: ${REASON}. Please upload a new one.`);
    await expect(documents.reviewState).toHaveCount(0);
    await expect(documents.document(DOC_TYPES[2])).toContainText(`Rejected: ${REASON}.`);
    const again = await documents.uploadNewFor(DOC_TYPES[2]);
    await expect(again.typeSelect).toHaveText(DOC_TYPES[2]);
    await again.fileInput.setInputFiles(pdfFile('bank-letter-2.pdf'));
    await again.uploadButton.click();
    await expect(documents.uploadedToast).toBeVisible();
    await expect(documents.checklistItem(DOC_TYPES[2])).toContainText('Pending review');
    await expect(documents.reviewState).toContainText('Your documents are under review');

    // Verified; then a renewal is offered for a verified document and waits beside it.
    expect(await reviewAs(seller.email, ['--verify-all'])).toContain(`<${seller.email}>: VERIFIED`);
    await page.goto(`${url}${documents.path}`);
    await documents.expectShown();
    await expect(documents.checklist).toHaveCount(0);
    const renewal = await documents.openUploadDialog();
    expect(await renewal.typeOptions()).toContain(`${DOC_TYPES[0]}Renewal: replaces the verified document after review`);
    await renewal.fileInput.setInputFiles(pdfFile('secp-2027.pdf'));
    await renewal.chooseType(DOC_TYPES[0]);
    await expect(renewal.root).toContainText('Renewal: replaces the verified document after review');
    await renewal.uploadButton.click();
    await expect(documents.uploadedToast).toBeVisible();
    await expect(documents.libraryItems.filter({ hasText: 'Renewal waiting for review' })).toHaveCount(1);
    await expect(documents.figure('verified')).toHaveText('6');
    await expect(documents.figure('pending')).toHaveText('1');

    // Deleting a verified document says what it costs; cancelled here.
    const confirm = await documents.deleteVerifiedDocument(DOC_TYPES[3]);
    await expect(confirm.root).toContainText('Your company will no longer be verified');
    await confirm.cancel();
    await expect(confirm.root).toBeHidden();

    // The review verifies the renewal: the old one is replaced, the company stays verified.
    await reviewAs(seller.email, ['--verify-all']);
    await page.goto(`${url}${documents.path}`);
    await documents.expectShown();
    await expect(documents.figure('verified')).toHaveText('6');
    await expect(documents.libraryItems.filter({ hasText: 'Replaced by a renewal on' })).toHaveCount(1);
    await expect(documents.checklist).toHaveCount(0);
  });
});
