const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Record ids are UUIDs. Anything else cannot name a record, so callers answer 404 for it
 * instead of letting the database reject the cast.
 */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
