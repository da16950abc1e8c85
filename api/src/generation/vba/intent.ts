import type { VbaDraft } from "../types.ts";
import type { MacroRequest } from "./request-params.ts";

/** One kind of macro the library writes: how a request asking for it reads, and the builder that writes it. */
export interface Intent {
  matches: (text: string, request: MacroRequest) => boolean;
  /** Undefined when the request lacks what the macro needs; the next matching intent is then tried. */
  build: (request: MacroRequest) => VbaDraft | undefined;
}
