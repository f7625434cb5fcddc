import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditPage, AuditQuery } from '@tm/shared/contract/data-rights';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/data-rights';

type Row = typeof auditLog.$inferSelect;

const toEntry = (r: Row) => ({ ...r, at: r.at.toISOString() });

/** Cursor: the last row's instant and id (keyset paging on audit_log_at_idx, newest first). */
const encodeCursor = (r: Row) => Buffer.from(`${r.at.toISOString()}|${r.id}`).toString('base64url');
function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const when = new Date(at ?? '');
  return id && /^[0-9a-f-]{36}$/.test(id) && !Number.isNaN(when.getTime())
    ? { at: when, id }
    : null;
}

function filters(q: Omit<AuditQuery, 'limit' | 'before'>): SQL | undefined {
  return and(
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.targetId ? eq(auditLog.targetId, q.targetId) : undefined,
    q.from ? gte(auditLog.at, new Date(q.from)) : undefined,
    q.to ? lte(auditLog.at, new Date(q.to)) : undefined,
  );
}

/** GET /api/admin/audit: filtered, newest first, paged by cursor in the database. */
export async function listAudit(db: Db, q: AuditQuery): Promise<AuditPage> {
  const cursor = q.before ? decodeCursor(q.before) : null;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        filters(q),
        cursor
          ? or(
              lt(auditLog.at, cursor.at),
              and(eq(auditLog.at, cursor.at), lt(auditLog.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    entries: page.map(toEntry),
    next: rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

const CSV_COLUMNS = [
  'at',
  'actorId',
  'actorRole',
  'actorEmail',
  'action',
  'targetType',
  'targetId',
  'ip',
  'detail',
] as const;

/** One CSV field: quoted, quotes doubled; a leading = + - @ is defused for spreadsheets. */
function csvField(value: unknown): string {
  let text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** GET /api/admin/audit.csv: the same filters, up to 50,000 rows, newest first. */
export async function auditCsv(db: Db, q: Omit<AuditQuery, 'limit' | 'before'>): Promise<string> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(filters(q))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50_000);
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const e = toEntry(r) as Record<string, unknown>;
    lines.push(CSV_COLUMNS.map((c) => csvField(e[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const auditCount = (db: Db) => db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
