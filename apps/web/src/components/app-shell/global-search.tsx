import { displayInvoiceNumber, SEARCH_DEBOUNCE_MS, type SearchResult } from '@folio/contracts';
import { Badge, Combobox, Group, Kbd, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toApiError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export const GLOBAL_SEARCH_ID = 'global-search';

/** SPEC §3 Search result: an invoice shows as "Invoice #" plus its number, else its id's last 6 characters. */
export function searchItemLabel(item: SearchResult): string {
  if (item.type === 'invoice') return `Invoice #${displayInvoiceNumber(item)}`;
  return item.name ?? item.title ?? item._id.slice(-6);
}

const TYPE_LABELS = { client: 'Client', project: 'Project', invoice: 'Invoice' } as const;
const TYPE_COLORS = { client: 'blue', project: 'grape', invoice: 'teal' } as const;

/** SPEC §2.3 global search: debounced 250 ms; a result opens its list with ?open={id}. */
export function GlobalSearch() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const search = trpc.search.search.useQuery(
    { q: debounced },
    { enabled: debounced.length > 0, staleTime: 10_000, placeholderData: (previous) => previous },
  );
  const items = debounced ? (search.data?.items ?? []) : [];
  const waiting = value.trim() !== debounced || search.isFetching;

  const open = (item: SearchResult) => {
    const to = item.type === 'client' ? '/clients' : item.type === 'project' ? '/projects' : '/invoices';
    combobox.closeDropdown();
    setValue('');
    (document.getElementById(GLOBAL_SEARCH_ID) as HTMLInputElement | null)?.blur();
    void navigate({ to, search: { open: item._id } });
  };

  return (
    <Combobox
      store={combobox}
      width="min(420px, calc(100vw - 16px))"
      position="bottom-start"
      onOptionSubmit={(key) => {
        const item = items.find((candidate) => `${candidate.type}:${candidate._id}` === key);
        if (item) open(item);
      }}
    >
      <Combobox.Target>
        <TextInput
          id={GLOBAL_SEARCH_ID}
          type="search"
          aria-label="Search clients, projects and invoices"
          placeholder="Search…"
          leftSection={<IconSearch size={16} />}
          rightSection={
            waiting && debounced ? (
              <Loader size={14} />
            ) : (
              <Kbd size="xs" visibleFrom="sm">
                /
              </Kbd>
            )
          }
          rightSectionPointerEvents="none"
          value={value}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => value.trim() && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setValue('');
              event.currentTarget.blur();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!value.trim()}>
        <Combobox.Options aria-label="Search results" mah={360} style={{ overflowY: 'auto' }}>
          {search.isError ? (
            <Combobox.Empty>{toApiError(search.error).msg}</Combobox.Empty>
          ) : items.length === 0 ? (
            <Combobox.Empty>{waiting ? 'Searching…' : 'No results'}</Combobox.Empty>
          ) : (
            items.map((item) => (
              <Combobox.Option value={`${item.type}:${item._id}`} key={`${item.type}:${item._id}`}>
                <Group gap="xs" wrap="nowrap">
                  <Badge
                    size="xs"
                    variant="light"
                    color={TYPE_COLORS[item.type]}
                    miw={64}
                    style={{ flexShrink: 0 }}
                  >
                    {TYPE_LABELS[item.type]}
                  </Badge>
                  <Text size="sm" truncate>
                    {searchItemLabel(item)}
                    {item.client && item.type !== 'client' && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {item.client.name}
                      </Text>
                    )}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
