import { z } from "zod";
import { cleanBlock, cleanLine } from "./clean-text.ts";
import { type ExcelVersion, excelVersions, type Platform, platforms } from "./formula-choices.ts";
import { messages } from "./messages.ts";

export const roles = ["user", "moderator", "superadmin"] as const;
export type Role = (typeof roles)[number];
export { type ExcelVersion, excelVersions, type Platform, platforms };

const email = z.string({ error: messages.emailInvalid }).trim().toLowerCase().max(254, messages.emailInvalid).pipe(
  z.email({ error: messages.emailInvalid }),
);
const name = z.string({ error: messages.nameRequired }).overwrite(cleanLine).trim().min(1, messages.nameRequired).max(
  100,
  messages.nameTooLong,
);
const newPassword = z.string({ error: messages.passwordTooShort }).min(8, messages.passwordTooShort).max(
  256,
  messages.passwordTooLong,
);

export const signupBody = z.object({ name, email, password: newPassword });
export const signinBody = z.object({
  email,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(
    256,
    messages.passwordTooLong,
  ),
});
export const updateUserBody = z.object({ name });
export const updatePasswordBody = z.object({
  currentPassword: z.string({ error: messages.currentPasswordRequired }).min(1, messages.currentPasswordRequired)
    .max(256, messages.passwordTooLong),
  newPassword,
});
export const updatePreferencesBody = z.object({
  emailNotifications: z.boolean({ error: messages.booleanExpected }),
  defaultPlatform: z.enum(platforms, { error: messages.platformInvalid }),
  /** Absent leaves the stored version as it is, so older clients that do not know it keep working. */
  excelVersion: z.enum(excelVersions, { error: messages.excelVersionInvalid }).optional(),
  passwordUpdated: z.boolean({ error: messages.booleanExpected }).optional(),
});
export const contactBody = z.object({
  name,
  email,
  message: z.string({ error: messages.messageRequired }).overwrite(cleanBlock).trim().min(1, messages.messageRequired)
    .max(
      5000,
      messages.messageTooLong,
    ),
});

export type SignupBody = z.infer<typeof signupBody>;
export type SigninBody = z.infer<typeof signinBody>;
export type UpdateUserBody = z.infer<typeof updateUserBody>;
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;
export type ContactBody = z.infer<typeof contactBody>;

/** The user as the API shows it to its owner: never the password hash, Google subject or token version. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  blocked: boolean;
  apiCalls: number;
  emailNotifications: boolean;
  defaultPlatform: Platform;
  excelVersion: ExcelVersion;
  passwordNeedsReset: boolean;
}

/** Answer of GET/PUT /api/user and, with a token, of sign-in and sign-up. */
export type UserAnswer = { success: true } & PublicUser;
export type AuthAnswer = UserAnswer & { token: string };
export type PasswordAnswer = { success: true; message: string; token: string };
export type PreferencesAnswer = {
  success: true;
  emailNotifications: boolean;
  defaultPlatform: Platform;
  excelVersion: ExcelVersion;
  passwordNeedsReset: boolean;
};
export type ErrorAnswer = { success: false; error: string };
export type MessageAnswer = { success: true; message: string };
export interface HealthAnswer {
  status: "ok" | "degraded";
  database: "reachable" | "unreachable";
  /** Only when REDIS_URL is set. */
  redis?: "reachable" | "unreachable";
  version: string;
  uptime: number;
}
