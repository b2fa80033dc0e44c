import { MSG } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/** What the server log receives, serialised the way a JSON logger does (errors with message, stack, cause). */
const logged: string[] = [];
const serialise = (value: unknown) =>
  JSON.stringify(value, (_key, item) =>
    item instanceof Error
      ? { ...item, type: item.name, message: item.message, stack: item.stack, cause: item.cause }
      : item,
  );
const capture = {
  info() {},
  warn(obj: object) {
    logged.push(serialise(obj));
  },
  error(obj: object) {
    logged.push(serialise(obj));
  },
};

const { t, rest } = useTestApp({ log: capture });
beforeAll(async () => {
  // A database failure no service expects: every insert of a user named "Doomed" is refused.
  await t.handle.db.execute(
    sql.raw(`
    create function folio_test_refuse_user() returns trigger language plpgsql as $$
    begin
      if new.name = 'Doomed' then raise exception 'refused by test trigger'; end if;
      return new;
    end $$
  `),
  );
  await t.handle.db.execute(
    sql.raw(`create trigger folio_test_refuse_user before insert on users
      for each row execute function folio_test_refuse_user()`),
  );
});

describe('unexpected failures', () => {
  it('answer a masked 500 and log the failed statement without its values (no password hash, no address)', async () => {
    const email = uniqueEmail('doomed');
    const res = await rest.post('/auth/register', {
      name: 'Doomed',
      email,
      password: 'Str0ng-Passw0rd',
      orgName: 'Doomed Org',
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ msg: MSG.somethingWentWrong });

    const entry = logged.find((line) => line.includes('refused by test trigger'));
    expect(entry, logged.join('\n')).toBeDefined();
    expect(entry).toContain('insert into \\"users\\"');
    expect(entry).not.toContain('$argon2id');
    expect(entry).not.toContain(email);
  });
});
