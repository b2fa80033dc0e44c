import {
  IconBriefcase,
  IconBuilding,
  IconCreditCard,
  IconFileInvoice,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { TEXTS } from '../../lib/texts';

/** The sidebar, in this order (docs/product.md#signed-in-layout); labels are read in the current language. */
export const NAV_ITEMS = [
  {
    get label() {
      return TEXTS.nav.dashboard;
    },
    to: '/dashboard',
    icon: IconLayoutDashboard,
  },
  {
    get label() {
      return TEXTS.nav.clients;
    },
    to: '/clients',
    icon: IconUsers,
  },
  {
    get label() {
      return TEXTS.nav.projects;
    },
    to: '/projects',
    icon: IconBriefcase,
  },
  {
    get label() {
      return TEXTS.nav.invoices;
    },
    to: '/invoices',
    icon: IconFileInvoice,
  },
  {
    get label() {
      return TEXTS.nav.quotes;
    },
    to: '/quotes',
    icon: IconFileText,
  },
  {
    get label() {
      return TEXTS.nav.activity;
    },
    to: '/activity',
    icon: IconHistory,
  },
  {
    get label() {
      return TEXTS.nav.organizations;
    },
    to: '/orgs',
    icon: IconBuilding,
  },
  {
    get label() {
      return TEXTS.nav.team;
    },
    to: '/org',
    icon: IconUsersGroup,
  },
  {
    get label() {
      return TEXTS.nav.billing;
    },
    to: '/settings/billing',
    icon: IconCreditCard,
  },
] as const;

/** Whether `pathname` is inside the section `to` ("/org" must not match "/orgs"). */
export const isInSection = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
