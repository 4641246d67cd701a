import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@cvc/domain';
import { StaffArgsError, parseStaffArgs } from './staff-args';

const base = ['--email', 'ana@cvc.org'];

describe('parseStaffArgs', () => {
  it('reads an admin for the emulators by default', () => {
    expect(parseStaffArgs([...base, '--admin'])).toEqual({
      email: 'ana@cvc.org',
      name: 'ana',
      role: 'admin',
      permissions: [],
      project: null,
    });
  });

  it('reads a comma-separated key list, a name and an explicit project', () => {
    const options = parseStaffArgs([...base, '--perms', 'news, leads', '--name', 'Ana Lima', '--project', 'cvc-prod']);
    expect(options).toMatchObject({ role: null, permissions: ['news', 'leads'], name: 'Ana Lima', project: 'cvc-prod' });
  });

  it('names an unknown key and lists the valid ones', () => {
    expect(() => parseStaffArgs([...base, '--perms', 'news,blog'])).toThrow(
      `Unknown permission key: blog. Valid keys: ${PERMISSION_KEYS.join(', ')}.`,
    );
  });

  it('takes no password: the member sets their own through the mailed link', () => {
    expect(() => parseStaffArgs(['--email', 'a@b.co', '--password', 'segura-123', '--admin'])).toThrow(
      '--password is not taken: the member sets their own through the mailed link.',
    );
  });

  it('needs exactly one of --admin and --perms', () => {
    expect(() => parseStaffArgs(base)).toThrow('Give exactly one of --admin or --perms');
    expect(() => parseStaffArgs([...base, '--admin', '--perms', 'news'])).toThrow('Give exactly one of');
  });

  it('rejects a bad email, an empty key list, an empty project and unknown flags', () => {
    expect(() => parseStaffArgs(['--email', 'ana', '--admin'])).toThrow(StaffArgsError);
    expect(() => parseStaffArgs([...base, '--perms', ' , '])).toThrow('--perms needs at least one key.');
    expect(() => parseStaffArgs([...base, '--admin', '--project', ' '])).toThrow('--project needs a project id.');
    expect(() => parseStaffArgs([...base, '--admin', '--root'])).toThrow(StaffArgsError);
  });
});
