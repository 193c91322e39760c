import { describe, expect, it } from 'vitest';
import { isPublicPath, parseLangPath, pathIn } from './language';

describe('language of an address', () => {
  it('reads Arabic from the /ar prefix and gives the route path without it', () => {
    expect(parseLangPath('/ar')).toEqual({ lang: 'ar', path: '/' });
    expect(parseLangPath('/ar/')).toEqual({ lang: 'ar', path: '/' });
    expect(parseLangPath('/ar/book')).toEqual({ lang: 'ar', path: '/book' });
    expect(parseLangPath('/ar/booking-confirmation')).toEqual({
      lang: 'ar',
      path: '/booking-confirmation',
    });
  });

  it('keeps English at today’s addresses, and /ar only as a whole segment', () => {
    expect(parseLangPath('/')).toEqual({ lang: 'en', path: '/' });
    expect(parseLangPath('/book')).toEqual({ lang: 'en', path: '/book' });
    expect(parseLangPath('/arabic')).toEqual({ lang: 'en', path: '/arabic' });
    expect(parseLangPath('/admin')).toEqual({ lang: 'en', path: '/admin' });
  });

  it('prefixes public pages only, never the back office', () => {
    expect(pathIn('ar', '/')).toBe('/ar');
    expect(pathIn('ar', '/suites')).toBe('/ar/suites');
    expect(pathIn('ar', '/admin')).toBe('/admin');
    expect(pathIn('en', '/suites')).toBe('/suites');
    expect(isPublicPath('/book/')).toBe(true);
    expect(isPublicPath('/auth')).toBe(false);
  });

  it('gives each property’s page an Arabic address too', () => {
    expect(pathIn('ar', '/locations/garden-city')).toBe('/ar/locations/garden-city');
    expect(parseLangPath('/ar/locations/garden-city')).toEqual({
      lang: 'ar',
      path: '/locations/garden-city',
    });
    expect(isPublicPath('/locations/garden-city/')).toBe(true);
    expect(isPublicPath('/locations/garden-city/book')).toBe(false);
  });
});
