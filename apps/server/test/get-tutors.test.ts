// GET /api/get-tutors (core-marketplace §2 Student dashboard, §7, §9): every filter and sort checked
// against expectations worked out by hand from the five fixture tutors below.
import { beforeAll, describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();
const day = 24 * 3600_000;
const base = Date.now() - 30 * day;

type Fixture = {
  name: string;
  modes: string[];
  category: string;
  subjects: string[];
  min: number;
  max: number;
  days: string[];
  times: string[];
  age: number;
  text: string;
  status?: 'pending' | 'rejected';
};
// age: days after `base` the profile was created (larger = newer).
const FIXTURES: Fixture[] = [
  {
    name: 'Asha Rao',
    modes: ['Online Tutoring'],
    category: 'School (CBSE)',
    subjects: ['Mathematics (Class 9-10)', 'Science (Class 9-10)'],
    min: 300,
    max: 500,
    days: ['Mon', 'Wed'],
    times: ['6-9'],
    age: 1,
    text: 'Board exam coaching',
  },
  {
    name: 'Bala Krishnan',
    modes: ['Home Tutoring', 'Online Tutoring'],
    category: 'School (CBSE)',
    subjects: ['Physics (Class 11-12)'],
    min: 800,
    max: 1200,
    days: ['Sat', 'Sun'],
    times: ['18-21'],
    age: 2,
    text: 'Concepts through experiments',
  },
  {
    name: 'Chitra Menon',
    modes: ['At Tutor Place'],
    category: 'Coding & Computers',
    subjects: ['Python', 'Java'],
    min: 1500,
    max: 2500,
    days: ['Tue'],
    times: ['21-24', '0-3'],
    age: 3,
    text: 'Discrete MATHS for programmers',
  },
  {
    name: 'Dev Patel',
    modes: ['Online Tutoring'],
    category: 'Languages',
    subjects: ['French'],
    min: 200,
    max: 2000,
    days: ['Fri'],
    times: ['9-12'],
    age: 4,
    text: 'Conversation first',
  },
  {
    name: 'Esha Gupta',
    modes: ['Home Tutoring'],
    category: 'School (CBSE)',
    subjects: ['Mathematics (Class 11-12)'],
    min: 1000,
    max: 1000,
    days: ['Mon'],
    times: ['15-18'],
    age: 5,
    text: 'Calculus and algebra',
  },
  // Never listed: not verified (they match almost every filter, to prove the point).
  {
    name: 'Zed Pending',
    modes: ['Online Tutoring', 'Home Tutoring'],
    category: 'School (CBSE)',
    subjects: ['Mathematics (Class 9-10)', 'Python', 'French'],
    min: 100,
    max: 5000,
    days: ['Mon', 'Fri', 'Sat'],
    times: ['6-9', '18-21'],
    age: 6,
    text: 'Mathematics',
    status: 'pending',
  },
  {
    name: 'Zoe Rejected',
    modes: ['Online Tutoring'],
    category: 'School (CBSE)',
    subjects: ['Mathematics (Class 9-10)'],
    min: 100,
    max: 5000,
    days: ['Mon'],
    times: ['6-9'],
    age: 7,
    text: 'Mathematics',
    status: 'rejected',
  },
];

const idOf: Record<string, string> = {};
const nameOf: Record<string, string> = {};
let studentA: { id: string };
let studentB: { id: string };
let tutorViewer: { id: string };

beforeAll(async () => {
  for (const f of FIXTURES) {
    const createdAt = new Date(base + f.age * day);
    const { user } = await createTutor(ctx.db, {
      user: { fullName: f.name, createdAt },
      profile: {
        tutoringModes: f.modes,
        category: f.category,
        subcategories: f.subjects,
        minHourChargeMinor: f.min * 100,
        maxHourChargeMinor: f.max * 100,
        avlDays: f.days,
        avlTime: f.times,
        headline: f.text,
        bio: 'Lessons planned around each learner.',
        specialization: 'Teaching',
        createdAt,
        verificationStatus: f.status ?? 'verified',
      },
    });
    idOf[f.name] = user.id;
    nameOf[user.id] = f.name;
  }
  studentA = (await createStudent(ctx.db)).user;
  studentB = (await createStudent(ctx.db)).user;
  tutorViewer = (await createTutor(ctx.db, { profile: { verificationStatus: 'pending' } })).user;
});

async function search(query: string, as: { id: string } = studentA) {
  const res = await ctx.injectAs(as, {
    method: 'GET',
    url: `/api/get-tutors${query ? `?${query}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data as { tutors: any[]; pagination: any };
}
const names = async (query: string) =>
  (await search(query)).tutors.map((t) => nameOf[t._id] ?? t.fullName);

describe('GET /api/get-tutors: listing', () => {
  it('lists verified tutors only, newest first, with the card fields', async () => {
    const data = await search('');
    expect(data.tutors.map((t) => t.fullName)).toEqual([
      'Esha Gupta',
      'Dev Patel',
      'Chitra Menon',
      'Bala Krishnan',
      'Asha Rao',
    ]);
    expect(data.pagination).toEqual({
      page: 1,
      limit: 12,
      total: 5,
      totalExact: true,
      pages: 1,
      hasMore: false,
    });
    const bala = data.tutors.find((t) => t.fullName === 'Bala Krishnan');
    expect(bala).toMatchObject({
      _id: idOf['Bala Krishnan'],
      tutoring_mode: ['Home Tutoring', 'Online Tutoring'],
      subcategory: ['Physics (Class 11-12)'],
      languages: ['English', 'Hindi'],
      headline: 'Concepts through experiments',
      currency: 'INR',
      min_hour_charge: 800,
      max_hour_charge: 1200,
      class_duration: '60 min',
      teaching_experience: 5,
      teaching_level: 'Grade/Class',
      city: 'Bengaluru',
      isFavourite: false,
    });
    // Private fields never leave the server.
    expect(bala).not.toHaveProperty('contactNumber');
    expect(bala).not.toHaveProperty('email');
    expect(bala).not.toHaveProperty('dateOfBirth');
  });

  it('hides the location of online-only tutors', async () => {
    const data = await search('');
    expect(data.tutors.find((t) => t.fullName === 'Asha Rao')).toMatchObject({
      city: null,
      state: null,
      country: null,
    });
  });

  it('never lists pending or rejected tutors, whatever the filter', async () => {
    for (const q of [
      'search=zed',
      'search=zoe',
      'subjects=Mathematics%20(Class%209-10)',
      'mode=Online%20Tutoring&days=Mon&timeRanges=6-9',
      'limit=1000',
    ]) {
      const listed = await names(q);
      expect(listed).not.toContain('Zed Pending');
      expect(listed).not.toContain('Zoe Rejected');
    }
  });

  it('is open to guests; a token that is no longer valid still answers 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/get-tutors' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.tutors.length).toBeGreaterThan(0);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/get-tutors',
      headers: { authorization: 'Bearer not-a-live-token' },
    });
    expect(stale.statusCode).toBe(401);
    expect(body(stale).message).toBe('Your session has expired. Please sign in again.');
  });
});

describe('GET /api/get-tutors: text search', () => {
  it('matches subjects and headlines, in any case and by partial word', async () => {
    expect(await names('search=MATH')).toEqual(['Esha Gupta', 'Chitra Menon', 'Asha Rao']);
  });
  it('matches names', async () => {
    expect(await names('search=krish')).toEqual(['Bala Krishnan']);
  });
  it('needs every word to match', async () => {
    expect(await names('search=python%20java')).toEqual(['Chitra Menon']);
    expect(await names('search=python%20french')).toEqual([]);
  });
  it('matches spoken languages, not specialisation', async () => {
    // Every fixture speaks English and Hindi and has the specialisation "Teaching".
    expect(await names('search=hindi')).toEqual([
      'Esha Gupta',
      'Dev Patel',
      'Chitra Menon',
      'Bala Krishnan',
      'Asha Rao',
    ]);
    expect(await names('search=teaching')).toEqual([]);
  });
  it('finds nobody for a search of symbols only', async () => {
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=_')).toEqual([]);
  });
});

describe('GET /api/get-tutors: filters', () => {
  it('mode: tutors offering any of the modes', async () => {
    expect(await names('mode=Online%20Tutoring')).toEqual([
      'Dev Patel',
      'Bala Krishnan',
      'Asha Rao',
    ]);
    expect(await names('mode[]=Home%20Tutoring&mode[]=At%20Tutor%20Place')).toEqual([
      'Esha Gupta',
      'Chitra Menon',
      'Bala Krishnan',
    ]);
  });

  it('subjects: tutors teaching any of them, at most 5', async () => {
    expect(await names('subjects=Python,French')).toEqual(['Dev Patel', 'Chitra Menon']);
    expect(await names('subjects=Java&subjects=Physics%20(Class%2011-12)')).toEqual([
      'Chitra Menon',
      'Bala Krishnan',
    ]);
    const res = await ctx.injectAs(studentA, {
      method: 'GET',
      url: '/api/get-tutors?subjects=a,b,c,d,e,f',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      message: 'You can filter by at most 5 subjects.',
    });
  });

  it('price: the hourly range overlaps [minPrice, maxPrice], ends included', async () => {
    expect(await names('minPrice=900&maxPrice=1100')).toEqual([
      'Esha Gupta',
      'Dev Patel',
      'Bala Krishnan',
    ]);
    expect(await names('maxPrice=300')).toEqual(['Dev Patel', 'Asha Rao']);
    expect(await names('minPrice=2500')).toEqual(['Chitra Menon']);
    expect(await names('minPrice=2500.01')).toEqual([]);
  });

  it('days: tutors available on any of the days', async () => {
    expect(await names('days=Sat,Fri')).toEqual(['Dev Patel', 'Bala Krishnan']);
  });

  it('timeRanges: tutors with any of the slots', async () => {
    expect(await names('timeRanges=0-3,6-9')).toEqual(['Chitra Menon', 'Asha Rao']);
    expect(await names('timeRanges=3-6')).toEqual([]);
  });

  it('combines filters with AND', async () => {
    expect(await names('mode=Online%20Tutoring&minPrice=600&sort=price-low')).toEqual([
      'Bala Krishnan',
      'Dev Patel',
    ]);
    expect(await names('search=math&mode=Home%20Tutoring&days=Mon')).toEqual(['Esha Gupta']);
  });
});

describe('GET /api/get-tutors: sorts and pages', () => {
  // Midpoints: Asha 400, Bala 1000, Esha 1000, Dev 1100, Chitra 2000. Bala and Esha tie: by id.
  const tieByIdAsc = () =>
    ['Bala Krishnan', 'Esha Gupta'].sort((a, b) => (idOf[a]! < idOf[b]! ? -1 : 1));

  it('price-low: by the midpoint of min and max hourly charge, ascending', async () => {
    expect(await names('sort=price-low')).toEqual([
      'Asha Rao',
      ...tieByIdAsc(),
      'Dev Patel',
      'Chitra Menon',
    ]);
  });

  it('price-high: descending', async () => {
    expect(await names('sort=price-high')).toEqual([
      'Chitra Menon',
      'Dev Patel',
      ...tieByIdAsc().reverse(),
      'Asha Rao',
    ]);
  });

  it('pages with page and limit, and says how many there are', async () => {
    const p2 = await search('limit=2&page=2');
    expect(p2.tutors.map((t) => t.fullName)).toEqual(['Chitra Menon', 'Bala Krishnan']);
    expect(p2.pagination).toEqual({
      page: 2,
      limit: 2,
      total: 5,
      totalExact: true,
      pages: 3,
      hasMore: true,
    });
    const p3 = await search('limit=2&page=3');
    expect(p3.tutors.map((t) => t.fullName)).toEqual(['Asha Rao']);
    expect(p3.pagination.hasMore).toBe(false);
    const p4 = await search('limit=2&page=4');
    expect(p4.tutors).toEqual([]);
    expect(p4.pagination).toEqual({
      page: 4,
      limit: 2,
      total: 5,
      totalExact: true,
      pages: 3,
      hasMore: false,
    });
  });

  it('pages a sorted, filtered list without overlap', async () => {
    const all = await names('sort=price-high&limit=1000');
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++)
      paged.push(...(await names(`sort=price-high&limit=2&page=${page}`)));
    expect(paged).toEqual(all);
  });

  it('accepts limit up to 1000', async () => {
    expect((await search('limit=1000')).pagination.limit).toBe(1000);
    const res = await ctx.injectAs(studentA, { method: 'GET', url: '/api/get-tutors?limit=1001' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Limit must be at most 1000.');
  });
});

describe('GET /api/get-tutors: isFavourite for the signed-in student', () => {
  it('marks only the caller’s favourites', async () => {
    const add = await ctx.injectAs(studentA, {
      method: 'POST',
      url: '/api/add-favorite',
      payload: { tutorId: idOf['Bala Krishnan'] },
    });
    expect(add.statusCode).toBe(200);
    const favs = (data: { tutors: any[] }) =>
      data.tutors.filter((t) => t.isFavourite).map((t) => t.fullName);
    expect(favs(await search('', studentA))).toEqual(['Bala Krishnan']);
    expect(favs(await search('', studentB))).toEqual([]);
    expect(favs(await search('', tutorViewer))).toEqual([]);
  });
});

describe('GET /api/get-tutors: bad input is a 400 with a clear message', () => {
  const cases: Array<[string, string]> = [
    ['minPrice=abc', 'Price must be a number of 0 or more.'],
    ['minPrice=-5', 'Price must be a number of 0 or more.'],
    ['minPrice=900&maxPrice=100', 'Minimum price cannot be more than maximum price.'],
    ['sort=cheapest', 'Sort must be one of: new, price-low, price-high, rating, relevance.'],
    ['page=0', 'Page must be at least 1.'],
    ['mode=Teleport', 'Mode must be one of: Home Tutoring, At Tutor Place, Online Tutoring.'],
    ['days=Funday', 'Days must be among: Mon, Tue, Wed, Thu, Fri, Sat, Sun.'],
    [
      'timeRanges=25-26',
      'Time ranges must be among: 0-3, 3-6, 6-9, 9-12, 12-15, 15-18, 18-21, 21-24.',
    ],
    [`search=${'x'.repeat(101)}`, 'Search text must be at most 100 characters.'],
    [
      'page=834',
      'Only the first 10000 tutors of a search can be paged through. Please narrow your search.',
    ],
  ];
  for (const [query, message] of cases) {
    it(query.slice(0, 40), async () => {
      const res = await ctx.injectAs(studentA, { method: 'GET', url: `/api/get-tutors?${query}` });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message });
    });
  }
});
