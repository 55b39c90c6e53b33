/**
 * Static catalogue data: the 19 service categories, the 50 bookable services and the three
 * Comfort Life membership tiers (spec sections 3 and 9). Loaded into the database by
 * `seedDemoData` (./demo.ts); all money is integer US cents.
 */

/** The 19 service categories of spec section 3, in display order (exact spelling). */
export const SERVICE_CATEGORIES = [
  'Residential',
  'Commercial',
  'Specialized',
  'Health & Safety',
  'Luxury',
  'Outdoor',
  'Event Services',
  'Hospitality',
  'Seasonal',
  'Maintenance',
  'Security',
  'Automotive',
  'Technology',
  'Personal Services',
  'HVAC',
  'Wellness',
  'Emergency',
  'Educational',
  'Sports & Recreation',
] as const;

/** One of the {@link SERVICE_CATEGORIES}. */
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** A catalogue service, shaped like the `Service` table row it seeds. */
export interface CatalogueService {
  /** Stable id, 1 to 50. */
  id: number;
  name: string;
  category: ServiceCategory;
  /** Member hourly rate in cents (1800 = $18/h). */
  memberPriceCents: number;
  /** Regular hourly rate in cents (3600 = $36/h). */
  regularPriceCents: number;
  /** One or two sentences. */
  description: string;
  /** 3 to 6 short selling points (searched case-insensitively). */
  features: string[];
  popular: boolean;
  premium: boolean;
  emergency: boolean;
  /** Material icon key in snake_case, e.g. 'home', 'window', 'flight'. */
  icon: string;
  /** Short tagline shown under the name on tiles and cards. */
  subtitle: string;
  /** Display rating, 4.6 to 4.9. */
  rating: number;
  /** Historic bookings count shown on tiles. */
  bookingsCount: number;
  /** 1 to 50, unique; ranks 1 to 8 are the landing page's popular-service cards. */
  popularityRank: number;
}

type Flags = Partial<Pick<CatalogueService, 'popular' | 'premium' | 'emergency'>>;
type ServiceInput = Omit<CatalogueService, 'popular' | 'premium' | 'emergency'> & Flags;

function service(input: ServiceInput): CatalogueService {
  return { popular: false, premium: false, emergency: false, ...input };
}

/**
 * The 50 bookable services, ids 1 to 50, with hourly prices of spec section 9:
 * residential $18/$36 (deep cleaning $22/$45), commercial $24/$54 (office and janitorial
 * $22/$45), windows, floors and specialised work $22/$45 or $24/$54, private jet $42/$75,
 * yacht $32/$65, emergency 24/7 $45/$99, post-construction $26/$58.
 */
export const SERVICES: readonly CatalogueService[] = [
  // --- Residential -------------------------------------------------------------------------
  service({
    id: 1,
    name: 'House Cleaning',
    category: 'Residential',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'Regular residential cleaning of every room: dusting, vacuuming, mopping, kitchen counters and bathrooms left spotless.',
    features: ['Dusting and vacuuming of all rooms', 'Kitchen and bathroom sanitize', 'Mopping of hard floors', 'Eco-friendly products on request', 'Trash removal'],
    popular: true,
    icon: 'home',
    subtitle: 'Residential Cleaning',
    rating: 4.9,
    bookingsCount: 15240,
    popularityRank: 1,
  }),
  service({
    id: 2,
    name: 'Deep Cleaning',
    category: 'Residential',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'A top-to-bottom clean that reaches the places a routine visit skips: inside appliances, baseboards, vents and built-up grime.',
    features: ['Inside oven and fridge', 'Baseboards, door frames and vents', 'Limescale and grease removal', 'Steam cleaning of bathrooms', 'Behind and under furniture'],
    popular: true,
    icon: 'cleaning_services',
    subtitle: 'Top-to-bottom detail clean',
    rating: 4.9,
    bookingsCount: 11870,
    popularityRank: 2,
  }),
  service({
    id: 3,
    name: 'Apartment Cleaning',
    category: 'Residential',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'Efficient cleaning sized for apartments and condos, including balconies and compact kitchens.',
    features: ['Studio to three-bedroom units', 'Kitchen and bathroom sanitize', 'Balcony sweep', 'Flexible weekly or biweekly visits'],
    popular: true,
    icon: 'apartment',
    subtitle: 'Condos and apartments',
    rating: 4.8,
    bookingsCount: 8420,
    popularityRank: 9,
  }),
  service({
    id: 4,
    name: 'Move In/Out Cleaning',
    category: 'Residential',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'Empty-home cleaning before you move in or after you move out, aimed at getting the deposit back.',
    features: ['Inside cabinets, closets and drawers', 'Appliance interiors', 'Wall spot cleaning', 'Deposit-ready checklist', 'Window sills and tracks'],
    popular: true,
    icon: 'local_shipping',
    subtitle: 'Deposit-ready empty home',
    rating: 4.8,
    bookingsCount: 9650,
    popularityRank: 4,
  }),
  service({
    id: 5,
    name: 'Recurring Maid Service',
    category: 'Residential',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'The same trusted cleaner on a weekly, biweekly or monthly schedule, following your own checklist.',
    features: ['Same cleaner each visit', 'Weekly, biweekly or monthly', 'Custom room checklist', 'Laundry folding add-on'],
    icon: 'event_repeat',
    subtitle: 'Scheduled home upkeep',
    rating: 4.8,
    bookingsCount: 6310,
    popularityRank: 12,
  }),
  service({
    id: 6,
    name: 'Kitchen & Appliance Cleaning',
    category: 'Residential',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'Degreasing of the whole kitchen: range hood, oven, microwave, fridge, backsplash and cabinet fronts.',
    features: ['Range hood and filter degrease', 'Oven and microwave interior', 'Fridge clean-out', 'Cabinet fronts and backsplash'],
    icon: 'kitchen',
    subtitle: 'Degrease and shine',
    rating: 4.7,
    bookingsCount: 3980,
    popularityRank: 20,
  }),

  // --- Commercial --------------------------------------------------------------------------
  service({
    id: 7,
    name: 'Office Cleaning',
    category: 'Commercial',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'After-hours cleaning of workspaces, meeting rooms, kitchens and restrooms so the team starts each day fresh.',
    features: ['Desks and high-touch points sanitize', 'Restroom and break room cleaning', 'Trash and recycling', 'After-hours scheduling', 'Floor vacuuming and mopping'],
    popular: true,
    icon: 'business',
    subtitle: 'Workspaces and meeting rooms',
    rating: 4.8,
    bookingsCount: 10430,
    popularityRank: 3,
  }),
  service({
    id: 8,
    name: 'Janitorial Services',
    category: 'Commercial',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Daily or nightly janitorial coverage for commercial buildings, with restocking of supplies.',
    features: ['Daily or nightly shifts', 'Restroom restocking', 'Lobby and hallway care', 'Trash and recycling', 'Supply inventory'],
    icon: 'cleaning_services',
    subtitle: 'Daily building care',
    rating: 4.7,
    bookingsCount: 5120,
    popularityRank: 14,
  }),
  service({
    id: 9,
    name: 'Retail Store Cleaning',
    category: 'Commercial',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Shop-floor, fitting-room and display cleaning scheduled around opening hours.',
    features: ['Display and shelf dusting', 'Glass storefront cleaning', 'Fitting room refresh', 'Before opening or after closing'],
    icon: 'store',
    subtitle: 'Showroom-ready stores',
    rating: 4.7,
    bookingsCount: 2760,
    popularityRank: 27,
  }),
  service({
    id: 10,
    name: 'Restaurant Kitchen Cleaning',
    category: 'Commercial',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Commercial kitchen degreasing to health-code standards, including hoods, fryers and walk-in coolers.',
    features: ['Hood and exhaust degrease', 'Fryer and grill cleaning', 'Walk-in cooler sanitize', 'Health inspection ready'],
    icon: 'restaurant',
    subtitle: 'Health-code ready kitchens',
    rating: 4.7,
    bookingsCount: 2310,
    popularityRank: 30,
  }),
  service({
    id: 11,
    name: 'Warehouse & Industrial Cleaning',
    category: 'Commercial',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Large-floor cleaning for warehouses and light industrial sites, with machine scrubbing and high dusting.',
    features: ['Ride-on floor scrubbing', 'High-level dusting', 'Loading dock sweep', 'Oil and spill removal'],
    icon: 'warehouse',
    subtitle: 'Large floors and docks',
    rating: 4.6,
    bookingsCount: 1240,
    popularityRank: 41,
  }),

  // --- Specialized -------------------------------------------------------------------------
  service({
    id: 12,
    name: 'Post-Construction Cleaning',
    category: 'Specialized',
    memberPriceCents: 2600,
    regularPriceCents: 5800,
    description:
      'Removal of fine dust, paint splatter, adhesive and debris after building or renovation work, ready for move-in.',
    features: ['Fine dust removal with HEPA vacuums', 'Paint and adhesive removal', 'Window and frame detailing', 'Debris haul-out', 'Final walkthrough'],
    popular: true,
    icon: 'construction',
    subtitle: 'After renovation or build',
    rating: 4.8,
    bookingsCount: 4870,
    popularityRank: 7,
  }),
  service({
    id: 13,
    name: 'Window Cleaning',
    category: 'Specialized',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Streak-free interior and exterior window cleaning, including frames, sills, tracks and screens.',
    features: ['Interior and exterior glass', 'Frames, sills and tracks', 'Screen washing', 'Streak-free finish', 'Hard water stain removal'],
    popular: true,
    icon: 'window',
    subtitle: 'Streak-free glass',
    rating: 4.8,
    bookingsCount: 7320,
    popularityRank: 6,
  }),
  service({
    id: 14,
    name: 'Carpet Cleaning',
    category: 'Specialized',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Hot-water extraction carpet cleaning that lifts stains, allergens and odours from carpets and rugs.',
    features: ['Hot-water steam extraction', 'Stain and spot treatment', 'Pet odor removal', 'Fast-dry process', 'Area rugs included'],
    popular: true,
    icon: 'texture',
    subtitle: 'Steam extraction',
    rating: 4.8,
    bookingsCount: 8190,
    popularityRank: 5,
  }),
  service({
    id: 15,
    name: 'Hardwood Floor Cleaning',
    category: 'Specialized',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'pH-neutral cleaning and buffing of hardwood and engineered wood floors without damaging the finish.',
    features: ['pH-neutral wood cleaner', 'Scuff mark removal', 'Buffing and polish', 'Safe for engineered wood'],
    icon: 'view_week',
    subtitle: 'Clean, buff and polish',
    rating: 4.7,
    bookingsCount: 3450,
    popularityRank: 22,
  }),
  service({
    id: 16,
    name: 'Tile & Grout Cleaning',
    category: 'Specialized',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'High-pressure steam cleaning of tile and grout lines, with optional sealing to keep them clean longer.',
    features: ['Steam cleaning of grout lines', 'Mold and mildew removal', 'Optional grout sealing', 'Kitchens, bathrooms and showers'],
    icon: 'grid_on',
    subtitle: 'Bright grout lines',
    rating: 4.7,
    bookingsCount: 3120,
    popularityRank: 24,
  }),
  service({
    id: 17,
    name: 'Upholstery Cleaning',
    category: 'Specialized',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Fabric-safe cleaning of sofas, armchairs, dining chairs and mattresses to remove stains, dust mites and odours.',
    features: ['Sofas, chairs and mattresses', 'Fabric-safe stain removal', 'Dust mite treatment', 'Leather conditioning'],
    icon: 'weekend',
    subtitle: 'Sofas, chairs and mattresses',
    rating: 4.7,
    bookingsCount: 2980,
    popularityRank: 25,
  }),

  // --- Health & Safety ---------------------------------------------------------------------
  service({
    id: 18,
    name: 'Disinfection & Sanitization',
    category: 'Health & Safety',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'EPA-registered disinfectant treatment of homes and workplaces, using electrostatic spraying for high-touch surfaces.',
    features: ['EPA-registered disinfectants', 'Electrostatic spraying', 'High-touch surface sanitize', 'Certificate of service'],
    popular: true,
    icon: 'sanitizer',
    subtitle: 'Germ-free spaces',
    rating: 4.8,
    bookingsCount: 5890,
    popularityRank: 10,
  }),
  service({
    id: 19,
    name: 'Mold Remediation Cleaning',
    category: 'Health & Safety',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Containment, removal and treatment of surface mold on walls, ceilings and bathrooms, with moisture checks.',
    features: ['Moisture meter inspection', 'Containment and HEPA filtration', 'Antimicrobial treatment', 'Prevention advice'],
    icon: 'biotech',
    subtitle: 'Safe mold removal',
    rating: 4.7,
    bookingsCount: 1630,
    popularityRank: 36,
  }),
  service({
    id: 20,
    name: 'Medical Office Cleaning',
    category: 'Health & Safety',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Infection-control cleaning for clinics, dental offices and waiting rooms following healthcare protocols.',
    features: ['Infection-control protocols', 'Exam room sanitize', 'Waiting room disinfection', 'Trained, background-checked staff'],
    icon: 'local_hospital',
    subtitle: 'Clinic-grade hygiene',
    rating: 4.8,
    bookingsCount: 1980,
    popularityRank: 33,
  }),

  // --- Luxury ------------------------------------------------------------------------------
  service({
    id: 21,
    name: 'Private Jet Cleaning',
    category: 'Luxury',
    memberPriceCents: 4200,
    regularPriceCents: 7500,
    description:
      'Cabin detailing for private aircraft: leather seats, galley, lavatory and carpets, done to aviation standards.',
    features: ['Leather seat cleaning and conditioning', 'Galley and lavatory sanitize', 'Cabin carpet steam', 'Aviation-approved products', 'Hangar or FBO service'],
    premium: true,
    icon: 'flight',
    subtitle: 'Aviation-grade cabin care',
    rating: 4.9,
    bookingsCount: 640,
    popularityRank: 45,
  }),
  service({
    id: 22,
    name: 'Yacht Cleaning',
    category: 'Luxury',
    memberPriceCents: 3200,
    regularPriceCents: 6500,
    description:
      'Interior and deck cleaning for yachts and sailboats, with marine-safe products that protect teak and gelcoat.',
    features: ['Deck and teak care', 'Cabin and galley cleaning', 'Marine-safe, eco-friendly products', 'Stainless steel polish', 'Dockside service'],
    premium: true,
    icon: 'sailing',
    subtitle: 'Marine-safe detailing',
    rating: 4.9,
    bookingsCount: 910,
    popularityRank: 42,
  }),
  service({
    id: 23,
    name: 'Luxury Estate Cleaning',
    category: 'Luxury',
    memberPriceCents: 3200,
    regularPriceCents: 6500,
    description:
      'Discreet, white-glove cleaning of large homes, with care for fine art, marble, crystal and designer furniture.',
    features: ['White-glove team', 'Marble and natural stone care', 'Chandelier and crystal cleaning', 'Discreet, insured staff'],
    premium: true,
    icon: 'villa',
    subtitle: 'White-glove service',
    rating: 4.9,
    bookingsCount: 1180,
    popularityRank: 39,
  }),

  // --- Outdoor -----------------------------------------------------------------------------
  service({
    id: 24,
    name: 'Pressure Washing',
    category: 'Outdoor',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Power washing of driveways, patios, decks, siding and fences to remove dirt, algae and stains.',
    features: ['Driveways and walkways', 'Decks and patios', 'House siding soft wash', 'Algae and oil stain removal'],
    icon: 'water',
    subtitle: 'Driveways, decks and siding',
    rating: 4.8,
    bookingsCount: 4210,
    popularityRank: 15,
  }),
  service({
    id: 25,
    name: 'Gutter Cleaning',
    category: 'Outdoor',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Removal of leaves and debris from gutters and downspouts, with a flow test to prevent water damage.',
    features: ['Debris removal by hand', 'Downspout flush', 'Flow test', 'Before and after photos'],
    icon: 'roofing',
    subtitle: 'Free-flowing gutters',
    rating: 4.7,
    bookingsCount: 3360,
    popularityRank: 21,
  }),
  service({
    id: 26,
    name: 'Pool Cleaning',
    category: 'Outdoor',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Skimming, vacuuming, brushing and water chemistry balancing for residential pools and hot tubs.',
    features: ['Skimming and vacuuming', 'Wall and tile brushing', 'Water chemistry testing', 'Filter cleaning', 'Hot tubs included'],
    icon: 'pool',
    subtitle: 'Crystal-clear water',
    rating: 4.8,
    bookingsCount: 2870,
    popularityRank: 26,
  }),
  service({
    id: 27,
    name: 'Yard Cleanup',
    category: 'Outdoor',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'Leaf raking, debris removal, patio sweeping and green waste bagging to tidy up outdoor spaces.',
    features: ['Leaf raking and bagging', 'Patio and walkway sweep', 'Outdoor furniture wipe-down', 'Green waste removal'],
    icon: 'yard',
    subtitle: 'Tidy outdoor spaces',
    rating: 4.7,
    bookingsCount: 2540,
    popularityRank: 28,
  }),
  service({
    id: 28,
    name: 'Solar Panel Cleaning',
    category: 'Outdoor',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Safe, water-fed brush cleaning of rooftop solar panels to restore lost energy output.',
    features: ['Deionized water-fed brushes', 'No harsh chemicals', 'Bird dropping removal', 'Output check before and after'],
    icon: 'solar_power',
    subtitle: 'Restore panel output',
    rating: 4.8,
    bookingsCount: 1370,
    popularityRank: 38,
  }),

  // --- Event Services ----------------------------------------------------------------------
  service({
    id: 29,
    name: 'Post-Event Cleanup',
    category: 'Event Services',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Fast cleanup after parties, corporate events and gatherings: trash, spills, dishes and furniture reset.',
    features: ['Same-night or next-morning service', 'Trash and recycling removal', 'Spill and stain treatment', 'Furniture reset'],
    icon: 'celebration',
    subtitle: 'After the party',
    rating: 4.7,
    bookingsCount: 2190,
    popularityRank: 31,
  }),
  service({
    id: 30,
    name: 'Wedding Venue Cleaning',
    category: 'Event Services',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Pre-event preparation and post-event cleanup of wedding and banquet venues, indoors and outdoors.',
    features: ['Pre-event preparation', 'Dance floor and table care', 'Outdoor area sweep', 'Coordinated with planners'],
    icon: 'event',
    subtitle: 'Ready for the big day',
    rating: 4.8,
    bookingsCount: 870,
    popularityRank: 43,
  }),

  // --- Hospitality -------------------------------------------------------------------------
  service({
    id: 31,
    name: 'Airbnb & Vacation Rental Cleaning',
    category: 'Hospitality',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Guest-ready turnovers between stays: fresh linens, restocked essentials and a photo report for the host.',
    features: ['Linen change and bed making', 'Restocking of guest essentials', 'Same-day turnover', 'Photo report for hosts', 'Damage and lost-item check'],
    popular: true,
    icon: 'hotel',
    subtitle: 'Guest-ready turnovers',
    rating: 4.8,
    bookingsCount: 6980,
    popularityRank: 8,
  }),
  service({
    id: 32,
    name: 'Hotel Room Cleaning',
    category: 'Hospitality',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Housekeeping support for hotels, motels and inns during peak season or staff shortages.',
    features: ['Trained housekeeping staff', 'Room and suite turnover', 'Linen and amenity restock', 'Peak-season coverage'],
    icon: 'room_service',
    subtitle: 'Housekeeping on demand',
    rating: 4.7,
    bookingsCount: 1520,
    popularityRank: 37,
  }),

  // --- Seasonal ----------------------------------------------------------------------------
  service({
    id: 33,
    name: 'Spring Cleaning',
    category: 'Seasonal',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'A seasonal whole-home refresh: closets, windows, light fixtures and the corners that collected a winter of dust.',
    features: ['Closet and wardrobe refresh', 'Light fixture and fan dusting', 'Window sill and blind cleaning', 'Declutter assistance'],
    icon: 'local_florist',
    subtitle: 'Seasonal whole-home refresh',
    rating: 4.8,
    bookingsCount: 3890,
    popularityRank: 18,
  }),
  service({
    id: 34,
    name: 'Holiday Cleaning',
    category: 'Seasonal',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Before-and-after holiday cleaning so your home is ready for guests and back to normal once they leave.',
    features: ['Guest room preparation', 'Dining and kitchen focus', 'Post-holiday cleanup', 'Decoration-safe dusting'],
    icon: 'redeem',
    subtitle: 'Guest-ready for the holidays',
    rating: 4.7,
    bookingsCount: 2050,
    popularityRank: 32,
  }),

  // --- Maintenance -------------------------------------------------------------------------
  service({
    id: 35,
    name: 'Building Maintenance Cleaning',
    category: 'Maintenance',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Scheduled upkeep of shared areas in apartment and office buildings: lobbies, stairwells, elevators and laundry rooms.',
    features: ['Lobby and stairwell cleaning', 'Elevator interior polish', 'Laundry room care', 'Monthly maintenance report'],
    icon: 'build',
    subtitle: 'Shared areas kept fresh',
    rating: 4.7,
    bookingsCount: 1710,
    popularityRank: 35,
  }),
  service({
    id: 36,
    name: 'Chimney & Fireplace Cleaning',
    category: 'Maintenance',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Soot and creosote removal from fireplaces and chimneys, with a safety inspection of the flue.',
    features: ['Creosote and soot removal', 'Flue inspection', 'Firebox and hearth cleaning', 'Drop cloths and dust control'],
    icon: 'fireplace',
    subtitle: 'Safe, soot-free fireplaces',
    rating: 4.7,
    bookingsCount: 960,
    popularityRank: 44,
  }),

  // --- Security ----------------------------------------------------------------------------
  service({
    id: 37,
    name: 'Secure Facility Cleaning',
    category: 'Security',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Cleaning of banks, data rooms and government offices by bonded, background-checked staff who follow access-control rules.',
    features: ['Bonded and background-checked staff', 'Access-control compliance', 'Confidential document handling', 'Supervised shifts'],
    icon: 'security',
    subtitle: 'Bonded, vetted teams',
    rating: 4.8,
    bookingsCount: 780,
    popularityRank: 46,
  }),

  // --- Automotive --------------------------------------------------------------------------
  service({
    id: 38,
    name: 'Car Interior Detailing',
    category: 'Automotive',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Mobile interior detailing at your home or office: vacuuming, shampooing seats and mats, and dashboard care.',
    features: ['Seat and mat shampoo', 'Dashboard and console detailing', 'Odor elimination', 'Mobile service at your location'],
    icon: 'local_car_wash',
    subtitle: 'Mobile car detailing',
    rating: 4.8,
    bookingsCount: 3670,
    popularityRank: 19,
  }),

  // --- Technology --------------------------------------------------------------------------
  service({
    id: 39,
    name: 'Data Center Cleaning',
    category: 'Technology',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Static-safe cleaning of server rooms and data centers, including raised floors and under-floor plenums.',
    features: ['Anti-static procedures', 'Raised floor and plenum cleaning', 'HEPA filtered vacuums', 'Zinc whisker prevention'],
    icon: 'dns',
    subtitle: 'Static-safe server rooms',
    rating: 4.8,
    bookingsCount: 520,
    popularityRank: 49,
  }),
  service({
    id: 40,
    name: 'Electronics & Device Sanitizing',
    category: 'Technology',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Safe cleaning and sanitizing of computers, phones, keyboards and screens for offices and shared workstations.',
    features: ['Keyboard and mouse sanitize', 'Screen-safe cleaning', 'Phone and headset disinfection', 'Shared workstation rounds'],
    icon: 'devices',
    subtitle: 'Clean, germ-free devices',
    rating: 4.6,
    bookingsCount: 690,
    popularityRank: 47,
  }),

  // --- Personal Services -------------------------------------------------------------------
  service({
    id: 41,
    name: 'Laundry & Ironing',
    category: 'Personal Services',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'Washing, drying, ironing and folding done in your home, with care for delicate fabrics.',
    features: ['Wash, dry and fold', 'Ironing and steaming', 'Delicate fabric care', 'Bed linen change'],
    icon: 'local_laundry_service',
    subtitle: 'Wash, iron and fold',
    rating: 4.7,
    bookingsCount: 4520,
    popularityRank: 16,
  }),
  service({
    id: 42,
    name: 'Home Organization',
    category: 'Personal Services',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'Decluttering and organizing closets, pantries, garages and home offices into systems that stay tidy.',
    features: ['Closet and pantry organizing', 'Declutter and donation drop-off', 'Labeling systems', 'Garage and home office'],
    icon: 'inventory_2',
    subtitle: 'Declutter and organize',
    rating: 4.8,
    bookingsCount: 2380,
    popularityRank: 29,
  }),

  // --- HVAC --------------------------------------------------------------------------------
  service({
    id: 43,
    name: 'Air Duct Cleaning',
    category: 'HVAC',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Negative-pressure cleaning of supply and return ducts to remove dust, allergens and debris from the HVAC system.',
    features: ['Negative-pressure vacuum system', 'Supply and return vents', 'Register and grille washing', 'Optional sanitize treatment'],
    icon: 'air',
    subtitle: 'Cleaner indoor air',
    rating: 4.7,
    bookingsCount: 3010,
    popularityRank: 23,
  }),
  service({
    id: 44,
    name: 'Dryer Vent Cleaning',
    category: 'HVAC',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Lint removal from dryer vents and ducts to cut drying times and reduce fire risk.',
    features: ['Full-length lint removal', 'Airflow test', 'Exterior vent cap cleaning', 'Fire risk reduction'],
    icon: 'hvac',
    subtitle: 'Safer, faster drying',
    rating: 4.7,
    bookingsCount: 1460,
    popularityRank: 40,
  }),

  // --- Wellness ----------------------------------------------------------------------------
  service({
    id: 45,
    name: 'Allergy-Friendly Cleaning',
    category: 'Wellness',
    memberPriceCents: 2200,
    regularPriceCents: 4500,
    description:
      'Cleaning designed for allergy and asthma sufferers: HEPA vacuuming, fragrance-free products and dust mite control.',
    features: ['HEPA vacuuming', 'Fragrance-free products', 'Dust mite and pet dander control', 'Hypoallergenic, eco-friendly supplies'],
    icon: 'spa',
    subtitle: 'Breathe easier at home',
    rating: 4.8,
    bookingsCount: 2640,
    popularityRank: 17,
  }),
  service({
    id: 46,
    name: 'Eco-Friendly Green Cleaning',
    category: 'Wellness',
    memberPriceCents: 1800,
    regularPriceCents: 3600,
    description:
      'Whole-home cleaning with plant-based, non-toxic products that are safe for children and pets.',
    features: ['Plant-based, non-toxic products', 'Safe for kids and pets', 'Reusable microfiber cloths', 'Eco-friendly certified supplies'],
    icon: 'eco',
    subtitle: 'Non-toxic, kid and pet safe',
    rating: 4.8,
    bookingsCount: 5230,
    popularityRank: 11,
  }),

  // --- Emergency ---------------------------------------------------------------------------
  service({
    id: 47,
    name: 'Emergency Cleaning 24/7',
    category: 'Emergency',
    memberPriceCents: 4500,
    regularPriceCents: 9900,
    description:
      'Round-the-clock rapid response for urgent messes: floods, sewage backups, break-ins and last-minute inspections.',
    features: ['Available 24/7, including holidays', 'Rapid response team', 'Water extraction and drying', 'Sanitize and deodorize', 'Insurance documentation'],
    emergency: true,
    icon: 'emergency',
    subtitle: 'Rapid response, day or night',
    rating: 4.9,
    bookingsCount: 3240,
    popularityRank: 13,
  }),
  service({
    id: 48,
    name: 'Water Damage Cleanup',
    category: 'Emergency',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Water extraction, drying and sanitizing after leaks and floods to prevent mold and further damage.',
    features: ['Water extraction', 'Industrial dehumidifiers', 'Antimicrobial sanitize', 'Moisture mapping', 'Insurance photos'],
    emergency: true,
    icon: 'water_damage',
    subtitle: 'Leaks and floods handled',
    rating: 4.8,
    bookingsCount: 1890,
    popularityRank: 34,
  }),

  // --- Educational -------------------------------------------------------------------------
  service({
    id: 49,
    name: 'School & Classroom Cleaning',
    category: 'Educational',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'After-hours cleaning of classrooms, cafeterias and gyms in schools, daycares and tutoring centers.',
    features: ['Classroom desk and surface sanitize', 'Cafeteria cleaning', 'Child-safe products', 'After-school scheduling'],
    icon: 'school',
    subtitle: 'Healthy learning spaces',
    rating: 4.7,
    bookingsCount: 1020,
    popularityRank: 48,
  }),

  // --- Sports & Recreation -----------------------------------------------------------------
  service({
    id: 50,
    name: 'Gym & Fitness Center Cleaning',
    category: 'Sports & Recreation',
    memberPriceCents: 2400,
    regularPriceCents: 5400,
    description:
      'Equipment, locker room and shower cleaning for gyms, studios and sports clubs, with anti-bacterial treatment.',
    features: ['Equipment wipe-down and sanitize', 'Locker room and shower cleaning', 'Rubber floor care', 'Anti-bacterial treatment'],
    icon: 'fitness_center',
    subtitle: 'Sweat-free, germ-free',
    rating: 4.7,
    bookingsCount: 1290,
    popularityRank: 50,
  }),
];

/** A prepaid membership plan of a tier. */
export interface CatalogueMembershipPlan {
  /** 1, 3, 6 or 12. */
  months: number;
  /** Price paid for the whole period, in cents. */
  priceCents: number;
  /** months * monthly rate, in cents. */
  originalPriceCents: number;
  /** Whole percent saved against paying monthly (0 for the 1-month plan). */
  discountPercent: number;
}

/** A Comfort Life membership tier, shaped like the `MembershipTier` row plus its plans. */
export interface CatalogueMembershipTier {
  code: 'moon' | 'star' | 'sun';
  name: 'Moon' | 'Star' | 'Sun';
  /** Monthly price in cents. */
  monthlyRateCents: number;
  /** Member rates apply to services whose member hourly rate lies in this range (cents). */
  hourlyMinCents: number;
  hourlyMaxCents: number;
  /** Shown as "most popular". */
  popular: boolean;
  sortOrder: number;
  features: string[];
  plans: CatalogueMembershipPlan[];
}

/**
 * Builds a tier's plans: a 1-month plan at the monthly rate plus the prepaid plans given.
 * `discountPercent` is the stated one when the spec gives it, else the rounded actual saving.
 */
function plans(
  monthlyRateCents: number,
  prepaid: ReadonlyArray<{ months: number; priceCents: number; statedDiscountPercent?: number }>,
): CatalogueMembershipPlan[] {
  const all = [{ months: 1, priceCents: monthlyRateCents, statedDiscountPercent: 0 }, ...prepaid];
  return all.map(({ months, priceCents, statedDiscountPercent }) => {
    const originalPriceCents = months * monthlyRateCents;
    const discountPercent =
      statedDiscountPercent ?? Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100);
    return { months, priceCents, originalPriceCents, discountPercent };
  });
}

/** The three Comfort Life tiers of spec section 9, cheapest first. */
export const MEMBERSHIP_TIERS: readonly CatalogueMembershipTier[] = [
  {
    code: 'moon',
    name: 'Moon',
    monthlyRateCents: 3690,
    hourlyMinCents: 1800,
    hourlyMaxCents: 2200,
    popular: false,
    sortOrder: 1,
    features: [
      'Member rates on services from $18 to $22/hour',
      'About half price on house, apartment and deep cleaning',
      'Re-clean within 24 hours if not satisfied',
      'No setup fees, cancel anytime',
    ],
    plans: plans(3690, [
      { months: 3, priceCents: 9963, statedDiscountPercent: 10 },
      { months: 6, priceCents: 18819, statedDiscountPercent: 15 },
      { months: 12, priceCents: 35424, statedDiscountPercent: 20 },
    ]),
  },
  {
    code: 'star',
    name: 'Star',
    monthlyRateCents: 6390,
    hourlyMinCents: 1800,
    hourlyMaxCents: 3200,
    popular: true,
    sortOrder: 2,
    features: [
      'Member rates on services from $18 to $32/hour',
      'Includes commercial, outdoor and yacht cleaning',
      'Priority booking with top-rated freelancers',
      'Re-clean within 24 hours if not satisfied',
      'No setup fees, cancel anytime',
    ],
    plans: plans(6390, [
      { months: 3, priceCents: 17253 },
      { months: 6, priceCents: 32577 },
      { months: 12, priceCents: 61344 },
    ]),
  },
  {
    code: 'sun',
    name: 'Sun',
    monthlyRateCents: 9630,
    hourlyMinCents: 1800,
    hourlyMaxCents: 4500,
    popular: false,
    sortOrder: 3,
    features: [
      'Member rates on every service from $18 to $45/hour',
      'Includes private jet and emergency 24/7 cleaning',
      'Priority booking with top-rated freelancers',
      'Dedicated support line, 24/7',
      'Re-clean within 24 hours if not satisfied',
      'No setup fees, cancel anytime',
    ],
    plans: plans(9630, [
      { months: 3, priceCents: 26001 },
      { months: 6, priceCents: 49131 },
      { months: 12, priceCents: 92496 },
    ]),
  },
];
