import { FREE_PLAN_LIMITS } from '@folio/contracts';

/** The features the landing page lists. */
export const FEATURES = [
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
] as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const PLANS = [
  {
    name: 'Free',
    price: '$0',
    period: '',
    points: [
      plural(FREE_PLAN_LIMITS.organizations, 'organization'),
      plural(FREE_PLAN_LIMITS.users, 'user'),
      plural(FREE_PLAN_LIMITS.clients, 'client'),
      `${plural(FREE_PLAN_LIMITS.invoicesPerMonth, 'invoice')} per month`,
    ],
    cta: 'Start for free',
    highlight: false,
  },
  {
    name: 'Pro',
    price: '$19',
    period: 'per month',
    points: ['Unlimited users and clients', 'Priority support'],
    cta: 'Start with Pro',
    highlight: true,
  },
  {
    name: 'Business',
    price: 'Contact sales',
    period: '',
    points: ['Service-level agreement', 'Single sign-on', 'Custom fields', 'Guided onboarding'],
    cta: 'Contact sales',
    highlight: false,
  },
] as const;

/** The FAQ, as the questions people ask. */
export const FAQ = [
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
] as const;
