/**
 * The message objects whose texts the server translates. Each is keyed here by its exported
 * name, so a text's catalog key is `<OBJECT>.<key>` (nested objects add their keys:
 * `MSG.passwordHint.weak`). A new message object is added to this list, and its keys to every
 * language module (fr.ts, de.ts, es.ts, it.ts): the type `Catalog` and the catalog test refuse
 * a language that lacks one.
 */
import { INVOICE_TOTALS_MSG } from '../invoice-totals';
import {
  BILLING_MSG,
  DIGEST_MSG,
  FIELD_MSG,
  IDEMPOTENCY_MSG,
  INVOICE_MAIL_MSG,
  MAIL_MSG,
  MSG,
  ORG_MSG,
  ORG_PROFILE_MSG,
  PDF_MSG,
  QUOTE_MAIL_MSG,
  WORKSPACE_MSG,
} from '../messages';
import { API_KEY_MSG } from '../schemas/api-keys';
import { BILLING_SERVER_MSG } from '../schemas/billing';
import { INVOICE_EMAIL_MSG } from '../schemas/invoice-emails';
import { INVOICE_MSG } from '../schemas/invoices';
import { PAYMENT_MSG, REMINDER_MAIL_MSG } from '../schemas/payments';
import { PUBLIC_INVOICE_MSG } from '../schemas/public-invoices';
import { QUOTE_MSG } from '../schemas/quotes';
import { RECURRING_MAIL_MSG, RECURRING_MSG } from '../schemas/recurring-invoices';
import { TAX_RATE_MSG } from '../schemas/tax-rates';
import { WEBHOOK_MAIL_MSG, WEBHOOK_MSG } from '../schemas/webhooks';

export const MESSAGE_OBJECTS = {
  MSG,
  WORKSPACE_MSG,
  ORG_MSG,
  ORG_PROFILE_MSG,
  BILLING_MSG,
  BILLING_SERVER_MSG,
  INVOICE_MSG,
  INVOICE_TOTALS_MSG,
  INVOICE_EMAIL_MSG,
  TAX_RATE_MSG,
  WEBHOOK_MSG,
  WEBHOOK_MAIL_MSG,
  API_KEY_MSG,
  FIELD_MSG,
  MAIL_MSG,
  INVOICE_MAIL_MSG,
  QUOTE_MAIL_MSG,
  PDF_MSG,
  DIGEST_MSG,
  IDEMPOTENCY_MSG,
  PUBLIC_INVOICE_MSG,
  QUOTE_MSG,
  PAYMENT_MSG,
  REMINDER_MAIL_MSG,
  RECURRING_MSG,
  RECURRING_MAIL_MSG,
} as const;

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}.${K}` : Leaves<T[K], `${Prefix}.${K}`>;
}[keyof T & string];

type Objects = typeof MESSAGE_OBJECTS;
/** Every catalog key: `MSG.invalidCredentials`, `WORKSPACE_MSG.clientNameRequired`… */
export type MessageKey = { [O in keyof Objects & string]: Leaves<Objects[O], O> }[keyof Objects & string];
/** One language's texts: every key, ICU MessageFormat strings. */
export type Catalog = Record<MessageKey, string>;

/** The English texts by key, read from the message objects themselves (English is the source). */
export function englishCatalog(): Catalog {
  const out: Record<string, string> = {};
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out[prefix] = value;
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(`${prefix}.${key}`, inner);
  };
  for (const [name, object] of Object.entries(MESSAGE_OBJECTS)) walk(name, object);
  return out as Catalog;
}
