import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import InsightsIcon from '@mui/icons-material/Insights';
import GroupsIcon from '@mui/icons-material/Groups';
import DescriptionIcon from '@mui/icons-material/Description';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { RemoteName } from './remotes/remote-registry';

export interface PortalRoute {
  path: string;
  /** Sidebar label, exactly as the spec's shared layout lists it. */
  label: string;
  icon: SvgIconComponent;
  /** Unverified sellers only reach Dashboard, Document Center and Support. */
  verifiedOnly: boolean;
  /** Where the page comes from; absent for pages the shell owns. */
  remote?: { name: RemoteName; module: string };
}

/** The single list of pages: route, sidebar, verification rule and owning remote. */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/', label: 'Dashboard', icon: DashboardIcon, verifiedOnly: false },
  { path: '/order-management', label: 'Order Management', icon: ReceiptLongIcon, verifiedOnly: true, remote: { name: 'orders', module: 'OrderManagement' } },
  { path: '/product-catalog', label: 'Product Catalog', icon: Inventory2Icon, verifiedOnly: true, remote: { name: 'catalog', module: 'ProductCatalog' } },
  { path: '/pricing-offers', label: 'Pricing & Offers', icon: LocalOfferIcon, verifiedOnly: true, remote: { name: 'commerce', module: 'PricingOffers' } },
  { path: '/logistics', label: 'Logistics & Fulfillment', icon: LocalShippingIcon, verifiedOnly: true, remote: { name: 'commerce', module: 'Logistics' } },
  { path: '/payments', label: 'Payments & Financing', icon: PaymentsIcon, verifiedOnly: true, remote: { name: 'commerce', module: 'Payments' } },
  { path: '/retailer-insights', label: 'Retailer Insights', icon: InsightsIcon, verifiedOnly: true, remote: { name: 'orders', module: 'RetailerInsights' } },
  { path: '/team-access', label: 'Team Access & Roles', icon: GroupsIcon, verifiedOnly: true, remote: { name: 'support', module: 'TeamAccess' } },
  { path: '/document-center', label: 'Document Center', icon: DescriptionIcon, verifiedOnly: false, remote: { name: 'documents', module: 'DocumentCenter' } },
  { path: '/support', label: 'Support & Notifications', icon: SupportAgentIcon, verifiedOnly: false, remote: { name: 'support', module: 'Support' } },
];
