import type { ContactBody, MessageAnswer } from "../../../../api/contract/account.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { copy } from "../../copy.ts";

export function sendContactMessage(body: ContactBody): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>("/api/contact", {
    method: "POST",
    body,
    fallbackError: copy.contact.failed,
    networkError: copy.contact.unexpected,
  });
}
