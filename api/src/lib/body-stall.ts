/**
 * Deno.serve has no read timeouts of its own (hyper's header timeout needs a timer Deno does not give it), so a client
 * that sends part of a body and then nothing would hold its request, and the handler reading it, for ever. This hands
 * the app a copy of the request whose body fails when no byte arrives for `ms` while someone is reading it; `stalled`
 * settles at that moment, before the reader hears of it. A body nobody is reading starts no timer, and a slow but
 * steady upload restarts it with every chunk. Requests without a body are returned as they are, at no cost.
 * Deno offers a handler no way to close the connection itself: after the 408 it stays open until the client leaves,
 * which is why a reverse proxy in front must still time bodies out (README, security).
 */
export function limitBodyStall(request: Request, ms: number): { request: Request; stalled: Promise<void> | null } {
  if (!request.body) return { request, stalled: null };
  const reader = request.body.getReader();
  const stall = Promise.withResolvers<void>();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const timer = setTimeout(() => {
        reader.cancel().catch(() => {});
        stall.resolve();
        controller.error(new Error(`no request body byte for ${ms} ms`));
      }, ms);
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  }, { highWaterMark: 0 });
  return { request: new Request(request, { body, duplex: "half" } as RequestInit), stalled: stall.promise };
}
