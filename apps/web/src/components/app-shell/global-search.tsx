import { displayInvoiceNumber, SEARCH_DEBOUNCE_MS, type SearchResult } from '@folio/contracts';
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { focusMainContent } from '../../lib/route-announcer';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { searchFieldProps } from './search-field';

/** A search result's label: an invoice shows as "Invoice #" plus its number, else its id's last 6 characters. */
function searchItemLabel(item: SearchResult): string {
  if (item.type === 'invoice') return TEXTS.invoiceNumber(displayInvoiceNumber(item));
  return item.name ?? item.title ?? item._id.slice(-6);
}

const TYPE_LABELS = {
  get client() {
    return TEXTS.client;
  },
  get project() {
    return TEXTS.project;
  },
  get invoice() {
    return TEXTS.invoice;
  },
};
const TYPE_COLORS = { client: 'blue', project: 'grape', invoice: 'teal' } as const;

/**
 * The global search: debounced 250 ms; a result opens its list with ?open={id}. It takes the place
 * of the header's plain box (search-box.tsx) once its code has loaded: `initialValue` is what was
 * typed there, `focusOnMount` whether that box had the focus.
 */
export function GlobalSearch({
  initialValue = '',
  focusOnMount = false,
}: {
  initialValue?: string;
  focusOnMount?: boolean;
}) {
  useLocale();
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState(initialValue);
  const input = useRef<HTMLInputElement>(null);
  // Only what the replaced box had when this took its place counts, hence no dependencies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
    if (initialValue.trim()) combobox.openDropdown();
  }, []);
  // What was typed before this took the place of the plain box is searched for after the same
  // pause as any typing, so a word typed across the swap is one request.
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
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
    // The record opens on its list page: focus continues from that page's content, even when the
    // list was already open and only the query changes.
    void navigate({ to, search: { open: item._id } }).then(() => focusMainContent());
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
          {...searchFieldProps()}
          ref={input}
          {...(waiting && debounced ? { rightSection: <Loader size={14} /> } : {})}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => value.trim() && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Escape clears the search and closes its results; focus stays in the box.
            if (event.key === 'Escape') {
              setValue('');
              combobox.closeDropdown();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!value.trim()}>
        <Combobox.Options aria-label={TEXTS.searchResults} mah={360} style={{ overflowY: 'auto' }}>
          {search.isError ? (
            <Combobox.Empty>{toApiError(search.error).msg}</Combobox.Empty>
          ) : items.length === 0 ? (
            <Combobox.Empty>{waiting ? TEXTS.searching : TEXTS.noResults}</Combobox.Empty>
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
