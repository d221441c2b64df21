import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create, loaded into every PGlite opened on them (PGlite ships contrib modules
 * as separate bundles: `create extension` fails unless the bundle is passed when the database opens).
 * pg_trgm: the trigram index behind chat search (docs/chat.md#search).
 */
export const pgliteExtensions = { pg_trgm };
