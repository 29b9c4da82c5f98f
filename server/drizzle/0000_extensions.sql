-- Trigram search on products.search_text (see products_search_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
