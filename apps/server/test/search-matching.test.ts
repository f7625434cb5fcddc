// GET /api/get-tutors?search=: what Indian families type finds what they mean
// (docs/decisions/tutor-search.md). Each row: the search, the fixture tutors it must find and the
// ones it must not. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { body, build } from './helper';
import { SEARCH_DICTIONARY_CHANNEL } from '../src/modules/discovery/search-dictionary';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();

type Fixture = {
  name: string;
  category: string;
  subjects: string[];
  headline: string;
  bio: string;
  languages?: string[];
  rating?: [count: number, sum: number];
};
const FIXTURES: Fixture[] = [
  {
    name: 'Meera Iyer',
    category: 'School (CBSE)',
    subjects: ['Mathematics (Class 9-10)', 'Science (Class 9-10)'],
    headline: 'Board exam preparation',
    bio: 'NCERT based lessons with weekly tests.',
  },
  {
    name: 'Rohan Verma',
    category: 'School (CBSE)',
    subjects: ['Physics (Class 11-12)', 'Chemistry (Class 11-12)'],
    headline: 'JEE Main and Advanced',
    bio: 'IIT alumnus, 10 years of teaching.',
  },
  {
    name: 'Kavitha Gowda',
    category: 'School (State Board - Karnataka)',
    subjects: ['Mathematics (SSLC)', 'Science (SSLC)'],
    headline: 'Kannada and English medium',
    bio: 'Patient with beginners.',
    languages: ['Kannada', 'English'],
  },
  {
    name: 'Sneha Pillai',
    category: 'School (CBSE)',
    subjects: ['Biology (Class 11-12)'],
    headline: 'NEET biology',
    bio: 'Diagrams and revision notes.',
  },
  {
    name: 'Arjun Nair',
    category: 'School (CBSE)',
    subjects: ['Economics (Class 11-12)', 'Accountancy (Class 11-12)'],
    headline: 'Commerce made simple',
    bio: 'Chartered accountant.',
  },
  {
    name: 'Farhan Ali',
    category: 'Coding & Computers',
    subjects: ['Python', 'Data Structures & Algorithms'],
    headline: 'Coding for school students',
    bio: 'Computer Science graduate.',
  },
  {
    name: 'Lakshmi Rao',
    category: 'School (ICSE/ISC)',
    subjects: ['Physics (Class 9-10)', 'Chemistry (Class 9-10)'],
    headline: 'ICSE science made clear',
    bio: 'Experiments at home.',
  },
  {
    name: 'Pooja Sharma',
    category: 'Languages',
    subjects: ['Hindi'],
    headline: 'Spoken Hindi',
    bio: 'Conversation first.',
    languages: ['Hindi', 'English'],
  },
  {
    name: 'Vikram Singh',
    category: 'Music',
    subjects: ['Keyboard', 'Guitar'],
    headline: 'Western music',
    bio: 'Trinity grades.',
  },
  {
    name: 'Divya Menon',
    category: 'School (CBSE)',
    subjects: ['English (Class 6-10)', 'Social Science (Class 6-10)'],
    headline: 'Grammar and writing',
    bio: 'Reading every week.',
  },
  {
    name: 'Suresh Kumar',
    category: 'School (State Board - Karnataka)',
    subjects: ['PUC Physics', 'PUC Mathematics'],
    headline: 'PU college lecturer',
    bio: 'Numericals practice.',
  },
  {
    name: 'Anita Desai',
    category: 'Arts & Dance',
    subjects: ['Bharatanatyam'],
    headline: 'Classical dance',
    bio: 'Stage performances.',
  },
  {
    name: 'Rahul Bose',
    category: 'Competitive Exams',
    subjects: ['UPSC Prelims'],
    headline: 'Civil services mentor',
    bio: 'Current affairs daily.',
  },
  {
    // Mentions mathematics in the bio only: found by "maths", ranked below subject matches.
    name: 'Nikhil Joshi',
    category: 'School (CBSE)',
    subjects: ['English (Class 11-12)'],
    headline: 'Literature and writing',
    bio: 'I also help with mathematics homework.',
    rating: [20, 100],
  },
];

const nameOf: Record<string, string> = {};
let student: { id: string };

beforeAll(async () => {
  for (const f of FIXTURES) {
    const { user } = await createTutor(ctx.db, {
      user: { fullName: f.name },
      profile: {
        category: f.category,
        subcategories: f.subjects,
        headline: f.headline,
        bio: f.bio,
        languages: f.languages ?? ['English'],
        teachingLevel: null,
        ...(f.rating
          ? {
              ratingCount: f.rating[0],
              ratingSum: f.rating[1],
              ratingAvg: f.rating[1] / f.rating[0],
            }
          : {}),
      },
    });
    nameOf[user.id] = f.name;
  }
  student = (await createStudent(ctx.db)).user;
});

async function search(text: string, extra = '') {
  const res = await ctx.injectAs(student, {
    method: 'GET',
    url: `/api/get-tutors?search=${encodeURIComponent(text)}&limit=50${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data as {
    tutors: Array<{ _id: string }>;
    correctedSearch?: string;
    pagination: { total: number };
  };
}
const found = async (text: string, extra = '') =>
  (await search(text, extra)).tutors.map((t) => nameOf[t._id]).filter(Boolean) as string[];

const MATHS = ['Meera Iyer', 'Kavitha Gowda', 'Suresh Kumar'];
const PHYSICS = ['Rohan Verma', 'Lakshmi Rao', 'Suresh Kumar'];
const CLASS_10 = ['Meera Iyer', 'Kavitha Gowda', 'Divya Menon', 'Lakshmi Rao'];

// [search, must find, must not find]
const TABLE: Array<[string, string[], string[]]> = [
  ['maths', [...MATHS, 'Nikhil Joshi'], ['Rohan Verma', 'Pooja Sharma']],
  ['Maths', MATHS, ['Rohan Verma']],
  ['math', MATHS, ['Rohan Verma']],
  ['mathematics', MATHS, ['Lakshmi Rao']],
  ['mathematcs', MATHS, ['Rohan Verma']],
  ['ganit', MATHS, ['Rohan Verma', 'Divya Menon']],
  ['ganitha', MATHS, ['Rohan Verma']],
  ['ganitt', MATHS, ['Rohan Verma']],
  ['phy', PHYSICS, ['Meera Iyer', 'Sneha Pillai']],
  ['physics', PHYSICS, ['Meera Iyer']],
  ['phisics', PHYSICS, ['Meera Iyer']],
  ['physics tutor near me', PHYSICS, ['Meera Iyer']],
  ['bhautiki', ['Rohan Verma', 'Lakshmi Rao'], ['Meera Iyer']],
  ['chem', ['Rohan Verma', 'Lakshmi Rao'], ['Meera Iyer', 'Sneha Pillai']],
  ['rasayan', ['Rohan Verma', 'Lakshmi Rao'], ['Sneha Pillai']],
  ['bio', ['Sneha Pillai'], ['Rohan Verma', 'Meera Iyer']],
  ['jeev vigyan', ['Sneha Pillai'], ['Rohan Verma', 'Meera Iyer']],
  ['eco', ['Arjun Nair'], ['Meera Iyer']],
  ['accounts', ['Arjun Nair'], ['Meera Iyer']],
  ['comp sci', ['Farhan Ali'], ['Meera Iyer', 'Lakshmi Rao']],
  ['cs', ['Farhan Ali'], ['Meera Iyer']],
  ['dsa', ['Farhan Ali'], ['Meera Iyer']],
  ['python coding', ['Farhan Ali'], ['Vikram Singh']],
  ['vigyan', ['Meera Iyer', 'Kavitha Gowda', 'Lakshmi Rao'], ['Rohan Verma', 'Pooja Sharma']],
  ['evs', ['Meera Iyer', 'Kavitha Gowda'], ['Rohan Verma']],
  ['sst', ['Divya Menon'], ['Meera Iyer']],
  ['class 10', CLASS_10, ['Rohan Verma', 'Sneha Pillai', 'Suresh Kumar']],
  ['10th', CLASS_10, ['Rohan Verma', 'Sneha Pillai']],
  ['std 10', CLASS_10, ['Rohan Verma']],
  ['grade 10', CLASS_10, ['Rohan Verma']],
  ['class 10 cbse', ['Meera Iyer', 'Divya Menon'], ['Kavitha Gowda', 'Lakshmi Rao', 'Rohan Verma']],
  [
    'maths tuition for class 10',
    ['Meera Iyer', 'Kavitha Gowda'],
    ['Suresh Kumar', 'Divya Menon', 'Nikhil Joshi'],
  ],
  ['class 7', ['Divya Menon'], ['Meera Iyer']],
  ['maths 10', ['Meera Iyer', 'Kavitha Gowda'], ['Suresh Kumar', 'Nikhil Joshi']],
  ['sslc', ['Kavitha Gowda', 'Meera Iyer'], ['Rohan Verma']],
  ['12th physics', ['Rohan Verma', 'Suresh Kumar'], ['Lakshmi Rao', 'Meera Iyer']],
  ['puc', ['Suresh Kumar', 'Rohan Verma'], ['Meera Iyer', 'Lakshmi Rao']],
  ['cbse', ['Meera Iyer', 'Rohan Verma', 'Divya Menon'], ['Kavitha Gowda', 'Lakshmi Rao']],
  ['icse', ['Lakshmi Rao'], ['Meera Iyer']],
  ['state board', ['Kavitha Gowda', 'Suresh Kumar'], ['Meera Iyer']],
  ['jee', ['Rohan Verma'], ['Sneha Pillai']],
  ['iit jee', ['Rohan Verma'], ['Sneha Pillai']],
  ['neet', ['Sneha Pillai'], ['Rohan Verma']],
  ['upsc', ['Rahul Bose'], ['Rohan Verma']],
  ['ias', ['Rahul Bose'], ['Rohan Verma']],
  ['hindi', ['Pooja Sharma'], ['Vikram Singh']],
  ['kannada', ['Kavitha Gowda'], ['Meera Iyer']],
  ['angrezi', ['Divya Menon', 'Nikhil Joshi'], []],
  ['piano', ['Vikram Singh'], ['Anita Desai']],
  ['bharatnatyam', ['Anita Desai'], ['Vikram Singh']],
  ['meera', ['Meera Iyer'], ['Rohan Verma']],
  ['meera maths', ['Meera Iyer'], ['Kavitha Gowda']],
  ['xyzzyq', [], ['Meera Iyer', 'Rohan Verma']],
  ['zzzz-nobody', [], []],
  ['zzzzqqq', [], []],
];

describe('search: what families type', () => {
  it.each(TABLE)('%s', async (text, must, mustNot) => {
    const names = await found(text);
    for (const n of must) expect(names, `"${text}" must find ${n}`).toContain(n);
    for (const n of mustNot) expect(names, `"${text}" must not find ${n}`).not.toContain(n);
    if (!must.length) expect(names).toEqual([]);
  });

  it('says which search a typo was corrected to, and only then', async () => {
    expect((await search('mathematcs')).correctedSearch).toBe('mathematics');
    expect((await search('phisics')).correctedSearch).toBe('physics');
    expect((await search('maths')).correctedSearch).toBeUndefined();
    expect((await search('xyzzyq')).correctedSearch).toBeUndefined();
  });

  it('relevance: subject matches above a bio mention, whatever the rating', async () => {
    // Nikhil has the best rating but mentions mathematics only in his bio.
    const names = await found('maths', '&sort=relevance');
    expect(names.at(-1)).toBe('Nikhil Joshi');
    expect(names.slice(0, 3).sort()).toEqual([...MATHS].sort());
    // Newest first without relevance: Nikhil (created last) leads.
    expect((await found('maths', '&sort=new'))[0]).toBe('Nikhil Joshi');
  });

  it('relevance: the subject named in the search ranks first among the tutors who match', async () => {
    const names = await found('physics', '&sort=relevance');
    expect(names.slice(0, 3).sort()).toEqual([...PHYSICS].sort());
  });
});

describe('suggestions as you type', () => {
  const suggest = async (q: string) => {
    const res = await ctx.injectAs(null, {
      method: 'GET',
      url: `/api/search-suggestions?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (body(res).data.suggestions as Array<{ label: string; category: string }>).map(
      (s) => `${s.label} | ${s.category}`,
    );
  };
  it('offers catalogue subjects for short forms, class numbers and typos', async () => {
    expect(await suggest('maths 10')).toEqual([
      'Mathematics (Class 9-10) | School (CBSE)',
      'Mathematics (Class 6-10) | School (ICSE/ISC)',
      'Mathematics (SSLC) | School (State Board - Karnataka)',
    ]);
    expect(await suggest('phy 12')).toContain('Physics (Class 11-12) | School (CBSE)');
    expect(await suggest('mathematcs')).toContain('Mathematics (Class 9-10) | School (CBSE)');
    expect(await suggest('xyzzyq')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });
});

describe('synonyms admins extend', () => {
  it('a new term finds what it means at once; removing it stops that', async () => {
    const admin = await createAdmin(ctx.db);
    expect(await found('lekkagalu')).toEqual([]);
    const put = await ctx.injectAs(admin, {
      method: 'PUT',
      url: '/api/admin/search-synonyms',
      payload: { term: ' Lekkagalu ', means: ['Mathematics'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(body(put).data.synonyms).toContainEqual({ term: 'lekkagalu', means: ['mathematics'] });
    expect(await found('lekkagalu')).toEqual(expect.arrayContaining(MATHS));
    const del = await ctx.injectAs(admin, {
      method: 'DELETE',
      url: '/api/admin/search-synonyms?term=lekkagalu',
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await found('lekkagalu')).not.toContain('Meera Iyer');
  });

  it('an edit on another node reaches this one through pub/sub', async () => {
    expect(await found('lekhajokha')).toEqual([]);
    // Written by "another node": this one hears only the message.
    await ctx.db.execute(
      sql`insert into search_synonyms (term, means) values ('lekhajokha', '{accountancy}')`,
    );
    await ctx.ports.pubsub.publish(SEARCH_DICTIONARY_CHANNEL, '1');
    expect(await found('lekhajokha')).toContain('Arjun Nair');
  });

  it('only admins may edit, and bad input is a 4xx with a message', async () => {
    const admin = await createAdmin(ctx.db);
    const asStudent = await ctx.injectAs(student, {
      method: 'PUT',
      url: '/api/admin/search-synonyms',
      payload: { term: 'x', means: ['y'] },
    });
    expect(asStudent.statusCode).toBe(403);
    const empty = await ctx.injectAs(admin, {
      method: 'PUT',
      url: '/api/admin/search-synonyms',
      payload: { term: 'abc', means: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('Enter at least one meaning.');
    const missing = await ctx.injectAs(admin, {
      method: 'DELETE',
      url: '/api/admin/search-synonyms?term=nothing-here',
    });
    expect(missing.statusCode).toBe(404);
  });
});
