/**
 * The illustration of each service category (spec section 3 "Service catalogue item": the 19
 * categories). The pictures are SVG files drawn for this product and shipped in the repository
 * (client/src/assets/services/<slug>.svg). Vite emits each as a hashed asset under /assets/
 * (`?no-inline`: a URL, never a data URI in the script), so the build precompresses it and the
 * server caches it as immutable like the rest of /assets; nothing is fetched from another host.
 *
 * This is the one place that maps a category to its picture. Pages show it through
 * ImageWithFallback, which loads it 100 px before it scrolls into view and, if it fails, shows the
 * house and apartment cleaning picture with 'Image unavailable' (spec sections 8 and 9).
 */

const FILES = import.meta.glob<string>('../assets/services/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

/** The catalogue's categories, in the spec's order, with their picture's file name (no extension). */
export const SERVICE_IMAGE_SLUGS: Readonly<Record<string, string>> = Object.freeze({
  Residential: 'residential',
  Commercial: 'commercial',
  Specialized: 'specialized',
  'Health & Safety': 'health-and-safety',
  Luxury: 'luxury',
  Outdoor: 'outdoor',
  'Event Services': 'event-services',
  Hospitality: 'hospitality',
  Seasonal: 'seasonal',
  Maintenance: 'maintenance',
  Security: 'security',
  Automotive: 'automotive',
  Technology: 'technology',
  'Personal Services': 'personal-services',
  HVAC: 'hvac',
  Wellness: 'wellness',
  Emergency: 'emergency',
  Educational: 'educational',
  'Sports & Recreation': 'sports-and-recreation',
});

/**
 * URL (same origin, e.g. '/assets/residential-3f9a….svg' in a build) of a category's
 * illustration, or null for a category without one (ImageWithFallback then shows the fallback).
 */
export function serviceImageSrc(category: string): string | null {
  const slug = SERVICE_IMAGE_SLUGS[category];
  return (slug && FILES[`../assets/services/${slug}.svg`]) || null;
}

/** Text alternative of a category's picture where it is not decorative, e.g. 'Illustration of Residential services'. */
export function serviceImageAlt(category: string): string {
  return `Illustration of ${category} services`;
}
