import { LOCALES } from '@folio/contracts';
import { NativeSelect } from '@mantine/core';
import { chooseLocale, isLocale, useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/**
 * The public pages' language choice (docs/product.md#languages): applied at once and kept in this
 * browser; once signed in, the profile's language wins. A native select, so the public pages load no
 * popover code for it.
 */
export function LanguageSelect() {
  const locale = useLocale();
  return (
    <NativeSelect
      size="xs"
      aria-label={TEXTS.language}
      data-testid="language-select"
      value={isLocale(locale) ? locale : 'en'}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) void chooseLocale(next);
      }}
      data={LOCALES.map((value) => ({ value, label: TEXTS.languageNames[value] }))}
    />
  );
}
