import { Suspense, lazy, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  Permitted,
  errorMessage,
  formatNumber,
  usePageWithin,
  useToast,
  PORTAL_PATHS,
} from '@agrihub/shared';
import { PAGE_SIZE } from '../../features/products/constants';
import { useProducts, type Product } from '../../features/products/api/get-products';
import { useDeleteProduct } from '../../features/products/api/delete-product';
import { useProductFilters } from '../../features/products/hooks/use-product-filters';
import { ProductSummaryTiles } from '../../features/products/components/product-summary-tiles';
import { ProductFilters } from '../../features/products/components/product-filters';
import { ProductCard } from '../../features/products/components/product-card';
import { ProductFormDialog, type ProductFormMode } from '../../features/products/components/product-form-dialog';
import { QuickAddPanel } from '../../features/products/components/quick-add-panel';
import { BulkImportDialog } from '../../features/products/components/bulk-import-dialog';
import { Link as RouterLink, Route, Routes } from '@agrihub/shared/router';
import { deleteMessage } from '../../features/products/paths';
import { useCatalogTranslation } from '../../locales/i18n';

type FormDialog = { mode: ProductFormMode; product?: Product };

// A product's own page arrives when first shown, so opening the catalog does not download it.
const ProductPage = lazy(() => import('./product-page').then((m) => ({ default: m.ProductPage })));

/**
 * Product Catalog (`catalog/ProductCatalog`) owns /product-catalog and the paths below it: the list at its
 * root and a product's page at /product-catalog/<id>, a deep link that works on reload and in a new tab.
 */
export default function ProductCatalogPage() {
  const { t } = useCatalogTranslation();
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route
        path=":productId"
        element={
          <Suspense fallback={<LoadingState label={t('list.loadingProduct')} />}>
            <ProductPage />
          </Suspense>
        }
      />
      {/* Deeper paths are the catalog's too: it says there is no such page, with the way back. */}
      <Route
        path="*"
        element={
          <EmptyState
            title={t('list.pageNotFound')}
            description={t('list.pageNotFoundHint')}
            action={
              <Button component={RouterLink} to={PORTAL_PATHS.catalog} variant="contained">
                {t('list.backToCatalog')}
              </Button>
            }
          />
        }
      />
    </Routes>
  );
}

function ProductListPage() {
  const { t } = useCatalogTranslation();
  const toast = useToast();
  const { filters, setFilters, setPage, keepPageWithin } = useProductFilters();
  const products = useProducts(filters);
  usePageWithin(keepPageWithin, filters.page, products, PAGE_SIZE);
  const remove = useDeleteProduct();
  const [form, setForm] = useState<FormDialog | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const addButton = (
    <Permitted area="catalog">
      <Button variant="contained" startIcon={<Add />} onClick={() => setForm({ mode: 'add' })}>
        {t('list.addProduct')}
      </Button>
    </Permitted>
  );
  const header = <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} actions={addButton} />;
  // The dialogs sit at one place in the tree whatever the list's state, so a dialog opened while the
  // list loads keeps what was typed when the list arrives.
  const page = (body: ReactNode) => (
    <>
      {body}
      {form ? <ProductFormDialog key={form.product?._id ?? form.mode} mode={form.mode} product={form.product} onClose={() => setForm(null)} /> : null}
      {bulkOpen ? <BulkImportDialog onClose={() => setBulkOpen(false)} /> : null}
    </>
  );

  if (products.isPending) {
    return page(
      <>
        {header}
        <LoadingState label={t('list.loading')} minHeight={320} />
      </>,
    );
  }

  if (products.isError && products.data === undefined) {
    // Spec 2 / 8: the error text in red in place of the screen, in the portal's one failed-load look.
    return page(<ErrorState message={t('list.loadFailed')} detail={errorMessage(products.error, '')} onRetry={() => void products.refetch()} />);
  }

  const { products: list, summary, pagination } = products.data;
  const pages = Math.max(1, Math.ceil(pagination.total / PAGE_SIZE));
  const first = pagination.total === 0 ? 0 : (pagination.page - 1) * PAGE_SIZE + 1;
  const last = (pagination.page - 1) * PAGE_SIZE + list.length;

  const confirmDelete = () => {
    if (!toDelete) return;
    const wasLastOnPage = list.length === 1 && filters.page > 1;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(t('deleteProduct.done'), t('deleteProduct.doneDetail', { name: toDelete.name }));
        if (wasLastOnPage) setPage(filters.page - 1);
      },
      onError: (error) => toast.destructive(t('deleteProduct.failed'), errorMessage(error, '')),
      onSettled: () => setToDelete(null),
    });
  };

  return page(
    <>
      {header}
      <ProductSummaryTiles summary={summary} />
      <QuickAddPanel onBulkImport={() => setBulkOpen(true)} onQuickAdd={() => setForm({ mode: 'quick' })} />
      <ProductFilters filters={filters} onChange={setFilters} />
      <Box sx={{ height: 4, mb: 1 }}>{products.isFetching ? <LinearProgress aria-label={t('list.updating')} /> : null}</Box>
      {list.length === 0 ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite" data-testid="products-range">
            {t('list.range', { first: formatNumber(first), last: formatNumber(last), total: formatNumber(pagination.total) })}
          </Typography>
          <Box
            data-testid="product-grid"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
          >
            {list.map((p) => (
              <ProductCard key={p._id} product={p} onEdit={(product) => setForm({ mode: 'edit', product })} onDelete={setToDelete} />
            ))}
          </Box>
          {pages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={pages}
                page={Math.min(filters.page, pages)}
                onChange={(_e, page) => setPage(page)}
                color="primary"
                siblingCount={0}
                getItemAriaLabel={(type, page) => (type === 'page' ? t('pagination.page', { page }) : t(`pagination.${type}`))}
              />
            </Box>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('deleteProduct.title')}
        message={toDelete ? deleteMessage(toDelete, t) : ''}
        confirmLabel={t('deleteProduct.confirm')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>,
  );
}
