import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Product Catalog Management';

export default function ProductCatalogPage() {
  return <PageHeader title={TITLE} subtitle="Manage your products, stock and prices." />;
}
