import { type Command, Redis } from "ioredis";

/**
 * A client whose command failures never go unobserved. The Socket.IO adapter fires publish/subscribe commands without
 * awaiting them; during a Redis outage each would reject with nobody listening, and an unhandled rejection ends a Deno
 * process. Callers that await a command still receive its rejection: adding a handler does not consume it.
 */
class ObservedRedis extends Redis {
  override sendCommand(command: Command, stream?: Parameters<Redis["sendCommand"]>[1]) {
    const result = super.sendCommand(command, stream);
    command.promise.catch(() => {});
    return result;
  }
}

export interface RedisConnections {
  /** Rate-limit counters and Socket.IO publishing: never waits for Redis longer than a command timeout. */
  commands: Redis;
  /** Socket.IO's subscriber connection, which Redis reserves for pub/sub. */
  subscriber: Redis;
  close(): void;
}

const commandTimeoutMs = 500;

/**
 * Connects the two clients REDIS_URL calls for and waits until both are ready, so a wrong URL stops the start loudly
 * instead of leaving every instance on its own. Later outages are survived: the clients reconnect by themselves.
 */
export async function connectRedis(url: string): Promise<RedisConnections> {
  const common = { lazyConnect: true, connectionName: "sheetsmith" };
  const commands = new ObservedRedis(url, {
    ...common,
    // Requests wait on these commands, so a Redis that is down or frozen must fail them at once or within the
    // timeout: no queue while disconnected, no re-sending after a reconnect (an INCR sent twice would count twice).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
  });
  // Nothing waits on the subscriber; its (re)subscriptions queue until Redis is back.
  const subscriber = new ObservedRedis(url, { ...common, maxRetriesPerRequest: null });
  // Every failed (re)connection attempt is an "error" event, which ioredis prints itself when nobody listens.
  // Outages are reported below, once each, and a failed start by the error thrown from here.
  for (const client of [commands, subscriber]) client.on("error", () => {});

  const close = () => {
    commands.disconnect();
    subscriber.disconnect();
  };
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (error) {
    close();
    throw new Error(`Redis at REDIS_URL could not be reached: ${(error as Error).message}`);
  }
  reportConnectionState(commands, "commands");
  reportConnectionState(subscriber, "subscriber");
  return { commands, subscriber, close };
}

/** Logs when a connection is lost and when it is back, once each; a deliberate close does not reconnect. */
function reportConnectionState(client: Redis, role: string) {
  let lost = false;
  client.on("reconnecting", () => {
    if (lost) return;
    lost = true;
    console.warn(`Redis ${role} connection lost, reconnecting`);
  });
  client.on("ready", () => {
    if (!lost) return;
    lost = false;
    console.warn(`Redis ${role} connection restored`);
  });
}
