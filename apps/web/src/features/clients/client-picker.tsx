import { SEARCH_DEBOUNCE_MS } from '@folio/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { CLIENT_PICKER_TEXTS, CLIENT_TEXTS } from './texts';

/** How many matches the picker shows; typing narrows them on the server. */
const PICKER_LIMIT = 20;

/**
 * Choosing a client, with the search done by the server: an organization can have thousands of
 * clients, so the picker asks for the first matches of what was typed instead of loading them
 * all. Active clients are offered unless `status` says all; the chosen one keeps its name even
 * when it is not among the matches (or no longer active).
 */
export function ClientPicker({
  value,
  onChange,
  selectedName,
  status = 'active',
  ...props
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  /** The chosen client's name when the caller already knows it (a project's embedded client). */
  selectedName?: string | undefined;
  /** Which clients are offered: active ones (the default, for new work) or all (a filter). */
  status?: 'active' | 'all';
} & Omit<SelectProps, 'value' | 'onChange' | 'data' | 'searchValue' | 'onSearchChange'>) {
  useLocale();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const selected = trpc.clients.get.useQuery({ id: value ?? '' }, { enabled: !!value && !selectedName });
  const selectedLabel = selectedName ?? selected.data?.name;
  // While the box shows the chosen client's name, list the first clients rather than that name's matches.
  const q = query && query !== selectedLabel ? query : undefined;
  const matches = trpc.clients.page.useQuery(
    { status, limit: PICKER_LIMIT, ...(q ? { q } : {}) },
    { placeholderData: (previous) => previous },
  );

  const data = useMemo(() => {
    const options = (matches.data?.items ?? []).map((client) => ({ value: client._id, label: client.name }));
    if (value && selectedLabel && !options.some((option) => option.value === value)) {
      options.unshift({ value, label: selectedLabel });
    }
    return options;
  }, [matches.data, value, selectedLabel]);

  return (
    <Select
      searchable
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered; Mantine must not filter the matches again.
      filter={({ options }) => options}
      nothingFoundMessage={matches.isFetching ? CLIENT_PICKER_TEXTS.searching : CLIENT_TEXTS.empty}
      {...props}
    />
  );
}

/** A record form's values that name a client: its id and, from the record or a draft, its name. */
type ClientFormPart = {
  values: { client: string | null; clientName: string };
  errors: Record<string, ReactNode>;
};

/** The project and invoice forms' Client field: required, searched on the server. */
export function FormClientPicker({
  form,
  onChange,
}: {
  form: ClientFormPart;
  onChange: (id: string | null) => void;
}) {
  useLocale();
  return (
    <ClientPicker
      label={CLIENT_PICKER_TEXTS.label}
      required
      placeholder={CLIENT_PICKER_TEXTS.placeholder}
      value={form.values.client}
      selectedName={form.values.clientName || undefined}
      onChange={onChange}
      error={form.errors.client}
    />
  );
}
