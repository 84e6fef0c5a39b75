import * as yup from 'yup';
import {
  MESSAGES,
  MONEY_RE,
  PRODUCT_LIMITS,
  SKU_RE,
  WHOLE_NUMBER_RE,
  moneyMessage,
  requiredMessage,
  tooLongMessage,
  wholeNumberMessage,
} from '@agrihub/shared';
import type { Product } from './api/get-products';
import type { NewImage } from './components/image-picker';
import type { CatalogT } from '../../locales/i18n';

/** Add, Quick Add (the required fields only) and Edit. */
export type ProductFormMode = 'add' | 'quick' | 'edit';

export interface ProductFormValues {
  name: string;
  sku: string;
  category: string;
  price: string;
  costPrice: string;
  stockQuantity: string;
  minStockLevel: string;
  description: string;
  seasonal: boolean;
  images: NewImage[];
  removeImageIds: string[];
}

/**
 * Spec 5: the rules and messages of @agrihub/shared's validation, which the server checks too. The
 * messages name the fields in the portal's language; the form shows them through translateText,
 * which puts the rest of a message in that language too.
 */
export function productSchema(t: CatalogT) {
  const label = {
    name: t('productForm.rules.name'),
    sku: t('productForm.rules.sku'),
    category: t('productForm.rules.category'),
    price: t('productForm.rules.price'),
    costPrice: t('productForm.rules.costPrice'),
    stockQuantity: t('productForm.rules.stockQuantity'),
    minStockLevel: t('productForm.rules.minStockLevel'),
    description: t('productForm.rules.description'),
  };
  return yup.object({
    name: yup.string().trim().required(requiredMessage(label.name)).max(PRODUCT_LIMITS.name, tooLongMessage(label.name, PRODUCT_LIMITS.name)),
    sku: yup.string().trim().required(requiredMessage(label.sku)).matches(SKU_RE, MESSAGES.sku),
    category: yup.string().required(requiredMessage(label.category)),
    price: yup
      .string()
      .trim()
      .required(requiredMessage(label.price))
      .matches(MONEY_RE, moneyMessage(label.price))
      .test('positive', MESSAGES.pricePositive, (v) => !v || !MONEY_RE.test(v) || Number(v) > 0),
    costPrice: yup
      .string()
      .trim()
      .matches(MONEY_RE, { message: moneyMessage(label.costPrice), excludeEmptyString: true }),
    stockQuantity: yup.string().trim().required(requiredMessage(label.stockQuantity)).matches(WHOLE_NUMBER_RE, wholeNumberMessage(label.stockQuantity)),
    minStockLevel: yup.string().trim().required(requiredMessage(label.minStockLevel)).matches(WHOLE_NUMBER_RE, wholeNumberMessage(label.minStockLevel)),
    description: yup.string().max(PRODUCT_LIMITS.description, tooLongMessage(label.description, PRODUCT_LIMITS.description)),
  });
}

const FIELDS = ['name', 'sku', 'category', 'price', 'costPrice', 'stockQuantity', 'minStockLevel', 'description'] as const;
const REQUIRED_FIELDS = ['name', 'sku', 'category', 'price', 'stockQuantity', 'minStockLevel'] as const;

export function initialValues(product: Product | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    category: product?.category ?? '',
    price: product ? String(product.price) : '',
    costPrice: product?.costPrice != null ? String(product.costPrice) : '',
    stockQuantity: product ? String(product.stockQuantity) : '',
    minStockLevel: product ? String(product.minStockLevel) : '',
    description: product?.description ?? '',
    seasonal: product?.seasonal ?? false,
    images: [],
    removeImageIds: [],
  };
}

/** The multipart body of spec 7: the fields as text plus repeated `images`. */
export function toFormData(values: ProductFormValues, mode: ProductFormMode): FormData {
  const form = new FormData();
  const fields = mode === 'quick' ? REQUIRED_FIELDS : FIELDS;
  for (const f of fields) form.append(f, values[f].trim());
  if (mode !== 'quick') form.append('seasonal', String(values.seasonal));
  if (mode === 'edit' && values.removeImageIds.length > 0) form.append('removeImageIds', values.removeImageIds.join(','));
  for (const img of values.images) form.append('images', img.file, img.file.name);
  return form;
}
