import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  MESSAGES,
  MONEY_RE,
  PRODUCT_LIMITS,
  SKU_RE,
  SelectField,
  WHOLE_NUMBER_RE,
  fieldProps,
  isApiError,
  moneyMessage,
  requiredMessage,
  tooLongMessage,
  useToast,
  wholeNumberMessage,
} from '@agrihub/shared';
import { CATEGORIES } from '../constants';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import type { Product } from '../api/get-products';
import { ImagePicker, acceptImages, type NewImage } from './image-picker';

export type ProductFormMode = 'add' | 'quick' | 'edit';

export const ADD_SUCCESS = 'Product added successfully!';
export const ADD_FAILED = 'Failed to add product';
export const EDIT_SUCCESS = 'Product updated';
export const EDIT_FAILED = 'Failed to update product';

const TITLES: Record<ProductFormMode, string> = { add: 'Add New Product', quick: 'Quick Add Product', edit: 'Edit Product' };

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

/** Spec 5: the rules and messages of @agrihub/shared's validation, which the server checks too. */
export const productSchema = yup.object({
  name: yup.string().trim().required(requiredMessage('Product name')).max(PRODUCT_LIMITS.name, tooLongMessage('Product name', PRODUCT_LIMITS.name)),
  sku: yup.string().trim().required(requiredMessage('SKU')).matches(SKU_RE, MESSAGES.sku),
  category: yup.string().required(requiredMessage('Category')),
  price: yup
    .string()
    .trim()
    .required(requiredMessage('Selling price'))
    .matches(MONEY_RE, moneyMessage('Selling price'))
    .test('positive', MESSAGES.pricePositive, (v) => !v || !MONEY_RE.test(v) || Number(v) > 0),
  costPrice: yup
    .string()
    .trim()
    .matches(MONEY_RE, { message: moneyMessage('Cost price'), excludeEmptyString: true }),
  stockQuantity: yup.string().trim().required(requiredMessage('Stock quantity')).matches(WHOLE_NUMBER_RE, wholeNumberMessage('Stock quantity')),
  minStockLevel: yup.string().trim().required(requiredMessage('Minimum order quantity')).matches(WHOLE_NUMBER_RE, wholeNumberMessage('Minimum order quantity')),
  description: yup.string().max(PRODUCT_LIMITS.description, tooLongMessage('Description', PRODUCT_LIMITS.description)),
});

const FIELDS = ['name', 'sku', 'category', 'price', 'costPrice', 'stockQuantity', 'minStockLevel', 'description'] as const;
const REQUIRED_FIELDS = ['name', 'sku', 'category', 'price', 'stockQuantity', 'minStockLevel'] as const;

function initialValues(product: Product | undefined): ProductFormValues {
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

/** The server's own message when it sent one, else the fallback (spec 8). */
function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0 && !error.message.startsWith('Request failed with status')) return error.message;
  return fallback;
}

export interface ProductFormDialogProps {
  mode: ProductFormMode;
  /** The product being edited (mode 'edit'). */
  product?: Product;
  onClose: () => void;
}

let imageKey = 0;

/** Add, Quick Add and Edit share one formik form; mounted per opening so each starts fresh. */
export function ProductFormDialog({ mode, product, onClose }: ProductFormDialogProps) {
  const toast = useToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [failure, setFailure] = useState<string | null>(null);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  // Every preview URL made here, revoked when the dialog goes away.
  const [previewUrls] = useState(() => new Set<string>());
  useEffect(() => () => previewUrls.forEach((u) => URL.revokeObjectURL(u)), [previewUrls]);

  const formik = useFormik<ProductFormValues>({
    initialValues: initialValues(product),
    validationSchema: productSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        if (mode === 'edit' && product) {
          await update.mutateAsync({ id: product._id, form: toFormData(values, mode) });
          toast.success(EDIT_SUCCESS, `${values.name.trim()} has been saved.`);
        } else {
          await create.mutateAsync(toFormData(values, mode));
          toast.success(ADD_SUCCESS);
        }
        onClose();
      } catch (error) {
        // Everything typed stays: the form is not reset and the dialog stays open.
        const message = serverMessage(error, mode === 'edit' ? EDIT_FAILED : ADD_FAILED);
        setFailure(message);
        toast.destructive(message);
        if (isApiError(error)) {
          const { images, ...fieldErrors } = error.fieldErrors;
          if (images) setImageErrors([images]);
          helpers.setErrors(fieldErrors);
        }
      }
    },
  });

  const { values, isSubmitting } = formik;
  const existing = (product?.images ?? []).filter((i) => !values.removeImageIds.includes(i._id));

  const pickImages = (files: File[]) => {
    const { accepted, errors } = acceptImages(files, existing.length + values.images.length);
    setImageErrors(errors);
    const added = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      previewUrls.add(url);
      imageKey += 1;
      return { key: `img-${imageKey}`, file, url };
    });
    if (added.length > 0) void formik.setFieldValue('images', [...values.images, ...added]);
  };
  const removeAdded = (key: string) => {
    const img = values.images.find((i) => i.key === key);
    if (img) {
      URL.revokeObjectURL(img.url);
      previewUrls.delete(img.url);
    }
    setImageErrors([]);
    void formik.setFieldValue(
      'images',
      values.images.filter((i) => i.key !== key),
    );
  };
  const removeExisting = (id: string) => {
    setImageErrors([]);
    void formik.setFieldValue('removeImageIds', [...values.removeImageIds, id]);
  };

  const quick = mode === 'quick';
  const busy = isSubmitting;
  const title = TITLES[mode];
  const half = { xs: '1 / -1', sm: 'auto' } as const;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="product-form-title">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="product-form-title">{title}</DialogTitle>
        <DialogContent dividers>
          {quick ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Only the required fields. Add images, cost price and a description later with Edit.
            </Typography>
          ) : null}
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
            <TextField label="Product Name" required fullWidth autoFocus {...fieldProps(formik, 'name')} sx={{ gridColumn: '1 / -1' }} />
            <TextField label="SKU" required fullWidth {...fieldProps(formik, 'sku')} sx={{ gridColumn: half }} />
            <SelectField formik={formik} name="category" label="Category" required options={CATEGORIES} sx={{ gridColumn: half }} />
            <TextField label="Selling Price (PKR)" required fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...fieldProps(formik, 'price')} />
            {quick ? null : (
              <TextField
                label="Cost Price (PKR)"
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                {...fieldProps(formik, 'costPrice', 'Optional; used for the inventory value')}
              />
            )}
            <TextField label="Stock Quantity" required fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...fieldProps(formik, 'stockQuantity')} />
            <TextField
              label="Minimum Order Quantity"
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...fieldProps(formik, 'minStockLevel')}
            />
            {quick ? null : (
              <>
                <TextField label="Description" fullWidth multiline minRows={3} {...fieldProps(formik, 'description')} sx={{ gridColumn: '1 / -1' }} />
                <FormControlLabel
                  sx={{ gridColumn: '1 / -1', mb: 1 }}
                  control={<Checkbox name="seasonal" checked={values.seasonal} onChange={formik.handleChange} />}
                  label="Seasonal product"
                />
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <ImagePicker
                    existing={existing}
                    added={values.images}
                    errors={imageErrors}
                    disabled={busy}
                    onPick={pickImages}
                    onRemoveExisting={removeExisting}
                    onRemoveAdded={removeAdded}
                  />
                </Box>
              </>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : mode === 'edit' ? 'Save Changes' : 'Add Product'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
