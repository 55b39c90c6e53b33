/**
 * Demo data: the service catalogue, membership tiers and a small, consistent marketplace
 * (admin, customers with and without memberships, approved and pending cleaners, past and
 * upcoming bookings, reviews and notifications). Meant for an empty database only; the caller
 * checks that first. All demo accounts share the password {@link DEMO_PASSWORD}.
 *
 * Every cleaner has a home zip code and a service radius (issue 16 "Geography"); five approved
 * cleaners live around San Francisco at different distances from 94110 (94110 itself, 94103,
 * 94117, Oakland 94611, San Mateo 94401) with different ratings and specialties and no weekly
 * hours saved (every hour open), so a request cascade can be watched on a fresh start. Two of
 * them have instant booking on (issue 31): Hannah Okafor for Oakland (5 miles, 4 h notice) and
 * Kenji Watanabe around San Mateo (8 miles, 12 h notice), so "best available" in 94611 or 94401
 * confirms at once while San Francisco bookings still go to a request. Every booking carries its
 * zip code's centroid.
 *
 * Money is integer cents; instants are UTC and relative to `opts.now` so that "past" and
 * "upcoming" bookings stay so whenever the seed runs.
 */
import type { Prisma, PrismaClient } from '../../server/src/generated/prisma/client.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { hashPassword } from '../../server/src/modules/auth/password.js';
import { MEMBERSHIP_TIERS, SERVICES, type CatalogueService } from './catalogue.js';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Demo123!';

/** A headline demo account, listed on the sign-in screen and in the README. */
export interface DemoAccount {
  email: string;
  role: 'admin' | 'customer' | 'cleaner';
  password: string;
  description: string;
}

/** The four headline demo accounts (all with password `Demo123!`). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    role: 'admin',
    password: DEMO_PASSWORD,
    description: 'Alex Morgan, administrator: users, pending freelancers, bookings, services, reviews.',
  },
  {
    email: 'customer@demo.test',
    role: 'customer',
    password: DEMO_PASSWORD,
    description: 'Casey Jordan, customer with an active Star membership, past and upcoming bookings.',
  },
  {
    email: 'cleaner@demo.test',
    role: 'cleaner',
    password: DEMO_PASSWORD,
    description: 'Maria Santos, approved freelancer in San Francisco (zip 941xx) with an open job nearby.',
  },
  {
    email: 'pending.cleaner@demo.test',
    role: 'cleaner',
    password: DEMO_PASSWORD,
    description: 'Pat Lee, freelancer in Oakland whose background check is still pending.',
  },
];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type TierCode = 'moon' | 'star' | 'sun';
type Tx = Prisma.TransactionClient;

interface DemoCleaner {
  city: string;
  /** Zip-code prefixes served beside the radius (extra coverage); [] for none. */
  serviceZipPrefixes: string[];
  /** Where the cleaner works from: the centre of the service radius. */
  homeZipCode: string;
  /** Miles from the home zip code's centroid. */
  serviceRadiusMiles: number;
  yearsExperience: number;
  specialties: string[];
  bio: string;
  approved: boolean;
  /** Instant booking on with these rules (issue 31; every service they offer). */
  instant?: { maxDistanceMiles: number; minNoticeHours: number; maxJobsPerDay: number };
}

interface DemoMembership {
  tier: TierCode;
  status: 'active' | 'expired';
  startedDaysAgo: number;
  /** Days from now until the current period ends (negative when already ended). */
  periodEndsInDays: number;
}

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'customer' | 'cleaner';
  phone?: string;
  /** Account age in days. */
  createdDaysAgo: number;
  marketingEmails?: boolean;
  membership?: DemoMembership;
  cleaner?: DemoCleaner;
}

const USERS: readonly DemoUser[] = [
  { email: 'admin@demo.test', firstName: 'Alex', lastName: 'Morgan', role: 'admin', createdDaysAgo: 400, marketingEmails: false },

  // Customers.
  {
    email: 'customer@demo.test',
    firstName: 'Casey',
    lastName: 'Jordan',
    role: 'customer',
    phone: '+1 415 555 0142',
    createdDaysAgo: 120,
    membership: { tier: 'star', status: 'active', startedDaysAgo: 90, periodEndsInDays: 30 },
  },
  { email: 'emma.davis@demo.test', firstName: 'Emma', lastName: 'Davis', role: 'customer', phone: '+1 415 555 0187', createdDaysAgo: 60 },
  {
    email: 'michael.chen@demo.test',
    firstName: 'Michael',
    lastName: 'Chen',
    role: 'customer',
    phone: '+1 213 555 0119',
    createdDaysAgo: 150,
    membership: { tier: 'moon', status: 'active', startedDaysAgo: 120, periodEndsInDays: 12 },
  },
  {
    email: 'sarah.johnson@demo.test',
    firstName: 'Sarah',
    lastName: 'Johnson',
    role: 'customer',
    phone: '+1 212 555 0164',
    createdDaysAgo: 210,
    membership: { tier: 'moon', status: 'expired', startedDaysAgo: 180, periodEndsInDays: -60 },
  },
  {
    email: 'daniel.garcia@demo.test',
    firstName: 'Daniel',
    lastName: 'Garcia',
    role: 'customer',
    phone: '+1 312 555 0133',
    createdDaysAgo: 75,
    membership: { tier: 'sun', status: 'active', startedDaysAgo: 45, periodEndsInDays: 15 },
  },
  { email: 'lisa.patel@demo.test', firstName: 'Lisa', lastName: 'Patel', role: 'customer', phone: '+1 206 555 0171', createdDaysAgo: 40 },
  { email: 'ryan.thompson@demo.test', firstName: 'Ryan', lastName: 'Thompson', role: 'customer', createdDaysAgo: 30, marketingEmails: false },
  {
    email: 'nina.rossi@demo.test',
    firstName: 'Nina',
    lastName: 'Rossi',
    role: 'customer',
    phone: '+1 305 555 0128',
    createdDaysAgo: 230,
    membership: { tier: 'star', status: 'active', startedDaysAgo: 200, periodEndsInDays: 22 },
  },
  { email: 'priya.nair@demo.test', firstName: 'Priya', lastName: 'Nair', role: 'customer', phone: '+1 415 555 0115', createdDaysAgo: 95 },
  { email: 'ben.carter@demo.test', firstName: 'Ben', lastName: 'Carter', role: 'customer', phone: '+1 510 555 0193', createdDaysAgo: 85 },

  // Cleaners ("Freelancers").
  {
    email: 'cleaner@demo.test',
    firstName: 'Maria',
    lastName: 'Santos',
    role: 'cleaner',
    phone: '+1 415 555 0190',
    createdDaysAgo: 300,
    cleaner: {
      approved: true,
      city: 'San Francisco',
      serviceZipPrefixes: ['941'],
      homeZipCode: '94110',
      serviceRadiusMiles: 15,
      yearsExperience: 8,
      specialties: ['Deep Cleaning', 'Move In/Out Cleaning', 'Eco-friendly products'],
      bio: 'Detail-oriented cleaner with eight years in San Francisco homes and offices. I bring my own eco-friendly supplies and follow your checklist to the letter.',
    },
  },
  {
    email: 'pending.cleaner@demo.test',
    firstName: 'Pat',
    lastName: 'Lee',
    role: 'cleaner',
    phone: '+1 510 555 0102',
    createdDaysAgo: 3,
    cleaner: {
      approved: false,
      city: 'Oakland',
      serviceZipPrefixes: ['946'],
      homeZipCode: '94612',
      serviceRadiusMiles: 10,
      yearsExperience: 2,
      specialties: ['House Cleaning', 'Laundry & Ironing'],
      bio: 'Two years of residential cleaning in the East Bay; reliable, punctual and careful with pets.',
    },
  },
  {
    email: 'james.wilson@demo.test',
    firstName: 'James',
    lastName: 'Wilson',
    role: 'cleaner',
    phone: '+1 213 555 0145',
    createdDaysAgo: 260,
    cleaner: {
      approved: true,
      city: 'Los Angeles',
      serviceZipPrefixes: ['900'],
      homeZipCode: '90026',
      serviceRadiusMiles: 25,
      yearsExperience: 10,
      specialties: ['Post-Construction Cleaning', 'Carpet Cleaning', 'Pressure Washing'],
      bio: 'Former general contractor turned cleaning pro. I handle post-construction dust, carpets and exteriors across Los Angeles.',
    },
  },
  {
    email: 'aisha.khan@demo.test',
    firstName: 'Aisha',
    lastName: 'Khan',
    role: 'cleaner',
    phone: '+1 212 555 0176',
    createdDaysAgo: 240,
    cleaner: {
      approved: true,
      city: 'New York',
      serviceZipPrefixes: ['100'],
      homeZipCode: '10017',
      serviceRadiusMiles: 10,
      yearsExperience: 6,
      specialties: ['Office Cleaning', 'Janitorial Services', 'Disinfection & Sanitization'],
      bio: 'Manhattan office and studio specialist. Evening and weekend shifts so your team never notices I was there, except for the shine.',
    },
  },
  {
    email: 'david.kim@demo.test',
    firstName: 'David',
    lastName: 'Kim',
    role: 'cleaner',
    phone: '+1 312 555 0158',
    createdDaysAgo: 190,
    cleaner: {
      approved: true,
      city: 'Chicago',
      serviceZipPrefixes: ['606'],
      homeZipCode: '60614',
      serviceRadiusMiles: 20,
      yearsExperience: 5,
      specialties: ['Move In/Out Cleaning', 'Deep Cleaning', 'Window Cleaning'],
      bio: 'Chicago move-in and move-out expert; landlords and tenants trust my deposit-ready checklist.',
    },
  },
  {
    email: 'olivia.brown@demo.test',
    firstName: 'Olivia',
    lastName: 'Brown',
    role: 'cleaner',
    phone: '+1 206 555 0149',
    createdDaysAgo: 170,
    cleaner: {
      approved: true,
      city: 'Seattle',
      serviceZipPrefixes: ['981'],
      homeZipCode: '98101',
      serviceRadiusMiles: 20,
      yearsExperience: 7,
      specialties: ['Airbnb & Vacation Rental Cleaning', 'Laundry & Ironing', 'Home Organization'],
      bio: 'I turn over short-term rentals in Seattle with hotel-style linens, restocked essentials and a photo report for hosts.',
    },
  },
  {
    email: 'carlos.rivera@demo.test',
    firstName: 'Carlos',
    lastName: 'Rivera',
    role: 'cleaner',
    phone: '+1 512 555 0137',
    createdDaysAgo: 140,
    cleaner: {
      approved: true,
      city: 'Austin',
      serviceZipPrefixes: ['787'],
      homeZipCode: '78704',
      serviceRadiusMiles: 25,
      yearsExperience: 4,
      specialties: ['Eco-Friendly Green Cleaning', 'Allergy-Friendly Cleaning', 'Yard Cleanup'],
      bio: 'Green cleaning only: plant-based products, HEPA vacuum and microfiber. Safe for kids, pets and allergy sufferers.',
    },
  },
  {
    email: 'grace.nguyen@demo.test',
    firstName: 'Grace',
    lastName: 'Nguyen',
    role: 'cleaner',
    phone: '+1 305 555 0163',
    createdDaysAgo: 280,
    cleaner: {
      approved: true,
      city: 'Miami',
      serviceZipPrefixes: ['331'],
      homeZipCode: '33139',
      serviceRadiusMiles: 30,
      yearsExperience: 12,
      specialties: ['Yacht Cleaning', 'Luxury Estate Cleaning', 'Private Jet Cleaning'],
      bio: 'Twelve years detailing yachts, private aircraft and estates in South Florida. Marine-safe products and white-glove care.',
    },
  },

  // More approved cleaners around San Francisco, at different distances from 94110 (issue 16).
  {
    email: 'sofia.ramirez@demo.test',
    firstName: 'Sofia',
    lastName: 'Ramirez',
    role: 'cleaner',
    phone: '+1 415 555 0121',
    createdDaysAgo: 160,
    cleaner: {
      approved: true,
      city: 'San Francisco',
      serviceZipPrefixes: [],
      homeZipCode: '94103',
      serviceRadiusMiles: 10,
      yearsExperience: 5,
      specialties: ['Apartment Cleaning', 'Kitchen Deep Clean', 'Pet-Friendly Cleaning'],
      bio: 'SoMa and Mission apartments are my daily routine. Kitchens get the full treatment, and your pets are welcome to supervise.',
    },
  },
  {
    email: 'ethan.brooks@demo.test',
    firstName: 'Ethan',
    lastName: 'Brooks',
    role: 'cleaner',
    phone: '+1 415 555 0138',
    createdDaysAgo: 110,
    cleaner: {
      approved: true,
      city: 'San Francisco',
      serviceZipPrefixes: [],
      homeZipCode: '94117',
      serviceRadiusMiles: 8,
      yearsExperience: 3,
      specialties: ['Window Cleaning', 'Laundry & Ironing', 'Eco-friendly products'],
      bio: 'Victorian flats around the Haight and Cole Valley: bay windows without streaks, fresh laundry folded, plant-based products only.',
    },
  },
  {
    email: 'hannah.okafor@demo.test',
    firstName: 'Hannah',
    lastName: 'Okafor',
    role: 'cleaner',
    phone: '+1 510 555 0166',
    createdDaysAgo: 200,
    cleaner: {
      approved: true,
      city: 'Oakland',
      serviceZipPrefixes: [],
      homeZipCode: '94611',
      serviceRadiusMiles: 20,
      yearsExperience: 9,
      specialties: ['Move In/Out Cleaning', 'Home Organization', 'Carpet Cleaning'],
      bio: 'Nine years of East Bay move-outs and family homes; I cross the bridge for San Francisco jobs too.',
      // Instant confirmation for Oakland itself (SF is farther than 5 miles: asked as before).
      instant: { maxDistanceMiles: 5, minNoticeHours: 4, maxJobsPerDay: 3 },
    },
  },
  {
    email: 'kenji.watanabe@demo.test',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    role: 'cleaner',
    phone: '+1 650 555 0109',
    createdDaysAgo: 130,
    cleaner: {
      approved: true,
      city: 'San Mateo',
      serviceZipPrefixes: [],
      homeZipCode: '94401',
      serviceRadiusMiles: 25,
      yearsExperience: 6,
      specialties: ['Office Cleaning', 'Disinfection & Sanitization', 'Deep Cleaning'],
      bio: 'Peninsula homes and small offices from San Mateo to San Francisco; hospital-grade disinfection on request.',
      // Instant confirmation around San Mateo (SF is farther than 8 miles: asked as before).
      instant: { maxDistanceMiles: 8, minNoticeHours: 12, maxJobsPerDay: 2 },
    },
  },
];

interface PastJob {
  customer: string;
  cleaner: string;
  serviceId: number;
  daysAgo: number;
  /** Start hour, UTC. */
  hourUtc: number;
  durationMinutes: number;
  address: string;
  city: string;
  zipCode: string;
  notes?: string;
  review: { rating: number; comment: string; featured?: boolean };
}

/** Completed jobs, each reviewed by its customer. One cleaner's jobs never overlap. */
const COMPLETED_JOBS: readonly PastJob[] = [
  {
    customer: 'customer@demo.test',
    cleaner: 'cleaner@demo.test',
    serviceId: 1,
    daysAgo: 20,
    hourUtc: 17,
    durationMinutes: 180,
    address: '1450 Valencia St, Apt 3',
    city: 'San Francisco',
    zipCode: '94110',
    notes: 'Buzzer 3. Please use the fragrance-free products under the sink.',
    review: {
      rating: 5,
      comment: 'Maria was on time, thorough and friendly. The kitchen and bathrooms have never looked this good. Booking her again!',
      featured: true,
    },
  },
  {
    customer: 'emma.davis@demo.test',
    cleaner: 'cleaner@demo.test',
    serviceId: 13,
    daysAgo: 14,
    hourUtc: 16,
    durationMinutes: 120,
    address: '820 Folsom St, Unit 5B',
    city: 'San Francisco',
    zipCode: '94103',
    review: { rating: 5, comment: 'Spotless, streak-free windows inside and out, and she even cleaned the tracks. Great value.' },
  },
  {
    customer: 'customer@demo.test',
    cleaner: 'cleaner@demo.test',
    serviceId: 2,
    daysAgo: 10,
    hourUtc: 17,
    durationMinutes: 240,
    address: '1450 Valencia St, Apt 3',
    city: 'San Francisco',
    zipCode: '94110',
    notes: 'Focus on the oven and the bathroom grout, please.',
    review: {
      rating: 4,
      comment: 'Very good deep clean; oven and grout look new. Ran a little over on time, but the result was worth it.',
    },
  },
  {
    customer: 'michael.chen@demo.test',
    cleaner: 'james.wilson@demo.test',
    serviceId: 14,
    daysAgo: 18,
    hourUtc: 18,
    durationMinutes: 150,
    address: '2231 Sunset Blvd',
    city: 'Los Angeles',
    zipCode: '90026',
    notes: 'Two cats at home; red wine stain in the living room.',
    review: { rating: 5, comment: 'James got a two-year-old wine stain out of our carpet and the pet odor is gone. Carpets dried within hours.' },
  },
  {
    customer: 'michael.chen@demo.test',
    cleaner: 'james.wilson@demo.test',
    serviceId: 12,
    daysAgo: 6,
    hourUtc: 16,
    durationMinutes: 240,
    address: '455 S Spring St, Unit 1204',
    city: 'Los Angeles',
    zipCode: '90013',
    notes: 'Kitchen remodel just finished; drywall dust everywhere.',
    review: { rating: 5, comment: 'After our kitchen remodel there was dust on every surface. James removed all of it, including paint on the windows.' },
  },
  {
    customer: 'sarah.johnson@demo.test',
    cleaner: 'aisha.khan@demo.test',
    serviceId: 7,
    daysAgo: 12,
    hourUtc: 22,
    durationMinutes: 180,
    address: '125 Park Ave, Suite 1800',
    city: 'New York',
    zipCode: '10017',
    notes: 'After 6pm; security desk has your name.',
    review: { rating: 5, comment: 'Our office was sparkling the next morning. Aisha sanitized every desk and the break room without moving our papers.' },
  },
  {
    customer: 'daniel.garcia@demo.test',
    cleaner: 'david.kim@demo.test',
    serviceId: 4,
    daysAgo: 9,
    hourUtc: 15,
    durationMinutes: 240,
    address: '1847 N Halsted St, Apt 2F',
    city: 'Chicago',
    zipCode: '60614',
    review: { rating: 5, comment: 'Move-out clean was so good that our landlord returned the full deposit. Cabinets, fridge and oven were spotless.' },
  },
  {
    customer: 'lisa.patel@demo.test',
    cleaner: 'olivia.brown@demo.test',
    serviceId: 31,
    daysAgo: 7,
    hourUtc: 19,
    durationMinutes: 150,
    address: '1521 2nd Ave, Unit 807',
    city: 'Seattle',
    zipCode: '98101',
    notes: 'Guests check in at 4pm; linens are in the hall closet.',
    review: { rating: 4, comment: 'Quick turnover and a helpful photo report. One towel was missing from the restock, otherwise perfect.' },
  },
  {
    customer: 'ryan.thompson@demo.test',
    cleaner: 'carlos.rivera@demo.test',
    serviceId: 46,
    daysAgo: 5,
    hourUtc: 16,
    durationMinutes: 180,
    address: '1100 S Congress Ave, Apt 214',
    city: 'Austin',
    zipCode: '78704',
    review: { rating: 5, comment: 'Loved the non-toxic products. The place smelled fresh, not like chemicals, and our dog was totally fine.' },
  },
  {
    customer: 'nina.rossi@demo.test',
    cleaner: 'grace.nguyen@demo.test',
    serviceId: 22,
    daysAgo: 16,
    hourUtc: 14,
    durationMinutes: 240,
    address: 'Miami Beach Marina, Slip 42, 300 Alton Rd',
    city: 'Miami Beach',
    zipCode: '33139',
    notes: 'Teak deck needs extra care.',
    review: {
      rating: 5,
      comment: 'Grace detailed our yacht inside and out. The teak deck and stainless steel look brand new. Truly premium service.',
      featured: true,
    },
  },
  // Around San Francisco (ratings: Sofia 4.5, Ethan 5.0, Hannah 4.0, Kenji 4.7).
  {
    customer: 'priya.nair@demo.test',
    cleaner: 'sofia.ramirez@demo.test',
    serviceId: 1,
    daysAgo: 24,
    hourUtc: 17,
    durationMinutes: 180,
    address: '4120 18th St, Apt 2',
    city: 'San Francisco',
    zipCode: '94114',
    review: { rating: 5, comment: 'Sofia made our kitchen shine and was lovely with our cat. Exactly what we asked for.' },
  },
  {
    customer: 'priya.nair@demo.test',
    cleaner: 'sofia.ramirez@demo.test',
    serviceId: 2,
    daysAgo: 11,
    hourUtc: 16,
    durationMinutes: 240,
    address: '4120 18th St, Apt 2',
    city: 'San Francisco',
    zipCode: '94114',
    review: { rating: 4, comment: 'Thorough deep clean. She arrived half an hour late, but stayed to finish everything.' },
  },
  {
    customer: 'priya.nair@demo.test',
    cleaner: 'ethan.brooks@demo.test',
    serviceId: 13,
    daysAgo: 19,
    hourUtc: 18,
    durationMinutes: 120,
    address: '4120 18th St, Apt 2',
    city: 'San Francisco',
    zipCode: '94114',
    review: { rating: 5, comment: 'Our bay windows have never been this clear. Quick, careful and friendly.' },
  },
  {
    customer: 'ben.carter@demo.test',
    cleaner: 'ethan.brooks@demo.test',
    serviceId: 1,
    daysAgo: 8,
    hourUtc: 17,
    durationMinutes: 180,
    address: '310 Frederick St',
    city: 'San Francisco',
    zipCode: '94117',
    review: { rating: 5, comment: 'Spotless flat and perfectly folded laundry. Ethan is our go-to now.' },
  },
  {
    customer: 'ben.carter@demo.test',
    cleaner: 'hannah.okafor@demo.test',
    serviceId: 4,
    daysAgo: 27,
    hourUtc: 16,
    durationMinutes: 240,
    address: '5800 Broadway Terrace',
    city: 'Oakland',
    zipCode: '94611',
    review: { rating: 4, comment: 'Solid move-out clean and the landlord was happy. A couple of cabinet tops were missed.' },
  },
  {
    customer: 'ben.carter@demo.test',
    cleaner: 'hannah.okafor@demo.test',
    serviceId: 14,
    daysAgo: 13,
    hourUtc: 18,
    durationMinutes: 150,
    address: '5800 Broadway Terrace',
    city: 'Oakland',
    zipCode: '94611',
    review: { rating: 4, comment: 'Carpets came out fresh. Took a little longer than planned.' },
  },
  {
    customer: 'priya.nair@demo.test',
    cleaner: 'kenji.watanabe@demo.test',
    serviceId: 2,
    daysAgo: 30,
    hourUtc: 17,
    durationMinutes: 240,
    address: '4120 18th St, Apt 2',
    city: 'San Francisco',
    zipCode: '94114',
    review: { rating: 5, comment: 'Kenji is meticulous: every baseboard and vent was dusted. Worth the drive from San Mateo.' },
  },
  {
    customer: 'ben.carter@demo.test',
    cleaner: 'kenji.watanabe@demo.test',
    serviceId: 1,
    daysAgo: 15,
    hourUtc: 19,
    durationMinutes: 180,
    address: '310 Frederick St',
    city: 'San Francisco',
    zipCode: '94117',
    review: { rating: 4, comment: 'Great clean overall; he forgot to take out the recycling.' },
  },
  {
    customer: 'priya.nair@demo.test',
    cleaner: 'kenji.watanabe@demo.test',
    serviceId: 7,
    daysAgo: 4,
    hourUtc: 16,
    durationMinutes: 120,
    address: '4120 18th St, Apt 2',
    city: 'San Francisco',
    zipCode: '94114',
    review: { rating: 5, comment: 'Disinfected our home office after a flu round. Fast, careful and kind.' },
  },
];

/** Admin "Pro Reviews": quality inspections, no booking and no linked author. */
const PRO_REVIEWS = [
  {
    cleaner: 'cleaner@demo.test',
    serviceId: 2,
    daysAgo: 8,
    rating: 5,
    comment:
      'Quality inspection of a deep clean: baseboards, appliance interiors and grout all met our checklist. Excellent attention to detail.',
  },
  {
    cleaner: 'james.wilson@demo.test',
    serviceId: 12,
    daysAgo: 4,
    rating: 5,
    comment:
      'Post-construction site passed inspection with no residual dust on surfaces or vents. Professional, safe and efficient work.',
  },
] as const;

const PRO_REVIEWER_NAME = 'Alex Morgan, Quality Assurance';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** `dayOffset` days from `now`'s UTC date, at `hour`:00 UTC. */
function atUtc(now: Date, dayOffset: number, hour: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + dayOffset, hour));
}

/** The centroid of a demo zip code (every booking and cleaner home carries one). */
function pointOf(zip: string): { latitude: number; longitude: number } {
  const point = zipPoint(zip);
  if (!point) throw new Error(`Unknown demo zip code ${zip}`);
  return { latitude: point.latitude, longitude: point.longitude };
}

function serviceById(id: number): CatalogueService {
  const found = SERVICES.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown demo service id ${id}`);
  return found;
}

/** The nested `CleanerProfile` create input of a demo cleaner who signed up at `createdAt`. */
function cleanerProfileData(c: DemoCleaner, createdAt: Date): Prisma.CleanerProfileCreateWithoutUserInput {
  const home = zipPoint(c.homeZipCode);
  if (!home) throw new Error(`Unknown demo zip code ${c.homeZipCode}`);
  return {
    bio: c.bio,
    city: c.city,
    serviceZipPrefixes: c.serviceZipPrefixes,
    homeZipCode: home.zip,
    homeLatitude: home.latitude,
    homeLongitude: home.longitude,
    serviceRadiusMiles: c.serviceRadiusMiles,
    // No weekly hours saved (every hour open): the time zone is the home's.
    timeZone: home.timeZone,
    yearsExperience: c.yearsExperience,
    specialties: c.specialties,
    backgroundCheckStatus: c.approved ? 'approved' : 'pending',
    backgroundCheckNotes: c.approved ? 'Identity, criminal record and references verified.' : null,
    backgroundCheckedAt: c.approved ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
    createdAt,
  };
}

/**
 * Hourly price of `service` for a customer whose active tier (if any) is `tier`: the member
 * rate when the tier's hourly range covers the service's member rate, else the regular rate.
 */
function priceFor(
  service: CatalogueService,
  tierCode: TierCode | null,
  durationMinutes: number,
): { priceTier: 'member' | 'regular'; hourlyRateCents: number; totalCents: number } {
  const tier = tierCode ? MEMBERSHIP_TIERS.find((t) => t.code === tierCode) : undefined;
  const member =
    tier !== undefined &&
    service.memberPriceCents >= tier.hourlyMinCents &&
    service.memberPriceCents <= tier.hourlyMaxCents;
  const hourlyRateCents = member ? service.memberPriceCents : service.regularPriceCents;
  return {
    priceTier: member ? 'member' : 'regular',
    hourlyRateCents,
    totalCents: Math.round((hourlyRateCents * durationMinutes) / 60),
  };
}

/**
 * Seeds the catalogue (50 services, 3 membership tiers with 4 plans each) and the demo
 * marketplace described in this module, in one transaction. Call on an empty database only.
 * @param opts.now reference instant for relative dates (defaults to the current time).
 */
export async function seedDemoData(prisma: PrismaClient, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * DAY_MS);

  // Hashing is slow on purpose: do it once, outside the transaction, and share it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await prisma.$transaction(
    async (tx) => {
      await seedCatalogue(tx);

      // --- Users, cleaner profiles, memberships ----------------------------------------------
      const userIds = new Map<string, string>();
      const tierAt = new Map<string, (at: Date) => TierCode | null>();
      for (const u of USERS) {
        const createdAt = daysAgo(u.createdDaysAgo);
        const user = await tx.user.create({
          data: {
            email: u.email,
            passwordHash,
            firstName: u.firstName,
            lastName: u.lastName,
            phone: u.phone ?? null,
            role: u.role,
            emailVerifiedAt: new Date(createdAt.getTime() + 10 * MINUTE_MS),
            marketingEmails: u.marketingEmails ?? true,
            createdAt,
            ...(u.cleaner ? { cleanerProfile: { create: cleanerProfileData(u.cleaner, createdAt) } } : {}),
            ...(u.cleaner?.instant ? { instantBook: { create: { enabled: true, serviceIds: [], ...u.cleaner.instant } } } : {}),
          },
        });
        userIds.set(u.email, user.id);

        const m = u.membership;
        if (m) {
          const startedAt = daysAgo(m.startedDaysAgo);
          const currentPeriodEnd = new Date(now.getTime() + m.periodEndsInDays * DAY_MS);
          await tx.membership.create({
            data: {
              userId: user.id,
              tierCode: m.tier,
              status: m.status,
              startedAt,
              currentPeriodStart: new Date(currentPeriodEnd.getTime() - 30 * 86_400_000),
              currentPeriodEnd,
              createdAt: startedAt,
              // Renewals charge Stripe's (and the embedded gateway's) test card.
              paymentMethodId: 'pm_card_visa',
              endedAt: m.status === 'active' ? null : currentPeriodEnd,
            },
          });
          tierAt.set(u.email, (at) =>
            m.status === 'active' && startedAt <= at && at < currentPeriodEnd ? m.tier : null,
          );
        }
      }
      const idOf = (email: string): string => {
        const id = userIds.get(email);
        if (!id) throw new Error(`Unknown demo user ${email}`);
        return id;
      };
      const tierOf = (email: string, at: Date): TierCode | null => tierAt.get(email)?.(at) ?? null;

      // --- Completed bookings and their reviews ----------------------------------------------
      let lastCompletedOfCasey: { id: string; serviceName: string; completedAt: Date } | null = null;
      for (const job of COMPLETED_JOBS) {
        const service = serviceById(job.serviceId);
        const scheduledAt = atUtc(now, -job.daysAgo, job.hourUtc);
        const createdAt = new Date(scheduledAt.getTime() - 4 * DAY_MS);
        const acceptedAt = new Date(createdAt.getTime() + 2 * HOUR_MS);
        const completedAt = new Date(scheduledAt.getTime() + job.durationMinutes * MINUTE_MS);
        const booking = await tx.booking.create({
          data: {
            customerId: idOf(job.customer),
            cleanerId: idOf(job.cleaner),
            serviceId: service.id,
            status: 'completed',
            scheduledAt,
            durationMinutes: job.durationMinutes,
            address: job.address,
            city: job.city,
            zipCode: job.zipCode,
            ...pointOf(job.zipCode),
            notes: job.notes ?? null,
            ...priceFor(service, tierOf(job.customer, createdAt), job.durationMinutes),
            paymentStatus: 'paid',
            acceptedAt,
            startedAt: scheduledAt,
            completedAt,
            createdAt,
          },
        });
        await tx.review.create({
          data: {
            bookingId: booking.id,
            authorId: idOf(job.customer),
            cleanerId: idOf(job.cleaner),
            serviceId: service.id,
            rating: job.review.rating,
            comment: job.review.comment,
            reviewType: 'customer',
            featured: job.review.featured ?? false,
            createdAt: new Date(completedAt.getTime() + 3 * HOUR_MS),
          },
        });
        if (job.customer === 'customer@demo.test' && (!lastCompletedOfCasey || completedAt > lastCompletedOfCasey.completedAt)) {
          lastCompletedOfCasey = { id: booking.id, serviceName: service.name, completedAt };
        }
      }

      for (const pro of PRO_REVIEWS) {
        await tx.review.create({
          data: {
            cleanerId: idOf(pro.cleaner),
            serviceId: pro.serviceId,
            rating: pro.rating,
            comment: pro.comment,
            reviewType: 'admin',
            reviewerName: PRO_REVIEWER_NAME,
            featured: true,
            createdAt: daysAgo(pro.daysAgo),
          },
        });
      }

      // --- Upcoming and cancelled bookings ---------------------------------------------------
      const houseCleaning = serviceById(1);
      const confirmedAt = atUtc(now, 3, 15);
      const confirmedCreatedAt = new Date(now.getTime() - 26 * HOUR_MS);
      const confirmedAcceptedAt = new Date(now.getTime() - 20 * HOUR_MS);
      const confirmed = await tx.booking.create({
        data: {
          customerId: idOf('customer@demo.test'),
          cleanerId: idOf('cleaner@demo.test'),
          serviceId: houseCleaning.id,
          status: 'confirmed',
          scheduledAt: confirmedAt,
          durationMinutes: 180,
          address: '1450 Valencia St, Apt 3',
          city: 'San Francisco',
          zipCode: '94110',
          ...pointOf('94110'),
          notes: 'Same checklist as last time, please.',
          ...priceFor(houseCleaning, tierOf('customer@demo.test', confirmedCreatedAt), 180),
          paymentStatus: 'unpaid',
          acceptedAt: confirmedAcceptedAt,
          createdAt: confirmedCreatedAt,
        },
      });

      // The thread of the upcoming job (issue 20), already read by both: a short exchange to show.
      const customerAsked = new Date(now.getTime() - 19 * HOUR_MS);
      const cleanerAnswered = new Date(now.getTime() - 18 * HOUR_MS);
      await tx.bookingMessage.createMany({
        data: [
          { bookingId: confirmed.id, authorId: idOf('customer@demo.test'), authorRole: 'customer', text: 'Hi! Could you bring unscented products? My son has allergies.', createdAt: customerAsked },
          { bookingId: confirmed.id, authorId: idOf('cleaner@demo.test'), authorRole: 'cleaner', text: 'Of course, I will bring fragrance-free ones. See you on the day!', createdAt: cleanerAnswered },
        ],
      });
      await tx.messageRead.createMany({
        data: [
          { bookingId: confirmed.id, userId: idOf('customer@demo.test'), lastReadAt: cleanerAnswered },
          { bookingId: confirmed.id, userId: idOf('cleaner@demo.test'), lastReadAt: cleanerAnswered },
        ],
      });

      const deepCleaning = serviceById(2);
      const openJobCreatedAt = new Date(now.getTime() - 2 * HOUR_MS);
      const openJob = await tx.booking.create({
        data: {
          customerId: idOf('emma.davis@demo.test'),
          cleanerId: null,
          serviceId: deepCleaning.id,
          status: 'pending',
          scheduledAt: atUtc(now, 5, 17),
          durationMinutes: 180,
          address: '820 Folsom St, Unit 5B',
          city: 'San Francisco',
          zipCode: '94103',
          ...pointOf('94103'),
          notes: 'Two-bedroom apartment; the oven needs extra attention.',
          ...priceFor(deepCleaning, tierOf('emma.davis@demo.test', openJobCreatedAt), 180),
          paymentStatus: 'unpaid',
          createdAt: openJobCreatedAt,
        },
      });

      const tileAndGrout = serviceById(16);
      const cancelledCreatedAt = daysAgo(3);
      await tx.booking.create({
        data: {
          customerId: idOf('sarah.johnson@demo.test'),
          cleanerId: idOf('aisha.khan@demo.test'),
          serviceId: tileAndGrout.id,
          status: 'cancelled',
          scheduledAt: atUtc(now, 7, 14),
          durationMinutes: 120,
          address: '245 E 19th St, Apt 9C',
          city: 'New York',
          zipCode: '10003',
          ...pointOf('10003'),
          ...priceFor(tileAndGrout, tierOf('sarah.johnson@demo.test', cancelledCreatedAt), 120),
          paymentStatus: 'unpaid',
          cancellationReason: 'Travelling that week; will rebook after I am back.',
          acceptedAt: new Date(cancelledCreatedAt.getTime() + 3 * HOUR_MS),
          cancelledAt: daysAgo(1),
          createdAt: cancelledCreatedAt,
        },
      });

      // --- Cleaner ratings from their reviews -----------------------------------------------
      for (const u of USERS) {
        if (!u.cleaner) continue;
        const cleanerId = idOf(u.email);
        const stats = await tx.review.aggregate({
          where: { cleanerId },
          _avg: { rating: true },
          _count: { _all: true },
        });
        await tx.cleanerProfile.update({
          where: { userId: cleanerId },
          data: {
            ratingAverage: Math.round((stats._avg.rating ?? 0) * 10) / 10,
            ratingCount: stats._count._all,
          },
        });
      }

      // --- Notifications -------------------------------------------------------------------
      const casey = idOf('customer@demo.test');
      const viewConfirmed = { type: 'view', label: 'View booking', data: { bookingId: confirmed.id } };
      const notifications: Prisma.NotificationCreateManyInput[] = [
        {
          userId: casey,
          type: 'booking_created',
          title: 'Booking request sent',
          message: `Your ${houseCleaning.name} on ${dateFormat.format(confirmedAt)} was sent to freelancers near 94110.`,
          isRead: true,
          data: { bookingId: confirmed.id },
          actions: [viewConfirmed],
          createdAt: confirmedCreatedAt,
        },
        {
          userId: casey,
          type: 'booking_accepted',
          title: 'Booking accepted',
          message: `Maria Santos accepted your ${houseCleaning.name} on ${dateFormat.format(confirmedAt)}.`,
          isRead: false,
          data: { bookingId: confirmed.id },
          actions: [viewConfirmed, { type: 'cancel', label: 'Cancel booking', data: { bookingId: confirmed.id } }],
          createdAt: confirmedAcceptedAt,
        },
        {
          userId: idOf('cleaner@demo.test'),
          type: 'booking_created',
          title: 'New job near you',
          message: `${deepCleaning.name} in San Francisco (94103) on ${dateFormat.format(openJob.scheduledAt)}, 3 hours.`,
          isRead: false,
          data: { bookingId: openJob.id },
          actions: [
            { type: 'accept', label: 'Accept', data: { bookingId: openJob.id } },
            { type: 'decline', label: 'Decline', data: { bookingId: openJob.id } },
            { type: 'view', label: 'View job', data: { bookingId: openJob.id } },
          ],
          createdAt: openJobCreatedAt,
        },
      ];
      if (lastCompletedOfCasey) {
        notifications.push({
          userId: casey,
          type: 'booking_completed',
          title: 'Booking completed',
          message: `Maria Santos completed your ${lastCompletedOfCasey.serviceName}. Thank you for booking with us!`,
          isRead: true,
          data: { bookingId: lastCompletedOfCasey.id },
          actions: [{ type: 'view', label: 'View booking', data: { bookingId: lastCompletedOfCasey.id } }],
          createdAt: lastCompletedOfCasey.completedAt,
        });
      }
      await tx.notification.createMany({ data: notifications });

      // --- Support tickets and contact messages (issue 9), so the console has work on day one ---
      const adminId = idOf('admin@demo.test');
      const emma = idOf('emma.davis@demo.test');
      await tx.ticket.create({
        data: {
          subject: 'Can Maria bring unscented products?',
          category: 'booking',
          priority: 'normal',
          status: 'open',
          requesterId: casey,
          bookingId: confirmed.id,
          createdAt: new Date(now.getTime() - 5 * HOUR_MS),
          lastMessageAt: new Date(now.getTime() - 5 * HOUR_MS),
          messages: {
            create: [{ authorId: casey, body: 'My daughter has allergies. Could the cleaner use unscented products on Saturday?', createdAt: new Date(now.getTime() - 5 * HOUR_MS) }],
          },
        },
      });
      const refundAsked = daysAgo(6);
      await tx.ticket.create({
        data: {
          subject: 'Charged twice for my last clean',
          category: 'payment',
          priority: 'high',
          status: 'investigating',
          requesterId: emma,
          assigneeId: adminId,
          createdAt: refundAsked,
          firstResponseAt: new Date(refundAsked.getTime() + 2 * HOUR_MS),
          inProgressAt: new Date(refundAsked.getTime() + 2 * HOUR_MS),
          investigatingAt: new Date(refundAsked.getTime() + 3 * HOUR_MS),
          lastMessageAt: new Date(refundAsked.getTime() + 3 * HOUR_MS),
          messages: {
            create: [
              { authorId: emma, body: 'I see two charges of $90.00 on my card statement for the same day.', createdAt: refundAsked },
              { authorId: adminId, body: 'Sorry about that! We are checking with the payment provider and will refund any duplicate.', createdAt: new Date(refundAsked.getTime() + 2 * HOUR_MS) },
              { authorId: adminId, body: 'Gateway shows one capture and one voided authorisation; confirm with the bank statement.', internal: true, createdAt: new Date(refundAsked.getTime() + 3 * HOUR_MS) },
            ],
          },
        },
      });
      const resolvedAsked = daysAgo(12);
      await tx.ticket.create({
        data: {
          subject: 'How do I change my membership tier?',
          category: 'account',
          priority: 'low',
          status: 'resolved',
          requesterId: casey,
          assigneeId: adminId,
          resolution: 'Explained the tier change on the Membership page.',
          createdAt: resolvedAsked,
          firstResponseAt: new Date(resolvedAsked.getTime() + HOUR_MS),
          inProgressAt: new Date(resolvedAsked.getTime() + HOUR_MS),
          resolvedAt: new Date(resolvedAsked.getTime() + 2 * HOUR_MS),
          lastMessageAt: new Date(resolvedAsked.getTime() + HOUR_MS),
          messages: {
            create: [
              { authorId: casey, body: 'I would like to move from Star to Sun. Where do I do that?', createdAt: resolvedAsked },
              { authorId: adminId, body: 'Open Membership in the sidebar and choose Change tier: an upgrade applies at once for the days left.', createdAt: new Date(resolvedAsked.getTime() + HOUR_MS) },
            ],
          },
        },
      });
      await tx.contactMessage.createMany({
        data: [
          { name: 'Jordan Blake', email: 'jordan.blake@example.com', subject: 'Office cleaning for 40 desks', message: 'Do you offer weekly office cleaning in Oakland? We have about 40 desks and two kitchens.', status: 'new', createdAt: new Date(now.getTime() - 3 * HOUR_MS) },
          { name: 'Priya Shah', email: 'priya.shah@example.com', subject: 'Becoming a freelancer', message: 'I run a small cleaning business in Austin. How long does the background check take?', status: 'read', createdAt: daysAgo(2) },
          { name: 'Tom Rivera', email: 'tom.rivera@example.com', subject: 'Gift a membership', message: 'Can I buy a Star membership as a gift for my parents?', status: 'archived', createdAt: daysAgo(9) },
        ],
      });
    },
    { timeout: 120_000 },
  );
}

/** Upserts the 50 services (explicit ids) and the membership tiers with their plans. */
async function seedCatalogue(tx: Tx): Promise<void> {
  for (const s of SERVICES) {
    const data = {
      name: s.name,
      category: s.category,
      memberPriceCents: s.memberPriceCents,
      regularPriceCents: s.regularPriceCents,
      description: s.description,
      features: s.features,
      popular: s.popular,
      premium: s.premium,
      emergency: s.emergency,
      icon: s.icon,
      subtitle: s.subtitle,
      rating: s.rating,
      bookingsCount: s.bookingsCount,
      popularityRank: s.popularityRank,
    };
    await tx.service.upsert({ where: { id: s.id }, create: { id: s.id, ...data }, update: data });
  }
  // Explicit ids do not advance the serial sequence: move it past them.
  await tx.$executeRawUnsafe(
    `SELECT setval(pg_get_serial_sequence('"Service"', 'id'), (SELECT MAX(id) FROM "Service"))`,
  );

  for (const t of MEMBERSHIP_TIERS) {
    const tier = {
      name: t.name,
      monthlyRateCents: t.monthlyRateCents,
      hourlyMinCents: t.hourlyMinCents,
      hourlyMaxCents: t.hourlyMaxCents,
      features: t.features,
      popular: t.popular,
      sortOrder: t.sortOrder,
    };
    await tx.membershipTier.upsert({ where: { code: t.code }, create: { code: t.code, ...tier }, update: tier });
    for (const p of t.plans) {
      const plan = { priceCents: p.priceCents, originalPriceCents: p.originalPriceCents, discountPercent: p.discountPercent };
      await tx.membershipPlan.upsert({
        where: { tierCode_months: { tierCode: t.code, months: p.months } },
        create: { tierCode: t.code, months: p.months, ...plan },
        update: plan,
      });
    }
  }
}
