import type { Download, Locator, Page } from '@playwright/test';
import { ConfirmDialog, Dialog, chooseOption } from './dialog';
import { Screen } from './screen';

/** Product Catalog Management: the product cards with their filters and search, the total tile, and the add and bulk import dialogs. */
export class CatalogPage extends Screen {
  static override readonly route = '/product-catalog';
  static override readonly heading = 'Product Catalog Management';
  readonly search = this.page.getByRole('searchbox', { name: 'Search products' });
  readonly statusFilter = this.page.getByRole('combobox', { name: 'Status' });
  readonly productCards = this.page.getByTestId('product-card');
  readonly stockBadges = this.page.getByTestId('stock-badge');
  readonly range = this.page.getByTestId('products-range');
  readonly noProductsMessage = this.page.getByText('No products found');
  readonly totalTile = this.page.getByTestId('tile-total-value');
  readonly addProductButton = this.page.getByRole('button', { name: 'Add New Product' });
  readonly bulkImportButton = this.page.getByRole('button', { name: 'Bulk Import' });

  product(name: string, exact?: boolean): ProductCard {
    return new ProductCard(this.page, name, exact);
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async filterByStatus(status: string): Promise<void> {
    await chooseOption(this.page, 'Status', status);
  }

  async filterByCategory(category: string): Promise<void> {
    await chooseOption(this.page, 'Category', category);
  }

  async openAddProduct(): Promise<ProductDialog> {
    await this.addProductButton.click();
    return new ProductDialog(this.page, 'Add New Product');
  }

  async openBulkImport(): Promise<BulkImportDialog> {
    await this.bulkImportButton.click();
    return new BulkImportDialog(this.page);
  }
}

/** One product's card, found by the product's name: its texts, thumbnail and actions menu. */
export class ProductCard {
  readonly root: Locator;
  readonly thumbnail: Locator;
  readonly actionsButton: Locator;

  constructor(
    readonly page: Page,
    name: string,
    exact?: boolean,
  ) {
    this.root = page.getByRole('article', { name, exact });
    this.thumbnail = this.root.getByRole('img', { name: `${name} thumbnail` });
    this.actionsButton = this.root.getByRole('button', { name: `Actions for ${name}` });
  }

  text(text: string): Locator {
    return this.root.getByText(text);
  }

  async edit(): Promise<ProductDialog> {
    await this.chooseAction('Edit');
    return new ProductDialog(this.page, 'Edit Product');
  }

  async delete(): Promise<ConfirmDialog> {
    await this.chooseAction('Delete');
    return new ConfirmDialog(this.page, 'Delete product?', 'Delete');
  }

  private async chooseAction(action: 'Edit' | 'Delete'): Promise<void> {
    await this.actionsButton.click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}

export interface ProductFields {
  name: string;
  sku: string;
  category: string;
  sellingPrice: string;
  costPrice: string;
  stock: string;
  minimumOrder: string;
  description: string;
  images: Array<{ name: string; mimeType: string; buffer: Buffer }>;
}

/** The add and edit product form (named 'Add New Product' or 'Edit Product'). */
export class ProductDialog extends Dialog {
  readonly productName = this.root.getByLabel('Product Name');
  readonly sku = this.root.getByLabel('SKU');
  readonly category = this.root.getByRole('combobox', { name: /Category/ });
  readonly sellingPrice = this.root.getByLabel('Selling Price (PKR)');
  readonly costPrice = this.root.getByLabel('Cost Price (PKR)');
  readonly stock = this.root.getByLabel('Stock Quantity');
  readonly minimumOrder = this.root.getByLabel('Minimum Order Quantity');
  readonly description = this.root.getByLabel('Description');
  readonly images = this.root.getByLabel('Product images');
  readonly imagePreviews = this.root.getByRole('img', { name: /^Preview of/ });
  readonly currentImages = this.root.getByRole('img', { name: /^Current image/ });
  readonly addProductButton = this.root.getByRole('button', { name: 'Add Product' });
  readonly saveChangesButton = this.root.getByRole('button', { name: 'Save Changes' });

  constructor(page: Page, name: 'Add New Product' | 'Edit Product') {
    super(page, name);
  }

  async fill(fields: ProductFields): Promise<void> {
    await this.productName.fill(fields.name);
    await this.sku.fill(fields.sku);
    await this.category.click();
    await this.page.getByRole('option', { name: fields.category }).click();
    await this.sellingPrice.fill(fields.sellingPrice);
    await this.costPrice.fill(fields.costPrice);
    await this.stock.fill(fields.stock);
    await this.minimumOrder.fill(fields.minimumOrder);
    await this.description.fill(fields.description);
    await this.images.setInputFiles(fields.images);
  }

  async removeCurrentImage(position: number): Promise<void> {
    await this.root.getByRole('button', { name: `Remove current image ${position}` }).click();
  }
}

/** Bulk Import Products: the CSV template, the chosen file's row errors and the import of the valid rows. */
export class BulkImportDialog extends Dialog {
  static override readonly dialogName = 'Bulk Import Products';
  readonly csvFile = this.root.getByLabel('CSV file');
  readonly rowErrors = this.root.getByRole('table', { name: 'Row errors' }).getByRole('row');

  async downloadTemplate(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.root.getByRole('button', { name: 'Download CSV Template' }).click();
    return download;
  }

  async chooseCsv(name: string, csv: string): Promise<void> {
    await this.csvFile.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  }

  importButton(validRows: number): Locator {
    return this.root.getByRole('button', { name: `Import ${validRows} Valid Rows` });
  }
}
