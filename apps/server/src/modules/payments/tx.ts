import type { Db } from '../../db/client';

/** A transaction handle (what `db.transaction` passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
