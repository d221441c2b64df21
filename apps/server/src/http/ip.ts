import net from 'node:net';

/** Normalises IPv4-mapped IPv6 (::ffff:1.2.3.4) to plain IPv4. */
export function normaliseIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m?.[1] ?? ip;
}

/**
 * True when ip matches one entry of the allow-list (single addresses or CIDR ranges, IPv4 or IPv6);
 * an empty list allows every address.
 */
export function ipAllowed(ip: string, allowList: readonly string[]): boolean {
  if (allowList.length === 0) return true;
  const addr = normaliseIp(ip);
  const type = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
  const list = new net.BlockList();
  for (const entry of allowList) {
    const [base, bits] = entry.trim().split('/');
    if (!base) continue;
    const family = net.isIPv6(base) ? 'ipv6' : net.isIPv4(base) ? 'ipv4' : null;
    if (!family) continue;
    if (bits === undefined) list.addAddress(base, family);
    else {
      // A malformed prefix ('', 'abc', /99) is skipped: never a /0 that allows everyone, never a thrown error.
      const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
      if (prefix < 0 || prefix > (family === 'ipv6' ? 128 : 32)) continue;
      list.addSubnet(base, prefix, family);
    }
  }
  return net.isIP(addr) !== 0 && list.check(addr, type);
}
