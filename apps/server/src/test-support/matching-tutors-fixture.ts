// Two verified online tutors of one subject and level, free every evening, for the "share your
// need" journey (no two demo tutors share a subject, level and mode).
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { createTutor } from '../seed/factories';

export async function createMatchingTutors(db: Db) {
  const subject = 'Physics (Class 11-12)';
  const tag = crypto.randomBytes(3).toString('hex');
  const tutors = [];
  for (const [name, rating] of [
    ['Asha Menon', 4.9],
    ['Bala Krishnan', 4.2],
  ] as const) {
    const { user } = await createTutor(db, {
      user: { fullName: name, email: `${name.split(' ')[0]!.toLowerCase()}.${tag}@example.test` },
      profile: {
        category: 'School (CBSE)',
        subcategories: [subject],
        tutoringModes: ['Online Tutoring'],
        avlDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        avlTime: ['15-18', '18-21'],
        ratingAvg: rating,
        ratingCount: 10,
        ratingSum: Math.round(rating * 10),
      },
    });
    tutors.push({ id: user.id, email: user.email, fullName: user.fullName });
  }
  return { subject, category: 'School (CBSE)', tutors };
}
