-- Global search (issue 19): the top bar matches retailers by city as well as by name. Names already
-- have a trigram index (012); orders (number, retailer) and products (name, SKU) have theirs since 001.
CREATE INDEX retailers_city_trgm_idx ON retailers USING gin (lower(city) gin_trgm_ops);
