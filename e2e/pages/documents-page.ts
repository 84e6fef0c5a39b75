import { expect, type Locator, type Page } from '@playwright/test';
import type { Fixture } from '../support/documents';
import { ConfirmDialog, Dialog } from './dialog';
import { Screen } from './screen';

/** The Document Center: the figures, the verification checklist, the document library and the upload dialog. */
export class DocumentsPage extends Screen {
  static override readonly route = '/document-center';
  static override readonly heading = 'Document Center';
  readonly subtitle = this.page.getByText('Manage compliance documents and certificates');
  readonly noDocumentsMessage = this.page.getByText('No documents found.');
  readonly checklist = this.page.getByTestId('verification-checklist');
  readonly checklistProgress = this.checklist.getByTestId('checklist-progress');
  /** Once all 6 are uploaded: under review, and the day to expect it. */
  readonly reviewState = this.checklist.getByTestId('review-state');
  readonly library = this.page.getByRole('list', { name: 'Document Library' });
  readonly libraryItems = this.library.getByRole('listitem');
  readonly uploadButton = this.page.getByRole('button', { name: 'Upload Document' });
  // Toasts stay 4 s, so an earlier upload's may still be showing: the newest is last.
  readonly uploadedToast = this.page.getByText('Document Uploaded', { exact: true }).last();

  /** A figure at the top: how many documents there are in all, or in one state. */
  figure(kind: 'total' | 'verified' | 'pending' | 'expired'): Locator {
    return this.page.getByTestId(`stat-${kind}-value`);
  }

  checklistItem(docType: string): Locator {
    return this.checklist.getByRole('listitem', { name: docType, exact: true });
  }

  /** The library's entry of `docType` (`exact: false` also finds names that only contain it). */
  document(docType: string, exact = true): Locator {
    return this.library.getByRole('listitem', { name: docType, exact });
  }

  downloadLink(docType: string): Locator {
    return this.library.getByRole('link', { name: `Download ${docType}` });
  }

  /** The first link of a document's entry: its download. */
  documentLink(docType: string): Locator {
    return this.document(docType, false).getByRole('link');
  }

  /** Upload Document: waits for the dialog and its introduction. */
  async openUploadDialog(): Promise<UploadDialog> {
    await this.uploadButton.click();
    return UploadDialog.expectOpen(this.page);
  }

  /** The checklist's own upload button for one type. */
  async uploadFromChecklist(docType: string): Promise<UploadDialog> {
    await this.checklist.getByRole('button', { name: `Upload ${docType}` }).click();
    return new UploadDialog(this.page);
  }

  /** Opens the dialog, fills it and submits; `how` picks the file input or a drop. */
  async uploadDocument(file: Fixture, docType: string, description: string, how: 'pick' | 'drop' = 'pick'): Promise<UploadDialog> {
    const dialog = await this.openUploadDialog();
    if (how === 'pick') await dialog.fileInput.setInputFiles(file);
    else await dialog.dropFile(file);
    await expect(dialog.chosenFile).toHaveText(file.name);
    await dialog.chooseType(docType);
    if (description) await dialog.description.fill(description);
    await dialog.uploadButton.click();
    return dialog;
  }

  async deleteDocument(docType: string): Promise<ConfirmDialog> {
    await this.library.getByRole('button', { name: `Delete ${docType}` }).click();
    return new ConfirmDialog(this.page, 'Delete document?', 'Delete');
  }

  /** Delete on a Verified document: the confirmation warns what it does. */
  async deleteVerifiedDocument(docType: string): Promise<ConfirmDialog> {
    await this.library.getByRole('button', { name: `Delete ${docType}` }).click();
    return new ConfirmDialog(this.page, 'Delete a verified document?', 'Delete');
  }

  /** A rejected document's Upload in the library: the dialog opens with its type chosen. */
  async uploadNewFor(docType: string): Promise<UploadDialog> {
    await this.library.getByRole('button', { name: `Upload a new ${docType}` }).click();
    return UploadDialog.expectOpen(this.page);
  }
}

/** Upload New Document: type, file (picked or dropped), description, progress and what the server refused. */
export class UploadDialog extends Dialog {
  static override readonly dialogName = 'Upload New Document';
  readonly introduction = this.root.getByText('Upload compliance documents and business certificates to your document library.');
  readonly typeSelect = this.root.getByRole('combobox', { name: /Document Type/ });
  readonly fileInput = this.root.getByLabel('Document file');
  readonly dropZone = this.root.getByTestId('file-drop-zone');
  readonly chosenFile = this.root.getByTestId('chosen-file');
  readonly description = this.root.getByRole('textbox', { name: 'Description' });
  readonly uploadButton = this.root.getByRole('button', { name: 'Upload Document' });
  readonly progressBar = this.root.getByRole('progressbar', { name: 'Upload progress' });
  readonly percent = this.root.getByTestId('upload-percent');

  static async expectOpen(page: Page): Promise<UploadDialog> {
    const dialog = new UploadDialog(page);
    await expect(dialog.root).toBeVisible();
    await expect(dialog.introduction).toBeVisible();
    return dialog;
  }

  /** The options the type select offers now (it closes the menu again). */
  async typeOptions(): Promise<string[]> {
    const listbox = await this.openTypeMenu();
    const options = await listbox.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    return options;
  }

  async chooseType(docType: string): Promise<void> {
    const listbox = await this.openTypeMenu();
    // A renewal's option also says that it replaces the verified document.
    await listbox.getByRole('option', { name: new RegExp(`^${docType.replace(/[()/]/g, '\\$&')}`) }).click();
    await expect(this.typeSelect).toHaveText(docType);
  }

  /** Drops a file on the picker as a drag from the desktop would. */
  async dropFile(file: Fixture): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, mimeType, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const dt = new DataTransfer();
        dt.items.add(new File([bytes], name, { type: mimeType }));
        return dt;
      },
      { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
    );
    for (const type of ['dragenter', 'dragover', 'drop']) await this.dropZone.dispatchEvent(type, { dataTransfer });
  }

  private async openTypeMenu(): Promise<Locator> {
    await expect(this.typeSelect).not.toHaveAttribute('aria-disabled', 'true');
    await this.typeSelect.click();
    const listbox = this.page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    return listbox;
  }
}
