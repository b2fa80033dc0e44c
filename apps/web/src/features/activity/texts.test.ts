import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../lib/i18n';
import fr from './locales/fr';
import { ACTIVITY_TEXTS } from './texts';

describe("the activity screen's texts with values", () => {
  afterAll(() => changeLocale('en'));

  it('read in English as before: the range, its ends alone, the page and the count', () => {
    expect(ACTIVITY_TEXTS.range('Mar 1, 2026, 12:00 AM', 'Mar 31, 2026, 11:59 PM')).toBe(
      'From Mar 1, 2026, 12:00 AM to Mar 31, 2026, 11:59 PM',
    );
    expect(ACTIVITY_TEXTS.range('Mar 1, 2026', undefined)).toBe('From Mar 1, 2026');
    expect(ACTIVITY_TEXTS.range(undefined, 'Mar 31, 2026')).toBe(' to Mar 31, 2026');
    expect(ACTIVITY_TEXTS.range(undefined, undefined)).toBe('');
    expect(ACTIVITY_TEXTS.pageOf(2, 5)).toBe('Page 2 of 5');
    expect(ACTIVITY_TEXTS.entryCount(1234)).toBe(' · 1,234 entries');
    expect(ACTIVITY_TEXTS.pageOf(1, 25, true)).toBe('Page 1 of 25+');
    expect(ACTIVITY_TEXTS.entryCount(500, true)).toBe(' · 500+ entries');
  });

  it('read in French with its own word order and plurals', async () => {
    i18n.addResourceBundle('fr', 'activity', fr, true, true);
    await changeLocale('fr');
    expect(ACTIVITY_TEXTS.range(undefined, '31 mars 2026')).toBe('Jusqu’au 31 mars 2026');
    expect(ACTIVITY_TEXTS.entryCount(1)).toBe(' · 1 entrée');
    expect(ACTIVITY_TEXTS.entryCount(500, true)).toBe(' · 500+ entrées');
    expect(ACTIVITY_TEXTS.pageOf(1, 25, true)).toBe('Page 1 sur 25+');
    expect(ACTIVITY_TEXTS.entityTypes.invoice).toBe('Facture');
  });
});
