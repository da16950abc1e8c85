import { type FormEvent, useId, useState } from "react";
import type { PublicUser } from "../../../../api/contract/account.ts";
import {
  type ExcelVersion,
  excelVersions,
  type Platform,
  platforms,
} from "../../../../api/contract/formula-choices.ts";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { errorText } from "../../lib/api-client.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { updatePreferences } from "./account-api.ts";
import { useSubmission } from "./use-submission.ts";

export function PreferencesForm({ user }: { user: PublicUser }) {
  const text = copy.account;
  const updateUser = useAuthStore((state) => state.updateUser);
  const notificationsId = useId();
  const platformId = useId();
  const versionId = useId();
  const [emailNotifications, setEmailNotifications] = useState(user.emailNotifications);
  const [defaultPlatform, setDefaultPlatform] = useState<Platform>(user.defaultPlatform);
  const [excelVersion, setExcelVersion] = useState<ExcelVersion>(user.excelVersion);
  const { busy, message, run } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      try {
        const answer = await updatePreferences({
          emailNotifications,
          defaultPlatform,
          excelVersion,
          passwordUpdated: false,
        });
        updateUser({
          emailNotifications: answer.emailNotifications,
          defaultPlatform: answer.defaultPlatform,
          excelVersion: answer.excelVersion,
          passwordNeedsReset: answer.passwordNeedsReset,
        });
        return { tone: "success", text: text.preferencesUpdated };
      } catch (failure) {
        return { tone: "error", text: errorText(failure, text.updatePreferencesFailed) };
      }
    });
  };

  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="preferences-heading" aria-busy={busy}>
      <h2 id="preferences-heading">{text.preferencesHeading}</h2>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className="field field-toggle">
        <input
          id={notificationsId}
          type="checkbox"
          role="switch"
          className="switch"
          checked={emailNotifications}
          onChange={(event) => setEmailNotifications(event.target.checked)}
          aria-describedby={`${notificationsId}-hint`}
        />
        <label htmlFor={notificationsId}>{text.emailNotifications}</label>
        <p id={`${notificationsId}-hint`} className="field-hint">{text.emailNotificationsHint}</p>
      </div>
      <div className="field">
        <label htmlFor={platformId}>{text.defaultPlatform}</label>
        <select
          id={platformId}
          value={defaultPlatform}
          onChange={(event) => setDefaultPlatform(event.target.value as Platform)}
        >
          {platforms.map((platform) => <option key={platform} value={platform}>{text.platforms[platform]}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={versionId}>{text.excelVersion}</label>
        <select
          id={versionId}
          value={excelVersion}
          onChange={(event) => setExcelVersion(event.target.value as ExcelVersion)}
          aria-describedby={`${versionId}-hint`}
        >
          {excelVersions.map((version) => <option key={version} value={version}>{text.excelVersions[version]}</option>)}
        </select>
        <p id={`${versionId}-hint`} className="field-hint">{text.excelVersionHint}</p>
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? text.savingPreferences : text.savePreferences}
      </button>
    </form>
  );
}
