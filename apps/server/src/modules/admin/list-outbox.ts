// GET /api/admin/outbox: the emails the product sent or recorded, newest first (mail port's
// local default keeps them here instead of sending).
import { desc, sql } from 'drizzle-orm';
import type { OutboxQuery } from '@tm/shared/schemas/admin-tutors';
import type { OutboxPage } from '@tm/shared/contract/admin';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export async function listOutbox(opts: { db: Db } & OutboxQuery): Promise<OutboxPage> {
  const { db, page, limit } = opts;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
  ]);
  const total = count?.n ?? 0;
  return {
    messages: rows.map((r) => ({
      _id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      transport: r.transport,
      status: r.status,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
    })),
    pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}
