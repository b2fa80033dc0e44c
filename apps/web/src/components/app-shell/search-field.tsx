import { Kbd, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TEXTS } from '../../lib/texts';

export const GLOBAL_SEARCH_ID = 'global-search';

/**
 * What the header's search box looks like, shared by the box shown before the search's code has
 * loaded (search-box.tsx) and the search itself (global-search.tsx), so that one replaces the other
 * without a visible change.
 */
export function searchFieldProps(): TextInputProps & { type: 'search'; autoComplete: 'off' } {
  return {
    id: GLOBAL_SEARCH_ID,
    type: 'search',
    'aria-label': TEXTS.searchClientsProjectsAndInvoices,
    placeholder: TEXTS.search,
    leftSection: <IconSearch size={16} />,
    rightSection: (
      <Kbd size="xs" visibleFrom="sm">
        /
      </Kbd>
    ),
    rightSectionPointerEvents: 'none',
    autoComplete: 'off',
  };
}
