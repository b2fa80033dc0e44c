import { describe, expect, it } from 'vitest';
import {
  changePasswordInput,
  createOrgInput,
  loginInput,
  MSG,
  registerInput,
  resetPasswordInput,
} from '../src';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('shared schemas carry the user-facing texts', () => {
  it('register: lowercases and trims the email, requires an organization name without an invite', () => {
    const ok = registerInput.parse({
      name: ' Ada ',
      email: '  ADA@Example.COM ',
      password: 'Passw0rd',
      orgName: ' Studio ',
    });
    expect(ok.email).toBe('ada@example.com');
    expect(ok.name).toBe('Ada');
    expect(messages(registerInput.safeParse({ name: 'A', email: 'a@b.co', password: 'Passw0rd' }))).toEqual([
      ['orgName', MSG.orgNameRequired],
    ]);
    expect(
      registerInput.safeParse({ name: 'A', email: 'a@b.co', password: 'Passw0rd', invite: 'tok' }).success,
    ).toBe(true);
    expect(
      messages(registerInput.safeParse({ name: '  ', email: 'x', password: '1234567', orgName: 'O' })),
    ).toEqual([
      ['name', 'Name is required'],
      ['email', 'Enter a valid email'],
      ['password', 'Use at least 8 characters'],
    ]);
  });

  it('login, reset and change password messages', () => {
    expect(messages(loginInput.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
    expect(messages(resetPasswordInput.safeParse({ token: '', newPassword: 'short' }))).toEqual([
      ['token', 'Invalid or missing token.'],
      ['newPassword', 'Password must be at least 8 characters.'],
    ]);
    expect(messages(changePasswordInput.safeParse({ currentPassword: 'x', newPassword: 'short' }))).toEqual([
      ['newPassword', 'Password must be at least 8 characters.'],
    ]);
  });

  it('organization names are trimmed, required and at most 80 characters', () => {
    expect(createOrgInput.parse({ name: '  Acme  ' }).name).toBe('Acme');
    expect(messages(createOrgInput.safeParse({ name: '   ' }))).toEqual([['name', MSG.orgNameRequired]]);
    expect(messages(createOrgInput.safeParse({ name: 'x'.repeat(81) }))).toEqual([
      ['name', MSG.orgNameTooLong],
    ]);
    expect(createOrgInput.safeParse({ name: 'x'.repeat(80) }).success).toBe(true);
  });
});
