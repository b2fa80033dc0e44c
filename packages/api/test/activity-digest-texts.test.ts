import { LOCALES } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { DIGEST_CATALOGS, digestTranslator } from '../src/activity-digest/digest-i18n';

/** The activity email's catalogs: every message of every language formats, with its values in it. */

const kinds = Object.keys(DIGEST_CATALOGS.en.kind);
const actions = Object.keys(DIGEST_CATALOGS.en.entry);
const TYPES = ['client', 'project', 'invoice', 'other'];

describe.each(LOCALES)('the activity email in %s', (locale) => {
  const t = digestTranslator(locale);

  it('counts each kind in the singular and the plural', () => {
    for (const kind of kinds) {
      for (const count of [1, 2, 21]) {
        const line = t(`kind.${kind}`, { count });
        expect(line, `${kind} ${count}`).toContain(String(count));
        expect(line, `${kind} ${count}`).not.toMatch(/[{}#]/);
      }
    }
    expect(t('kind.invoice_created', { count: 1 })).not.toBe(
      t('kind.invoice_created', { count: 2 }).replace('2', '1'),
    );
  });

  it('words every entry with its author and record', () => {
    for (const action of actions) {
      for (const type of TYPES) {
        const values = { type, name: 'Globex' };
        const sentence = t(`entry.${action}`, {
          who: 'Ada Admin',
          obj: t('entity.obj', values),
          of: t('entity.of', values),
          on: t('entity.on', values),
        });
        expect(sentence, `${action} ${type}`).toContain('Ada Admin');
        expect(sentence, `${action} ${type}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('puts the date, the count and the links in the frame of the email', () => {
    expect(t('subject', { date: '25/11/2026', count: 3 })).toContain('25/11/2026');
    expect(t('subject', { date: '25/11/2026', count: 3 })).toContain('3');
    expect(t('more', { count: 5 })).toContain('5');
    expect(t('viewAll', { link: 'https://folio.test/activity' })).toContain('https://folio.test/activity');
    expect(t('unsubscribe', { link: 'https://folio.test/u' })).toContain('https://folio.test/u');
    expect(t('greeting', { name: 'Max' })).toContain('Max');
  });
});
