// The auth module: sign-up, sign-in, sessions and passwords. Other modules read the signed-in
// investor through plugins/signed-in.ts; they use only what is exported here.
export { isValidEmail, normaliseEmail } from './account-rules.js';
export { AUTH_MESSAGES, EMAIL_NOT_VERIFIED_REASON } from './auth.messages.js';
export { authRoutes } from './auth.routes.js';
export { authenticatePlugin } from './authenticate.plugin.js';
export { verifyEmail } from './email-verification.service.js';
export { passwordChecksPlugin } from './password-checks.plugin.js';
export type { PasswordChecks } from './password-checks.plugin.js';
export { limitPasswordWork } from './passwords.js';
export { signUp } from './signup.service.js';
