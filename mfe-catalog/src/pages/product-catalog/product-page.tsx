import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
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
  statusLabel,
  useToast,
} from '@agrihub/shared';
import { Link as RouterLink, useNavigate, useParams } from '@agrihub/shared/router';
import { useProduct } from '../../features/products/api/get-product';
import type { Product } from '../../features/products/api/get-products';
import { useDeleteProduct } from '../../features/products/api/delete-product';
import { categoryLabel } from '../../features/products/constants';
import { ProductFormDialog } from '../../features/products/components/product-form-dialog';
import { CATALOG_PATH, DELETED, DELETE_FAILED, deleteMessage } from '../../features/products/paths';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_LOAD_FAILED = 'Failed to load the product';

function BackToCatalog({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  return (
    <Button component={RouterLink} to={CATALOG_PATH} startIcon={<ArrowBack />} variant={variant} sx={variant === 'text' ? { mb: 1, ml: -1 } : undefined}>
      Back to catalog
    </Button>
  );
}

/** The product's pictures: the chosen one large, the others as buttons below it. */
function Gallery({ product }: { product: Product }) {
  const [chosen, setChosen] = useState(0);
  const image = product.images[Math.min(chosen, product.images.length - 1)];
  return (
    <Box>
      <Box
        sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
      >
        {image ? (
          <Box
            component="img"
            src={image.url}
            alt={`${product.name}, image ${product.images.indexOf(image) + 1} of ${product.images.length}`}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <ImageOutlined titleAccess="No image" sx={{ fontSize: 56, color: 'text.disabled' }} />
        )}
      </Box>
      {product.images.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {product.images.map((img, i) => (
            <ButtonBase
              key={img._id}
              onClick={() => setChosen(i)}
              aria-label={`Show image ${i + 1}`}
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
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 4fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Gallery product={product} />
        <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 0.5 }}>
          Description
        </Typography>
        <Typography variant="body2" color={product.description ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {product.description || 'No description.'}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Chip size="small" variant="outlined" label={categoryLabel(product.category)} data-testid="category-badge" />
          <StatusChip kind="stock" status={product.stockStatus} label={product.stockStatus} data-testid="stock-badge" />
          {product.seasonal ? <Chip size="small" label="Seasonal" /> : null}
        </Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="product-price">
          {formatPKR(product.price)}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          <Fact term="Cost price">{product.costPrice === null ? 'Not set' : formatPKR(product.costPrice)}</Fact>
          <Fact term="Stock">{formatNumber(product.stockQuantity)} units</Fact>
          <Fact term="Minimum stock level">{formatNumber(product.minStockLevel)} units</Fact>
          <Fact term="Listing status">{statusLabel(product.status)}</Fact>
          <Fact term="Added">{formatDate(product.createdAt)}</Fact>
          <Fact term="Last updated">{formatDateTime(product.updatedAt)}</Fact>
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
        <PageHeader title={PRODUCT_NOT_FOUND} />
        <EmptyState
          title={PRODUCT_NOT_FOUND}
          description="It may have been deleted, or belong to another company."
          action={<BackToCatalog variant="contained" />}
        />
      </>
    );
  }
  const data = product.data;
  if (!data) {
    return (
      <>
        <BackToCatalog />
        {product.isError ? (
          <ErrorState message={PRODUCT_LOAD_FAILED} detail={errorMessage(product.error, '')} onRetry={() => void product.refetch()} />
        ) : (
          <LoadingState label="Loading product..." />
        )}
      </>
    );
  }

  const confirmDelete = () => {
    setLeaving(true);
    remove.mutate(data._id, {
      onSuccess: () => {
        toast.success(DELETED, `${data.name} has been removed from your catalog.`);
        navigate(CATALOG_PATH);
      },
      onError: (error) => {
        setLeaving(false);
        toast.destructive(DELETE_FAILED, errorMessage(error, ''));
      },
      onSettled: () => setDeleting(false),
    });
  };

  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Permitted area="catalog">
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
          Edit
        </Button>
      </Permitted>
      <Permitted area="catalog">
        <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Permitted>
    </Box>
  );
  return (
    <>
      <BackToCatalog />
      <PageHeader title={data.name} subtitle={`SKU ${data.sku}`} actions={actions} />
      <ProductDetails product={data} />
      {editing ? <ProductFormDialog mode="edit" product={data} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title="Delete product?"
        message={deleteMessage(data)}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
