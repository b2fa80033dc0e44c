import type { Role } from '@folio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { setRole } from './auth';

/**
 * After the current organization changes (Switch, a new organization, an accepted invitation),
 * every cached answer may belong to the previous organization. All queries are reset before
 * leaving the page: the mounted ones (the shell's auth.me) refetch at once, the others start
 * empty, so no screen shows the previous organization's data, not even for a moment. Then
 * /dashboard (docs/product.md#organization-switching).
 */
export function useEnterOrganization() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (role: Role) => {
      setRole(role);
      void queryClient.resetQueries();
      await navigate({ to: '/dashboard' });
    },
    [queryClient, navigate],
  );
}
