import { CSV_BOM, csvCell, csvLine, toCsv } from '@zamalek/domain/csv';
import { describe, expect, it } from 'vitest';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Nour Hassan')).toBe('Nour Hassan');
    expect(csvCell('')).toBe('');
    expect(csvCell('نور حسن')).toBe('نور حسن');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Said, Omar')).toBe('"Said, Omar"');
    expect(csvCell('The "Nile" suite')).toBe('"The ""Nile"" suite"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('neutralises texts a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+cmd|x')).toBe("'+cmd|x");
    expect(csvCell('-2+3+cmd')).toBe("'-2+3+cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('keeps phone numbers and negative numbers readable', () => {
    expect(csvCell('+20 1001234567')).toBe('+20 1001234567');
    expect(csvCell('+1 (555) 010-9999')).toBe('+1 (555) 010-9999');
    expect(csvCell('-12.5')).toBe('-12.5');
  });
});

describe('csvLine and toCsv', () => {
  it('joins cells with commas', () => {
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",');
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(
      toCsv([
        ['h1', 'h2'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFh1,h2\r\n1,2\r\n');
    expect(toCsv([])).toBe('\uFEFF');
  });
});
