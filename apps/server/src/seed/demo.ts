import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { blogs } from '../db/schema/content';
import { createAdmin, createStudent, createTutor, createUser } from './factories';
import { SEED_BLOGS } from './content';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoBookings } from './demo-bookings';

const byEmail = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;

type TutorSeed = {
  email: string;
  fullName: string;
  gender: 'Male' | 'Female';
  city: string;
  state: string;
  country?: string;
  modes: string[];
  category: string;
  subjects: string[];
  level: string;
  ageGroups?: string[];
  min: number;
  max: number;
  currency?: 'INR' | 'USD';
  experience: number;
  days: string[];
  times: string[];
  duration: string;
  headline: string;
  bio: string;
  languages: string[];
  pincodes?: string;
  status?: 'verified' | 'pending' | 'rejected';
  rejectionReason?: string | null;
  qualification?: string;
  timezone?: string;
};

const TUTORS: TutorSeed[] = [
  {
    email: 'ananya.iyer@example.in',
    fullName: 'Ananya Iyer',
    gender: 'Female',
    city: 'Bengaluru',
    state: 'Karnataka',
    modes: ['Home Tutoring', 'Online Tutoring'],
    category: 'School (CBSE)',
    subjects: ['Mathematics (Class 9-10)', 'Mathematics (Class 11-12)', 'Science (Class 9-10)'],
    level: 'Grade/Class',
    ageGroups: ['Teens (13–18)'],
    min: 600,
    max: 1200,
    experience: 8,
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    times: ['15-18', '18-21'],
    duration: '60 min',
    headline: 'CBSE Maths specialist: board exam confidence in 12 weeks',
    bio: 'I have taught CBSE mathematics for eight years at a Bengaluru school and privately. I focus on concepts first, then timed practice with past papers, and I share a weekly progress note with parents.',
    languages: ['English', 'Hindi', 'Tamil'],
    pincodes: '560001,560034,560076',
    qualification: 'Post Graduate',
  },
  {
    email: 'rahul.verma@example.in',
    fullName: 'Rahul Verma',
    gender: 'Male',
    city: 'New Delhi',
    state: 'Delhi',
    modes: ['Online Tutoring'],
    category: 'Competitive Exams',
    subjects: ['JEE Main', 'JEE Advanced'],
    level: 'Advanced',
    ageGroups: [],
    min: 1500,
    max: 3000,
    experience: 11,
    days: ['Sat', 'Sun', 'Wed'],
    times: ['9-12', '18-21'],
    duration: '60 min',
    headline: 'IIT alumnus teaching JEE Physics the intuitive way',
    bio: 'B.Tech from IIT Delhi with eleven years of JEE coaching. I teach Physics through problem solving and build exam temperament with weekly mock tests and detailed analysis.',
    languages: ['English', 'Hindi'],
    qualification: 'Graduate',
  },
  {
    email: 'meera.nair@example.in',
    fullName: 'Meera Nair',
    gender: 'Female',
    city: 'Ernakulam', // Kochi; the lookups (country-state-city) list it as Ernakulam or Cochin
    state: 'Kerala',
    modes: ['Online Tutoring'],
    category: 'Languages',
    subjects: ['English', 'Malayalam'],
    level: 'Beginner',
    ageGroups: [],
    min: 400,
    max: 800,
    experience: 3,
    days: ['Mon', 'Thu'],
    times: ['18-21'],
    duration: '45 min',
    headline: 'Spoken English for beginners and working professionals',
    bio: 'I help learners speak English fluently through conversation practice, pronunciation drills and real-life role plays.',
    languages: ['English', 'Malayalam'],
    status: 'pending',
  },
  {
    email: 'arjun.das@example.in',
    fullName: 'Arjun Das',
    gender: 'Male',
    city: 'Kolkata',
    state: 'West Bengal',
    modes: ['At Tutor Place'],
    category: 'Music',
    subjects: ['Guitar'],
    level: 'Beginner',
    ageGroups: [],
    min: 500,
    max: 900,
    experience: 2,
    days: ['Sat'],
    times: ['12-15'],
    duration: '60 min',
    headline: 'Guitar lessons',
    bio: 'Guitar lessons for beginners.',
    languages: ['Bengali', 'English'],
    status: 'rejected',
    rejectionReason:
      'The government ID you uploaded is not readable. Please upload a clear scan of your Aadhaar or PAN card.',
  },
  {
    email: 'priya.menon@example.in',
    fullName: 'Priya Menon',
    gender: 'Female',
    city: 'Bengaluru',
    state: 'Karnataka',
    modes: ['Home Tutoring'],
    category: 'School (ICSE/ISC)',
    subjects: ['Physics (Class 9-10)', 'Chemistry (Class 9-10)'],
    level: 'Grade/Class',
    ageGroups: ['Teens (13–18)'],
    min: 700,
    max: 1000,
    experience: 6,
    days: ['Mon', 'Wed', 'Fri', 'Sat'],
    times: ['15-18'],
    duration: '60 min',
    headline: 'ICSE Physics and Chemistry at home in South Bengaluru',
    bio: 'Former ICSE school teacher. Small, focused home sessions with lab-style demonstrations and chapter-wise worksheets.',
    languages: ['English', 'Malayalam', 'Kannada'],
    pincodes: '560041,560069,560078',
  },
  {
    email: 'karthik.reddy@example.in',
    fullName: 'Karthik Reddy',
    gender: 'Male',
    city: 'Hyderabad',
    state: 'Telangana',
    modes: ['Online Tutoring', 'At Tutor Place'],
    category: 'Coding & Computers',
    subjects: ['Python', 'Data Structures & Algorithms', 'Web Development'],
    level: 'Intermediate',
    ageGroups: [],
    min: 1000,
    max: 2000,
    experience: 7,
    days: ['Tue', 'Thu', 'Sat', 'Sun'],
    times: ['18-21', '21-24'],
    duration: 'Flexible',
    headline: 'Software engineer teaching Python and DSA for placements',
    bio: 'Senior engineer at a product company. I teach Python, DSA and web development with real projects and mock interviews for campus placements.',
    languages: ['English', 'Telugu', 'Hindi'],
  },
  {
    email: 'sneha.kulkarni@example.in',
    fullName: 'Sneha Kulkarni',
    gender: 'Female',
    city: 'Pune',
    state: 'Maharashtra',
    modes: ['Online Tutoring'],
    category: 'Music',
    subjects: ['Hindustani Vocal', 'Keyboard'],
    level: 'Beginner',
    ageGroups: ['Kids (5–12)', 'Adults (Hobby Learners)'],
    min: 500,
    max: 800,
    experience: 9,
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    times: ['6-9', '18-21'],
    duration: '45 min',
    headline: 'Hindustani vocal for children and hobby learners',
    bio: 'Visharad in Hindustani classical music. Gentle, structured lessons in raag basics, bhajans and film songs.',
    languages: ['Marathi', 'Hindi', 'English'],
  },
  {
    email: 'farhan.khan@example.in',
    fullName: 'Farhan Khan',
    gender: 'Male',
    city: 'Bengaluru',
    state: 'Karnataka',
    modes: ['Home Tutoring', 'At Tutor Place', 'Online Tutoring'],
    category: 'Competitive Exams',
    subjects: ['NEET', 'KCET'],
    level: 'Advanced',
    ageGroups: ['Teens (13–18)'],
    min: 1200,
    max: 2500,
    experience: 10,
    days: ['Mon', 'Wed', 'Fri', 'Sun'],
    times: ['6-9', '18-21'],
    duration: '60 min',
    headline: 'NEET Biology mentor with 10 years of results',
    bio: 'MSc Zoology, ten years coaching NEET and KCET aspirants. NCERT-line-by-line method with daily MCQ practice.',
    languages: ['English', 'Urdu', 'Kannada', 'Hindi'],
    pincodes: '560045,560043',
  },
  {
    email: 'lakshmi.rao@example.in',
    fullName: 'Lakshmi Rao',
    gender: 'Female',
    city: 'Mysuru',
    state: 'Karnataka',
    modes: ['Online Tutoring'],
    category: 'School (State Board - Karnataka)',
    subjects: ['Mathematics (SSLC)', 'Science (SSLC)', 'Kannada (First Language)'],
    level: 'Grade/Class',
    ageGroups: ['Teens (13–18)'],
    min: 300,
    max: 500,
    experience: 15,
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    times: ['15-18'],
    duration: '60 min',
    headline: 'SSLC Maths and Science in Kannada and English',
    bio: 'Retired government high-school teacher. Patient explanations in Kannada or English, with chapter tests every fortnight.',
    languages: ['Kannada', 'English'],
  },
  {
    email: 'daniel.thomas@example.in',
    fullName: 'Daniel Thomas',
    gender: 'Male',
    city: 'Chennai',
    state: 'Tamil Nadu',
    modes: ['Online Tutoring'],
    category: 'Languages',
    subjects: ['French', 'English'],
    level: 'Intermediate',
    ageGroups: [],
    min: 800,
    max: 1500,
    experience: 5,
    days: ['Sat', 'Sun'],
    times: ['9-12', '12-15'],
    duration: '60 min',
    headline: 'French DELF A1–B2 preparation',
    bio: 'DALF C1 certified. I prepare students for DELF exams and school French with conversation-first lessons.',
    languages: ['English', 'French', 'Tamil'],
  },
  {
    email: 'aisha.siddiqui@example.in',
    fullName: 'Aisha Siddiqui',
    gender: 'Female',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    modes: ['Online Tutoring'],
    category: 'Arts & Dance',
    subjects: ['Kathak'],
    level: 'Beginner',
    ageGroups: ['Kids (5–12)', 'Teens (13–18)'],
    min: 600,
    max: 1000,
    experience: 12,
    days: ['Tue', 'Thu', 'Sat'],
    times: ['15-18', '18-21'],
    duration: '45 min',
    headline: 'Kathak from the Lucknow gharana',
    bio: 'Trained in the Lucknow gharana for twenty years. Footwork, tatkar and expression for beginners.',
    languages: ['Hindi', 'Urdu', 'English'],
  },
  {
    email: 'rohan.mehta@example.in',
    fullName: 'Rohan Mehta',
    gender: 'Male',
    city: 'Mumbai',
    state: 'Maharashtra',
    modes: ['Online Tutoring'],
    category: 'Competitive Exams',
    subjects: ['CAT', 'GRE'],
    level: 'Advanced',
    ageGroups: ['College Students', 'Working Professionals'],
    min: 2500,
    max: 4500,
    experience: 9,
    days: ['Sat', 'Sun'],
    times: ['9-12', '18-21'],
    duration: '60 min',
    headline: 'IIM alumnus: CAT Quant and DILR that sticks',
    bio: 'CAT 99.9 percentile, IIM Ahmedabad. I coach Quant and DILR with personalised mock analysis.',
    languages: ['English', 'Hindi', 'Gujarati'],
  },
  {
    email: 'divya.shetty@example.in',
    fullName: 'Divya Shetty',
    gender: 'Female',
    city: 'Bengaluru',
    state: 'Karnataka',
    modes: ['Home Tutoring', 'Online Tutoring'],
    category: 'School (CBSE)',
    subjects: ['English (Class 1-5)', 'Mathematics (Class 1-5)'],
    level: 'Grade/Class',
    ageGroups: ['Kids (5–12)'],
    min: 400,
    max: 700,
    experience: 4,
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    times: ['15-18'],
    duration: '45 min',
    headline: 'Primary English and Maths with phonics and play',
    bio: 'Montessori-trained primary teacher. Phonics, reading habits and number sense through games and worksheets.',
    languages: ['English', 'Kannada', 'Tulu'],
    pincodes: '560102,560103',
  },
  {
    email: 'suresh.babu@example.in',
    fullName: 'Suresh Babu',
    gender: 'Male',
    city: 'Bengaluru',
    state: 'Karnataka',
    modes: ['Online Tutoring', 'At Tutor Place'],
    category: 'School (CBSE)',
    subjects: ['Mathematics (Class 9-10)', 'Mathematics (Class 11-12)'],
    level: 'Grade/Class',
    ageGroups: ['Teens (13–18)'],
    min: 500,
    max: 900,
    experience: 12,
    days: ['Tue', 'Thu', 'Sat', 'Sun'],
    times: ['6-9', '18-21'],
    duration: '60 min',
    headline: 'Class 10 and 12 Maths: clear steps, fewer careless errors',
    bio: 'Twelve years teaching CBSE mathematics. I break every chapter into solved patterns, then drill with sample papers until students can finish with time to spare.',
    languages: ['English', 'Kannada', 'Telugu'],
  },
  {
    email: 'kavya.hegde@example.in',
    fullName: 'Kavya Hegde',
    gender: 'Female',
    city: 'Bengaluru',
    state: 'Karnataka',
    modes: ['Home Tutoring', 'Online Tutoring'],
    category: 'School (CBSE)',
    subjects: ['Science (Class 9-10)', 'Mathematics (Class 9-10)'],
    level: 'Grade/Class',
    ageGroups: ['Teens (13–18)'],
    min: 450,
    max: 800,
    experience: 5,
    days: ['Mon', 'Wed', 'Fri'],
    times: ['15-18', '18-21'],
    duration: '45 min',
    headline: 'Science and Maths for Class 9–10 with diagrams and daily practice',
    bio: 'Engineer turned teacher. I explain physics, chemistry and biology chapters with simple diagrams and short daily practice sets, and keep parents updated every week.',
    languages: ['English', 'Kannada', 'Hindi'],
    pincodes: '560011,560070',
  },
  {
    email: 'emily.carter@example.com',
    fullName: 'Emily Carter',
    gender: 'Female',
    city: 'Austin',
    state: 'Texas',
    country: 'United States',
    modes: ['Online Tutoring'],
    category: 'Languages',
    subjects: ['English'],
    level: 'Advanced',
    ageGroups: ['College Students', 'Working Professionals'],
    min: 20,
    max: 40,
    currency: 'USD',
    experience: 6,
    days: ['Mon', 'Wed'],
    times: ['6-9'],
    duration: '60 min',
    headline: 'IELTS and academic English with a native speaker',
    bio: 'CELTA-certified teacher. IELTS writing and speaking with band-score feedback.',
    languages: ['English'],
    timezone: 'America/Chicago',
  },
];

const STUDENTS = [
  {
    email: 'riya.sharma@example.in',
    studentType: 'student' as const,
    category: 'School (CBSE)',
    subjects: ['Mathematics (Class 9-10)'],
    modes: ['Online Tutoring', 'Home Tutoring'],
    pincodes: '560034',
  },
  {
    email: 'vikram.parent@example.in',
    studentType: 'parent' as const,
    category: 'School (ICSE/ISC)',
    subjects: ['Physics (Class 9-10)'],
    modes: ['Home Tutoring'],
    pincodes: '560041',
  },
];

/** True when the database has no users yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * A coherent demo: admin, students, verified/pending/rejected tutors, blogs, bookings. The catalogue
 * and the policy pages are reference data from the migrations, there before this runs.
 */
export async function seedDemo(db: Db): Promise<{ tutors: number; students: number }> {
  await createAdmin(db, {
    email: 'admin@tutorsplace.in',
    fullName: byEmail('admin@tutorsplace.in').fullName,
  });

  for (const s of STUDENTS) {
    await createStudent(db, {
      user: { email: s.email, fullName: byEmail(s.email).fullName },
      profile: {
        studentType: s.studentType,
        category: s.category,
        subcategories: s.subjects,
        tutoringModes: s.modes,
        pincodes: s.pincodes,
      },
    });
  }
  await createUser(db, {
    role: 'student',
    email: 'new.student@example.in',
    fullName: byEmail('new.student@example.in').fullName,
  });

  const day = 24 * 3600_000;
  let i = 0;
  for (const t of TUTORS) {
    const submittedAt = new Date(Date.now() - (TUTORS.length - i++) * 3 * day);
    const status = t.status ?? 'verified';
    await createTutor(db, {
      user: { email: t.email, fullName: t.fullName, createdAt: submittedAt },
      profile: {
        gender: t.gender,
        country: t.country ?? 'India',
        state: t.state,
        city: t.city,
        timezone: t.timezone ?? 'Asia/Kolkata',
        tutoringModes: t.modes,
        category: t.category,
        subcategories: t.subjects,
        teachingLevel: t.level,
        ageGroups: t.ageGroups ?? [],
        teachingExperience: t.experience,
        highestQualification: t.qualification ?? 'Post Graduate',
        avlDays: t.days,
        avlTime: t.times,
        classDuration: t.duration,
        headline: t.headline,
        bio: t.bio,
        languages: t.languages,
        pincodes: t.pincodes ?? null,
        currency: t.currency ?? 'INR',
        minHourChargeMinor: t.min * 100,
        maxHourChargeMinor: t.max * 100,
        verificationStatus: status,
        rejectionReason: t.rejectionReason ?? null,
        submittedAt,
        reviewedAt: status === 'pending' ? null : new Date(submittedAt.getTime() + day),
        createdAt: submittedAt,
      },
    });
  }

  for (const b of SEED_BLOGS) {
    await db
      .insert(blogs)
      .values({
        slug: b.slug,
        title: b.title,
        description: b.description,
        content: b.content,
        published: true,
        postedAt: new Date(b.postedAt),
      })
      .onConflictDoNothing({ target: blogs.slug });
  }
  await seedDemoBookings(db);
  return { tutors: TUTORS.length, students: STUDENTS.length + 1 };
}

/**
 * Drops every table the app owns and the migrations' record of them (for `npm run seed -- --reset`):
 * migrating again afterwards gives a new database, reference data included.
 */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await db.execute(sql.raw('drop schema public cascade'));
  await db.execute(sql.raw('create schema public'));
}
