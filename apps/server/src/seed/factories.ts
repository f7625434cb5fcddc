// Factories used by the demo seed and by tests alike (house style: one way to make data).
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { tutorProfiles } from '../db/schema/tutor-profiles';
import { studentProfiles } from '../db/schema/student-profiles';
import { blogs, pages } from '../db/schema/content';
import { bookings } from '../db/schema/bookings';
import { addDays, addMinutesToTime, bookingSessions } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { LIMITS } from '@tm/shared/constants/marketplace';
import { bookingPrice } from '@tm/shared/rules/booking-price';
import { refreshTutorPriceInr } from '../modules/tutors/price-inr';
import { files } from '../db/schema/files';
import { tutorDocuments } from '../db/schema/tutor-profiles';
import type { FileStore } from '../ports/files';
import { samplePdf } from './sample-files';

type NewUser = typeof users.$inferInsert;
type NewTutorProfile = Omit<typeof tutorProfiles.$inferInsert, 'userId'>;
type NewStudentProfile = Omit<typeof studentProfiles.$inferInsert, 'userId'>;

function uniqueEmail(prefix: string) {
  return `${prefix}.${crypto.randomBytes(4).toString('hex')}@example.test`;
}

export async function createUser(db: Db, overrides: Partial<NewUser> & { role: NewUser['role'] }) {
  const [row] = await db
    .insert(users)
    .values({ email: uniqueEmail(overrides.role), fullName: 'Test User', ...overrides })
    .returning();
  return row!;
}

/** A tutor with a complete, verified profile unless overridden. */
export async function createTutor(
  db: Db,
  overrides: { user?: Partial<NewUser>; profile?: Partial<NewTutorProfile> } = {},
) {
  const user = await createUser(db, {
    role: 'tutor',
    fullName: 'Test Tutor',
    isFormSubmitted: true,
    ...overrides.user,
  });
  const [profile] = await db
    .insert(tutorProfiles)
    .values({
      userId: user.id,
      gender: 'Female',
      dateOfBirth: '1990-05-14',
      contactNumber: '9876543210',
      timezone: 'Asia/Kolkata',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      tutoringModes: ['Online Tutoring'],
      teachingLevel: 'Grade/Class',
      ageGroups: ['Teens (13–18)'],
      category: 'School (CBSE)',
      subcategories: ['Mathematics (Class 9-10)'],
      highestQualification: 'Post Graduate',
      specialization: 'Mathematics',
      teachingExperience: 5,
      currentOccupation: 'Teacher',
      studentsPerClass: 1,
      avlDays: ['Mon', 'Wed', 'Fri'],
      avlTime: ['18-21'],
      classDuration: '60 min',
      pincodes: null,
      headline: 'Patient maths tutor for board exams',
      bio: 'I help students build strong fundamentals and confidence for board exams.',
      achievement: null,
      languages: ['English', 'Hindi'],
      currency: 'INR',
      minHourChargeMinor: 50000,
      maxHourChargeMinor: 100000,
      verificationStatus: 'verified',
      submittedAt: new Date(),
      reviewedAt: new Date(),
      ...overrides.profile,
    })
    .returning();
  await refreshTutorPriceInr(db, user.id);
  return { user, profile: profile! };
}

/** A student with a complete profile unless overridden. */
export async function createStudent(
  db: Db,
  overrides: { user?: Partial<NewUser>; profile?: Partial<NewStudentProfile> | null } = {},
) {
  const user = await createUser(db, {
    role: 'student',
    fullName: 'Test Student',
    isFormSubmitted: overrides.profile !== null,
    ...overrides.user,
  });
  if (overrides.profile === null) return { user, profile: null };
  const [profile] = await db
    .insert(studentProfiles)
    .values({
      userId: user.id,
      contactNumber: '9123456780',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincodes: '560001',
      timezone: 'Asia/Kolkata',
      avlDays: ['Sat', 'Sun'],
      avlTime: ['9-12'],
      tutoringModes: ['Online Tutoring'],
      category: 'School (CBSE)',
      subcategories: ['Mathematics (Class 9-10)'],
      studentType: 'student',
      ...overrides.profile,
    })
    .returning();
  return { user, profile: profile! };
}

/** An admin; its email is at admins.example.test, which the test config lists in ADMIN_EMAILS. */
export async function createAdmin(db: Db, overrides: Partial<NewUser> = {}) {
  return createUser(db, {
    role: 'admin',
    email: `admin.${crypto.randomBytes(4).toString('hex')}@admins.example.test`,
    fullName: 'Test Admin',
    isFormSubmitted: true,
    ...overrides,
  });
}

export async function createBlog(db: Db, overrides: Partial<typeof blogs.$inferInsert> = {}) {
  const slug = overrides.slug ?? `post-${crypto.randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(blogs)
    .values({
      slug,
      title: 'A post',
      description: 'About a thing',
      content: '<p>Body</p>',
      published: true,
      postedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function upsertPage(db: Db, page: { key: string; title: string; html: string }) {
  await db
    .insert(pages)
    .values(page)
    .onConflictDoUpdate({
      target: pages.key,
      set: { title: page.title, html: page.html, updatedAt: new Date() },
    });
}

type NewBooking = typeof bookings.$inferInsert;

/**
 * A booking between a student and a tutor: by default a pending single 18:00-19:00 class
 * tomorrow in Asia/Kolkata at 600/hour. Sessions, instants and the total follow from the schedule
 * (shared rules) unless given.
 */
export async function createBooking(
  db: Db,
  overrides: Partial<NewBooking> & { studentId: string; tutorId: string },
  now = new Date(),
) {
  const timezone = overrides.timezone ?? 'Asia/Kolkata';
  const schedule = {
    sessionType: overrides.sessionType ?? 'single',
    isTrial: overrides.isTrial ?? false,
    startDate: overrides.startDate ?? addDays(todayIn(timezone, now), 1),
    endDate: overrides.endDate ?? null,
    availableDays: overrides.availableDays ?? [],
    startTime: overrides.startTime ?? '18:00',
    // A trial ends 25 minutes after its start; other bookings default to one hour.
    endTime:
      overrides.endTime ??
      addMinutesToTime(
        overrides.startTime ?? '18:00',
        overrides.isTrial ? LIMITS.trialMinutes : 60,
      ) ??
      '23:59',
    timezone,
    sessionChanges: overrides.sessionChanges ?? [],
  };
  const sessions = bookingSessions(schedule);
  const priceMinor = overrides.priceMinor ?? (schedule.isTrial ? 0 : 60000);
  const price = bookingPrice({
    pricePerHour: priceMinor / 100,
    startTime: schedule.startTime,
    endTime: schedule.endTime,
    sessions: sessions.length,
    isTrial: schedule.isTrial,
  });
  const [row] = await db
    .insert(bookings)
    .values({
      subject: 'Mathematics (Class 9-10)',
      tutoringModes: ['Online Tutoring'],
      currency: 'INR',
      status: 'pending',
      ...schedule,
      sessions: sessions.length,
      priceMinor,
      totalMinor: price?.totalMinor ?? 0,
      firstStartAt: sessions[0]?.start ?? now,
      lastEndAt: sessions[sessions.length - 1]?.end ?? now,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Real sample documents for a tutor (small generated PDFs and a PNG), stored through the file
 * store and recorded as the sign-up would: by default one certificate and one government id.
 */
export async function createTutorDocuments(
  db: Db,
  store: FileStore,
  tutorId: string,
  counts: {
    certificates?: number;
    govt_ids?: number;
    resume?: boolean;
    addressProof?: boolean;
  } = {},
) {
  const plan: Array<{
    kind: 'certificate' | 'govt_id' | 'resume' | 'address_proof';
    name: string;
    title: string;
  }> = [];
  for (let i = 0; i < (counts.certificates ?? 1); i++)
    plan.push({
      kind: 'certificate',
      name: `certificate-${i + 1}.pdf`,
      title: 'Certificate of qualification',
    });
  for (let i = 0; i < (counts.govt_ids ?? 1); i++)
    plan.push({
      kind: 'govt_id',
      name: `government-id-${i + 1}.pdf`,
      title: 'Government identity document',
    });
  if (counts.resume) plan.push({ kind: 'resume', name: 'resume.pdf', title: 'Resume' });
  if (counts.addressProof)
    plan.push({ kind: 'address_proof', name: 'address-proof.pdf', title: 'Address proof' });
  const created: Array<typeof files.$inferSelect> = [];
  for (const doc of plan) {
    const data = samplePdf([
      doc.title,
      `Sample document for tutor ${tutorId}`,
      'Generated demo data: not a real document.',
    ]);
    const key = `private/${doc.kind}/${crypto.randomUUID()}.pdf`;
    await store.put(key, data, 'application/pdf');
    const [file] = await db
      .insert(files)
      .values({
        ownerId: tutorId,
        kind: doc.kind,
        storageKey: key,
        originalName: doc.name,
        mimeType: 'application/pdf',
        sizeBytes: data.length,
      })
      .returning();
    await db.insert(tutorDocuments).values({ tutorId, fileId: file!.id, kind: doc.kind });
    created.push(file!);
  }
  return created;
}
