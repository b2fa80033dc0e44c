import { THEME_STORAGE_KEY, THEMES, type Theme } from '@folio/contracts';
import {
  type MantineColorScheme,
  type MantineColorSchemeManager,
  useMantineColorScheme,
} from '@mantine/core';
import { useCallback } from 'react';
import { getToken } from './auth';
import { updateCachedMe } from './me-cache';
import { TEXTS } from './texts';
import { trpc } from './trpc';

/** Folio calls Mantine's "auto" scheme "system" (preferences.theme, THEMES). */
export const toColorScheme = (theme: Theme): MantineColorScheme => (theme === 'system' ? 'auto' : theme);
const toTheme = (scheme: MantineColorScheme): Theme => (scheme === 'auto' ? 'system' : scheme);
const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

/**
 * Mantine's color scheme kept in localStorage under `pref-theme` with Folio's values
 * (system, light, dark); other tabs follow changes through the storage event.
 */
export function themeStorageManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
        return isTheme(stored) ? toColorScheme(stored) : defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, toTheme(value));
      } catch {
        // Storage disabled: the choice lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key === THEME_STORAGE_KEY && isTheme(event.newValue))
          onUpdate(toColorScheme(event.newValue));
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => window.localStorage.removeItem(THEME_STORAGE_KEY),
  };
}

export const THEME_LABELS: Record<Theme, string> = TEXTS.themeNames;

/** The next theme of the cycle system → light → dark → system. */
export const nextTheme = (theme: Theme): Theme => THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;

/**
 * The theme preference (docs/product.md#theme): applied at once, kept under `pref-theme`, and,
 * when signed in, saved to the profile (the cached profile is updated too, so it never applies the
 * old value back).
 */
export function useThemePreference() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const utils = trpc.useUtils();
  const { mutate: savePreference } = trpc.users.updatePreferences.useMutation();
  const theme = toTheme(colorScheme);

  const setTheme = useCallback(
    (next: Theme) => {
      setColorScheme(toColorScheme(next));
      if (!getToken()) return;
      updateCachedMe(utils, (me) => ({
        ...me,
        user: { ...me.user, preferences: { ...me.user.preferences, theme: next } },
      }));
      savePreference({ theme: next });
    },
    [setColorScheme, utils, savePreference],
  );

  return { theme, setTheme };
}
