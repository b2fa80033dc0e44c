/**
 * Small built-in word lists for realistic-looking demo data (no faker dependency). Kept as
 * comma-separated strings so that the lists stay compact.
 */
const list = (text: string): readonly string[] => text.split(/\s*,\s*/);

export const COMPANY_FIRST = list(
  'Northwind, Bluebird, Acme, Evergreen, Silverline, Redwood, Brightside, Ironbark, Lighthouse, Summit, ' +
    'Harbor, Maple, Cobalt, Juniper, Granite, Sunflower, Falcon, Meridian, Orchard, Pioneer, Riverstone, ' +
    'Saffron, Tidewater, Copperleaf, Willow, Atlas, Beacon, Cedar, Driftwood, Ember, Foxglove, Horizon, ' +
    'Keystone, Lumen, Nimbus, Oakridge, Polaris, Quarry, Sparrow, Vantage',
);
export const COMPANY_SECOND = list(
  'Analytics, Design, Logistics, Robotics, Health, Foods, Media, Studios, Labs, Partners, Consulting, ' +
    'Outfitters, Architecture, Dental, Fitness, Coffee, Energy, Software, Travel, Legal, Realty, Bakery, ' +
    'Brewing, Capital, Education, Marine, Motors, Pharma, Textiles, Ventures',
);
/** Empty entries make "no suffix" the most common case. */
export const COMPANY_SUFFIX = ['', '', '', 'Inc.', 'LLC', 'Co.', 'Ltd', 'Group', 'GmbH', '& Sons'] as const;

export const FIRST_NAMES = list(
  'Olivia, Liam, Emma, Noah, Ava, Lucas, Mia, Ethan, Sofia, Mateo, Chloe, Arjun, Hana, Kenji, Amara, ' +
    'Diego, Ingrid, Tomás, Leila, Marcus, Priya, Owen, Zoe, Rafael, Nora, Felix, Aisha, Jonas, Elena, Samuel',
);
export const LAST_NAMES = list(
  'Smith, Johnson, Garcia, Nguyen, Müller, Rossi, Dubois, Kowalski, Tanaka, Patel, Okafor, Silva, ' +
    'Andersen, Cohen, Murphy, Lopez, Kim, Schmidt, Novak, Walsh, Bianchi, Fischer, Moreau, Haddad, Larsen, ' +
    'Reyes, Chen, Brown, Wilson, Taylor',
);

export const STREETS = list(
  'Main, Oak, Pine, Maple, Cedar, Elm, Washington, Lake, Hill, Park, River, Sunset, Highland, Church, ' +
    'Market, Mill, Spring, Union, Water, King',
);
export const STREET_KINDS = list('St, Ave, Blvd, Rd, Lane, Way, Drive, Court');
/** "City/region/postcode prefix" entries. */
export const CITIES = list(
  'Portland/OR/972, Austin/TX/787, Denver/CO/802, Chicago/IL/606, Boston/MA/021, Seattle/WA/981, ' +
    'Brooklyn/NY/112, Atlanta/GA/303, San Diego/CA/921, Madison/WI/537, Toronto/ON/M5V, Vancouver/BC/V6B, ' +
    'London/UK/EC1, Manchester/UK/M1, Sydney/NSW/200, Melbourne/VIC/300, Berlin/DE/101, Paris/FR/750, ' +
    'Dublin/IE/D02, Amsterdam/NL/101',
).map((entry) => {
  const [city, region, postcode] = entry.split('/') as [string, string, string];
  return { city, region, postcode };
});

export const CLIENT_TAGS = list(
  'retainer, enterprise, startup, nonprofit, agency, priority, referral, ecommerce, saas, local, healthcare, education',
);

export const PROJECT_KINDS = list(
  'Website redesign, Mobile app MVP, Brand refresh, SEO audit, Data pipeline migration, Marketing site, ' +
    'Customer portal, Design system, Analytics dashboard, Checkout optimisation, Content strategy, ' +
    'Product photography, API integration, Onboarding flow, Email campaign, Accessibility review, ' +
    'Cloud migration, Pitch deck, Social media kit, Annual report',
);
export const PROJECT_QUALIFIERS = [
  '',
  '',
  '',
  ' – Phase 2',
  ' – Q3',
  ' (pilot)',
  ' v2',
  ' – maintenance',
] as const;
export const PROJECT_TAGS = list(
  'design, development, marketing, research, copywriting, ux, backend, frontend, mobile, seo, strategy, urgent',
);
export const PROJECT_DESCRIPTIONS = [
  'Scope agreed in the kickoff call; weekly check-ins on Tuesdays.',
  'Fixed-price engagement with two rounds of revisions included.',
  'Follow-up to last year’s work; reuse the existing component library.',
  'Client provides copy and imagery; we handle design and build.',
  'Time and materials, capped at the budget.',
  'Discovery first, then a proposal for the build phase.',
  '',
] as const;

/** Line items with a unit price range in cents; `hourly` items get hour-like quantities. */
export const LINE_ITEMS = [
  { description: 'Discovery workshop', min: 40_000, max: 120_000, hourly: false },
  { description: 'UX research (hours)', min: 9_000, max: 15_000, hourly: true },
  { description: 'Visual design (hours)', min: 8_500, max: 14_000, hourly: true },
  { description: 'Frontend development (hours)', min: 9_500, max: 16_000, hourly: true },
  { description: 'Backend development (hours)', min: 10_000, max: 17_500, hourly: true },
  { description: 'Project management (hours)', min: 6_500, max: 11_000, hourly: true },
  { description: 'Copywriting', min: 5_000, max: 9_000, hourly: false },
  { description: 'Stock photography licence', min: 2_900, max: 19_900, hourly: false },
  { description: 'Hosting – monthly', min: 2_500, max: 12_000, hourly: false },
  { description: 'QA and testing (hours)', min: 6_000, max: 10_000, hourly: true },
  { description: 'Logo and identity package', min: 150_000, max: 450_000, hourly: false },
  { description: 'Content migration', min: 30_000, max: 90_000, hourly: false },
  { description: 'Training session', min: 45_000, max: 95_000, hourly: false },
  { description: 'Support retainer', min: 80_000, max: 250_000, hourly: false },
  { description: 'Travel expenses', min: 8_000, max: 60_000, hourly: false },
  { description: 'Analytics setup', min: 35_000, max: 80_000, hourly: false },
] as const;

/** {first} {first2} {last2} are replaced by random names. */
export const NOTE_BODIES = [
  'Called {first} – they want to move the kickoff to next week.',
  'Sent the revised estimate. Waiting for sign-off from finance.',
  '{first} prefers email over phone; copy {first2} on invoices.',
  'Contract renewed for another 12 months.',
  'Payment terms: net 30. Purchase order number required on every invoice.',
  'Feedback from the review: happy with the direction, a few copy tweaks.',
  'Shared the staging link. Demo scheduled for Thursday 10:00.',
  'Budget is tight this quarter – propose a smaller phase 1.',
  'Reminder: they close their books on the 25th of each month.',
  'Great call today. Possible referral to their sister company.',
  'Asked for a breakdown of hours for the last sprint.',
  'Invoice questioned – clarified the hosting line item.',
  'New point of contact: {first2} {last2} (operations).',
  'Kickoff done. Assets received in the shared folder.',
  'Delivered final files; awaiting acceptance.',
] as const;
