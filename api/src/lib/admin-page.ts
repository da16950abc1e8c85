import type { AdminPage } from "../../contract/admin.ts";

/** A page of a superadmin list in the contract's shape: the plain list, and the paging beside it. */
export const toAdminPage = <T>(data: T[], page: { page: number; limit: number }, total: number): AdminPage<T> => ({
  success: true,
  data,
  page: page.page,
  limit: page.limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / page.limit)),
});
