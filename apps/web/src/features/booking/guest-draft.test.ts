import { describe, expect, it } from 'vitest';
import { emptyDraft, parseDraft, resizeNames } from './guest-draft';

describe('guest draft', () => {
  it('starts with one name field per guest of the search', () => {
    expect(emptyDraft(3)).toEqual({
      adults: 3,
      children: 0,
      guestNames: ['', '', ''],
      email: '',
      phone: '',
      nationality: '',
      specialRequests: '',
    });
    expect(emptyDraft(0).guestNames).toEqual(['']);
  });

  it('reads back what it stored', () => {
    const draft = { ...emptyDraft(2), guestNames: ['Lina Haddad', ''], email: 'lina@example.com' };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('ignores anything that is not a draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft(JSON.stringify({ adults: 0, children: 0 }))).toBeNull();
    expect(parseDraft(JSON.stringify({ adults: 1, children: -1 }))).toBeNull();
  });

  it('repairs odd fields rather than failing', () => {
    expect(
      parseDraft(JSON.stringify({ adults: 2, children: 1, guestNames: [1, 'Omar'], email: 5 })),
    ).toEqual({
      adults: 2,
      children: 1,
      guestNames: ['Omar'],
      email: '',
      phone: '',
      nationality: '',
      specialRequests: '',
    });
  });

  it('keeps one name field per guest', () => {
    expect(resizeNames(['Ana', 'Ben'], 3)).toEqual(['Ana', 'Ben', '']);
    expect(resizeNames(['Ana', 'Ben', 'Cy'], 1)).toEqual(['Ana']);
    expect(resizeNames([], 0)).toEqual(['']);
  });
});
