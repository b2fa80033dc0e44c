import type { Theme } from '@folio/contracts';
import { ActionIcon, Button } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';
import { nextTheme, THEME_LABELS, useThemePreference } from '../lib/theme-preference';

const ICONS: Record<Theme, typeof IconSun> = { system: IconDeviceDesktop, light: IconSun, dark: IconMoon };

/**
 * Cycles the theme system → light → dark (docs/product.md#theme). `compact` is the header's icon button;
 * otherwise the current theme is spelled out.
 */
export function ThemeCycleButton({ compact = false }: { compact?: boolean }) {
  useLocale();
  const { theme, setTheme } = useThemePreference();
  const Icon = ICONS[theme];
  const label = TEXTS.themeSwitchTo(THEME_LABELS[theme], THEME_LABELS[nextTheme(theme)]);
  if (compact) {
    return (
      // A native title, not Mantine's Tooltip: the button is on every public page, and the tooltip's
      // positioning library would add ~20 KB to what those pages load before first paint.
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        title={label}
        data-theme={theme}
        onClick={() => setTheme(nextTheme(theme))}
      >
        <Icon size={18} stroke={1.6} />
      </ActionIcon>
    );
  }
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<Icon size={16} stroke={1.6} />}
      aria-label={label}
      data-theme={theme}
      onClick={() => setTheme(nextTheme(theme))}
    >
      {TEXTS.themeIs(THEME_LABELS[theme])}
    </Button>
  );
}
