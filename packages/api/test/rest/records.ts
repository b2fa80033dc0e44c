import { anId, aTimestamp } from '../helpers/answers';
import type { Member } from '../helpers/org';

/*
 * Records as the REST facade answers them: every field, ids and ISO timestamps as matchers,
 * absent values as null. A test names only the fields its record sets.
 */

/** `record` as the API answers it after a change: the fields given, and a new updatedAt. */
export const changed = <T extends object>(record: T, fields: Record<string, unknown>) => ({
  ...record,
  ...fields,
  updatedAt: aTimestamp(),
});

/** A client record as the API answers it. */
export const clientRecord = (fields: Record<string, unknown>) => ({
  _id: anId(),
  email: null,
  phone: null,
  address: null,
  taxId: null,
  locale: null,
  sendReminders: true,
  tags: [],
  status: 'active',
  createdAt: aTimestamp(),
  updatedAt: aTimestamp(),
  ...fields,
});

/** A project record as the API answers it. */
export const projectRecord = (client: { _id: string; name: string }, fields: Record<string, unknown>) => ({
  _id: anId(),
  description: '',
  client: { _id: client._id, name: client.name },
  priceCents: 0,
  currency: 'USD',
  dueDate: null,
  tags: [],
  status: 'active',
  overdue: false,
  createdAt: aTimestamp(),
  updatedAt: aTimestamp(),
  ...fields,
});

/** A note as the API answers it. */
export const noteRecord = (entityType: string, objectId: string, body: string, author: Member) => ({
  _id: anId(),
  body,
  entityType,
  objectId,
  createdAt: aTimestamp(),
  updatedAt: aTimestamp(),
  createdBy: { _id: author.userId, name: author.name },
});

/**
 * An activity entry as the API answers it: `who` did `action` to the record `objectId`, with the
 * action's `details` (null when it has none).
 */
export const activityEntry = (
  who: Member,
  action: string,
  entityType: string,
  objectId: unknown,
  entity: Record<string, unknown>,
  details: Record<string, unknown> | null = null,
) => ({
  _id: anId(),
  user: { _id: who.userId, name: who.name, email: who.email },
  action,
  entityType,
  objectId,
  entity,
  details,
  createdAt: aTimestamp(),
});
