import type { DemoAccount } from '@tm/shared/schemas/user';

/** Accounts the demo seed creates; the dev sign-in screen offers to continue as them. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@tutorsplace.in',
    fullName: 'Asha Admin',
    role: 'admin',
    note: 'Verifies tutors, edits blogs and policy pages',
  },
  {
    email: 'riya.sharma@example.in',
    fullName: 'Riya Sharma',
    role: 'student',
    note: 'Student, Bengaluru, profile complete',
  },
  {
    email: 'vikram.parent@example.in',
    fullName: 'Vikram Rao',
    role: 'student',
    note: 'Parent, Bengaluru, profile complete',
  },
  {
    email: 'new.student@example.in',
    fullName: 'Neha Kapoor',
    role: 'student',
    note: 'Student who has not completed the profile',
  },
  {
    email: 'ananya.iyer@example.in',
    fullName: 'Ananya Iyer',
    role: 'tutor',
    note: 'Verified tutor: Maths, home and online, Bengaluru',
  },
  {
    email: 'rahul.verma@example.in',
    fullName: 'Rahul Verma',
    role: 'tutor',
    note: 'Verified tutor: Physics, online, Delhi',
  },
  {
    email: 'meera.nair@example.in',
    fullName: 'Meera Nair',
    role: 'tutor',
    note: 'Tutor awaiting verification',
  },
  {
    email: 'arjun.das@example.in',
    fullName: 'Arjun Das',
    role: 'tutor',
    note: 'Tutor whose profile was rejected',
  },
];
