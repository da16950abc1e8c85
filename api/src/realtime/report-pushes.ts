import { rooms } from "../../contract/socket-events.ts";
import type { EventBus } from "../events/bus.ts";
import { deferredPushes } from "./deferred-pushes.ts";
import type { RealtimeServer } from "./socket-types.ts";

/**
 * Bus → rooms for members' reports: the queue in room `moderators` (moderators and superadmins) gains and loses items
 * live, wherever the item was dealt with (a deletion from the topic page closes its reports too), and a topic's
 * readers see a reply hidden or shown again. Answers a function that undoes every subscription.
 */
export function pushReportEvents(io: RealtimeServer, events: EventBus): () => void {
  const { on, stop } = deferredPushes(events);
  const moderators = () => io.to(rooms.moderators);
  on("report.created", ({ item }) => moderators().emit("report:created", item));
  on("reports.closed", (closed) => moderators().emit("report:closed", closed));
  on(
    "post.deleted",
    ({ postId }) => moderators().emit("report:closed", { kind: "post", id: postId, outcome: "deleted" }),
  );
  on("topic.deleted", ({ topicId }) => {
    moderators().emit("report:closed", { kind: "topic", id: topicId, outcome: "deleted" });
  });
  on("post.hidden", (hidden) => io.to(rooms.topic(hidden.topicId)).emit("post:hidden", hidden));
  on("post.unhidden", (shown) => io.to(rooms.topic(shown.topicId)).emit("post:unhidden", shown));
  return stop;
}
