// Countries, states and cities (core-marketplace §3 Lookups: de-duplicated lists of strings) from
// the country-state-city dataset package, looked up by name as the screens send them.
// The package's own API parses all three data files at import (about 50 MB held for good). Here
// each file is read on the first request that needs it, once, and only names and codes are kept:
// the countries (96 KB) and states (0.5 MB) for the country and state lists, the cities (7.7 MB)
// only when a city list is asked for, indexed by country and state.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cleanCityList } from '@tm/shared/rules/city-names';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');
const unique = (names: string[]) => [...new Set(names)].sort(byName);

const assets = () =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('country-state-city/package.json')),
    'lib',
    'assets',
  );
const readAsset = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(assets(), file), 'utf8')) as T;

function once<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}

/** Country names, and their ISO codes by lower-cased name. */
const countries = once(() => {
  const list = readAsset<Array<{ name: string; isoCode: string }>>('country.json');
  return {
    names: unique(list.map((c) => c.name)),
    codeByName: new Map(list.map((c) => [c.name.toLowerCase(), c.isoCode])),
  };
});

/** States by country code. */
const states = once(() => {
  const list =
    readAsset<Array<{ name: string; isoCode: string; countryCode: string }>>('state.json');
  const byCountry = new Map<string, Array<{ name: string; isoCode: string }>>();
  for (const s of list) {
    const of = byCountry.get(s.countryCode) ?? [];
    of.push({ name: s.name, isoCode: s.isoCode });
    byCountry.set(s.countryCode, of);
  }
  return byCountry;
});

/** City names by "countryCode|stateCode" (rows are [name, country, state, lat, lng]). */
const cities = once(() => {
  const rows = readAsset<Array<[string, string, string, ...unknown[]]>>('city.json');
  const byState = new Map<string, string[]>();
  for (const [name, country, state] of rows) {
    const key = `${country}|${state}`;
    const of = byState.get(key);
    if (of) of.push(name);
    else byState.set(key, [name]);
  }
  return byState;
});

const countryCode = (country: string) => countries().codeByName.get(country.trim().toLowerCase());
const statesOf = (code: string) => states().get(code) ?? [];

export function listCountries(): string[] {
  return [...countries().names];
}

/** States of a country by its name; [] for an unknown country or one the dataset has no states for. */
export function listStates(country: string): string[] {
  const code = countryCode(country);
  if (!code) return [];
  return unique(statesOf(code).map((s) => s.name));
}

/** The dataset's city names of a state (a state name twice in a country: each of them). */
function datasetCities(country: string, state: string) {
  const code = countryCode(country);
  if (!code) return [];
  const wanted = state.trim().toLowerCase();
  return statesOf(code)
    .filter((s) => s.name.toLowerCase() === wanted)
    .map((s) => ({ code, state: s.name, names: cities().get(`${code}|${s.isoCode}`) ?? [] }));
}

/**
 * Cities of a state as the screens offer them: cleaned by the shared rule (rules/city-names.ts:
 * no districts, one name per city), sorted.
 */
export function listCities(country: string, state: string): string[] {
  return unique(
    datasetCities(country, state).flatMap((s) => cleanCityList(s.code, s.state, s.names)),
  );
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
  if (!countryCode(loc.country)) return 'country';
  const states = listStates(loc.country);
  if (!states.length) return null;
  const state = states.find((s) => s.toLowerCase() === loc.state.trim().toLowerCase());
  if (!state) return 'state';
  const offered = listCities(loc.country, state);
  if (!offered.length) return null;
  // A name the list offers, or one the dataset lists (a city saved before the list was cleaned).
  const known = [...offered, ...datasetCities(loc.country, state).flatMap((c) => c.names)];
  const city = loc.city.trim().toLowerCase();
  return known.some((c) => c.toLowerCase() === city) ? null : 'city';
}
