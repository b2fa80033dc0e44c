import { ACTIVITY_ACTIONS, type Currency } from '@folio/contracts';
import { type ActivitySubject, activitySubject } from '../core/activity';
import {
  type ClientRow,
  DAY_MS,
  daysAfter,
  daysBefore,
  type GenerationContext,
  type InvoiceRow,
  instantBetween,
  isoDate,
  type NoteRow,
  newId,
  type ProjectRow,
  recordSeedActivity,
  type SeedActor,
} from './plan';
import type { Random } from './random';
import {
  CITIES,
  CLIENT_TAGS,
  COMPANY_FIRST,
  COMPANY_SECOND,
  COMPANY_SUFFIX,
  FIRST_NAMES,
  LAST_NAMES,
  NOTE_BODIES,
  PROJECT_DESCRIPTIONS,
  PROJECT_KINDS,
  PROJECT_QUALIFIERS,
  PROJECT_TAGS,
  STREET_KINDS,
  STREETS,
} from './vocabulary';

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '');

function companyName(rng: Random, taken: Set<string>) {
  const base = `${rng.pick(COMPANY_FIRST)} ${rng.pick(COMPANY_SECOND)}`;
  let name = `${base} ${rng.pick(COMPANY_SUFFIX)}`.trim();
  // Past a few thousand clients the combinations run out; a city keeps names distinguishable.
  for (let attempt = 0; taken.has(name) && attempt < 5; attempt += 1) {
    name = `${base} ${rng.pick(CITIES).city}`;
  }
  if (taken.has(name)) name = `${base} ${taken.size + 1}`;
  taken.add(name);
  return name;
}

function address(rng: Random) {
  const place = rng.pick(CITIES);
  const postcode = /^\d+$/.test(place.postcode) ? `${place.postcode}${rng.int(10, 99)}` : place.postcode;
  return `${rng.int(1, 9800)} ${rng.pick(STREETS)} ${rng.pick(STREET_KINDS)}, ${place.city}, ${place.region} ${postcode}`;
}

/** Fictional 555 numbers. */
const phone = (rng: Random) => `+1 (${rng.int(201, 989)}) 555-${String(rng.int(100, 199)).padStart(4, '0')}`;

/**
 * A client's or a project's entries: created by `actor` at `createdAt`, and, when its `status` is
 * no longer active, the change from active by a random writer at a later moment, which becomes
 * the record's updatedAt.
 */
function recordHistory(
  ctx: GenerationContext,
  record: { updatedAt?: Date },
  subject: ActivitySubject,
  { actor, createdAt, status }: { actor: SeedActor; createdAt: Date; status: string },
) {
  const { rng, now } = ctx;
  recordSeedActivity(ctx, { at: createdAt, actor, action: ACTIVITY_ACTIONS.created, ...subject });
  if (status === 'active') return;
  const at = instantBetween(rng, createdAt, now);
  record.updatedAt = at;
  recordSeedActivity(ctx, {
    at,
    actor: rng.pick(ctx.writers),
    action: ACTIVITY_ACTIONS.statusChanged,
    ...subject,
    meta: { from: 'active', to: status },
  });
}

export function generateClients(ctx: GenerationContext, count: number): ClientRow[] {
  const { rng, now } = ctx;
  const taken = new Set<string>();
  const clients: ClientRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = companyName(rng, taken);
    const contact = rng.pick(FIRST_NAMES);
    const domain = `${slug(name.split(' ').slice(0, 2).join(''))}.${rng.pick(['com', 'com', 'io', 'co', 'net'])}`;
    const createdAt = instantBetween(rng, daysAfter(ctx.orgCreatedAt, 1), daysBefore(now, 20));
    const status = rng.chance(0.12) ? 'archived' : 'active';
    const actor = rng.pick(ctx.writers);
    const client: ClientRow = {
      id: newId(),
      orgId: ctx.orgId,
      name,
      email: rng.chance(0.92) ? `${rng.chance(0.5) ? slug(contact) : 'billing'}@${domain}` : null,
      phone: rng.chance(0.8) ? phone(rng) : null,
      address: rng.chance(0.75) ? address(rng) : null,
      tags: rng.sample(CLIENT_TAGS, Number(rng.weighted({ '0': 2, '1': 4, '2': 3, '3': 1 }))),
      status,
      createdBy: actor.id,
      createdAt,
      updatedAt: createdAt,
    };
    clients.push(client);
    recordHistory(ctx, client, activitySubject.client(client), { actor, createdAt, status });
  }
  return clients;
}

const CURRENCY_WEIGHTS: Record<Currency, number> = { USD: 70, EUR: 11, GBP: 8, CAD: 6, AUD: 5 };

/** Every client gets a project first (while there are enough), the rest go to random clients. */
export function generateProjects(ctx: GenerationContext, clients: ClientRow[], count: number): ProjectRow[] {
  const { rng, now } = ctx;
  const order = rng.sample(clients, clients.length);
  const projects: ProjectRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const client = i < order.length ? order[i]! : rng.pick(clients);
    const createdAt = instantBetween(rng, client.createdAt, daysBefore(now, 2));
    const status =
      client.status === 'archived'
        ? rng.weighted({ completed: 60, archived: 40 })
        : rng.weighted({ active: 52, completed: 36, archived: 12 });
    let dueDate: string | null = null;
    if (rng.chance(0.88)) {
      // Active work is mostly due soon (some already late); finished work was due in the past.
      dueDate =
        status === 'active'
          ? isoDate(daysAfter(now, rng.int(-25, 120)))
          : isoDate(instantBetween(rng, createdAt, now));
    }
    const title = `${rng.pick(PROJECT_KINDS)}${rng.pick(PROJECT_QUALIFIERS)}`;
    const actor = rng.pick(ctx.writers);
    const project: ProjectRow = {
      id: newId(),
      orgId: ctx.orgId,
      clientId: client.id,
      title,
      description: rng.pick(PROJECT_DESCRIPTIONS),
      priceCents: rng.int(5, 400) * 10_000 + (rng.chance(0.2) ? rng.int(1, 99) * 100 : 0),
      currency: rng.weighted(CURRENCY_WEIGHTS),
      dueDate,
      tags: rng.sample(PROJECT_TAGS, rng.int(0, 3)),
      status,
      createdBy: actor.id,
      createdAt,
      updatedAt: createdAt,
    };
    projects.push(project);
    recordHistory(ctx, project, activitySubject.project(project), { actor, createdAt, status });
  }
  return projects;
}

type NoteTarget = {
  entityType: 'client' | 'project' | 'invoice';
  id: string;
  createdAt: Date;
  entity: { name?: string; title?: string; number?: number; numberSuffix?: string | null };
};

function noteBody(rng: Random) {
  return rng
    .pick(NOTE_BODIES)
    .replaceAll('{first}', rng.pick(FIRST_NAMES))
    .replaceAll('{first2}', rng.pick(FIRST_NAMES))
    .replaceAll('{last2}', rng.pick(LAST_NAMES));
}

/** Notes on clients, projects and invoices, each with its note_added entry on the parent's feed. */
export function generateNotes(
  ctx: GenerationContext,
  targets: Record<NoteTarget['entityType'], NoteTarget[]>,
  count: number,
): NoteRow[] {
  const { rng, now } = ctx;
  const notes: NoteRow[] = [];
  for (let i = 0; i < count; i += 1) {
    let type = rng.weighted({ client: 40, project: 35, invoice: 25 });
    if (targets[type].length === 0) type = 'client';
    const target = rng.pick(targets[type]);
    const createdAt = instantBetween(rng, new Date(target.createdAt.getTime() + DAY_MS / 24), now);
    const author = rng.pick(ctx.noteAuthors);
    const note: NoteRow = {
      id: newId(),
      orgId: ctx.orgId,
      entityType: type,
      objectId: target.id,
      body: noteBody(rng),
      createdBy: author.id,
      createdAt,
      updatedAt: createdAt,
    };
    notes.push(note);
    recordSeedActivity(ctx, {
      at: createdAt,
      actor: author,
      action: ACTIVITY_ACTIONS.noteAdded,
      entityType: type,
      objectId: target.id,
      entity: target.entity,
      meta: { noteId: note.id },
    });
  }
  return notes;
}

/** What notes can be written on: the organization's clients, projects and invoices as generated. */
export function noteTargets(
  clients: ClientRow[],
  projects: ProjectRow[],
  invoices: Pick<InvoiceRow, 'id' | 'createdAt' | 'number' | 'numberSuffix'>[],
): Record<NoteTarget['entityType'], NoteTarget[]> {
  return {
    client: clients.map((c) => ({
      entityType: 'client',
      id: c.id,
      createdAt: c.createdAt,
      entity: { name: c.name },
    })),
    project: projects.map((p) => ({
      entityType: 'project',
      id: p.id,
      createdAt: p.createdAt,
      entity: { title: p.title },
    })),
    invoice: invoices.map((inv) => ({
      entityType: 'invoice',
      id: inv.id,
      createdAt: inv.createdAt,
      entity: { number: inv.number, numberSuffix: inv.numberSuffix ?? null },
    })),
  };
}
