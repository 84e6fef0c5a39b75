-- Issue 36: every sort of the order list, filtered by status or not, walks an index that ends in the
-- row id, so a page by cursor (keyset) starts where the last ended and a page by number skips its
-- rows inside the index alone (an index-only scan). The status index lacked the id and any total.
CREATE INDEX orders_seller_status_date_id_idx ON orders (seller_id, status, order_date DESC, id DESC);
CREATE INDEX orders_seller_status_total_idx ON orders (seller_id, status, total_paisa DESC, id DESC);
DROP INDEX orders_seller_status_date_idx;
