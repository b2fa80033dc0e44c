import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../lib/i18n';
import de from './locales/de';
import { PROJECT_TEXTS, projectStatusActions, projectStatusOptions } from './texts';

describe("the projects' texts", () => {
  afterAll(() => changeLocale('en'));

  it('say the new status in English as before', () => {
    expect(PROJECT_TEXTS.setTo('completed')).toBe('Project set to completed');
    expect(PROJECT_TEXTS.setTo('archived')).toBe('Project set to archived');
    expect(projectStatusOptions().map((option) => option.label)).toEqual([
      'Active',
      'Completed',
      'Archived',
      'All',
    ]);
  });

  it('follow the language when read again', async () => {
    i18n.addResourceBundle('de', 'projects', de, true, true);
    await changeLocale('de');
    expect(PROJECT_TEXTS.setTo('completed')).toBe('Projekt abgeschlossen');
    expect(projectStatusActions().map((action) => action.label)).toEqual([
      'Aktivieren',
      'Abschließen',
      'Archivieren',
    ]);
    expect(PROJECT_TEXTS.form.budget).toBe('Budget (Cent)');
  });
});
