import { forumRooms } from "../../contract/forum-events.ts";
import type { EventBus } from "../events/bus.ts";
import type { DomainEventName, DomainEvents } from "../events/domain-events.ts";
import type { ForumServer } from "./forum-socket.ts";

/**
 * Bus → rooms: each forum domain event becomes one Socket.IO push to the rooms that should see it, and only those.
 * One emit to several rooms reaches a socket in more than one of them once. With the Redis adapter the emit
 * reaches the sockets of every instance, so each instance pushes only the events its own services publish.
 * Answers a function that undoes every subscription.
 */
export function pushForumEvents(io: ForumServer, events: EventBus): () => void {
  // A push to a big room writes to each of its sockets (2,000 take tens of milliseconds): done in the next turn of
  // the event loop, it never holds up the REST answer whose write it reports. setImmediate keeps publishing order;
  // a push still queued when the server stops is dropped, as the sockets (and Redis) are going away.
  let stopped = false;
  const on = <Name extends DomainEventName>(name: Name, push: (payload: DomainEvents[Name]) => void) =>
    events.subscribe(name, (payload) => {
      setImmediate(() => {
        if (!stopped) push(payload);
      });
    });
  const stops = [
    on("topic.created", ({ topic }) => {
      io.to(forumRooms.forum).emit("topic:created", topic);
    }),
    on("topic.updated", (update) => {
      io.to([forumRooms.forum, forumRooms.topic(update.topicId)]).emit("topic:updated", update);
    }),
    on("topic.deleted", ({ topicId }) => {
      const room = forumRooms.topic(topicId);
      io.to([forumRooms.forum, room]).emit("topic:deleted", { topicId });
      // Nothing more will ever be pushed to a deleted topic's room: empty it rather than keep its sockets listed.
      io.in(room).socketsLeave(room);
    }),
    on("reply.created", ({ topicId, post }) => {
      io.to(forumRooms.topic(topicId)).emit("post:created", { topicId, post });
    }),
    on("post.deleted", ({ topicId, postId }) => {
      io.to(forumRooms.topic(topicId)).emit("post:deleted", { topicId, postId });
    }),
    on("user.flagged", (flag) => {
      io.to([forumRooms.user(flag.userId), forumRooms.moderators]).emit("user:flagged", flag);
    }),
    on("mention.created", ({ userId, notification }) => {
      io.to(forumRooms.user(userId)).emit("notification", notification);
    }),
  ];
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
