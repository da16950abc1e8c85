import { expect, test } from "vitest";
import { startRedisServer } from "../../test/redis-server.ts";
import { connectRedis } from "./redis.ts";

test("connectRedis refuses to start on a REDIS_URL that cannot be reached", async () => {
  const redis = await startRedisServer();
  await redis.stop();
  await expect(connectRedis(redis.url)).rejects.toThrow(/^Redis at REDIS_URL could not be reached: /);
});

test("connectRedis answers a command client and a subscriber on the same Redis", async () => {
  const redis = await startRedisServer();
  const { commands, subscriber, close } = await connectRedis(redis.url);
  const message = new Promise((resolve) => subscriber.once("message", (_channel, text) => resolve(text)));
  await subscriber.subscribe("news");
  await commands.publish("news", "hello");
  expect(await message).toBe("hello");
  close();
  await redis.stop();
});
