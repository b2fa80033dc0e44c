import { useMantineColorScheme } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { setRole } from '../../lib/auth';
import { setDisplayTimeZone } from '../../lib/format';
import { chooseLocale, i18n, isLocale } from '../../lib/i18n';
import { toColorScheme } from '../../lib/theme-preference';
import { trpc } from '../../lib/trpc';
import { useHasToken } from '../../lib/use-session';

/**
 * Keeps the browser in step with the signed-in user while the app is open:
 * - the saved theme is applied whenever the profile arrives (docs/product.md#theme);
 * - so are the saved language (it wins over the one chosen before signing in) and time zone;
 * - the role is kept in storage next to the token;
 * - signing out in another tab ends the session here too.
 */
export function SessionSync() {
  const me = trpc.auth.me.useQuery().data;
  const savedTheme = me?.user.preferences.theme;
  const savedLocale = me?.user.preferences.locale;
  const savedTimeZone = me?.user.preferences.tz;
  const role = me?.role;
  const colorScheme = useMantineColorScheme();
  // Mantine's setter is a new function at every render: read through a ref, so that the effect
  // below runs when the saved theme changes, not at every render.
  const currentScheme = useRef(colorScheme);
  currentScheme.current = colorScheme;
  const signedIn = useHasToken();
  const navigate = useNavigate();

  useEffect(() => {
    if (!savedTheme) return;
    const wanted = toColorScheme(savedTheme);
    // Setting the scheme restyles the whole page with transitions off, even to the same scheme:
    // only a saved theme other than the one shown is applied.
    if (wanted !== currentScheme.current.colorScheme) currentScheme.current.setColorScheme(wanted);
  }, [savedTheme]);

  useEffect(() => {
    if (!isLocale(savedLocale)) return;
    // Kept in this browser too, so the sign-in page speaks it next time.
    void chooseLocale(savedLocale);
  }, [savedLocale]);

  // A profile already loaded when the shell first renders sets the zone during that render, before
  // the page below it renders its dates: the page is drawn once, in the user's zone.
  useState(() => setDisplayTimeZone(savedTimeZone));
  useEffect(() => {
    // A zone that arrives or changes once dates are on screen: they are shown again in it (a
    // language change re-renders every text).
    if (setDisplayTimeZone(savedTimeZone)) void i18n.emit('languageChanged', i18n.language);
  }, [savedTimeZone]);

  useEffect(() => {
    if (role && signedIn) setRole(role);
  }, [role, signedIn]);

  useEffect(() => {
    if (!signedIn) void navigate({ to: '/login', replace: true });
  }, [signedIn, navigate]);

  return null;
}
