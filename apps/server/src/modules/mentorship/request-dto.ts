// The wire form of research and consultation requests for the admin lists (spec §3 field names),
// with the follow-up state: the 24-hour contact promise, the mentor and the document.
import { inArray } from 'drizzle-orm';
import { RESEARCH_CONTACT_PROMISE_HOURS } from '@tm/shared/constants/mentorship';
import { consultationCallPath } from '@tm/shared/call/consultation-call';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import type { consultationRequests, researchRequests } from '../../db/schema/mentorship';
import { users } from '../../db/schema/users';
import { privateFileUrl } from '../../lib/file-url';
import type { ConsultationWire, ResearchRequestWire } from '@tm/shared/schemas/mentorship-requests';

type ResearchRow = typeof researchRequests.$inferSelect;
type ConsultationRow = typeof consultationRequests.$inferSelect;

type Common = ResearchRow | ConsultationRow;

async function lookups(db: Db, rows: Common[]) {
  const fileIds = rows.map((r) => r.documentFileId).filter((x): x is string => Boolean(x));
  const mentorIds = rows.map((r) => r.mentorId).filter((x): x is string => Boolean(x));
  const [fileRows, mentorRows] = await Promise.all([
    fileIds.length ? db.select().from(files).where(inArray(files.id, fileIds)) : [],
    mentorIds.length
      ? db
          .select({ id: users.id, fullName: users.fullName, email: users.email })
          .from(users)
          .where(inArray(users.id, mentorIds))
      : [],
  ]);
  return {
    file: new Map(fileRows.map((f) => [f.id, f])),
    mentor: new Map(mentorRows.map((m) => [m.id, m])),
  };
}

function followUp(r: Common, l: Awaited<ReturnType<typeof lookups>>, now: Date) {
  const due = new Date(r.createdAt.getTime() + RESEARCH_CONTACT_PROMISE_HOURS * 3600_000);
  const m = r.mentorId ? l.mentor.get(r.mentorId) : undefined;
  const f = r.documentFileId ? l.file.get(r.documentFileId) : undefined;
  return {
    contacted: Boolean(r.contactedAt),
    contactedAt: r.contactedAt?.toISOString() ?? null,
    contactNote: r.contactNote,
    mentor: m ? { _id: m.id, fullName: m.fullName ?? '', email: m.email } : null,
    createdAt: r.createdAt.toISOString(),
    contactDueAt: due.toISOString(),
    contactMsLeft: due.getTime() - now.getTime(),
    document: f
      ? {
          _id: f.id,
          name: f.originalName,
          url: privateFileUrl(f.id),
          mimeType: f.mimeType,
          size: f.sizeBytes,
        }
      : null,
  };
}

export async function researchWire(db: Db, rows: ResearchRow[], now = new Date()) {
  const l = await lookups(db, rows);
  return rows.map((r): ResearchRequestWire => ({
    _id: r.id,
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    country: r.country,
    researchArea: r.researchArea,
    currentStage: r.currentStage,
    supportNeeded: r.supportNeeded,
    otherSupport: r.otherSupport,
    deadline: r.deadline,
    ...followUp(r, l, now),
  }));
}

export async function consultationWire(db: Db, rows: ConsultationRow[], now = new Date()) {
  const l = await lookups(db, rows);
  return rows.map((r): ConsultationWire => ({
    _id: r.id,
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    university: r.university,
    country: r.country,
    phdStage: r.phdStage,
    researchTitle: r.researchTitle,
    researchDescription: r.researchDescription,
    guidanceAreas: r.guidanceAreas,
    otherGuidance: r.otherGuidance,
    sessionType: r.sessionType,
    sessionDate: r.sessionDate,
    sessionTime: r.sessionTime,
    startsAt: r.startsAt.toISOString(),
    durationMinutes: r.durationMinutes,
    price: r.amountMinor / 100,
    currency: r.currency,
    status: r.status,
    orderId: r.providerOrderId,
    paymentId: r.providerPaymentId,
    paidAt: r.paidAt?.toISOString() ?? null,
    paidAmount: r.status === 'pending' ? null : r.amountMinor / 100,
    // The session's call once a mentor is assigned: the path of the requester's join link.
    videoLink: r.callKey && r.mentorId ? consultationCallPath(r.id, r.callKey) : null,
    ...followUp(r, l, now),
  }));
}
