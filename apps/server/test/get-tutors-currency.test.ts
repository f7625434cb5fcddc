// prices in different currencies are compared in INR, turned with the stored,
// dated rate (currency_rates; ₹83.50 per USD seeded by migration 0002), not as raw numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createStudent, createTutor } from '../src/seed/factories';
import { currencyRates } from '../src/db/schema/currency-rates';
import { refreshTutorPriceInr } from '../src/modules/tutors/price-inr';

const ctx = await build();
let student: { id: string };

beforeAll(async () => {
  const tutor = (name: string, currency: 'INR' | 'USD', min: number, max: number) =>
    createTutor(ctx.db, {
      user: { fullName: name },
      profile: {
        country: currency === 'INR' ? 'India' : 'United States',
        currency,
        minHourChargeMinor: min * 100,
        maxHourChargeMinor: max * 100,
      },
    });
  await tutor('Rupa INR', 'INR', 300, 500);
  await tutor('Uma USD', 'USD', 20, 40); // ₹1,670–3,340
  await tutor('Indu INR', 'INR', 3000, 4000);
  student = (await createStudent(ctx.db)).user;
});

async function cards(query: string) {
  const res = await ctx.injectAs(student, { method: 'GET', url: `/api/get-tutors?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.tutors as any[];
}
const names = async (query: string) => (await cards(query)).map((t) => t.fullName);

describe('GET /api/get-tutors across currencies', () => {
  it('a USD 20–40 tutor is not returned for maxPrice=600 (INR)', async () => {
    expect(await names('maxPrice=600')).toEqual(['Rupa INR']);
    expect(await names('minPrice=1000&maxPrice=1700')).toEqual(['Uma USD']);
  });

  it('sorts by the INR price: USD 20–40 sits between ₹300–500 and ₹3,000–4,000', async () => {
    expect(await names('sort=price-low')).toEqual(['Rupa INR', 'Uma USD', 'Indu INR']);
    expect(await names('sort=price-high')).toEqual(['Indu INR', 'Uma USD', 'Rupa INR']);
  });

  it('the card carries the price in the tutor currency and the INR figure', async () => {
    const uma = (await cards('sort=price-low')).find((t) => t.fullName === 'Uma USD');
    expect(uma).toMatchObject({
      currency: 'USD',
      min_hour_charge: 20,
      max_hour_charge: 40,
      min_price_inr: 1670,
      max_price_inr: 3340,
    });
  });

  it('a newly configured rate re-normalises the stored prices', async () => {
    await ctx.db
      .insert(currencyRates)
      .values({ currency: 'USD', effectiveFrom: '2026-02-01', inrMinorPerUnit: 10000 });
    await refreshTutorPriceInr(ctx.db, undefined, new Date('2026-03-01T00:00:00Z'));
    // USD 20 is now ₹2,000: inside a ₹2,000 filter (newest first).
    expect(await names('maxPrice=2000')).toEqual(['Uma USD', 'Rupa INR']);
    const uma = (await cards('sort=price-low')).find((t) => t.fullName === 'Uma USD');
    expect(uma.min_price_inr).toBe(2000);
  });
});
