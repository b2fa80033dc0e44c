/** The landing page's texts (its features, plans and questions are in landing-content.ts). */
export const LANDING_TEXTS = {
  clientsProjectsAndInvoicesIn: 'Clients, projects and invoices in one place',
  createAFreeAccount: 'Create a free account',
  features: 'Features',
  everythingASmallTeamNeeds: 'Everything a small team needs to get paid for its work.',
  pricing: 'Pricing',
  startFreeUpgradeWhenYour: 'Start free. Upgrade when your team grows.',
  mostPopular: 'Most popular',
  frequentlyAskedQuestions: 'Frequently asked questions',
  shortAnswersToWhatPeople: 'Short answers to what people ask us most.',
  intro:
    'Folio is a small CRM with invoicing for freelancers and small teams. Keep every client, project and invoice together, work on them with your team, and see what you have earned.',
} as const;
