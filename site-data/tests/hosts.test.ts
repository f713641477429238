/** The host resolver: exact matches after normalisation, from the host table. */
import { describe, expect, it } from 'vitest';
import {
  isLocalHost,
  localHostOf,
  normalizeHost,
  originOf,
  resolveHost,
  resolveSite,
} from '../hosts.ts';
import { tenants } from '../tenants.ts';
import { hostTable } from '../views/host-table.ts';

describe('resolveSite', () => {
  it.each([
    ['workwear.localhost', 'workwear'],
    ['sailing.localhost', 'sailing'],
    ['agency.localhost', 'agency'],
    ['stub-1.localhost', 'stub-1'],
    ['stub-2.localhost', 'stub-2'],
    ['stub-3.localhost', 'stub-3'],
    ['workwear.localhost:3000', 'workwear'],
    ['WORKWEAR.LOCALHOST', 'workwear'],
    ['Agency.Localhost:8080', 'agency'],
    ['workwear.localhost.', 'workwear'],
    ['www.workwear.localhost', 'workwear'],
    ['www.offsoundings.example', 'sailing'],
    ['offsoundings.example:443', 'sailing'],
    ['zcomm.example.', 'agency'],
  ])('%s → %s', (host, site) => {
    expect(resolveSite(host)).toBe(site);
  });

  it.each([
    'a.workwear.localhost',
    'workwear.localhost.evil.test',
    'evil-workwear.localhost',
    'workwear-localhost',
    'workwearlocalhost',
    'workwear.example.com.evil.net',
    'zcomm.example.evil.net',
    'evil.zcomm.example',
    'www.www.workwear.localhost',
    'workwear.localhost:abc',
    'workwear.localhost:3000:3000',
    'workwear.localhost/evil',
    'workwear.localhost@evil.test',
    'work wear.localhost',
    'workwear..localhost',
    '-workwear.localhost',
    '10.0.0.1',
    '192.168.1.20:3000',
    '',
    '   ',
    'x'.repeat(300),
  ])('%s → no site', (host) => {
    expect(resolveSite(host)).toBeUndefined();
  });

  it('shows the index on bare loopback hosts', () => {
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      '127.0.0.1',
      '127.0.0.1:3000',
      '[::1]:3000',
      '[::1]',
      'localhost.',
    ]) {
      expect(resolveHost(host)).toEqual({ kind: 'index' });
    }
  });

  it.each([
    '[::1]evil',
    '[::1]evil.test',
    '[::1].workwear.localhost',
    '[::1]:',
    '[::1]:3000x',
    '[::1',
    '[evil]',
    '[::1]]',
  ])('%s is not the local index host', (host) => {
    expect(resolveHost(host)).toEqual({ kind: 'unknown' });
  });

  it('treats null and undefined as unknown', () => {
    expect(resolveHost(null)).toEqual({ kind: 'unknown' });
    expect(resolveHost(undefined)).toEqual({ kind: 'unknown' });
  });

  it('serves every configured production host', () => {
    for (const { id, hosts } of tenants) {
      for (const host of hosts) expect(resolveSite(host)).toBe(id);
    }
  });
});

describe('normalizeHost', () => {
  it('lower-cases, drops the port, the trailing dot and www.', () => {
    expect(normalizeHost('WWW.Sailing.Localhost.:3000')).toBe('sailing.localhost');
    expect(normalizeHost('WWW.Sailing.Localhost:3000')).toBe('sailing.localhost');
    expect(normalizeHost('Sailing.Localhost.')).toBe('sailing.localhost');
  });

  it('rejects ports that are not numbers', () => {
    expect(normalizeHost('sailing.localhost:')).toBe('');
    expect(normalizeHost('sailing.localhost:123456')).toBe('');
  });
});

describe('the host table', () => {
  it('holds each tenant’s local host and production hosts, and nothing else', () => {
    const expected = tenants.flatMap(({ id, hosts }) => [
      [`${id}.localhost`, id],
      ...hosts.map((host) => [host, id]),
    ]);
    expect(Object.entries(hostTable.hosts).toSorted()).toEqual(expected.toSorted());
  });

  it('lists every site in the tenants’ order with its origin and module', () => {
    expect(hostTable.sites).toEqual(
      tenants.map(({ id, hosts, entry }) => ({ id, origin: `https://${hosts[0]}`, entry })),
    );
  });

  it('names no brand and no shop: a host’s first load carries it', () => {
    const text = JSON.stringify(hostTable);
    for (const tenant of tenants) {
      expect(text).not.toContain(tenant.name);
      for (const { name } of 'shop' in tenant ? tenant.shop.collections : []) {
        expect(text).not.toContain(`"${name}"`);
      }
    }
  });
});

describe('local hosts and origins', () => {
  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))(
    '%s: its local host and its canonical origin',
    (id, tenant) => {
      expect(localHostOf(id)).toBe(`${id}.localhost`);
      expect(isLocalHost(localHostOf(id))).toBe(true);
      expect(originOf(id)).toBe(`https://${tenant.hosts[0]}`);
      for (const host of tenant.hosts) expect(isLocalHost(host)).toBe(false);
    },
  );

  it('counts the loopback index hosts as local, and nothing that only ends like one', () => {
    for (const host of ['localhost', '127.0.0.1:3000', '[::1]']) {
      expect(isLocalHost(host)).toBe(true);
    }
    for (const host of ['localhost.evil.test', 'evil-localhost', '10.0.0.1']) {
      expect(isLocalHost(host)).toBe(false);
    }
  });
});
