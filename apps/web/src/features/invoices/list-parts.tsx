import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ListToolbar, type StatusOption } from '../../components/list-toolbar';
import { TEXTS } from '../../lib/texts';
import { useCan } from '../../lib/use-can';
import { ClientPicker } from '../clients/client-picker';

// The lists of invoices, quotes and recurring series filter and start a new document alike: their
// shared pieces, so the three screens differ only in their words and cards.

/** The filters a list of documents keeps in its address. */
type DocumentFilters = { q?: string | undefined; client?: string | undefined; open?: string | undefined };

/** What Clear leaves in the address: the open panel stays open. */
export const keepOpenPanel = (search: DocumentFilters) => (search.open ? { open: search.open } : {});

/** A list of documents' toolbar: the search box, the status choice, the client choice and Clear. */
export function DocumentListToolbar<S extends string>({
  search,
  onChange,
  allClients,
  ...toolbar
}: {
  search: DocumentFilters;
  onChange: (next: Omit<DocumentFilters, 'open'>) => void;
  /** The client choice's placeholder when no client is chosen. */
  allClients: string;
  searchLabel: string;
  status: S;
  statusOptions: readonly StatusOption<S>[];
  onStatus: (status: S) => void;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <ListToolbar q={search.q ?? ''} onSearch={(q) => onChange({ q: q || undefined })} {...toolbar}>
      <ClientPicker
        label={TEXTS.client}
        placeholder={allClients}
        clearable
        status="all"
        value={search.client ?? null}
        onChange={(client) => onChange({ client: client ?? undefined })}
        style={{ flex: '0 1 220px' }}
      />
    </ListToolbar>
  );
}

/** A list's New button, a real link to the new document's form; only for those who may manage. */
export function NewDocumentButton({
  to,
  label,
}: {
  to: '/invoices/new' | '/quotes/new' | '/invoices/recurring/new';
  label: string;
}) {
  const can = useCan();
  if (!can.manage) return null;
  return <Button renderRoot={(props) => <Link to={to} {...props} />}>{label}</Button>;
}
