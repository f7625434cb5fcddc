import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate } from './format';

describe('format', () => {
  it('formats dates as dd/mm/yyyy in Asia/Kolkata', () => {
    expect(formatDate('2025-03-04T10:00:00Z')).toBe('04/03/2025');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2025-11-22T20:00:00Z')).toBe('23/11/2025');
  });

  it('returns the fallback for missing or invalid dates', () => {
    expect(formatDate(null, 'No Date')).toBe('No Date');
    expect(formatDate('not a date', 'No Date')).toBe('No Date');
  });

  it('formats INR with Indian grouping and USD with cents when needed', () => {
    expect(formatCurrency(125000)).toBe('₹1,25,000');
    expect(formatCurrency(25.5, 'USD')).toBe('$25.50');
  });
});
