/**
 * Inputs of the matching reads (docs/decisions/0027; spec section 7, defaults section 9), shared by
 * the GraphQL arguments and /api: radius in miles (default 200, more than 0, at most
 * {@link MAX_SEARCH_RADIUS_MILES}), minRating 0..5 (default 0), a service id, a known zip code,
 * pages from 1 with 1..100 items (default 20). A hostile value is a VALIDATION_ERROR naming its field.
 */
import { z } from 'zod';
import { pagedQuery } from '../../lib/paging.js';
import { BOOKING_MESSAGES, durationHours, instant, intId } from '../../../../schema/rules.js';
import { knownZipCode } from '../../lib/geo.js';

/** Default search radius of nearby-cleaner lists, in miles (spec section 9). */
export const DEFAULT_SEARCH_RADIUS_MILES = 200;
/** Largest search radius, in miles (a larger one is a 400). */
export const MAX_SEARCH_RADIUS_MILES = 500;

const RADIUS_MESSAGE = `radius is a number of miles, more than 0 and at most ${MAX_SEARCH_RADIUS_MILES}`;
const RATING_MESSAGE = 'minRating is a rating from 0 to 5';

const paging = pagedQuery({ defaultLimit: 20, maxLimit: 100 });

/** The filters of a nearby-cleaner list. */
const nearbyFilters = {
  radius: z
    .number({ error: RADIUS_MESSAGE })
    .refine(Number.isFinite, RADIUS_MESSAGE)
    .refine((r) => r > 0, RADIUS_MESSAGE)
    .refine((r) => r <= MAX_SEARCH_RADIUS_MILES, RADIUS_MESSAGE)
    .default(DEFAULT_SEARCH_RADIUS_MILES)
    .meta({ description: `Miles from the zip code's centroid, more than 0 and at most ${MAX_SEARCH_RADIUS_MILES} (default ${DEFAULT_SEARCH_RADIUS_MILES}).` }),
  minRating: z
    .number({ error: RATING_MESSAGE })
    .refine(Number.isFinite, RATING_MESSAGE)
    .refine((r) => r >= 0 && r <= 5, RATING_MESSAGE)
    .default(0)
    .meta({ description: 'Lowest mean rating, 0 to 5 (default 0: unrated cleaners too).' }),
  serviceType: intId('serviceType is a service id').optional().meta({ description: 'Only cleaners offering this service (a service id).' }),
};

/** `nearbyCleaners` / GET /api/users/nearby-cleaners. */
export const nearbyArgs = paging.extend({ zipCode: knownZipCode, ...nearbyFilters });

/** `bookingNearbyCleaners` / GET /api/bookings/{id}/nearby-cleaners. */
export const bookingNearbyArgs = paging.extend({ bookingId: z.string(), ...nearbyFilters });

/** `bookingRecommendations` / GET /api/bookings/{id}/recommendations. */
export const bookingRecommendationArgs = paging.extend({ bookingId: z.string() });

/** The job of `recommendationsByZip` (POST /api/bookings/recommendations-by-zip), before a booking exists. */
export const recommendationsByZipInput = z.object({
  zipCode: knownZipCode,
  serviceId: intId(BOOKING_MESSAGES.service),
  scheduledAt: instant.refine((d) => d.getTime() > Date.now(), BOOKING_MESSAGES.startInPast),
  durationHours: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), durationHours),
});

/** `recommendationsByZip`'s arguments: the job and the page. */
export const recommendationsByZipArgs = paging.extend({ input: recommendationsByZipInput });
