import { renderStandalone } from '@agrihub/shared';
import PricingOffersPage from './pages/pricing-offers';
import LogisticsPage from './pages/logistics';
import PaymentsPage from './pages/payments';

// Opened on its own (QA, standalone dev): the shared harness stands in for the shell.
renderStandalone({
  name: 'commerce',
  pages: [
    { path: '/pricing-offers', label: 'Pricing & Offers', Component: PricingOffersPage },
    { path: '/logistics', label: 'Logistics & Fulfillment', Component: LogisticsPage },
    { path: '/payments', label: 'Payments & Financing', Component: PaymentsPage },
  ],
});
