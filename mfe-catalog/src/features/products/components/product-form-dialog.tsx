import { useMemo, useState } from 'react';
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
import { SelectField, fieldProps, isApiError, translateText, useRevalidateOnSchemaChange, useToast } from '@agrihub/shared';
import { categoryOptions } from '../constants';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import type { Product } from '../api/get-products';
import { ImagePicker } from './image-picker';
import { initialValues, productSchema, toFormData, type ProductFormMode, type ProductFormValues } from '../product-form';
import { useImageSelection } from '../hooks/use-image-selection';
import { useCatalogTranslation } from '../../../locales/i18n';

export type { ProductFormMode } from '../product-form';

const TITLE_KEYS: Record<ProductFormMode, string> = { add: 'productForm.addTitle', quick: 'productForm.quickTitle', edit: 'productForm.editTitle' };

/** The server's own message (in the portal's language) when it sent one, else the fallback (spec 8). */
function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0 && !error.message.startsWith('Request failed with status')) return translateText(error.message);
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
  const { t } = useCatalogTranslation();
  const toast = useToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => productSchema(t), [t]);
  const formik = useFormik<ProductFormValues>({
    initialValues: initialValues(product),
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        if (mode === 'edit' && product) {
          await update.mutateAsync({ id: product._id, form: toFormData(values, mode) });
          toast.success(t('productForm.updated'), t('productForm.updatedDetail', { name: values.name.trim() }));
        } else {
          await create.mutateAsync(toFormData(values, mode));
          toast.success(t('productForm.added'));
        }
        onClose();
      } catch (error) {
        // Everything typed stays: the form is not reset and the dialog stays open.
        const message = serverMessage(error, mode === 'edit' ? t('productForm.updateFailed') : t('productForm.addFailed'));
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

  const { values, isSubmitting, validateForm } = formik;
  // A switch of language while the dialog is open: its messages are made again in the new one.
  useRevalidateOnSchemaChange(schema, validateForm);
  const images = useImageSelection(formik, product?.images ?? []);

  const quick = mode === 'quick';
  const busy = isSubmitting;
  const title = t(TITLE_KEYS[mode]);
  const categories = useMemo(() => categoryOptions(t), [t]);
  const field = {
    name: fieldProps(formik, 'name'),
    sku: fieldProps(formik, 'sku'),
    price: fieldProps(formik, 'price'),
    costPrice: fieldProps(formik, 'costPrice', t('productForm.costPriceHelper')),
    stockQuantity: fieldProps(formik, 'stockQuantity'),
    minStockLevel: fieldProps(formik, 'minStockLevel'),
    description: fieldProps(formik, 'description'),
  };
  const half = { xs: '1 / -1', sm: 'auto' } as const;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="product-form-title">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="product-form-title">{title}</DialogTitle>
        <DialogContent dividers>
          {quick ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('productForm.quickHint')}
            </Typography>
          ) : null}
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
            <TextField label={t('productForm.name')} required fullWidth autoFocus {...field.name} sx={{ gridColumn: '1 / -1' }} />
            <TextField label={t('productForm.sku')} required fullWidth {...field.sku} sx={{ gridColumn: half }} />
            <SelectField formik={formik} name="category" label={t('productForm.category')} required options={categories} sx={{ gridColumn: half }} />
            <TextField label={t('productForm.price')} required fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...field.price} />
            {quick ? null : <TextField label={t('productForm.costPrice')} fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...field.costPrice} />}
            <TextField label={t('productForm.stockQuantity')} required fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field.stockQuantity} />
            <TextField label={t('productForm.minStockLevel')} required fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field.minStockLevel} />
            {quick ? null : (
              <>
                <TextField label={t('productForm.description')} fullWidth multiline minRows={3} {...field.description} sx={{ gridColumn: '1 / -1' }} />
                <FormControlLabel
                  sx={{ gridColumn: '1 / -1', mb: 1 }}
                  control={<Checkbox name="seasonal" checked={values.seasonal} onChange={formik.handleChange} />}
                  label={t('productForm.seasonal')}
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
            {t('productForm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('productForm.saving') : mode === 'edit' ? t('productForm.save') : t('productForm.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
