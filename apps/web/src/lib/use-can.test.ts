import { describe, expect, it } from 'vitest';
import { permissionsFor } from './use-can';

describe('what each role may do', () => {
  it('lets admins and managers manage records and change any note', () => {
    for (const role of ['admin', 'manager'] as const) {
      const can = permissionsFor(role, 'me');
      expect(can.manage).toBe(true);
      expect(can.addNotes).toBe(true);
      expect(can.changeNote('someone-else')).toBe(true);
    }
  });

  it('lets members add notes and change only their own', () => {
    const can = permissionsFor('member', 'me');
    expect(can.manage).toBe(false);
    expect(can.addNotes).toBe(true);
    expect(can.changeNote('me')).toBe(true);
    expect(can.changeNote('someone-else')).toBe(false);
    expect(can.changeNote(null)).toBe(false);
  });

  it('keeps viewers from adding notes', () => {
    expect(permissionsFor('viewer', 'me').addNotes).toBe(false);
    expect(permissionsFor('viewer', 'me').manage).toBe(false);
  });

  it('treats an unknown role as a viewer', () => {
    const can = permissionsFor(undefined, undefined);
    expect(can.role).toBe('viewer');
    expect(can.manage).toBe(false);
    expect(can.addNotes).toBe(false);
  });
});
