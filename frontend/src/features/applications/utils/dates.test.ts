import { describe, expect, it } from 'vitest';

import { monthGrid, shiftMonth, todayIn } from '@/features/applications/utils/dates';

describe('dates', () => {
  it('tells today by the time zone: the same instant is two days on either side of the date line', () => {
    const instant = new Date('2026-11-24T23:30:00Z');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-25');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-24');
  });

  it('lays a month out in weeks from Monday, padded at both ends', () => {
    const grid = monthGrid('2026-11');
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(grid.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
