import type {
  CreateRecurringInvoiceInput,
  RecurringInvoice,
  UpdateRecurringInvoiceInput,
} from '@folio/contracts';
import type { OrgScope } from '../core/scope';

export async function createRecurringInvoice(
  _scope: OrgScope,
  _input: CreateRecurringInvoiceInput,
): Promise<RecurringInvoice> {
  throw new Error('not implemented yet');
}
export async function updateRecurringInvoice(
  _scope: OrgScope,
  _input: UpdateRecurringInvoiceInput,
): Promise<RecurringInvoice> {
  throw new Error('not implemented yet');
}
export async function deleteRecurringInvoice(_scope: OrgScope, _id: string): Promise<{ msg: string }> {
  throw new Error('not implemented yet');
}
export async function pauseRecurringInvoice(_scope: OrgScope, _id: string): Promise<RecurringInvoice> {
  throw new Error('not implemented yet');
}
export async function resumeRecurringInvoice(_scope: OrgScope, _id: string): Promise<RecurringInvoice> {
  throw new Error('not implemented yet');
}
