import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence and keeps the original letters', () => {
    expect(highlightParts('Noura Al-Otaibi', 'al')).toEqual([
      { text: 'Noura ', match: false },
      { text: 'Al', match: true },
      { text: '-Otaibi', match: false },
    ]);
    expect(highlightParts('Anna Hanna', 'AN')).toEqual([
      { text: 'An', match: true },
      { text: 'na H', match: false },
      { text: 'an', match: true },
      { text: 'na', match: false },
    ]);
  });

  it('matches at both ends and the whole text', () => {
    expect(highlightParts('MAN-123', 'man-123')).toEqual([{ text: 'MAN-123', match: true }]);
    expect(highlightParts('MAN-123', '23')).toEqual([
      { text: 'MAN-1', match: false },
      { text: '23', match: true },
    ]);
  });

  it('takes the term literally, trimmed, and finds Arabic names', () => {
    expect(highlightParts('a.b (c)', '.b (')).toEqual([
      { text: 'a', match: false },
      { text: '.b (', match: true },
      { text: 'c)', match: false },
    ]);
    expect(highlightParts('محمد عبد الرحمن', ' عبد ')).toEqual([
      { text: 'محمد ', match: false },
      { text: 'عبد', match: true },
      { text: ' الرحمن', match: false },
    ]);
  });

  it('gives one plain part without a term or a match', () => {
    expect(highlightParts('Laura', '')).toEqual([{ text: 'Laura', match: false }]);
    expect(highlightParts('Laura', '   ')).toEqual([{ text: 'Laura', match: false }]);
    expect(highlightParts('Laura', 'xyz')).toEqual([{ text: 'Laura', match: false }]);
    expect(highlightParts('', 'a')).toEqual([{ text: '', match: false }]);
  });
});
