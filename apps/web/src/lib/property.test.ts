import { describe, expect, it } from 'vitest';
import { propertyToSettle } from './property';

const zamalek = { slug: 'zamalek' };
const garden = { slug: 'garden-city' };

describe('the property the staff screens settle on', () => {
  it('is none while the session acts at a property', () => {
    expect(propertyToSettle({ property: garden, properties: [zamalek, garden] })).toBeNull();
  });

  it("is the user's first when they work at several and named none, or one not theirs", () => {
    expect(propertyToSettle({ property: null, properties: [zamalek, garden] })).toBe('zamalek');
  });

  it('is none for someone who works at no property (a sales agent)', () => {
    expect(propertyToSettle({ property: null, properties: [] })).toBeNull();
  });
});
