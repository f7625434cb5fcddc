import { describe, expect, it } from 'vitest';
import { canonicalCityName, cleanCityList } from './city-names';

describe('city names (the dataset cleaned in one place)', () => {
  it('shows a city once under its current name, and no district beside it', () => {
    const listed = [
      'Bengaluru',
      'Bangalore Urban',
      'Bangalore Rural',
      'Yelahanka',
      'Ballari',
      'Ballary',
      'Chik Ballapur',
      'Chikkaballapur',
      'Shimoga',
      'Mysuru',
      'Dakshina Kannada',
      'Kodagu',
      'Madikeri',
    ];
    expect(cleanCityList('IN', 'Karnataka', listed)).toEqual([
      'Ballari',
      'Bengaluru',
      'Chikkaballapur',
      'Madikeri',
      'Mysuru',
      'Shivamogga',
    ]);
  });

  it('drops administrative areas anywhere ("… District", "… Division")', () => {
    expect(
      cleanCityList('IN', 'Uttar Pradesh', ['Lucknow', 'Lucknow District', 'Kaushambi District']),
    ).toEqual(['Lucknow']);
    expect(
      cleanCityList('IN', 'Maharashtra', ['Pune', 'Pune Division', 'Balapur, Akola district']),
    ).toEqual(['Pune']);
    expect(cleanCityList('IN', 'Sikkim', ['Gangtok', 'North District'])).toEqual(['Gangtok']);
  });

  it('maps a name to the city it stands for, or null for no city; others are themselves', () => {
    expect(canonicalCityName('IN', 'Karnataka', 'Bangalore Urban')).toBe('Bengaluru');
    expect(canonicalCityName('IN', 'Karnataka', 'Ballary')).toBe('Ballari');
    expect(canonicalCityName('IN', 'Karnataka', 'Bangalore Rural')).toBeNull();
    expect(canonicalCityName('IN', 'Karnataka', 'Udupi')).toBe('Udupi');
    // The table is per state: another state's names are left alone.
    expect(canonicalCityName('IN', 'Kerala', 'Yelahanka')).toBe('Yelahanka');
    expect(canonicalCityName('US', 'Texas', 'Austin')).toBe('Austin');
  });
});
