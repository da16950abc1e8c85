import { explainerMessages } from "./explainer-messages.ts";

/**
 * The server's own words: every error and confirmation the API answers with, in one place so that the web can
 * show them verbatim and tests can assert them without copying strings.
 */
export const messages = {
  nameRequired: "Please enter your name.",
  nameTooLong: "Name must be at most 100 characters.",
  emailInvalid: "Please enter a valid e-mail address.",
  passwordRequired: "Please enter your password.",
  passwordTooShort: "Password must be at least 8 characters.",
  passwordTooLong: "Password must be at most 256 characters.",
  currentPasswordRequired: "Please fill in both current and new password fields.",
  messageRequired: "Please enter a message.",
  messageTooLong: "Message must be at most 5000 characters.",
  platformInvalid: "Platform must be excel or sheets.",
  // One wording wherever an Excel version is chosen (preferences, explainer, generator).
  excelVersionInvalid: explainerMessages.excelVersionInvalid,
  booleanExpected: "Must be true or false.",

  emailTaken: "An account with this e-mail already exists. Sign in instead.",
  invalidCredentials: "Invalid e-mail or password.",
  wrongCurrentPassword: "Current password is incorrect.",
  samePassword: "The new password must differ from the current one.",
  accountSuspended: "Your account is suspended. Contact us if you think this is a mistake.",
  passwordUpdated: "Password updated successfully.",

  authRequired: "Sign in to continue: this request needs a valid bearer token.",
  tokenInvalid: "Your session is invalid or has expired. Please sign in again.",
  forbidden: "You do not have permission to do this.",
  passwordResetRequired:
    "Your password must be changed before you can continue: update it in Account Settings (PUT /api/update-password).",

  tooManySignins: (minutes: number) =>
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManySignups: (minutes: number) =>
    `Too many sign-ups from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManyRequests: (minutes: number) => `Too many requests. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,

  superadminCreated:
    "Superadmin account created. Sign in with the configured admin e-mail and password; you will be asked to choose a new password.",
  superadminExists: "The superadmin account has already been initialised. This can be done only once.",
  superadminEmailTaken: "An account with the configured ADMIN_EMAIL already exists; choose another ADMIN_EMAIL.",
  superadminNotConfigured:
    "ADMIN_EMAIL and ADMIN_PASSWORD must be set in the server environment before the superadmin can be created.",
  superadminPasswordWeak: "ADMIN_PASSWORD in the server environment must be at least 8 characters.",

  contactReceived: "Thank you for your message! We'll get back to you as soon as possible.",

  googleNotConfigured: "Google sign-in is not configured on this server. Sign in with e-mail and password instead.",
  googleFailed: "Google sign-in failed. Please try again.",
  googleEmailUnverified: "Your Google account's e-mail address is not verified, so it cannot be used to sign in.",

  notFound: "Not found: there is no API endpoint at this address.",
  malformedJson: "The request body is not valid JSON.",
  bodyMustBeObject: "The request body must be a JSON object.",
  jsonRequired: "Send the request body as JSON, with the header Content-Type: application/json.",
  bodyTooLarge: "The request body is too large.",
  bodyUnreadable: "The request body ended before it was complete. Please send it again.",
  bodyStalled: (seconds: number) =>
    `Nothing of the request body arrived for ${seconds} seconds, so the request was cut. Please send it again.`,
  webNotBuilt: "The Sheetsmith web app is not built yet: run `npm run build` (npm start does it for you).",
  internal: "Something went wrong on our side. Please try again.",
  busy: "The server is busy. Please try again in a moment.",

  googleExpired: "This Google sign-in has expired or was already used. Please start again.",
  googleDenied: "Google sign-in was cancelled or refused by Google.",
  googleAccountMismatch:
    "The Sheetsmith account with this e-mail is linked to a different Google account. Sign in with that one, or with your password.",
} as const;
