import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_IMAGE_SLUGS, serviceImageAlt, serviceImageSrc } from './serviceImage';

/** The categories the seeded catalogue uses (prisma/seed/catalogue.ts), read as text. */
function seededCategories(): string[] {
  const source = readFileSync(new URL('../../../prisma/seed/catalogue.ts', import.meta.url), 'utf8');
  return [...new Set([...source.matchAll(/^\s*category: '([^']+)',$/gm)].map((match) => match[1]!))];
}

describe('service images', () => {
  it('has a picture for every category of the seeded catalogue', () => {
    const categories = seededCategories();
    expect(categories.length).toBe(19);
    for (const category of categories) expect(serviceImageSrc(category), category).not.toBeNull();
  });

  it('ships one SVG file per category, each with a text alternative of its own', () => {
    for (const slug of Object.values(SERVICE_IMAGE_SLUGS)) {
      const file = new URL(`../assets/services/${slug}.svg`, import.meta.url);
      expect(existsSync(file), slug).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 200" role="img" aria-label="[^"]+">/);
      // Drawn for the product: nothing fetched from elsewhere.
      expect(svg).not.toMatch(/href=|url\(/);
    }
  });

  it('gives no picture for an unknown category, so the fallback shows', () => {
    expect(serviceImageSrc('Unknown')).toBeNull();
    expect(serviceImageAlt('Residential')).toBe('Illustration of Residential services');
  });
});
