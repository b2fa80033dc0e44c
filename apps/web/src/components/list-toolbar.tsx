import { SEARCH_DEBOUNCE_MS } from '@folio/contracts';
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

export type StatusOption<S extends string> = { value: S; label: string };

/**
 * A list page's filters: the search box (applied 250 ms after typing stops), the status choice,
 * any further filters, and Clear. The values live in the address; the page passes them in and
 * writes the changes back.
 */
export function ListToolbar<S extends string>({
  q,
  onSearch,
  searchLabel,
  status,
  statusOptions,
  onStatus,
  children,
  canClear,
  onClear,
}: {
  q: string;
  onSearch: (q: string) => void;
  searchLabel: string;
  status: S;
  statusOptions: readonly StatusOption<S>[];
  onStatus: (status: S) => void;
  children?: ReactNode;
  canClear: boolean;
  onClear: () => void;
}) {
  useLocale();
  const [text, setText] = useState(q);
  // The address changed from elsewhere (Clear, Back, a link): show what it says.
  useEffect(() => setText(q), [q]);
  const apply = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={searchLabel}
        placeholder={TEXTS.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          apply(event.currentTarget.value);
        }}
        style={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      {/* A long choice (the quotes' six statuses) scrolls sideways on a phone rather than widening the page. */}
      <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <SegmentedControl
          aria-label={TEXTS.status}
          value={status}
          data={statusOptions.map((option) => ({ value: option.value, label: option.label }))}
          onChange={(value) => onStatus(value as S)}
        />
      </div>
      {children}
      <Button variant="subtle" onClick={onClear} disabled={!canClear}>
        {TEXTS.clear}
      </Button>
    </Group>
  );
}
