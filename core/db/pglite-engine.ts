import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { EmbeddedStart } from './embedded-engine.ts';
import { typeParsers } from './type-parsers.ts';

/** PGlite as the portal configures it, on whichever thread calls this. */
export function createPGlite(start: EmbeddedStart): Promise<PGlite> {
  return PGlite.create({
    dataDir: start.dataDir,
    parsers: typeParsers,
    // Trigram indexes serve the lists' `ilike '%word%'` search, as on PostgreSQL.
    extensions: { pg_trgm },
    ...(start.loadDataDir ? { loadDataDir: start.loadDataDir } : {}),
  });
}
