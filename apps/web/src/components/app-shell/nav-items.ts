import {
  IconBriefcase,
  IconBuilding,
  IconCreditCard,
  IconFileInvoice,
  IconHistory,
  IconLayoutDashboard,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

/** The sidebar, in this order (docs/product.md#signed-in-layout). */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Clients', to: '/clients', icon: IconUsers },
  { label: 'Projects', to: '/projects', icon: IconBriefcase },
  { label: 'Invoices', to: '/invoices', icon: IconFileInvoice },
  { label: 'Activity', to: '/activity', icon: IconHistory },
  { label: 'Organizations', to: '/orgs', icon: IconBuilding },
  { label: 'Team', to: '/org', icon: IconUsersGroup },
  { label: 'Billing', to: '/settings/billing', icon: IconCreditCard },
] as const;

/** Whether `pathname` is inside the section `to` ("/org" must not match "/orgs"). */
export const isInSection = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
