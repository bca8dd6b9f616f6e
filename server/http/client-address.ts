/**
 * Who a request comes from, for limits that count per client. The peer address is the only source: the platform
 * stands behind no proxy, so a forwarded-for header would be the client's own claim.
 *
 * An IPv6 client usually holds a whole /64 (one home network, or one phone's own prefix) and picks new addresses
 * in it at will, so a limit meant for one client counts the /64; an IPv4 client is its address.
 */

/** The peer address, with an IPv4-mapped IPv6 address folded to plain IPv4 and an IPv6 zone dropped. */
export function clientAddress(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  if (remoteAddress.startsWith('::ffff:') && remoteAddress.includes('.')) return remoteAddress.slice(7);
  return remoteAddress.split('%')[0] ?? remoteAddress;
}

/** The client's network: its IPv6 /64 (`2001:db8:0:1::/64`), or its IPv4 address. */
export function clientNetwork(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const front = groupsOf(head);
  const back = groupsOf(tail);
  // A dotted IPv4 tail (`64:ff9b::192.0.2.1`) fills two groups.
  const backWidth = back.length + (back.at(-1)?.includes('.') ? 1 : 0);
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - backWidth)).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
