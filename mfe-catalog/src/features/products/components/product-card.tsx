import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { StatusChip, ltr, formatNumber, formatPKR, useCan, productPath } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import { categoryLabel, stockStatusLabel } from '../constants';
import { useCatalogTranslation } from '../../../locales/i18n';
import type { Product } from '../api/get-products';
import { LoadingImage } from './loading-image';

export interface ProductCardProps {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Spec 2: name, SKU, category badge, stock badge, price in PKR and stock quantity; the first image as thumbnail. */
export function ProductCard({ product, onEdit, onDelete }: ProductCardProps) {
  const { t } = useCatalogTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const thumb = product.images[0];
  const menuId = `product-menu-${product._id}`;
  // Both of the menu's items change the catalog: for other roles the menu is not there at all.
  const canChange = useCan('catalog');
  return (
    <Card component="article" aria-label={product.name} data-testid="product-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {thumb ? (
          <LoadingImage key={thumb.url} src={thumb.url} alt={t('product.thumbnail', { name: product.name })} fit="cover" lazy />
        ) : (
          <ImageOutlined titleAccess={t('product.noImage')} sx={{ fontSize: 40, color: 'text.disabled' }} />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={productPath(product._id)} color="inherit" underline="hover">
                {product.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('product.sku', { sku: ltr(product.sku) })}
            </Typography>
          </Box>
          {canChange ? (
            <>
              <IconButton
                aria-label={t('product.actionsFor', { name: product.name })}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                size="small"
                onClick={(e) => setAnchor(e.currentTarget)}
                sx={{ mt: -0.5, mr: -1 }}
              >
                <MoreVert />
              </IconButton>
              <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    onEdit(product);
                  }}
                >
                  <ListItemIcon>
                    <EditOutlined fontSize="small" />
                  </ListItemIcon>
                  {t('product.edit')}
                </MenuItem>
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    onDelete(product);
                  }}
                  sx={{ color: 'error.main' }}
                >
                  <ListItemIcon sx={{ color: 'inherit' }}>
                    <DeleteOutline fontSize="small" />
                  </ListItemIcon>
                  {t('product.delete')}
                </MenuItem>
              </Menu>
            </>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" variant="outlined" label={categoryLabel(product.category, t)} data-testid="category-badge" />
          <StatusChip kind="stock" status={product.stockStatus} label={stockStatusLabel(product.stockStatus, t)} data-testid="stock-badge" />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mt: 'auto', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="product-price">
            {formatPKR(product.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="product-stock">
            {t('product.stock', { quantity: formatNumber(product.stockQuantity) })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
