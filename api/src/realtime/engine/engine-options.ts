export interface EngineOptions {
  /** The request path the engine answers, with its trailing slash. */
  path: string;
  /** How long the server waits between pings, and then for the pong, before it drops a silent client. */
  pingInterval: number;
  pingTimeout: number;
  /** How long a client may take to finish moving from long-polling to its WebSocket. */
  upgradeTimeout: number;
  /** The largest message a client may send, over either transport. */
  maxHttpBufferSize: number;
}

export const defaultEngineOptions: EngineOptions = {
  path: "/socket.io/",
  pingInterval: 25_000,
  pingTimeout: 20_000,
  upgradeTimeout: 10_000,
  maxHttpBufferSize: 1_000_000,
};
