import { FALLBACK_PRICES_CENTS, type PaidPlanTier } from '@folio/contracts';
import Stripe from 'stripe';
import type { ApiConfig } from '../config';
import { errors } from '../core/errors';
import type { Logger } from '../core/logger';

export type StripeSettings = NonNullable<ApiConfig['stripe']>;
type MonthlyPrice = { amount: number; currency: string; interval: string };
export type PlanPrices = Record<PaidPlanTier, MonthlyPrice>;

/** Prices change rarely; ten minutes keeps the billing page from calling Stripe on every load. */
const PRICE_TTL_MS = 10 * 60_000;
/** After a failed price lookup, the fallback is served for a minute before Stripe is asked again. */
const PRICE_FAILURE_TTL_MS = 60_000;
/** The billing page must not hang on Stripe: a price lookup gets one short attempt. */
const PRICE_LOOKUP = { timeout: 5_000, maxNetworkRetries: 0 } as const;

// Keyed by the settings object, so each API instance (and each test app) has its own client and cache.
const clients = new WeakMap<StripeSettings, Stripe>();
const priceCache = new WeakMap<StripeSettings, { expiresAt: number; prices: Promise<PlanPrices> }>();

/** Billing runs in mock mode when no Stripe secret key is configured (docs/operations.md). */
export const isMockMode = (config: ApiConfig) => !config.stripe?.secretKey;

/** The Stripe SDK for this configuration, or null in mock mode. */
export function stripeClient(config: ApiConfig): Stripe | null {
  const settings = config.stripe;
  if (!settings?.secretKey) return null;
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      // Checkout and portal calls sit in a user's request: fail within seconds, not the SDK's 80.
      timeout: 20_000,
      maxNetworkRetries: 2,
      appInfo: { name: 'Folio' },
      // host/port/protocol exist so tests can point the SDK at a local fake API.
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
    });
    clients.set(settings, client);
  }
  return client;
}

export const priceIdFor = (settings: StripeSettings, tier: PaidPlanTier) =>
  (tier === 'pro' ? settings.pricePro : settings.priceBusiness) || null;

/** The plan a configured Stripe price id stands for, if any. */
export function tierForPriceId(settings: StripeSettings | undefined, priceId: string | null | undefined) {
  if (!settings || !priceId) return null;
  if (priceId === settings.pricePro) return 'pro' as const;
  if (priceId === settings.priceBusiness) return 'business' as const;
  return null;
}

const fallbackPrice = (tier: PaidPlanTier): MonthlyPrice => ({
  amount: FALLBACK_PRICES_CENTS[tier],
  currency: 'USD',
  interval: 'month',
});

const fallbackPrices = (): PlanPrices => ({
  pro: fallbackPrice('pro'),
  business: fallbackPrice('business'),
});

/** Each plan's price on its own: one unreachable or missing price does not hide the other. */
async function fetchPrice(
  stripe: Stripe,
  settings: StripeSettings,
  tier: PaidPlanTier,
  log: Logger,
): Promise<{ price: MonthlyPrice; failed: boolean }> {
  const id = priceIdFor(settings, tier);
  if (!id) return { price: fallbackPrice(tier), failed: false };
  try {
    const price = await stripe.prices.retrieve(id, {}, PRICE_LOOKUP);
    if (price.unit_amount === null) {
      log.warn({ priceId: id }, 'stripe price has no unit_amount; showing the fallback price');
      return { price: fallbackPrice(tier), failed: false };
    }
    const interval = price.recurring?.interval ?? 'month';
    return {
      price: { amount: price.unit_amount, currency: price.currency.toUpperCase(), interval },
      failed: false,
    };
  } catch (err) {
    log.warn({ err, priceId: id }, 'stripe price lookup failed; showing the fallback price');
    return { price: fallbackPrice(tier), failed: true };
  }
}

/**
 * The monthly prices shown on the billing page: the configured Stripe prices' unit amounts,
 * cached in memory; the fallback prices (Pro 1200, Business 3000 cents a month) in mock mode, for a plan without a configured
 * price, or while Stripe cannot be reached.
 */
export function planPrices(config: ApiConfig, log: Logger): Promise<PlanPrices> {
  const stripe = stripeClient(config);
  const settings = config.stripe;
  if (!stripe || !settings) return Promise.resolve(fallbackPrices());
  const cached = priceCache.get(settings);
  if (cached && cached.expiresAt > Date.now()) return cached.prices;
  // The promise itself is cached, so concurrent page loads share one lookup.
  const entry = { expiresAt: Date.now() + PRICE_TTL_MS, prices: Promise.resolve(fallbackPrices()) };
  entry.prices = Promise.all([
    fetchPrice(stripe, settings, 'pro', log),
    fetchPrice(stripe, settings, 'business', log),
  ]).then(([pro, business]) => {
    if (pro.failed || business.failed) entry.expiresAt = Date.now() + PRICE_FAILURE_TTL_MS;
    return { pro: pro.price, business: business.price };
  });
  priceCache.set(settings, entry);
  return entry.prices;
}

/**
 * Runs one call to Stripe. A Stripe failure (network, auth, a misconfigured price…) is logged
 * and answered as 503 with `msg`, instead of an anonymous 500.
 */
export async function callStripe<T>(log: Logger, msg: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    log.error({ err, type: err.type, code: err.code, requestId: err.requestId }, 'stripe call failed');
    throw errors.unavailable(msg);
  }
}
