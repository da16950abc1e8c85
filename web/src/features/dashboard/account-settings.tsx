import type { PublicUser } from "../../../../api/contract/account.ts";
import { copy } from "../../copy.ts";
import { PasswordForm } from "./password-form.tsx";
import { PersonalInfoForm } from "./personal-info-form.tsx";
import { PreferencesForm } from "./preferences-form.tsx";

export function AccountSettings({ user }: { user: PublicUser }) {
  return (
    <div className="account-settings">
      {user.passwordNeedsReset && <p className="banner banner-warning">{copy.dashboard.passwordBanner}</p>}
      <PersonalInfoForm user={user} />
      <PasswordForm user={user} />
      <PreferencesForm user={user} />
    </div>
  );
}
