import { useMantineColorScheme } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setRole } from '../../lib/auth';
import { toColorScheme } from '../../lib/theme-preference';
import { trpc } from '../../lib/trpc';
import { useHasToken } from '../../lib/use-session';

/**
 * Keeps the browser in step with the signed-in user while the app is open:
 * - the saved theme is applied whenever the profile arrives (docs/product.md#theme);
 * - the role is kept in storage next to the token;
 * - signing out in another tab ends the session here too.
 */
export function SessionSync() {
  const me = trpc.auth.me.useQuery().data;
  const savedTheme = me?.user.preferences.theme;
  const role = me?.role;
  const { setColorScheme } = useMantineColorScheme();
  const signedIn = useHasToken();
  const navigate = useNavigate();

  useEffect(() => {
    if (savedTheme) setColorScheme(toColorScheme(savedTheme));
  }, [savedTheme, setColorScheme]);

  useEffect(() => {
    if (role && signedIn) setRole(role);
  }, [role, signedIn]);

  useEffect(() => {
    if (!signedIn) void navigate({ to: '/login', replace: true });
  }, [signedIn, navigate]);

  return null;
}
