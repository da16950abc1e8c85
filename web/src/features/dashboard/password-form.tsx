import { type FormEvent, useState } from "react";
import type { PublicUser } from "../../../../api/contract/account.ts";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { TextField } from "../../components/text-field.tsx";
import { errorText } from "../../lib/api-client.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { updatePassword, updatePreferences } from "./account-api.ts";
import { useSubmission } from "./use-submission.ts";

export function PasswordForm({ user }: { user: PublicUser }) {
  const text = copy.account;
  const replaceToken = useAuthStore((state) => state.replaceToken);
  const updateUser = useAuthStore((state) => state.updateUser);
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const { busy, message, setMessage, run } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!currentPassword || !newPassword) {
      setMessage({ tone: "error", text: text.passwordFieldsRequired });
      return;
    }
    void run(async () => {
      try {
        const answer = await updatePassword({ currentPassword, newPassword });
        // Every older token stopped working the moment the password changed.
        replaceToken(answer.token);
        setCurrentPassword("");
        setNewPassword("");
        if (!user.passwordNeedsReset) return { tone: "success", text: text.passwordUpdated };
        const preferences = await updatePreferences({
          emailNotifications: user.emailNotifications,
          defaultPlatform: user.defaultPlatform,
          passwordUpdated: true,
        });
        updateUser({
          emailNotifications: preferences.emailNotifications,
          defaultPlatform: preferences.defaultPlatform,
          excelVersion: preferences.excelVersion,
          passwordNeedsReset: preferences.passwordNeedsReset,
        });
        return { tone: "success", text: `${text.passwordUpdated} ${text.canBrowseDashboard}` };
      } catch (failure) {
        return { tone: "error", text: errorText(failure, text.updatePasswordFailed) };
      }
    });
  };

  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="password-heading" aria-busy={busy} noValidate>
      <h2 id="password-heading">{text.passwordHeading}</h2>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <TextField
        label={text.currentPassword}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <TextField
        label={text.newPassword}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={setNewPassword}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? text.updatingPassword : text.updatePassword}
      </button>
    </form>
  );
}
