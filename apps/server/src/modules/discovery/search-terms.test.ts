import { describe, expect, it } from 'vitest';
import {
  correctSearch,
  searchGroups,
  similarity,
  suggestSubjects,
  toTsquery,
  vocabularyOf,
  type SearchDictionary,
} from './search-terms';

const subjects = [
  { subject: 'Mathematics (Class 9-10)', category: 'School (CBSE)' },
  { subject: 'Mathematics (Class 11-12)', category: 'School (CBSE)' },
  { subject: 'Physics (Class 11-12)', category: 'School (CBSE)' },
  { subject: 'Mathematics (SSLC)', category: 'School (State Board - Karnataka)' },
];
const dict: SearchDictionary = {
  synonyms: new Map([
    ['maths', ['mathematics']],
    ['comp sci', ['computer science']],
    ['sslc', ['class 10']],
    ['ganit', ['mathematics']],
  ]),
  subjects,
  vocabulary: vocabularyOf(subjects.flatMap((s) => [s.subject, s.category]).concat('mathematics')),
};

describe('search terms', () => {
  it('turns short forms, class numbers and phrases into groups', () => {
    expect(toTsquery(searchGroups('Maths tutor for 10th std', dict))).toBe(
      '(maths:* | mathematics:*) & class <-> 10',
    );
    expect(toTsquery(searchGroups('comp sci', dict))).toBe(
      '((comp:* & sci:*) | (computer:* & science:*))',
    );
    expect(toTsquery(searchGroups('sslc', dict))).toBe('(sslc:* | class <-> 10)');
    expect(toTsquery(searchGroups('grade 7', dict))).toBe('class <-> 7');
  });

  it('lets nothing of the tsquery syntax through', () => {
    expect(toTsquery(searchGroups("x'|y & !z:* <-> (w)", dict))).toBe('x & y & z & w');
    expect(toTsquery(searchGroups('tutor near me', dict))).toBeNull();
  });

  it('computes similarity as pg_trgm does', () => {
    // select similarity('mathematcs','mathematics') → 0.61538464 on PostgreSQL and PGlite.
    expect(similarity('mathematcs', 'mathematics')).toBeCloseTo(0.6153846, 5);
    expect(similarity('abc', 'abc')).toBe(1);
  });

  it('corrects unknown words to catalogue words, and leaves known ones', () => {
    expect(correctSearch('mathematcs class 10', dict)).toBe('mathematics class 10');
    expect(correctSearch('phisics', dict)).toBe('physics');
    expect(correctSearch('maths', dict)).toBeNull();
    expect(correctSearch('qqqqzz', dict)).toBeNull();
  });

  it('suggests catalogue subjects as you type', () => {
    expect(suggestSubjects('maths 10', dict).map((s) => s.label)).toEqual([
      'Mathematics (Class 9-10)',
    ]);
    // SSLC is class 10: the Karnataka subject and the CBSE class 9-10 one.
    expect(suggestSubjects('ganit sslc', dict).map((s) => s.label)).toEqual([
      'Mathematics (Class 9-10)',
      'Mathematics (SSLC)',
    ]);
    expect(suggestSubjects('mathematcs', dict)).toHaveLength(3);
  });
});
