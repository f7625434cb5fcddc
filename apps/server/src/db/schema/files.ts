import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every uploaded file. `kind` decides who may read it: photo and blog_image are public;
 * resume, certificate, govt_id and address_proof only to their owner and admins; message_attachment
 * only through its conversation (modules/messages/read-attachment.ts).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: [
        'photo',
        'resume',
        'certificate',
        'govt_id',
        'address_proof',
        'blog_image',
        'research_document',
        'consultation_document',
        'message_attachment',
      ],
    }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_kind_idx').on(t.ownerId, t.kind)],
);
