import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The locator's migration creates these extensions; PGlite must load their code first. */
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };
