import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, setCatalogLoader } from '../../lib/i18n';
import de from './locales/de';
import en from './locales/en';
import fr from './locales/fr';
import { LEGAL_TEXTS, PRIVACY_SECTIONS, TERMS_SECTIONS } from './texts';

describe('the legal pages’ sections', () => {
  afterAll(() => changeLocale('en'));

  it('are the English catalog’s, in order', () => {
    expect(PRIVACY_SECTIONS.map((section) => section.heading)).toEqual(en.privacy.map((s) => s.heading));
    expect(TERMS_SECTIONS).toHaveLength(en.terms.length);
    expect([...TERMS_SECTIONS[1]!.points!]).toEqual([...en.terms[1].points]);
  });

  it('read the current language each time, so a page switches language without a reload', async () => {
    setCatalogLoader(async (locale) => [['legal', locale === 'fr' ? fr : de]]);
    // The same objects the routes imported, read again after the switch.
    const sections = PRIVACY_SECTIONS;
    await changeLocale('fr');
    expect(sections[0]!.heading).toBe('Ce que nous collectons');
    expect(TERMS_SECTIONS[7]!.paragraphs![0]).toBe(fr.terms[7].paragraphs[0]);
    expect(LEGAL_TEXTS.contact).toBe('Contact');
    await changeLocale('de');
    expect(sections[0]!.heading).toBe('Welche Daten wir erheben');
    expect(LEGAL_TEXTS.personWillAnswer).toBe(de.personWillAnswer);
  });
});
