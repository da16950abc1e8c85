/** What a service answers: its result, or a refusal the route turns into `{ success: false, error }`. */
export type Outcome<T> = { ok: true; value: T } | Refusal;

export interface Refusal {
  ok: false;
  status: 400 | 403 | 404 | 409;
  error: string;
}

export const refuse = (status: Refusal["status"], error: string): Refusal => ({ ok: false, status, error });
export const succeed = <T>(value: T): Outcome<T> => ({ ok: true, value });
