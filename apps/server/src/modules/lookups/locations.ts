// Countries, states and cities (core-marketplace §3 Lookups: de-duplicated lists of strings) from
// the country-state-city dataset package, looked up by name as the screens send them.
import { City, Country, State } from 'country-state-city';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');
const unique = (names: string[]) => [...new Set(names)].sort(byName);

let countryCodes: Map<string, string> | null = null;
function countryCodeByName(): Map<string, string> {
  if (!countryCodes)
    countryCodes = new Map(Country.getAllCountries().map((c) => [c.name.toLowerCase(), c.isoCode]));
  return countryCodes;
}

const statesCache = new Map<string, { name: string; isoCode: string }[]>();
function statesOf(countryCode: string) {
  let states = statesCache.get(countryCode);
  if (!states) {
    states = State.getStatesOfCountry(countryCode).map((s) => ({
      name: s.name,
      isoCode: s.isoCode,
    }));
    statesCache.set(countryCode, states);
  }
  return states;
}

export function listCountries(): string[] {
  return unique(Country.getAllCountries().map((c) => c.name));
}

/** States of a country by its name; [] for an unknown country or one the dataset has no states for. */
export function listStates(country: string): string[] {
  const code = countryCodeByName().get(country.trim().toLowerCase());
  if (!code) return [];
  return unique(statesOf(code).map((s) => s.name));
}

/** Cities of a state; a state name that appears twice in a country gives the cities of both. */
export function listCities(country: string, state: string): string[] {
  const code = countryCodeByName().get(country.trim().toLowerCase());
  if (!code) return [];
  const wanted = state.trim().toLowerCase();
  const states = statesOf(code).filter((s) => s.name.toLowerCase() === wanted);
  return unique(states.flatMap((s) => City.getCitiesOfState(code, s.isoCode).map((c) => c.name)));
}

/**
 * Which part of a location the dataset does not know, or null when it is consistent. A country
 * the dataset has no states for accepts any state, and a state without cities any city (the
 * screen then lets the tutor type them: core-marketplace §4 "an unknown state list clears
 * dependents").
 */
export function unknownLocationPart(loc: {
  country: string;
  state: string;
  city: string;
}): 'country' | 'state' | 'city' | null {
  if (!countryCodeByName().has(loc.country.trim().toLowerCase())) return 'country';
  const states = listStates(loc.country);
  if (!states.length) return null;
  const state = states.find((s) => s.toLowerCase() === loc.state.trim().toLowerCase());
  if (!state) return 'state';
  const cities = listCities(loc.country, state);
  if (!cities.length) return null;
  return cities.some((c) => c.toLowerCase() === loc.city.trim().toLowerCase()) ? null : 'city';
}
