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

/** The sidebar's icon for each page of the route table (apart, so the route table stays free of icons). */
export const ROUTE_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  '/': DashboardIcon,
  '/order-management': ReceiptLongIcon,
  '/product-catalog': Inventory2Icon,
  '/pricing-offers': LocalOfferIcon,
  '/logistics': LocalShippingIcon,
  '/payments': PaymentsIcon,
  '/retailer-insights': InsightsIcon,
  '/team-access': GroupsIcon,
  '/document-center': DescriptionIcon,
  '/support': SupportAgentIcon,
};
