import { describe, expect, it } from 'vitest';
import { createSubmissionKeys, SUBMISSION_STORAGE_KEY } from './submission-key';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

const booking = {
  unitId: 'suite-1',
  stay: { checkIn: '2026-12-01', checkOut: '2026-12-04' },
  guest: { adults: 2, children: 0, guestNames: ['Lina Haddad'], email: 'lina@example.com' },
};

describe('booking submission keys', () => {
  it('gives a double tap and a retry of the same booking the same key', () => {
    const keys = createSubmissionKeys(memoryStore(), counter());
    const first = keys.keyFor(booking);
    expect(keys.keyFor(structuredClone(booking))).toBe(first);
    expect(keys.keyFor(booking)).toBe('key-1');
  });

  it('gives a changed booking a new key', () => {
    const keys = createSubmissionKeys(memoryStore(), counter());
    const first = keys.keyFor(booking);
    const otherDates = { ...booking, stay: { checkIn: '2026-12-02', checkOut: '2026-12-04' } };
    expect(keys.keyFor(otherDates)).not.toBe(first);
    const otherEmail = { ...booking, guest: { ...booking.guest, email: 'omar@example.com' } };
    expect(new Set([first, keys.keyFor(otherDates), keys.keyFor(otherEmail)]).size).toBe(3);
  });

  it('keeps the key across a reload of the tab, and starts afresh once booked', () => {
    const store = memoryStore();
    const before = createSubmissionKeys(store, counter()).keyFor(booking);
    const afterReload = createSubmissionKeys(store, () => 'another');
    expect(afterReload.keyFor(booking)).toBe(before);
    afterReload.forget();
    expect(store.items.has(SUBMISSION_STORAGE_KEY)).toBe(false);
    expect(afterReload.keyFor(booking)).toBe('another');
  });

  it('works without storage, and ignores what it cannot read', () => {
    const keys = createSubmissionKeys(null, counter());
    expect(keys.keyFor(booking)).toBe(keys.keyFor(booking));
    const store = memoryStore();
    store.setItem(SUBMISSION_STORAGE_KEY, '{not json');
    expect(createSubmissionKeys(store, () => 'fresh').keyFor(booking)).toBe('fresh');
  });

  it('makes random UUIDs by default', () => {
    expect(createSubmissionKeys(null).keyFor(booking)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
