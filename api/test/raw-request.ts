import { connect } from "node:net";

/**
 * Sends a request over a bare TCP connection: the header lines (Host is added), then `body`, then `after` (a second
 * request on the same connection). Answers everything the server wrote until it closed the connection, or until
 * `enough` says what arrived is all the test needs. The server may close before the whole body is written: that is
 * what such tests look for, so write errors are ignored.
 */
export async function sendRaw(
  serverUrl: string,
  lines: string[],
  body: Uint8Array,
  after = "",
  enough: (received: string) => boolean = () => false,
): Promise<string> {
  const { hostname, port } = new URL(serverUrl);
  const socket = connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
    if (enough(received)) socket.destroy();
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write([...lines, `Host: ${hostname}`, "", ""].join("\r\n"));
  socket.write(body);
  if (after) socket.write(after.replace("{host}", hostname));
  await closed;
  return received;
}
