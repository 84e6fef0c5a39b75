import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BackIcon, PORTAL_PATHS } from '@agrihub/shared';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  Permitted,
  StatusChip,
  errorMessage,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPKR,
  isNotFound,
  ltr,
  useToast,
} from '@agrihub/shared';
import { Link as RouterLink, useNavigate, useParams } from '@agrihub/shared/router';
import { useProduct } from '../../features/products/api/get-product';
import type { Product } from '../../features/products/api/get-products';
import { useDeleteProduct } from '../../features/products/api/delete-product';
import { categoryLabel, productStatusLabel, stockStatusLabel } from '../../features/products/constants';
import { ProductFormDialog } from '../../features/products/components/product-form-dialog';
import { deleteMessage } from '../../features/products/paths';
import { useCatalogTranslation } from '../../locales/i18n';
import { LoadingImage } from '../../features/products/components/loading-image';

function BackToCatalog({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const { t } = useCatalogTranslation();
  return (
    <Button component={RouterLink} to={PORTAL_PATHS.catalog} startIcon={<BackIcon />} variant={variant} sx={variant === 'text' ? { mb: 1, ml: -1 } : undefined}>
      {t('list.backToCatalog')}
    </Button>
  );
}

/** The product's pictures: the chosen one large, the others as buttons below it. */
function Gallery({ product }: { product: Product }) {
  const { t } = useCatalogTranslation();
  const [chosen, setChosen] = useState(0);
  const image = product.images[Math.min(chosen, product.images.length - 1)];
  return (
    <Box>
      <Box
        sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
      >
        {image ? (
          <LoadingImage
            key={image.url}
            src={image.url}
            alt={t('productPage.image', { name: product.name, number: product.images.indexOf(image) + 1, total: product.images.length })}
            fit="contain"
            iconSize={56}
          />
        ) : (
          <ImageOutlined titleAccess={t('product.noImage')} sx={{ fontSize: 56, color: 'text.disabled' }} />
        )}
      </Box>
      {product.images.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {product.images.map((img, i) => (
            <ButtonBase
              key={img._id}
              onClick={() => setChosen(i)}
              aria-label={t('productPage.showImage', { number: i + 1 })}
              aria-pressed={img === image}
              sx={{
                width: 72,
                aspectRatio: '16 / 9',
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: img === image ? 'primary.main' : 'transparent',
              }}
            >
              <Box component="img" src={img.url} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** One line of the product's facts: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useCatalogTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 4fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Gallery product={product} />
        <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 0.5 }}>
          {t('productPage.description')}
        </Typography>
        <Typography variant="body2" color={product.description ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {product.description || t('productPage.noDescription')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Chip size="small" variant="outlined" label={categoryLabel(product.category, t)} data-testid="category-badge" />
          <StatusChip kind="stock" status={product.stockStatus} label={stockStatusLabel(product.stockStatus, t)} data-testid="stock-badge" />
          {product.seasonal ? <Chip size="small" label={t('product.seasonal')} /> : null}
        </Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="product-price">
          {formatPKR(product.price)}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          <Fact term={t('productPage.costPrice')}>{product.costPrice === null ? t('productPage.notSet') : formatPKR(product.costPrice)}</Fact>
          <Fact term={t('productPage.stock')}>{t('productPage.units', { quantity: formatNumber(product.stockQuantity) })}</Fact>
          <Fact term={t('productPage.minStockLevel')}>{t('productPage.units', { quantity: formatNumber(product.minStockLevel) })}</Fact>
          <Fact term={t('productPage.listingStatus')}>{productStatusLabel(product.status, t)}</Fact>
          <Fact term={t('productPage.added')}>{formatDate(product.createdAt)}</Fact>
          <Fact term={t('productPage.lastUpdated')}>{formatDateTime(product.updatedAt)}</Fact>
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * One product at /product-catalog/<id> (the search's product results open it; the catalog's cards
 * link to it): its pictures, prices, stock and description, with Edit and Delete (disabled, saying
 * why, for roles that may not change the catalog). An id the seller does not have says so, with the
 * way back to the catalog.
 */
export function ProductPage() {
  const { t } = useCatalogTranslation();
  const { productId = '' } = useParams();
  const remove = useDeleteProduct();
  // Not asked for again once its delete is sent: the catalog's refetch after a delete would show "not found" on the way out.
  const [leaving, setLeaving] = useState(false);
  const product = useProduct(productId, !leaving);
  const toast = useToast();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (product.isError && isNotFound(product.error)) {
    return (
      <>
        <PageHeader title={t('productPage.notFound')} />
        <EmptyState title={t('productPage.notFound')} description={t('productPage.notFoundHint')} action={<BackToCatalog variant="contained" />} />
      </>
    );
  }
  const data = product.data;
  if (!data) {
    return (
      <>
        <BackToCatalog />
        {product.isError ? (
          <ErrorState message={t('productPage.loadFailed')} detail={errorMessage(product.error, '')} onRetry={() => void product.refetch()} />
        ) : (
          <LoadingState label={t('list.loadingProduct')} />
        )}
      </>
    );
  }

  const confirmDelete = () => {
    setLeaving(true);
    remove.mutate(data._id, {
      onSuccess: () => {
        toast.success(t('deleteProduct.done'), t('deleteProduct.doneDetail', { name: data.name }));
        navigate(PORTAL_PATHS.catalog);
      },
      onError: (error) => {
        setLeaving(false);
        toast.destructive(t('deleteProduct.failed'), errorMessage(error, ''));
      },
      onSettled: () => setDeleting(false),
    });
  };

  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Permitted area="catalog">
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('product.edit')}
        </Button>
      </Permitted>
      <Permitted area="catalog">
        <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
          {t('product.delete')}
        </Button>
      </Permitted>
    </Box>
  );
  return (
    <>
      <BackToCatalog />
      <PageHeader title={data.name} subtitle={t('product.skuSubtitle', { sku: ltr(data.sku) })} actions={actions} />
      <ProductDetails product={data} />
      {editing ? <ProductFormDialog mode="edit" product={data} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title={t('deleteProduct.title')}
        message={deleteMessage(data, t)}
        confirmLabel={t('deleteProduct.confirm')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
