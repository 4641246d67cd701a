import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import { withDomainRules } from '../../../admin/src/providers/domainRules';
import { rulesProject } from './staff-client';

// The Partners screen through the console's own dataProvider, as signed-in staff, against the real rules.
const logo = '/images/seed/logo-pinhal-capital.svg';
const row = (name: string, display_order: number) => ({
  name,
  logo_url: logo,
  website_url: null,
  display_order,
});

let project: Awaited<ReturnType<typeof rulesProject>>;
let partnersOnly: DataProvider;
let admin: DataProvider;

beforeAll(async () => {
  project = await rulesProject('demo-partners-screen');
  const partners = project.adminDb.collection('partners');
  await partners.doc('p').set({ ...row('Pinhal', 1), partner_type: 'partner', is_maintainer: false });
  await partners.doc('m').set({ ...row('Vértice', 2), partner_type: 'maintainer', is_maintainer: true });
  await partners.doc('u').set({ ...row('Sem Tipo', 3), is_maintainer: false });
  partnersOnly = withDomainRules(
    createDataProvider(await project.staff('partners', { perms: { partners: true } })),
  );
  admin = withDomainRules(createDataProvider(await project.staff('admin', { role: 'admin' })));
});
afterAll(() => project.close());

const list = (provider: DataProvider, resource: string, filter = {}) =>
  provider.getList(resource, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'display_order', order: 'ASC' },
    filter,
  });

describe('the Partners screen on the emulator', () => {
  it('lists every type, a record without a type included, and filters by type', async () => {
    const { data, total } = await list(partnersOnly, 'partners');
    expect(data.map((r) => r.id)).toEqual(['p', 'm', 'u']);
    expect(total).toBe(3);
    expect(
      (await list(partnersOnly, 'partners', { partner_type: 'maintainer' })).data.map((r) => r.id),
    ).toEqual(['m']);
    expect((await list(partnersOnly, 'maintainers')).data.map((r) => r.id)).toEqual(['m']);
  });

  it('lets the partners key save a record without a type, which stores it as a partner', async () => {
    const { data: before } = await partnersOnly.getOne('partners', { id: 'u' });
    const { data: saved } = await partnersOnly.update('partners', {
      id: 'u',
      data: { ...before, name: 'Agora Parceiro' },
      previousData: before,
    });
    expect(saved).toMatchObject({ name: 'Agora Parceiro', partner_type: 'partner', is_maintainer: false });
  });

  it('refuses the partners key a type it does not hold, and a row of such a type', async () => {
    const { data: partner } = await partnersOnly.getOne('partners', { id: 'p' });
    await expect(
      partnersOnly.update('partners', {
        id: 'p',
        data: { ...partner, partner_type: 'maintainer' },
        previousData: partner,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const { data: maintainer } = await partnersOnly.getOne('partners', { id: 'm' });
    await expect(
      partnersOnly.update('partners', {
        id: 'm',
        data: { ...maintainer, name: 'X' },
        previousData: maintainer,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      partnersOnly.delete('partners', { id: 'm', previousData: maintainer }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lets an admin move a partner to the maintainers, where the maintainer screen finds it', async () => {
    const { data: partner } = await admin.getOne('partners', { id: 'p' });
    const { data: moved } = await admin.update('partners', {
      id: 'p',
      data: { ...partner, partner_type: 'maintainer' },
      previousData: partner,
    });
    expect(moved).toMatchObject({ partner_type: 'maintainer', is_maintainer: true });
    expect((await list(admin, 'maintainers')).data.map((r) => r.id)).toEqual(['p', 'm']);
  });
});
