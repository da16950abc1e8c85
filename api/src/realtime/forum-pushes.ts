import { rooms } from "../../contract/socket-events.ts";
import type { EventBus } from "../events/bus.ts";
import { deferredPushes } from "./deferred-pushes.ts";
import type { RealtimeServer } from "./socket-types.ts";

/**
 * Bus → rooms: each forum domain event becomes one Socket.IO push to the rooms that should see it, and only those.
 * One emit to several rooms reaches a socket in more than one of them once. With the Redis adapter the emit
 * reaches the sockets of every instance, so each instance pushes only the events its own services publish.
 * Answers a function that undoes every subscription.
 */
export function pushForumEvents(io: RealtimeServer, events: EventBus): () => void {
  const { on, stop } = deferredPushes(events);
  on("topic.created", ({ topic }) => {
    io.to(rooms.forum).emit("topic:created", topic);
  });
  on("topic.updated", (update) => {
    io.to([rooms.forum, rooms.topic(update.topicId)]).emit("topic:updated", update);
  });
  on("topic.deleted", ({ topicId }) => {
    const room = rooms.topic(topicId);
    io.to([rooms.forum, room]).emit("topic:deleted", { topicId });
    // Nothing more will ever be pushed to a deleted topic's room: empty it rather than keep its sockets listed.
    io.in(room).socketsLeave(room);
  });
  on("reply.created", ({ topicId, post }) => {
    io.to(rooms.topic(topicId)).emit("post:created", { topicId, post });
  });
  on("post.deleted", ({ topicId, postId }) => {
    io.to(rooms.topic(topicId)).emit("post:deleted", { topicId, postId });
  });
  on("user.flagged", ({ flaggedBy, ...flag }) => {
    const own = rooms.user(flag.userId);
    io.to(rooms.moderators).except(own).emit("user:flagged", { ...flag, flaggedBy });
    io.to(own).emit("user:flagged", flag);
  });
  on("mention.created", ({ userId, notification }) => {
    io.to(rooms.user(userId)).emit("notification", notification);
  });
  return stop;
}
