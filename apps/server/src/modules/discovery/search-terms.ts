// What a family types, turned into a full-text query (docs/decisions/tutor-search.md): short forms,
// board and exam names and Hindi/Kannada subject words in Latin letters come from the
// search_synonyms table; "class 10", "10th", "std 10", "grade 10" and a bare 10 are one phrase; words such as
// "tutor" or "near me" that say nothing about the subject are dropped; a word the catalogue does not
// know is corrected to the closest catalogue word by trigram similarity when the search finds
// nobody. Pure functions over a dictionary loaded once (search-dictionary.ts), so a request makes
// no extra query for them.

/** Words of a search, at most this many (a longer text adds cost and no precision). */
export const MAX_SEARCH_WORDS = 8;

/** A term of the synonyms table may be this many words long. */
const MAX_TERM_WORDS = 3;

/** Words that say nothing about which tutor is wanted. */
const NOISE = new Set([
  'tutor',
  'tutors',
  'teacher',
  'teachers',
  'tuition',
  'tuitions',
  'classes',
  'coaching',
  'sir',
  'madam',
  'maam',
  'mam',
  'near',
  'me',
  'nearby',
  'best',
  'good',
  'for',
  'and',
  'the',
  'of',
  'in',
  'with',
  'a',
  'an',
]);

const isClassNumber = (w: string) => /^\d{1,2}$/.test(w) && Number(w) >= 1 && Number(w) <= 12;

/** "class", "std", "standard", "grade" before a class number. */
const CLASS_WORDS = new Set(['class', 'std', 'standard', 'grade', 'cls', 'klass']);

export interface SearchDictionary {
  /** term (lower-case words, one space between) → what else it means. */
  synonyms: ReadonlyMap<string, readonly string[]>;
  /** Catalogue words (categories, subjects, synonyms), for typo correction. */
  vocabulary: readonly string[];
  /** Catalogue subjects with their category, for suggestions as you type. */
  subjects: ReadonlyArray<{ subject: string; category: string }>;
}

/** One thing the tutor must match: any of the alternatives (each a list of words, all needed). */
export type SearchGroup = { alternatives: string[][] };

/**
 * Lower-case words; "class10" → "class 10"; an ordinal class ("10th", "12th") → "class 10"; anything
 * but letters and digits splits.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\b(class|std|standard|grade|cls)(\d{1,2})\b/g, '$1 $2')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((w) => {
      const m = /^(\d{1,2})(st|nd|rd|th)$/.exec(w);
      return m && isClassNumber(m[1]!) ? ['class', m[1]!] : [m ? m[1]! : w];
    });
}

/**
 * The groups of a search: each word (or known phrase) is one group that a tutor must match; a
 * group's alternatives are the words typed and what the synonyms table says they mean.
 */
export function searchGroups(text: string, dict: SearchDictionary): SearchGroup[] {
  const words = searchWords(text);
  // "std 10", "grade 10", "10th class" and a bare "10th" are all "class 10".
  const merged: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    if (CLASS_WORDS.has(w) && next !== undefined && isClassNumber(next)) {
      merged.push(`class ${next}`);
      i++;
      // "10th class", "10th std": the word after the ordinal says the same again.
      if (words[i + 1] !== undefined && CLASS_WORDS.has(words[i + 1]!)) i++;
    } else if (isClassNumber(w)) {
      // "10 class", and a bare "maths 10": a number from 1 to 12 in a tutor search is a class.
      merged.push(`class ${w}`);
      if (next !== undefined && CLASS_WORDS.has(next)) i++;
    } else merged.push(w);
  }
  const groups: SearchGroup[] = [];
  for (let i = 0; i < merged.length && groups.length < MAX_SEARCH_WORDS;) {
    let taken = 0;
    // The longest known phrase first ("comp sci", "jeev vigyan", "state board").
    for (let n = Math.min(MAX_TERM_WORDS, merged.length - i); n >= 1; n--) {
      const term = merged.slice(i, i + n).join(' ');
      const means = dict.synonyms.get(term);
      if (means) {
        groups.push({ alternatives: unique([term, ...means].map((t) => t.split(' '))) });
        taken = n;
        break;
      }
    }
    if (!taken) {
      const w = merged[i]!;
      if (!NOISE.has(w)) groups.push({ alternatives: [w.split(' ')] });
      taken = 1;
    }
    i += taken;
  }
  return groups;
}

function unique(alts: string[][]): string[][] {
  const seen = new Set<string>();
  return alts.filter((a) => {
    const k = a.join(' ');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** One word of to_tsquery: letters and digits only (nothing of the query syntax can get in). */
function lexeme(word: string): string | null {
  const w = word.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  if (!w) return null;
  // A partial word finds the whole one ("krish" finds Krishnan); numbers match exactly (10 is not 100).
  return /^\d+$/.test(w) || w.length < 3 ? w : `${w}:*`;
}

/**
 * The to_tsquery('english', …) text of the groups: groups AND-ed, alternatives OR-ed, the words of
 * an alternative AND-ed ("class N" as a phrase, so a bio's "10 years" is not class 10). Null when
 * nothing searchable is left.
 */
export function toTsquery(groups: readonly SearchGroup[]): string | null {
  const parts: string[] = [];
  for (const g of groups) {
    const alts: string[] = [];
    for (const alt of g.alternatives) {
      if (alt.length === 2 && alt[0] === 'class' && isClassNumber(alt[1]!)) {
        alts.push(`class <-> ${alt[1]}`);
        continue;
      }
      const ls = alt.map(lexeme).filter((l): l is string => l !== null);
      if (ls.length) alts.push(ls.length === 1 ? ls[0]! : `(${ls.join(' & ')})`);
    }
    if (alts.length) parts.push(alts.length === 1 ? alts[0]! : `(${alts.join(' | ')})`);
  }
  return parts.length ? parts.join(' & ') : null;
}

/** Trigrams as pg_trgm makes them: the word padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const s = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) out.add(s.slice(i, i + 3));
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of the two words. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** pg_trgm's default similarity threshold. */
const TYPO_SIMILARITY = 0.3;

/**
 * The search with each word the dictionary does not know replaced by the closest word it does
 * ("mathematcs" → "mathematics", "phisics" → "physics"); null when nothing was changed. Only words
 * of four or more letters are corrected (a short word has too many neighbours).
 */
export function correctSearch(text: string, dict: SearchDictionary): string | null {
  const words = searchWords(text);
  let changed = false;
  const known = (w: string) => dict.synonyms.has(w) || dict.vocabulary.some((v) => v.startsWith(w));
  const out = words.map((w) => {
    if (w.length < 4 || /\d/.test(w) || NOISE.has(w) || CLASS_WORDS.has(w) || known(w)) return w;
    let best: string | null = null;
    let bestScore = TYPO_SIMILARITY;
    for (const v of dict.vocabulary) {
      const s = similarity(w, v);
      if (s > bestScore) {
        best = v;
        bestScore = s;
      }
    }
    if (best === null) return w;
    changed = true;
    return best;
  });
  return changed ? out.join(' ') : null;
}

/** The catalogue's own words, for correcting typos (no stop words, nothing shorter than 3). */
export function vocabularyOf(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const t of texts)
    for (const w of searchWords(t)) if (w.length >= 3 && !/\d/.test(w)) words.add(w);
  for (const w of NOISE) words.delete(w);
  return [...words].sort();
}

/** At most this many suggestions as you type. */
export const MAX_SUGGESTIONS = 8;

/**
 * Catalogue subjects that fit what is typed so far ("maths 10" → "Mathematics (Class 9-10)"): each
 * group must be met by the subject's words or its category's, a partial last word included.
 */
export function suggestSubjects(
  text: string,
  dict: SearchDictionary,
): Array<{ subject: string; category: string; label: string }> {
  let groups = searchGroups(text, dict);
  if (!groups.length) return [];
  let found = matchSubjects(groups, dict);
  if (!found.length) {
    const corrected = correctSearch(text, dict);
    if (corrected) {
      groups = searchGroups(corrected, dict);
      found = matchSubjects(groups, dict);
    }
  }
  return found.slice(0, MAX_SUGGESTIONS);
}

function matchSubjects(groups: SearchGroup[], dict: SearchDictionary) {
  const out: Array<{ subject: string; category: string; label: string }> = [];
  const seen = new Set<string>();
  for (const s of dict.subjects) {
    const words = subjectWords(`${s.subject} ${s.category}`);
    const ok = groups.every((g) =>
      g.alternatives.some((alt) => alt.every((w) => words.some((sw) => sw.startsWith(w)))),
    );
    const label = `${s.subject}`;
    if (ok && !seen.has(`${label}|${s.category}`)) {
      seen.add(`${label}|${s.category}`);
      out.push({ subject: s.subject, category: s.category, label });
    }
  }
  return out;
}

/** A subject's words with its class ranges spelled out, as the database's index has them. */
function subjectWords(text: string): string[] {
  const words = searchWords(text);
  for (const m of text.matchAll(/(\d{1,2})\s*-\s*(\d{1,2})/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (b > a && b - a <= 12) for (let i = a; i <= b; i++) words.push(String(i));
  }
  return words;
}
