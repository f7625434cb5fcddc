// Who may see or download a data export: its owner only. Not even an admin: the ZIP holds every
// document and message of the person, and an admin's own tools already show what they need.
// Anyone else hears "not found", as for an id that does not exist (docs/decisions/access.md).
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { DATA_RIGHTS_MESSAGES } from '@tm/shared/constants/data-rights';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema/data-rights';
import type { Viewer } from './booking-access';

export type DataExportRow = typeof dataExports.$inferSelect;

export function dataExportAccess(
  viewer: Viewer,
  row: Pick<DataExportRow, 'userId'> | null | undefined,
): 'own' | 'none' {
  return row && row.userId === viewer.id ? 'own' : 'none';
}

/** The one loader: the export, if the viewer owns it; otherwise 404. */
export async function loadDataExportFor(opts: {
  db: Db;
  viewer: Viewer;
  exportId: string;
}): Promise<DataExportRow> {
  const [row] = await opts.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, opts.exportId), eq(dataExports.userId, opts.viewer.id)))
    .limit(1);
  if (dataExportAccess(opts.viewer, row) === 'none')
    throw new AppError('NOT_FOUND', DATA_RIGHTS_MESSAGES.exportNotFound);
  return row!;
}

/** The viewer's own exports (list filter in SQL). */
export const whereExportOwner = (viewer: Viewer) => eq(dataExports.userId, viewer.id);
