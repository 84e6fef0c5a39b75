import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { ProductCategory, ProductStatus, StockStatus } from '../../../platform/schemas/domain.ts';

export const Image = Type.Object({ _id: Type.String(), url: Type.String(), contentType: Type.String() });

export const Product = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  category: ref(ProductCategory),
  price: Type.Number(),
  costPrice: Type.Union([Type.Number(), Type.Null()]),
  stockQuantity: Type.Integer(),
  minStockLevel: Type.Integer(),
  description: Type.String(),
  seasonal: Type.Boolean(),
  status: ref(ProductStatus),
  stockStatus: ref(StockStatus),
  images: Type.Array(Image),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const ProductSummary = Type.Object({
  totalProducts: Type.Integer(),
  activeProducts: Type.Integer(),
  pendingReviewProducts: Type.Integer(),
  lowStockProducts: Type.Integer(),
  outOfStockProducts: Type.Integer(),
});

export type Product = Static<typeof Product>;
