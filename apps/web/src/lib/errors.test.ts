import type { AppRouter } from '@folio/api';
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEYS, readDraft, writeDraft } from './drafts';
import { isGloballyHandled, toApiError } from './errors';
import { byTopField } from './form-errors';
import { saveHandlers } from './form-save';
import { formErrorsFrom } from './submit-errors';

vi.mock('./toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const { toastError } = await import('./toast');

type Answer = {
  status: number;
  message: string;
  appCode?: string | null;
  errors?: { field?: string | null; msg: string }[] | null;
  details?: Record<string, unknown> | null;
};

/** A failed call as the API answers it. */
const apiError = ({ status, message, appCode = null, errors = null, details = null }: Answer) =>
  new TRPCClientError<AppRouter>(message, {
    result: {
      error: { message, code: -32600, data: { httpStatus: status, appCode, errors, details } },
    },
  } as never);

const invalid = (errors: { field?: string | null; msg: string }[]) =>
  apiError({ status: 422, message: errors[0]?.msg ?? 'Validation failed', errors });

describe('a failed call, as the screens read it', () => {
  it('puts 422 entries with a field next to that field', () => {
    const api = toApiError(
      invalid([
        { field: 'email', msg: 'Enter a valid email' },
        { field: 'name', msg: 'Name is required' },
      ]),
    );
    expect(api.status).toBe(422);
    expect(api.fieldErrors).toEqual({ email: 'Enter a valid email', name: 'Name is required' });
    expect(api.generalErrors).toEqual([]);
  });

  it('keeps the first message when a field has several', () => {
    const api = toApiError(
      invalid([
        { field: 'password', msg: 'At least 8 characters' },
        { field: 'password', msg: 'Needs a digit' },
      ]),
    );
    expect(api.fieldErrors).toEqual({ password: 'At least 8 characters' });
  });

  it('lists 422 entries without a field as general errors, in order', () => {
    const api = toApiError(
      invalid([
        { msg: 'Invoice must have at least one item' },
        { field: null, msg: 'Due date is in the past' },
        { field: 'currency', msg: 'Unknown currency' },
      ]),
    );
    expect(api.generalErrors).toEqual(['Invoice must have at least one item', 'Due date is in the past']);
    expect(api.fieldErrors).toEqual({ currency: 'Unknown currency' });
  });

  it('carries the server’s message and status', () => {
    const api = toApiError(apiError({ status: 404, message: 'Client not found' }));
    expect(api).toMatchObject({ status: 404, msg: 'Client not found', fieldErrors: {}, generalErrors: [] });
  });

  it('says "Something went wrong." for a network failure instead of the browser’s text', () => {
    expect(toApiError(new TRPCClientError('Failed to fetch')).msg).toBe('Something went wrong.');
    expect(toApiError(new TRPCClientError('NetworkError when attempting to fetch resource.')).msg).toBe(
      'Something went wrong.',
    );
    expect(toApiError(new TRPCClientError('Failed to fetch')).status).toBeNull();
  });

  it('says "Something went wrong." for something that is not an error', () => {
    expect(toApiError(undefined).msg).toBe('Something went wrong.');
    expect(toApiError('boom').msg).toBe('Something went wrong.');
    expect(toApiError(new Error('')).msg).toBe('Something went wrong.');
  });

  it('keeps the text of an error raised in the app itself', () => {
    expect(toApiError(new Error('The file could not be read')).msg).toBe('The file could not be read');
  });

  it('reads the three 403 codes and the upgrade details', () => {
    const api = toApiError(
      apiError({
        status: 403,
        message: 'The free plan allows 50 clients',
        appCode: 'PLAN_UPGRADE_REQUIRED',
        details: { requiredPlan: 'pro', currentPlan: 'free', subscriptionStatus: 'inactive' },
      }),
    );
    expect(api.appCode).toBe('PLAN_UPGRADE_REQUIRED');
    expect(api.details).toEqual({ requiredPlan: 'pro', currentPlan: 'free', subscriptionStatus: 'inactive' });
    expect(toApiError(apiError({ status: 403, message: 'x', appCode: 'EMAIL_NOT_VERIFIED' })).appCode).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('ignores a code it does not know', () => {
    expect(toApiError(apiError({ status: 400, message: 'x', appCode: 'SOMETHING_NEW' })).appCode).toBeNull();
  });
});

describe('errors handled once for the whole app', () => {
  it('are the three 403 codes: verify email, upgrade, permission', () => {
    for (const appCode of ['INSUFFICIENT_ROLE', 'EMAIL_NOT_VERIFIED', 'PLAN_UPGRADE_REQUIRED']) {
      expect(isGloballyHandled(apiError({ status: 403, message: 'x', appCode }))).toBe(true);
    }
  });

  it('are not a validation error, a missing record or a network failure', () => {
    expect(isGloballyHandled(invalid([{ field: 'name', msg: 'Name is required' }]))).toBe(false);
    expect(isGloballyHandled(apiError({ status: 404, message: 'Not found' }))).toBe(false);
    expect(isGloballyHandled(new TRPCClientError('Failed to fetch'))).toBe(false);
  });
});

describe('a form showing a failed call', () => {
  it('shows field errors next to the fields it has, and the others in its list', () => {
    const shown = formErrorsFrom(
      invalid([
        { field: 'name', msg: 'Name is required' },
        { field: 'orgId', msg: 'Unknown organization' },
        { msg: 'Too many requests' },
      ]),
      ['name', 'email'],
    );
    expect(shown.fieldErrors).toEqual({ name: 'Name is required' });
    expect(shown.general).toEqual(['Too many requests', 'Unknown organization']);
  });

  it('shows the server’s message when there is nothing else to show', () => {
    expect(formErrorsFrom(apiError({ status: 409, message: 'Name already taken' }), ['name'])).toEqual({
      fieldErrors: {},
      general: ['Name already taken'],
    });
  });

  it('shows a wrong password at sign-in', () => {
    const wrongPassword = apiError({
      status: 401,
      message: 'Invalid email or password',
      appCode: 'INVALID_CREDENTIALS',
    });
    expect(formErrorsFrom(wrongPassword, ['email', 'password']).general).toEqual([
      'Invalid email or password',
    ]);
  });

  it('shows an email that already has an account', () => {
    const taken = apiError({
      status: 409,
      message: 'An account with this email already exists',
      appCode: 'EMAIL_TAKEN',
    });
    expect(formErrorsFrom(taken, ['email']).general).toEqual(['An account with this email already exists']);
  });

  it('stays quiet for the 403s the app shows in its own dialog or toast', () => {
    const refused = apiError({ status: 403, message: 'Not allowed', appCode: 'INSUFFICIENT_ROLE' });
    expect(formErrorsFrom(refused, ['name'])).toEqual({ fieldErrors: {}, general: [] });
  });

  it('says "Something went wrong." when offline', () => {
    expect(formErrorsFrom(new TRPCClientError('Failed to fetch'), ['name']).general).toEqual([
      'Something went wrong.',
    ]);
  });

  it('puts an error about one entry of a list on the list’s field', () => {
    expect(
      byTopField({ 'tags.2': 'Tag is too long', 'items.0.quantity': 'Quantity must be positive' }),
    ).toEqual({
      tags: 'Tag is too long',
      items: 'Quantity must be positive',
    });
    expect(byTopField({ 'items.0.quantity': 'first', 'items.1.unitPrice': 'second' })).toEqual({
      items: 'first',
    });
  });

  it('keeps an error about one entry of a list with the form that has the list', () => {
    const shown = formErrorsFrom(
      invalid([
        { field: 'items.0.quantity', msg: 'Quantity must be > 0' },
        { field: 'tags.1', msg: 'Tags cannot be empty' },
        { field: 'unknown.0', msg: 'Not on this form' },
      ]),
      ['items', 'tags'],
    );
    expect(shown).toEqual({
      fieldErrors: { 'items.0.quantity': 'Quantity must be > 0', 'tags.1': 'Tags cannot be empty' },
      general: ['Not on this form'],
    });
  });
});

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
}

describe('saving a record form', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.mocked(toastError).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const setup = () => {
    const form = { resetDirty: vi.fn(), setErrors: vi.fn() };
    const setGeneral = vi.fn();
    const onSaved = vi.fn();
    const handlers = saveHandlers<{ _id: string }>({
      form,
      fields: ['client', 'items', 'dueDate'],
      draftKey: DRAFT_KEYS.invoice,
      setGeneral,
      onSaved,
      saveFailed: 'Failed to save invoice',
    });
    return { form, setGeneral, onSaved, handlers };
  };

  it('drops the draft and moves on once saved', () => {
    writeDraft(DRAFT_KEYS.invoice, 'new', { client: 'c1' });
    const { form, onSaved, handlers } = setup();
    handlers.onSuccess({ _id: 'i1' });
    expect(readDraft(DRAFT_KEYS.invoice, 'new')).toBeNull();
    expect(form.resetDirty).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith({ _id: 'i1' });
  });

  it('keeps the draft and shows field errors on their fields, without a toast, when refused', () => {
    writeDraft(DRAFT_KEYS.invoice, 'new', { client: 'c1' });
    const { form, setGeneral, handlers } = setup();
    handlers.onError(invalid([{ field: 'dueDate', msg: 'Due date cannot be in the past' }]));
    expect(form.setErrors).toHaveBeenCalledWith({ dueDate: 'Due date cannot be in the past' });
    expect(setGeneral).toHaveBeenCalledWith([]);
    expect(toastError).not.toHaveBeenCalled();
    expect(readDraft(DRAFT_KEYS.invoice, 'new')).toEqual({ client: 'c1' });
  });

  it('shows any other failure in the form’s list and in a toast', () => {
    const { setGeneral, handlers } = setup();
    handlers.onError(apiError({ status: 404, message: 'Client not found' }));
    expect(setGeneral).toHaveBeenCalledWith(['Client not found']);
    expect(toastError).toHaveBeenCalledWith('Client not found');
  });

  it('shows the form’s own text in the toast for a server error', () => {
    const { setGeneral, handlers } = setup();
    handlers.onError(apiError({ status: 500, message: 'Internal server error' }));
    expect(setGeneral).toHaveBeenCalledWith(['Internal server error']);
    expect(toastError).toHaveBeenCalledWith('Failed to save invoice');
  });

  it('adds nothing of its own for a 403 the app already shows', () => {
    const { setGeneral, handlers } = setup();
    handlers.onError(apiError({ status: 403, message: 'Upgrade', appCode: 'PLAN_UPGRADE_REQUIRED' }));
    expect(setGeneral).toHaveBeenCalledWith([]);
    expect(toastError).not.toHaveBeenCalled();
  });
});
