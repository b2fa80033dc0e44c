import { beforeAll, expect, it } from 'vitest';
import { createOrg, type Member } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * GET /api/projects: status sanitising, the client, q and tag filters, the overdue flag. One
 * organization of its own, so every expectation is the whole list.
 */

const { t, rest } = useTestApp();

const utcDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function create(path: string, body: Record<string, unknown>, who: { token: string }) {
  const res = await rest.post(path, body, as(who));
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let owner: Member;
let north: { _id: string };
let south: { _id: string };

/** The titles a query lists, sorted. */
const titles = async (query: string) =>
  ((await rest.get(`/projects${query}`, as(owner))).body as { title: string }[]).map((p) => p.title).sort();

beforeAll(async () => {
  owner = (await createOrg(t, rest, { orgName: 'Filter Org' })).admin;
  north = await create('/clients', { name: 'North Ltd' }, owner);
  south = await create('/clients', { name: 'South Ltd' }, owner);
  const seed = [
    { title: 'Logo Design', client: north._id, tags: ['Branding', 'design'], description: 'A new mark' },
    { title: 'Web Shop', client: north._id, tags: ['web'], description: 'Checkout with 100% uptime' },
    { title: 'Brochure', client: south._id, tags: ['print', 'DESIGN'], description: '' },
    { title: 'Old Site', client: south._id, tags: ['web'], status: 'completed' },
    { title: 'Shelved', client: south._id, tags: ['web'], status: 'archived' },
  ];
  for (const { status, ...body } of seed) {
    const project = await create('/projects', body, owner);
    if (status) await rest.patch(`/projects/${project._id}/status`, { status }, as(owner));
  }
});

it('answers an array with the embedded client; active by default', async () => {
  const res = await rest.get('/projects', as(owner));
  expect(res.status).toBe(200);
  expect(res.body.map((p: { title: string }) => p.title)).toEqual(['Brochure', 'Web Shop', 'Logo Design']);
  expect(res.body[0].client).toEqual({ _id: south._id, name: 'South Ltd' });
});

it('sanitises the status filter: empty, "undefined", "null" or unknown values mean active, case is ignored', async () => {
  const active = ['Brochure', 'Logo Design', 'Web Shop'];
  const cases: [string, string[]][] = [
    ['', active],
    ['undefined', active],
    ['null', active],
    ['bogus', active],
    ['completed', ['Old Site']],
    ['archived', ['Shelved']],
    ['ARCHIVED', ['Shelved']],
    ['nonarchived', ['Brochure', 'Logo Design', 'Old Site', 'Web Shop']],
    ['all', ['Brochure', 'Logo Design', 'Old Site', 'Shelved', 'Web Shop']],
  ];
  for (const [status, expected] of cases) {
    expect(await titles(`?status=${encodeURIComponent(status)}`), `status=${status}`).toEqual(expected);
  }
});

it('filters by client, by q in title or description and by any of several tags, ignoring case', async () => {
  expect(await titles(`?client=${north._id}`)).toEqual(['Logo Design', 'Web Shop']);
  expect(await titles(`?client=${south._id}&status=all`)).toEqual(['Brochure', 'Old Site', 'Shelved']);
  expect(await titles('?client=not-a-uuid')).toEqual([]);
  expect(await titles('?client=')).toHaveLength(3);

  expect(await titles('?q=LOGO')).toEqual(['Logo Design']);
  expect(await titles('?q=new%20MARK')).toEqual(['Logo Design']);
  expect(await titles(`?q=${encodeURIComponent('100%')}`)).toEqual(['Web Shop']);
  expect(await titles('?q=_')).toEqual([]);

  expect(await titles('?tag=design')).toEqual(['Brochure', 'Logo Design']);
  expect(await titles('?tag=PRINT,%20branding')).toEqual(['Brochure', 'Logo Design']);
  expect(await titles('?tag=web&status=all')).toEqual(['Old Site', 'Shelved', 'Web Shop']);
  expect(await titles('?tag=des')).toEqual([]);
  expect(await titles('?tag=,%20,')).toHaveLength(3);

  expect(await titles(`?tag=design&client=${south._id}&q=broch`)).toEqual(['Brochure']);
});

it('flags active projects due before today (UTC) as overdue', async () => {
  const due = async (dueDate: string, status?: string) => {
    const project = await create('/projects', { title: `Due ${dueDate}`, client: north._id, dueDate }, owner);
    if (status) await rest.patch(`/projects/${project._id}/status`, { status }, as(owner));
    return (await rest.get(`/projects/${project._id}`, as(owner))).body.overdue;
  };
  expect(await due(utcDate(-1))).toBe(true);
  expect(await due(utcDate(0))).toBe(false);
  expect(await due(utcDate(1))).toBe(false);
  expect(await due(utcDate(-30), 'completed')).toBe(false);
  const listed = await rest.get(`/projects?client=${north._id}&q=due`, as(owner));
  expect(
    listed.body.filter((p: { overdue: boolean }) => p.overdue).map((p: { dueDate: string }) => p.dueDate),
  ).toEqual([utcDate(-1)]);
});
