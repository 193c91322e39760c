import { describe, expect, it } from 'vitest';
import { columnsOutOfView, hiddenColumnsText } from './hidden-columns';

describe('the sideways-scroll cue', () => {
  const view = { left: 100, right: 700 };

  it('counts the columns cut off on either side, not those that show whole', () => {
    const columns = [
      { left: 40, right: 120 }, // under the sticky first column
      { left: 120, right: 300 },
      { left: 300, right: 700.5 }, // sub-pixel: shows whole
      { left: 690, right: 800 },
      { left: 800, right: 900 },
    ];
    expect(columnsOutOfView(view, columns)).toBe(3);
    expect(columnsOutOfView(view, columns.slice(1, 3))).toBe(0);
  });

  it('says how many columns are out of sight, and nothing when none are', () => {
    expect(hiddenColumnsText(5)).toBe('5 more columns: scroll sideways to see them');
    expect(hiddenColumnsText(1)).toBe('1 more column: scroll sideways to see it');
    expect(hiddenColumnsText(0)).toBe('');
  });
});
