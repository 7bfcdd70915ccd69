/**
 * Spellings of addresses that are not public, as a member would type them in a URL (the host part,
 * with a port where it matters). The WHATWG URL parser normalises some of them (0x7f.1, 2130706433
 * and 0177.0.0.1 become 127.0.0.1; [::127.0.0.1] becomes [::7f00:1]); the guard sees what it parsed.
 * Shared by the pure address-policy test and the three doors (Mastodon instance, Bluesky service,
 * generate-from-link), which must refuse every one of them without connecting.
 */
export const PRIVATE_HOST_SPELLINGS = [
  // IPv4 and its shorthand spellings
  "127.0.0.1",
  "127.1",
  "0x7f.1",
  "0x7f000001",
  "2130706433",
  "0177.0.0.1",
  "017700000001",
  "0",
  "10.0.0.1",
  "172.16.0.1",
  "192.168.0.1",
  "169.254.169.254",
  "100.64.0.1",
  "198.18.0.1",
  "192.0.0.1",
  "192.0.2.1",
  "224.0.0.1",
  "240.0.0.1",
  "255.255.255.255",
  // IPv6 special ranges
  "[::1]",
  "[0:0:0:0:0:0:0:1]",
  "[::]",
  "[fe80::1]",
  "[fc00::1]",
  "[fd12:3456::1]",
  "[fec0::1]",
  "[ff02::1]",
  "[100::1]",
  "[2001:db8::1]",
  "[3fff::1]",
  // IPv6 addresses that carry an IPv4 address (refused outright, whatever the IPv4 address)
  "[::ffff:0:7f00:1]:3999", // IPv4-translated (RFC 6145, ::ffff:0:0:0/96): loopback
  "[::ffff:0:a9fe:a9fe]", // IPv4-translated: the cloud metadata address
  "[::ffff:0:127.0.0.1]",
  "[::ffff:127.0.0.1]", // IPv4-mapped
  "[::ffff:7f00:1]",
  "[::ffff:a9fe:a9fe]",
  "[::127.0.0.1]", // IPv4-compatible (deprecated)
  "[::a9fe:a9fe]",
  "[64:ff9b::7f00:1]", // NAT64
  "[64:ff9b::169.254.169.254]",
  "[64:ff9b:1::a9fe:a9fe]", // local-use NAT64
  "[2002:7f00:1::]", // 6to4
  "[2002:a9fe:a9fe::1]",
  "[2001:0:4136:e378:8000:63bf:80ff:fffe]", // Teredo (client 127.0.0.1, obfuscated)
  "[2001::1]",
] as const;

/** Public addresses the guard must keep allowing. */
export const PUBLIC_ADDRESSES = [
  "93.184.215.14",
  "8.8.8.8",
  "1.1.1.1",
  "2606:4700:4700::1111",
  "2a00:1450:4001:81b::200e",
  "2001:4860:4860::8888",
] as const;
