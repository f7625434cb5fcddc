// Test data for the messages journeys (e2e): a verified tutor and a student with a completed
// profile who have never met (no booking, no conversation). Reachable only through the
// test-support route (NODE_ENV=test).
import type { Db } from '../db/client';
import { createStudent, createTutor } from '../seed/factories';

export async function createMessagingPair(db: Db) {
  const tag = Math.random().toString(36).slice(2, 8);
  const tutor = await createTutor(db, {
    user: { fullName: `Meera Tutor ${tag}`, email: `msg.tutor.${tag}@example.test` },
  });
  const student = await createStudent(db, {
    user: { fullName: `Arjun Student ${tag}`, email: `msg.student.${tag}@example.test` },
  });
  const person = (u: { id: string; email: string; fullName: string }) => ({
    id: u.id,
    email: u.email,
    fullName: u.fullName,
  });
  return { tutor: person(tutor.user), student: person(student.user) };
}
