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
import { TEXTS } from '../../lib/texts';

/** The sidebar, in this order (docs/product.md#signed-in-layout). */
export const NAV_ITEMS = [
  { label: TEXTS.nav.dashboard, to: '/dashboard', icon: IconLayoutDashboard },
  { label: TEXTS.nav.clients, to: '/clients', icon: IconUsers },
  { label: TEXTS.nav.projects, to: '/projects', icon: IconBriefcase },
  { label: TEXTS.nav.invoices, to: '/invoices', icon: IconFileInvoice },
  { label: TEXTS.nav.activity, to: '/activity', icon: IconHistory },
  { label: TEXTS.nav.organizations, to: '/orgs', icon: IconBuilding },
  { label: TEXTS.nav.team, to: '/org', icon: IconUsersGroup },
  { label: TEXTS.nav.billing, to: '/settings/billing', icon: IconCreditCard },
] as const;

/** Whether `pathname` is inside the section `to` ("/org" must not match "/orgs"). */
export const isInSection = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
