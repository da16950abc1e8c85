export * from "./users.ts";
export * from "./contact.ts";
export * from "./auth.ts";
export * from "./generations.ts";
export * from "./forum.ts";
export * from "./favorites.ts";
export * from "./admin.ts";
