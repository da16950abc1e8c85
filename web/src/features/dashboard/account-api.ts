import type {
  PasswordAnswer,
  PreferencesAnswer,
  UpdatePasswordBody,
  UpdatePreferencesBody,
  UpdateUserBody,
  UserAnswer,
} from "../../../../api/contract/account.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { copy } from "../../copy.ts";

export function updateName(body: UpdateUserBody): Promise<UserAnswer> {
  return apiRequest<UserAnswer>("/api/user", {
    method: "PUT",
    body,
    auth: true,
    fallbackError: copy.account.updateUserFailed,
  });
}

/** The answer carries a fresh token: the server revokes every older one when the password changes. */
export function updatePassword(body: UpdatePasswordBody): Promise<PasswordAnswer> {
  return apiRequest<PasswordAnswer>("/api/update-password", {
    method: "PUT",
    body,
    auth: true,
    fallbackError: copy.account.updatePasswordFailed,
  });
}

export function updatePreferences(body: UpdatePreferencesBody): Promise<PreferencesAnswer> {
  return apiRequest<PreferencesAnswer>("/api/update-preferences", {
    method: "PUT",
    body,
    auth: true,
    fallbackError: copy.account.updatePreferencesFailed,
  });
}
