import { ACTIVITY_ACTIONS, fromCents, lineAmountCents } from '@folio/contracts';
import {
  type ClientRow,
  DAY_MS,
  daysAfter,
  daysBefore,
  earlier,
  type GenerationContext,
  type InvoiceItemRow,
  type InvoiceProjectRow,
  type InvoiceRow,
  instantBetween,
  isoDate,
  newId,
  type PaymentRow,
  type ProjectRow,
  recordSeedActivity,
  type SeedActor,
} from './plan';
import type { Random } from './random';
import { LINE_ITEMS } from './vocabulary';

export type InvoiceBatch = {
  invoices: InvoiceRow[];
  items: InvoiceItemRow[];
  links: InvoiceProjectRow[];
  payments: PaymentRow[];
};

/** Invoices span the last 8 months. */
const HISTORY_DAYS = 240;
const FRACTIONAL_QUANTITIES = [0.5, 1.5, 2.25, 3.75, 7.5, 12.25, 0.3333, 1.6667, 2.125] as const;

type Outcome = 'draft' | 'sent' | 'partial' | 'paid' | 'archivedPaid' | 'archivedUnpaid';

/** How many of the projects (sorted by creation) existed at `date`: a binary search. */
function countCreatedBy(sorted: ProjectRow[], date: Date) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]!.createdAt <= date) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Young invoices are mostly drafts or waiting; old ones are mostly paid (a few stay overdue). */
function outcomeFor(rng: Random, ageDays: number): Outcome {
  if (ageDays < 10) return rng.weighted({ draft: 55, sent: 45 });
  if (ageDays < 50) return rng.weighted({ draft: 3, sent: 35, partial: 12, paid: 50 });
  return rng.weighted({ draft: 1, sent: 6, partial: 4, paid: 79, archivedPaid: 7, archivedUnpaid: 3 });
}

function lineItems(rng: Random, orgId: string, invoiceId: string): InvoiceItemRow[] {
  const chosen = rng.sample(LINE_ITEMS, rng.int(1, 6));
  return chosen.map((item, position) => {
    const unitPriceCents = rng.chance(0.7)
      ? Math.round(rng.int(item.min, item.max) / 500) * 500
      : rng.int(item.min, item.max);
    let quantity = item.hourly ? rng.int(2, 40) : Number(rng.weighted({ '1': 80, '2': 15, '3': 5 }));
    if (rng.chance(0.22)) quantity = rng.pick(FRACTIONAL_QUANTITIES);
    return {
      orgId,
      invoiceId,
      position,
      description: item.description,
      quantity,
      unitPriceCents,
      amountCents: lineAmountCents(quantity, unitPriceCents),
    };
  });
}

/** Splits a total into one or two payments; the last lands at `paidAt`. */
function paymentSchedule(rng: Random, total: number, from: Date, paidAt: Date) {
  if (total < 200 || rng.chance(0.75)) return [{ amount: total, at: paidAt }];
  const first = Math.round(total * rng.between(0.3, 0.7));
  return [
    { amount: first, at: instantBetween(rng, from, paidAt) },
    { amount: total - first, at: paidAt },
  ];
}

/**
 * Invoices with items, project links (only projects of the invoice's client), payments and
 * the activity a real history would have left: created, marked_sent, payment_recorded per
 * payment, status_changed when archived. Numbers follow creation order.
 */
export function generateInvoices(
  ctx: GenerationContext,
  clients: Pick<ClientRow, 'id' | 'name'>[],
  projects: ProjectRow[],
  count: number,
): InvoiceBatch {
  const { rng, now } = ctx;
  // The lowered client's name an invoice carries (kept by a trigger, which the bulk load skips).
  const clientNames = new Map(clients.map((client) => [client.id, client.name.toLowerCase()]));
  const byClient = new Map<string, ProjectRow[]>();
  for (const project of projects) {
    const list = byClient.get(project.clientId) ?? [];
    list.push(project);
    byClient.set(project.clientId, list);
  }
  const historyStart = daysBefore(now, HISTORY_DAYS);
  const byAge = [...projects].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // Dates are drawn first, evenly over the history, and each invoice bills a project that
  // existed by then; numbers then follow creation order.
  const drafts = Array.from({ length: count }, () => {
    let createdAt = instantBetween(rng, historyStart, daysBefore(now, 0.05));
    const existing = countCreatedBy(byAge, createdAt);
    const main = existing > 0 ? byAge[rng.int(0, existing - 1)]! : byAge[0]!;
    if (main.createdAt > createdAt) createdAt = instantBetween(rng, main.createdAt, daysBefore(now, 0.05));
    const siblings = (byClient.get(main.clientId) ?? []).filter((p) => p.id !== main.id);
    const extra = siblings.length > 0 && rng.chance(0.18) ? rng.sample(siblings, rng.int(1, 2)) : [];
    return { main, linked: [main, ...extra], createdAt };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const batch: InvoiceBatch = { invoices: [], items: [], links: [], payments: [] };
  drafts.forEach((draft, index) => {
    const id = newId();
    const number = index + 1;
    const { createdAt, main } = draft;
    const creator = rng.pick(ctx.writers);
    const items = lineItems(rng, ctx.orgId, id);
    const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
    const outcome = outcomeFor(rng, ageDays);
    const numberSuffix = rng.chance(0.15)
      ? rng.chance(0.5)
        ? main.title
            .replace(/[^A-Za-z]/g, '')
            .slice(0, 4)
            .toUpperCase()
        : rng.pick(['Q1', 'Q2', 'Q3', 'Q4', 'RET', 'A', 'B'])
      : null;
    const entity = { number, numberSuffix };
    const invoice: InvoiceRow = {
      id,
      orgId: ctx.orgId,
      clientId: main.clientId,
      clientNameLower: clientNames.get(main.clientId) ?? '',
      number,
      numberSuffix,
      currency: main.currency ?? 'USD',
      dueDate: isoDate(daysAfter(createdAt, rng.pick([14, 30, 30, 30, 45]))),
      status: 'draft',
      // Seeded invoices carry no discount or tax: the lines are the subtotal and the total.
      discountType: null,
      discountValue: null,
      pricesIncludeTax: false,
      subtotalCents: totalCents,
      discountTotalCents: 0,
      taxTotalCents: 0,
      totalCents,
      paidCents: 0,
      sentAt: null,
      paidAt: null,
      createdBy: creator.id,
      createdAt,
      updatedAt: createdAt,
    };
    batch.invoices.push(invoice);
    batch.items.push(...items);
    for (const project of draft.linked)
      batch.links.push({ orgId: ctx.orgId, invoiceId: id, projectId: project.id });
    recordSeedActivity(ctx, {
      at: createdAt,
      actor: creator,
      action: ACTIVITY_ACTIONS.created,
      entityType: 'invoice',
      objectId: id,
      entity,
      meta: { total: fromCents(totalCents), currency: invoice.currency },
    });
    if (outcome === 'draft') return;

    const sentAt = earlier(new Date(createdAt.getTime() + rng.between(0, 3) * DAY_MS), now);
    invoice.status = 'sent';
    invoice.sentAt = sentAt;
    invoice.updatedAt = sentAt;
    recordSeedActivity(ctx, {
      at: sentAt,
      actor: rng.pick(ctx.writers),
      action: ACTIVITY_ACTIONS.markedSent,
      entityType: 'invoice',
      objectId: id,
      entity,
    });

    let schedule: { amount: number; at: Date }[] = [];
    if (outcome === 'paid' || outcome === 'archivedPaid') {
      const paidAt = earlier(daysAfter(sentAt, rng.between(2, 55)), daysBefore(now, 0.01));
      schedule = paymentSchedule(rng, totalCents, sentAt, paidAt);
      invoice.status = 'paid';
      invoice.paidAt = paidAt;
    } else if (outcome === 'partial' && totalCents >= 2) {
      const amount = Math.max(1, Math.min(totalCents - 1, Math.round(totalCents * rng.between(0.2, 0.8))));
      schedule = [{ amount, at: instantBetween(rng, sentAt, now) }];
    }
    for (const [i, payment] of schedule.entries()) {
      const recorder: SeedActor = rng.pick(ctx.writers);
      invoice.paidCents = (invoice.paidCents ?? 0) + payment.amount;
      invoice.updatedAt = payment.at;
      batch.payments.push({
        orgId: ctx.orgId,
        invoiceId: id,
        amountCents: payment.amount,
        currency: invoice.currency ?? 'USD',
        paidAt: payment.at,
        recordedBy: recorder.id,
        createdAt: payment.at,
      });
      recordSeedActivity(ctx, {
        at: payment.at,
        actor: recorder,
        action: ACTIVITY_ACTIONS.paymentRecorded,
        entityType: 'invoice',
        objectId: id,
        entity,
        meta: {
          amount: fromCents(payment.amount),
          currency: invoice.currency,
          paidInFull: invoice.paidCents === totalCents && i === schedule.length - 1,
        },
      });
    }

    if (outcome === 'archivedPaid' || outcome === 'archivedUnpaid') {
      const last = invoice.updatedAt ?? sentAt;
      const at = earlier(daysAfter(last, rng.between(5, 40)), now);
      recordSeedActivity(ctx, {
        at,
        actor: rng.pick(ctx.writers),
        action: ACTIVITY_ACTIONS.statusChanged,
        entityType: 'invoice',
        objectId: id,
        entity,
        meta: { from: invoice.status, to: 'archived' },
      });
      invoice.status = 'archived';
      invoice.updatedAt = at;
    }
  });
  return batch;
}
