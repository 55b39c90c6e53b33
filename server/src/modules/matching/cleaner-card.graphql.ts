/**
 * The CleanerCard interface (docs/decisions/0027): what a customer sees of a cleaner when choosing one, with no
 * email, phone or address. MatchCandidate (matching.graphql.ts) adds distance and score to it;
 * CleanerSummary is the card alone (favourites, offers).
 */
import { builder } from '../../builder.js';
import type { CleanerCardData } from './cleaner-card.js';

export const CleanerCardRef = builder.interfaceRef<CleanerCardData>('CleanerCard').implement({
  description: 'A cleaner ("Freelancer") as shown when choosing one: no email, phone or address (docs/decisions/0027).',
  fields: (t) => ({
    cleanerId: t.exposeID('cleanerId', { description: "The cleaner's user id (uuid)." }),
    firstName: t.exposeString('firstName'),
    lastInitial: t.exposeString('lastInitial', { description: 'First letter of the last name, e.g. "G".' }),
    displayName: t.exposeString('displayName', { description: 'First name and last initial, e.g. "Maria G."' }),
    initials: t.exposeString('initials', { description: 'For the avatar when there is no photo, e.g. "MG".' }),
    photoUrl: t.exposeString('photoUrl', { nullable: true, description: 'Profile photo URL; null: show `initials`.' }),
    rating: t.exposeFloat('rating', { description: 'Mean rating of visible reviews, 0..5 (0 with no review).' }),
    reviewCount: t.exposeInt('reviewCount'),
    completedJobs: t.exposeInt('completedJobs', { description: 'Jobs completed on the platform.' }),
    specialties: t.exposeStringList('specialties'),
    yearsExperience: t.exposeInt('yearsExperience'),
  }),
});

/** The card alone (favourites, a booking's offers). */
export const CleanerSummaryRef = builder.objectRef<CleanerCardData>('CleanerSummary').implement({
  description: 'A cleaner as shown on a card (the CleanerCard fields only).',
  interfaces: [CleanerCardRef],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'cleanerId' in value && !('distanceMiles' in value),
});
