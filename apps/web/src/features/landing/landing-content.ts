import { FREE_PLAN_LIMITS } from '@folio/contracts';
import { LANDING_TEXTS } from './texts';

/**
 * The pricing cards, in order, in the current language; the Business card's button writes to sales
 * instead of signing up.
 */
export const plans = () => {
  const { free, pro, business } = LANDING_TEXTS.plans;
  return [
    {
      key: 'free',
      name: free.name,
      price: free.price,
      period: '',
      points: [
        LANDING_TEXTS.freeOrganizations(FREE_PLAN_LIMITS.organizations),
        LANDING_TEXTS.freeUsers(FREE_PLAN_LIMITS.users),
        LANDING_TEXTS.freeClients(FREE_PLAN_LIMITS.clients),
        LANDING_TEXTS.freeInvoicesPerMonth(FREE_PLAN_LIMITS.invoicesPerMonth),
      ],
      cta: free.cta,
      highlight: false,
    },
    {
      key: 'pro',
      name: pro.name,
      price: pro.price,
      period: pro.period,
      points: pro.points,
      cta: pro.cta,
      highlight: true,
    },
    {
      key: 'business',
      name: business.name,
      price: business.price,
      period: '',
      points: business.points,
      cta: business.cta,
      highlight: false,
    },
  ] as const;
};
