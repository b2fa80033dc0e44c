import { type ListStatusFilter, type Project, WORKSPACE_MSG } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { todayUtc } from '../core/dates';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { containsPattern } from '../core/like-pattern';

const { projects, clients } = schema;

type ProjectRow = typeof projects.$inferSelect;

/**
 * The project's client, joined within the project's organization too: should a row ever point
 * at another tenant's client, that client's name stays out of the answer.
 */
const sameOrgClient = and(eq(clients.id, projects.clientId), eq(clients.orgId, projects.orgId));

/** The wire shape of SPEC §3: `_id`, the client embedded as `{_id, name}`, the overdue flag. */
export function toProject(row: ProjectRow, clientName: string, today: string = todayUtc()): Project {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    client: { _id: row.clientId, name: clientName },
    priceCents: row.priceCents,
    currency: row.currency,
    dueDate: row.dueDate,
    tags: row.tags,
    status: row.status,
    overdue: row.status === 'active' && row.dueDate !== null && row.dueDate < today,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** SPEC §2.7 filter values for projects; `nonArchived` is active plus completed. */
function statusCondition(status: ListStatusFilter): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'nonArchived':
      return ne(projects.status, 'archived');
    default:
      return eq(projects.status, status);
  }
}

/** "Design, web ,, DESIGN" → ["design", "web"]: the tag filter's values, lowercased. */
export const parseTagFilter = (tag: string | undefined) => [
  ...new Set(
    (tag ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export type ProjectFilters = {
  status: ListStatusFilter;
  /** A client id; anything that is not one matches no project. */
  client?: string | undefined;
  /** Part of the title or description, ignoring case. */
  q?: string | undefined;
  /** Comma-separated tags; a project matches when it has any of them, ignoring case. */
  tag?: string | undefined;
};

/**
 * Projects of an organization, newest first, with their client's name from a join. Every
 * filter runs in SQL.
 */
export async function listProjects(db: Executor, orgId: string, filters: ProjectFilters): Promise<Project[]> {
  const conditions: (SQL | undefined)[] = [eq(projects.orgId, orgId), statusCondition(filters.status)];
  const client = filters.client?.trim();
  if (client) {
    if (!isUuid(client)) return [];
    conditions.push(eq(projects.clientId, client));
  }
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(projects.title, pattern), ilike(projects.description, pattern)));
  }
  const tags = parseTagFilter(filters.tag);
  if (tags.length > 0) {
    const wanted = sql.join(
      tags.map((t) => sql`${t}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from unnest(${projects.tags}) as project_tag(tag) where lower(project_tag.tag) in (${wanted}))`,
    );
  }
  const rows = await db
    .select({ project: projects, clientName: clients.name })
    .from(projects)
    .innerJoin(clients, sameOrgClient)
    .where(and(...conditions))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const today = todayUtc();
  return rows.map((row) => toProject(row.project, row.clientName, today));
}

/** One project of the organization with its client's name; 404 otherwise. */
export async function loadProject(db: Executor, orgId: string, id: unknown): Promise<Project> {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.projectNotFound);
  const [row] = await db
    .select({ project: projects, clientName: clients.name })
    .from(projects)
    .innerJoin(clients, sameOrgClient)
    .where(and(eq(projects.orgId, orgId), eq(projects.id, id)));
  if (!row) throw errors.notFound(WORKSPACE_MSG.projectNotFound);
  return toProject(row.project, row.clientName);
}
