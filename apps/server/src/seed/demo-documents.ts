// Sample documents for the demo tutors awaiting review, so the admin queue shows something to
// open. Runs after the file store exists (the demo seed itself only has the database) and only
// adds documents to demo tutors who are pending and have none: safe to run on every start.
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tutorDocuments, tutorProfiles } from '../db/schema/tutor-profiles';
import { users } from '../db/schema/users';
import type { FileStore } from '../ports/files';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { createTutorDocuments } from './factories';

export async function seedDemoDocuments(db: Db, store: FileStore): Promise<number> {
  const demoTutorEmails = DEMO_ACCOUNTS.filter((a) => a.role === 'tutor').map((a) => a.email);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(
      and(
        inArray(users.email, demoTutorEmails),
        eq(tutorProfiles.verificationStatus, 'pending'),
        notExists(
          db
            .select({ one: tutorDocuments.id })
            .from(tutorDocuments)
            .where(eq(tutorDocuments.tutorId, users.id)),
        ),
      ),
    );
  for (const r of rows)
    await createTutorDocuments(db, store, r.id, { certificates: 2, govt_ids: 1, resume: true });
  return rows.length;
}
