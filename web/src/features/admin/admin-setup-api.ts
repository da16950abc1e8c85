import type { MessageAnswer } from "../../../../api/contract/account.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { copy } from "../../copy.ts";

export function initSuperadmin(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>("/admin/init-superadmin", {
    method: "POST",
    fallbackError: copy.adminSetup.failed,
    networkError: copy.adminSetup.network,
  });
}
