// The city lists (core-marketplace §3 Lookups) come from the country-state-city dataset, which
// lists districts beside cities ("Bangalore Urban" next to "Bengaluru") and some cities twice
// under old and new names ("Ballary" and "Ballari"). This is the one place they are cleaned: a
// general rule (administrative areas named "… District" or "… Division" are not cities) and a
// table per state of names that are another listed city (shown once, under the current name) and
// names that are not cities there. Both the lists and the server's location check read it.

export interface StateCityCorrections {
  /** A name the dataset lists → the city it is (its current name). */
  sameAs: Readonly<Record<string, string>>;
  /** Names the dataset lists that are no city of this state (districts, another state's town). */
  notCities: readonly string[];
}

/** Keyed by country ISO code and state name as the dataset writes them: `IN/Karnataka`. */
export const CITY_CORRECTIONS: Readonly<Record<string, StateCityCorrections>> = {
  // Karnataka: where home tutoring is offered (Bengaluru), so where a wrong name costs most.
  'IN/Karnataka': {
    sameAs: {
      'Bangalore Urban': 'Bengaluru', // the district that is the city
      Yelahanka: 'Bengaluru', // a part of the city (a zone of its corporation)
      Ballary: 'Ballari',
      'Chik Ballapur': 'Chikkaballapur',
      'Gadag-Betageri': 'Gadag', // one city of two towns
      Closepet: 'Ramanagara', // its old name
      'French Rocks': 'Pandavapura', // its old name
      // Renamed in 2014 with Bengaluru, Mysuru, Belagavi…, which the dataset already uses.
      Shimoga: 'Shivamogga',
      Hospet: 'Hosapete',
    },
    notCities: ['Bangalore Rural', 'Dakshina Kannada', 'Uttar Kannada', 'Kodagu', 'Canacona'],
  },
};

/** "Lucknow District", "Pune Division", "Balapur, Akola district": an area, not a city. */
const ADMIN_AREA = /\s(?:district|division)$/i;

function correctionsFor(countryCode: string, state: string): StateCityCorrections | undefined {
  return CITY_CORRECTIONS[`${countryCode}/${state}`];
}

/**
 * The city a listed name stands for in this state (its current name), or null when it is no city.
 * Names outside the table are themselves.
 */
export function canonicalCityName(countryCode: string, state: string, name: string): string | null {
  const fixes = correctionsFor(countryCode, state);
  if (ADMIN_AREA.test(name) || fixes?.notCities.includes(name)) return null;
  return fixes?.sameAs[name] ?? name;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** A state's city list as the screens show it: cities only, each once, sorted. */
export function cleanCityList(
  countryCode: string,
  state: string,
  names: readonly string[],
): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const city = canonicalCityName(countryCode, state, name);
    if (city) out.add(city);
  }
  return [...out].sort(byName);
}
