/**
 * A loopback port that was free a moment ago, for a server whose address must be known before it starts (an
 * OAuth redirect URI registered with the provider) or for a port that refuses connections.
 */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}
