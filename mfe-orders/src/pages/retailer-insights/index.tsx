import { Suspense, lazy } from 'react';
import { LoadingState } from '@agrihub/shared';
import { Route, Routes } from '@agrihub/shared/router';
import { InsightsPage } from './insights-page';
import { useOrdersTranslation } from '../../locales/i18n';

// The insights are what most visits open; the directory and a retailer's page arrive when first
// shown, as Order Management's order page does (docs/decisions/0134-order-page-new-order-lazy.md).
const DirectoryPage = lazy(() => import('./directory-page').then((m) => ({ default: m.DirectoryPage })));
const RetailerPage = lazy(() => import('./retailer-page').then((m) => ({ default: m.RetailerPage })));
const AgingPage = lazy(() => import('./aging-page').then((m) => ({ default: m.AgingPage })));

/**
 * Retailer Insights (`orders/RetailerInsights`) owns /retailer-insights and the paths below it: the
 * insights at its root, the retailer directory at /retailer-insights/retailers and a retailer's page
 * with its credit at /retailer-insights/retailers/<id>, the receivables aging at /retailer-insights/aging,
 * deep links that work on reload. Retailer credit has this one home (docs/architecture.md, "Where each
 * area lives").
 */
export default function RetailerInsightsPage() {
  const { t } = useOrdersTranslation();
  return (
    <Routes>
      <Route index element={<InsightsPage />} />
      <Route
        path="retailers"
        element={
          <Suspense fallback={<LoadingState label={t('common.loading')} />}>
            <DirectoryPage />
          </Suspense>
        }
      />
      <Route
        path="retailers/:id"
        element={
          <Suspense fallback={<LoadingState label={t('retailer.loading')} />}>
            <RetailerPage />
          </Suspense>
        }
      />
      <Route
        path="aging"
        element={
          <Suspense fallback={<LoadingState label={t('aging.loading')} />}>
            <AgingPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
