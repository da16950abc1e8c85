import { expect } from "vitest";

/** Asserts the app's one failure shape: the status and exactly `{ success: false, error }`. */
export async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ success: false, error });
}
