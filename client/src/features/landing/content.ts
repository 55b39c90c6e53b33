/** Static marketing content of the landing page (spec sections 1, 3 and 9). */
import type { TestimonialCard_ReviewFragment } from '../../gql/graphql';

/** Headline statistics and marketing claims (spec section 1). */
export const STATS = [
  { value: '900,000+', label: 'Happy customers' },
  { value: '4.9/5', label: 'Average rating' },
  { value: '36+', label: 'Cities served' },
  { value: '98%', label: 'On-time arrivals' },
  { value: '50+', label: 'Professional services' },
  { value: '24/7', label: 'Customer support' },
] as const;

export const STEPS = [
  {
    title: 'Choose service',
    text: 'Pick from 50+ services, from a quick tidy to post-construction deep cleans. Prices are shown per hour up front.',
  },
  {
    title: 'Book online',
    text: 'Choose a date, time and duration. A background-checked pro near you accepts the job, usually within minutes.',
  },
  {
    title: 'Enjoy results',
    text: 'Relax while we clean. Not happy? We re-clean within 24 hours at no extra cost.',
  },
] as const;

export const TRUST_POINTS = [
  { title: 'Background-checked pros', text: 'Every freelancer passes an identity and background check before their first job.' },
  { title: 'Insured & bonded', text: 'Each booking is covered, so accidents never become your problem.' },
  { title: 'Satisfaction guarantee', text: 'Not satisfied? We come back and re-clean within 24 hours.' },
  { title: 'Secure payments', text: 'SSL-secured checkout. You are only charged for the hours booked.' },
  { title: 'Eco-friendly products', text: 'Safe for kids, pets and the planet, on request at no extra charge.' },
  { title: '24/7 support', text: 'Real people ready to help any time, by phone, chat or the help center.' },
] as const;

/** Built-in testimonials, shown when public reviews fail to load or none exist. */
export const FALLBACK_TESTIMONIALS: TestimonialCard_ReviewFragment[] = [
  {
    id: 'fallback-1',
    reviewerName: 'Sarah M.',
    reviewType: 'customer',
    badge: 'Verified',
    roleLabel: 'Verified Customer',
    comment:
      'Booked a deep clean before my parents visited and the apartment has never looked better. On time, friendly and thorough.',
    rating: 5,
    serviceType: 'Deep Cleaning',
    cleanerName: 'Maria G.',
    cleanerRating: 4.9,
    createdAt: '2026-09-14T10:00:00.000Z',
  },
  {
    id: 'fallback-2',
    reviewerName: 'David K.',
    reviewType: 'customer',
    badge: 'Verified',
    roleLabel: 'Verified Customer',
    comment: 'The membership paid for itself in the first month. $18 an hour for this quality is a steal.',
    rating: 5,
    serviceType: 'House Cleaning',
    cleanerName: 'James C.',
    cleanerRating: 4.8,
    createdAt: '2026-08-30T10:00:00.000Z',
  },
  {
    id: 'fallback-3',
    reviewerName: 'Priya S.',
    reviewType: 'admin',
    badge: 'Pro Review',
    roleLabel: 'Professional Review',
    comment: 'Consistent checklists, careful with delicate surfaces and excellent communication throughout the job.',
    rating: 5,
    serviceType: 'Move-out Cleaning',
    cleanerName: 'Aisha P.',
    cleanerRating: 5,
    createdAt: '2026-08-02T10:00:00.000Z',
  },
  {
    id: 'fallback-4',
    reviewerName: 'Tom R.',
    reviewType: 'customer',
    badge: 'Verified',
    roleLabel: 'Verified Customer',
    comment: 'Our office has been spotless since we switched. Booking recurring cleans takes a minute.',
    rating: 5,
    serviceType: 'Office Cleaning',
    cleanerName: null,
    cleanerRating: null,
    createdAt: '2026-07-21T10:00:00.000Z',
  },
  {
    id: 'fallback-5',
    reviewerName: 'Elena V.',
    reviewType: 'customer',
    badge: 'Verified',
    roleLabel: 'Verified Customer',
    comment: 'Windows, oven and fridge all sparkling. Support answered my question at 11 pm, which I did not expect.',
    rating: 4,
    serviceType: 'Window Cleaning',
    cleanerName: 'Maria G.',
    cleanerRating: 4.9,
    createdAt: '2026-07-03T10:00:00.000Z',
  },
  {
    id: 'fallback-6',
    reviewerName: 'Marcus L.',
    reviewType: 'customer',
    badge: 'Verified',
    roleLabel: 'Verified Customer',
    comment: 'After our renovation the dust was everywhere. Two pros, five hours, and the place looked brand new.',
    rating: 5,
    serviceType: 'Post-construction Cleaning',
    cleanerName: 'James C.',
    cleanerRating: 4.8,
    createdAt: '2026-06-18T10:00:00.000Z',
  },
];

/** Three sample cleaner profiles for the showcase (static marketing content). */
export const SAMPLE_CLEANERS = [
  {
    name: 'Maria Gonzalez',
    rating: 4.9,
    reviews: 312,
    experience: '8 years',
    specialties: ['Deep cleaning', 'Move-out', 'Eco-friendly'],
    certifications: ['Green Cleaning Certified', 'OSHA Safety'],
    verified: true,
    gradient: 'linear-gradient(135deg, #1565c0, #006064)',
  },
  {
    name: 'James Carter',
    rating: 4.8,
    reviews: 198,
    experience: '5 years',
    specialties: ['Office cleaning', 'Carpet care', 'Windows'],
    certifications: ['IICRC Carpet Cleaning'],
    verified: true,
    gradient: 'linear-gradient(135deg, #00695c, #33691e)',
  },
  {
    name: 'Aisha Patel',
    rating: 5.0,
    reviews: 154,
    experience: '6 years',
    specialties: ['Post-construction', 'Sanitization', 'Organizing'],
    certifications: ['Infection Control Trained', 'First Aid'],
    verified: true,
    gradient: 'linear-gradient(135deg, #6a1b9a, #ad1457)',
  },
] as const;

/**
 * The SuperSaver promo (spec section 9), as an offer of a tier that exists: house cleaning at $18/h
 * instead of $36/h (50% off) is the Moon tier's member rate, and claiming it leads to Moon.
 * The spec's $59/month and 30-day money-back guarantee describe no plan the product sells, so the
 * promo does not promise them (docs/decisions/0030-supersaver.md). The figures are Moon's in
 * prisma/seed/catalogue.ts (monthly 3690 cents, member rates up to 2200 cents an hour).
 */
export const SUPERSAVER = {
  name: 'SuperSaver',
  tierCode: 'moon',
  tierName: 'Moon',
  monthly: '$36.90/month',
  discount: '50% off',
  memberRate: '$18/h',
  regularRate: '$36/h',
  coverage: 'Member rates on every service up to $22/h',
} as const;
