import { BlockList, isIP } from 'node:net';

/**
 * MAIL_TRUSTED_PROXIES as a list to check hops against: comma-separated addresses or CIDR ranges
 * (`192.0.2.0/24`, `2001:db8::/32`). Entries that are neither are returned in `invalid`, never trusted.
 */
export function trustedProxies(spec: string): { list: BlockList; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  for (const entry of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) ||
      !(bits >= 0 && bits <= max)
    ) {
      invalid.push(entry);
      continue;
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { list, invalid };
}
