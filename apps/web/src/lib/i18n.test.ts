import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  changeLocale,
  defineSectionTexts,
  defineTexts,
  i18n,
  PSEUDO_LOCALE,
  pseudoMessage,
  setCatalogLoader,
} from './i18n';
import { TEXTS } from './texts';

beforeAll(() => {
  // The common namespace only: what the app's entry loads for every namespace of a language.
  setCatalogLoader(async (locale) => [['common', (await import(`./locales/${locale}.ts`)).default]]);
});

afterEach(() => changeLocale('en'));

describe('texts in the current language', () => {
  it('are English until another language is chosen', () => {
    expect(TEXTS.nav.invoices).toBe('Invoices');
    expect(TEXTS.welcomeBack('Ada')).toBe('Welcome back, Ada');
    expect(TEXTS.welcomeBack(undefined)).toBe('Welcome back');
    expect(TEXTS.invitedIntro('manager')).toBe(
      'You were invited as manager. Choose your name and password to join.',
    );
    expect(TEXTS.invitedIntro(undefined)).toBe('You were invited. Choose your name and password to join.');
    expect(TEXTS.copyright(2026)).toBe('© 2026 Folio');
    expect(TEXTS.activityActions.role_changed).toBe("changed a member's role");
  });

  it('follow a language change at once, read from the same object', async () => {
    await changeLocale('fr');
    expect(TEXTS.nav.invoices).toBe('Factures');
    expect(TEXTS.welcomeBack('Ada')).toBe('Bon retour, Ada');
    expect(TEXTS.themeSwitchTo('Clair', 'Sombre')).toBe('Thème : Clair. Passer en Sombre');
    await changeLocale('de');
    expect(TEXTS.nav.invoices).toBe('Rechnungen');
    expect(TEXTS.invoiceNumber('0007')).toBe('Rechnung Nr. 0007');
    await changeLocale('es');
    expect(TEXTS.nav.invoices).toBe('Facturas');
    expect(TEXTS.pendingInvitationCount(1)).toBe('1 pendiente');
    expect(TEXTS.pendingInvitationCount(3)).toBe('3 pendientes');
    await changeLocale('it');
    expect(TEXTS.nav.invoices).toBe('Fatture');
    expect(TEXTS.copyright(2026)).toBe('© 2026 Folio');
  });

  it('set the page language', async () => {
    const seen: string[] = [];
    const listener = (lng: string) => seen.push(lng);
    i18n.on('languageChanged', listener);
    await changeLocale('de');
    i18n.off('languageChanged', listener);
    expect(seen).toEqual(['de']);
    expect(i18n.language).toBe('de');
  });

  it('keep the latest choice when two languages load at once', async () => {
    const first = changeLocale('fr');
    const second = changeLocale('it');
    await Promise.all([first, second]);
    expect(TEXTS.nav.clients).toBe('Clienti');
  });
});

describe('the pseudo-locale', () => {
  it('accents and brackets the text, never the arguments or ICU keywords', () => {
    expect(pseudoMessage('Save changes')).toBe('⟦Šåvé çĥåñĝéš⟧');
    expect(pseudoMessage('Join {orgName}')).toBe('⟦Ĵöîñ {orgName}⟧');
    expect(pseudoMessage('{count, plural, one {# item} other {# items}}')).toBe(
      '⟦{count, plural, one {# îţéɱ} other {# îţéɱš}}⟧',
    );
  });

  it('applies to every text of the loaded modules', async () => {
    await changeLocale(PSEUDO_LOCALE);
    expect(TEXTS.nav.clients).toBe('⟦Çļîéñţš⟧');
    expect(TEXTS.welcomeBack('Ada')).toBe('⟦Ŵéļçöɱé ƀåçķ, Ada⟧');
  });
});

describe('a section of a namespace', () => {
  const en = {
    title: 'Things',
    panel: { heading: 'Thing', count: '{count, plural, one {# thing} other {# things}}' },
  };
  const fr = {
    title: 'Choses',
    panel: { heading: 'Chose', count: '{count, plural, one {# chose} other {# choses}}' },
  };

  it('reads its texts and its texts with values under the section, in the current language', async () => {
    const whole = defineTexts('sectioned', en);
    const panel = defineSectionTexts('sectioned', en, 'panel', (t) => ({
      count: (count: number) => t('count', { count }),
    }));
    expect(whole.title).toBe('Things');
    expect(panel.heading).toBe('Thing');
    expect(panel.count(2)).toBe('2 things');
    i18n.addResourceBundle('fr', 'sectioned', fr, true, true);
    await changeLocale('fr');
    expect(panel.heading).toBe('Chose');
    expect(panel.count(1)).toBe('1 chose');
  });
});
