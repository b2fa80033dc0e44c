import { FREE_PLAN_LIMITS } from '@folio/contracts';
import { LANDING_TEXTS } from './texts';

const { free, pro, business } = LANDING_TEXTS.plans;

/** The pricing cards, in order; the Business card's button writes to sales instead of signing up. */
export const PLANS = [
  {
    key: 'free',
    name: free.name,
    price: free.price,
    period: '',
    points: [
      free.organizations(FREE_PLAN_LIMITS.organizations),
      free.users(FREE_PLAN_LIMITS.users),
      free.clients(FREE_PLAN_LIMITS.clients),
      free.invoicesPerMonth(FREE_PLAN_LIMITS.invoicesPerMonth),
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
