import { useMutation } from '@tanstack/react-query';
import { api, downloadFile, useRefreshingMutation } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { CATALOG_CHANGES } from './keys';

export type ImportPreview = ApiData<'/api/seller/products/import/preview', 'post'>;
export type ImportRowError = ImportPreview['errors'][number];
export type ImportResult = ApiData<'/api/seller/products/import', 'post'>;

function csvForm(file: File, skipInvalidRows?: boolean): FormData {
  const form = new FormData();
  if (skipInvalidRows !== undefined) form.append('skipInvalidRows', String(skipInvalidRows));
  form.append('file', file);
  return form;
}

/** Validates every row; the server saves nothing. */
export async function previewImport(file: File): Promise<ImportPreview> {
  return api.postForm('/api/seller/products/import/preview', csvForm(file));
}

/** Creates the valid rows in one transaction; with invalid rows only when the user chose to skip them. */
export async function importProducts({ file, skipInvalidRows }: { file: File; skipInvalidRows: boolean }): Promise<ImportResult> {
  return api.postForm('/api/seller/products/import', csvForm(file, skipInvalidRows));
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export const useImportProducts = () => useRefreshingMutation(importProducts, CATALOG_CHANGES);

export const TEMPLATE_FILE_NAME = 'product-import-template.csv';

/** The template comes from the server (one list of columns); the bearer header needs a fetch, not a link. */
export async function downloadImportTemplate(): Promise<void> {
  await downloadFile('seller/products/import/template', TEMPLATE_FILE_NAME);
}
