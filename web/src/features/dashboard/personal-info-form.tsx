import { type FormEvent, useState } from "react";
import type { PublicUser } from "../../../../api/contract/account.ts";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { TextField } from "../../components/text-field.tsx";
import { errorText } from "../../lib/api-client.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { updateName } from "./account-api.ts";
import { useSubmission } from "./use-submission.ts";

export function PersonalInfoForm({ user }: { user: PublicUser }) {
  const text = copy.account;
  const updateUser = useAuthStore((state) => state.updateUser);
  const [name, setName] = useState(user.name);
  const { busy, message, run } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      try {
        const answer = await updateName({ name });
        updateUser({ name: answer.name });
        return { tone: "success", text: text.nameUpdated };
      } catch (failure) {
        const reason = errorText(failure, text.updateUserFailed);
        return { tone: "error", text: `${text.nameFailed} ${reason}` };
      }
    });
  };

  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="personal-heading" aria-busy={busy}>
      <h2 id="personal-heading">{text.personalHeading}</h2>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <TextField
        label={text.name}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        value={name}
        onChange={setName}
      />
      <TextField label={text.email} type="email" name="email" readOnly value={user.email} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? text.savingName : text.saveName}
      </button>
    </form>
  );
}
