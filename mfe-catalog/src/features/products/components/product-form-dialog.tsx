import { useState } from 'react';
import { useFormik } from 'formik';
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
import { SelectField, fieldProps, isApiError, useToast } from '@agrihub/shared';
import { CATEGORIES } from '../constants';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import type { Product } from '../api/get-products';
import { ImagePicker } from './image-picker';
import { initialValues, productSchema, toFormData, type ProductFormMode, type ProductFormValues } from '../product-form';
import { useImageSelection } from '../hooks/use-image-selection';

export type { ProductFormMode } from '../product-form';

export const ADD_SUCCESS = 'Product added successfully!';
export const ADD_FAILED = 'Failed to add product';
export const EDIT_SUCCESS = 'Product updated';
export const EDIT_FAILED = 'Failed to update product';

const TITLES: Record<ProductFormMode, string> = { add: 'Add New Product', quick: 'Quick Add Product', edit: 'Edit Product' };

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

/** Add, Quick Add and Edit share one formik form; mounted per opening so each starts fresh. */
export function ProductFormDialog({ mode, product, onClose }: ProductFormDialogProps) {
  const toast = useToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [failure, setFailure] = useState<string | null>(null);
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
          const { images: imageError, ...fieldErrors } = error.fieldErrors;
          if (imageError) images.showError(imageError);
          helpers.setErrors(fieldErrors);
        }
      }
    },
  });

  const { values, isSubmitting } = formik;
  const images = useImageSelection(formik, product?.images ?? []);

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
                    existing={images.existing}
                    added={values.images}
                    errors={images.errors}
                    disabled={busy}
                    onPick={images.pick}
                    onRemoveExisting={images.removeExisting}
                    onRemoveAdded={images.removeAdded}
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
