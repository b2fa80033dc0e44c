/** The landing page's texts in English, with its features, plans and questions: the source of every language. */
export default {
  headline: 'Clients, projects and invoices in one place',
  createAFreeAccount: 'Create a free account',
  features: 'Features',
  featuresIntro: 'Everything a small team needs to get paid for its work.',
  pricing: 'Pricing',
  pricingIntro: 'Start free. Upgrade when your team grows.',
  mostPopular: 'Most popular',
  frequentlyAskedQuestions: 'Frequently asked questions',
  faqIntro: 'Short answers to what people ask us most.',
  intro:
    'Folio is a small CRM with invoicing for freelancers and small teams. Keep every client, project and invoice together, work on them with your team, and see what you have earned.',
  /** The features, in the order of their icons. */
  featureList: [
    {
      title: 'Clients and notes',
      text: 'Keep contact details, addresses and tags for every client, with notes your whole team can read.',
    },
    {
      title: 'Projects and pricing',
      text: 'Track each project with its client, budget, currency, due date and status.',
    },
    {
      title: 'Invoices and payments',
      text: 'Create numbered invoices from line items, send them as PDF and record payments as they arrive.',
    },
    {
      title: 'Team roles',
      text: 'Invite teammates as admin, manager or viewer, so everyone sees and changes only what they should.',
    },
    {
      title: 'Search and filters',
      text: 'Find any client, project or invoice from one search box, and filter lists by status, client or tag.',
    },
    {
      title: 'Audit trail',
      text: 'Every change is recorded with who made it and when, and the log exports to CSV.',
    },
  ],
  /** The free plan's points: its limits. */
  freeOrganizations: '{count, plural, one {# organization} other {# organizations}}',
  freeUsers: '{count, plural, one {# user} other {# users}}',
  freeClients: '{count, plural, one {# client} other {# clients}}',
  freeInvoicesPerMonth: '{count, plural, one {# invoice} other {# invoices}} per month',
  /** The pricing cards. */
  plans: {
    free: {
      name: 'Free',
      price: '$0',
      cta: 'Start for free',
    },
    pro: {
      name: 'Pro',
      price: '$19',
      period: 'per month',
      points: ['Unlimited users and clients', 'Priority support'],
      cta: 'Start with Pro',
    },
    business: {
      name: 'Business',
      price: 'Contact sales',
      points: ['Service-level agreement', 'Single sign-on', 'Custom fields', 'Guided onboarding'],
      cta: 'Contact sales',
      /** The subject of the email the Business plan's button starts. */
      mailSubject: 'Folio Business',
    },
  },
  /** The FAQ, as the questions people ask. */
  questions: [
    {
      question: 'Can I import my existing data from a CSV file?',
      answer:
        'CSV import is on our roadmap. Until it ships, email us your export and we will help you migrate it.',
    },
    {
      question: 'Do you offer discounts?',
      answer: 'Yes. Startups and nonprofits get a discount; write to us with a few words about your team.',
    },
    {
      question: 'How is my data secured?',
      answer:
        'All traffic is encrypted with HTTPS, access inside your team follows roles, and your data is backed up regularly.',
    },
  ],
} as const;
