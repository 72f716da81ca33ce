// The auth module: sign-up, sign-in, sessions and passwords. Other modules read the signed-in
// investor through plugins/signed-in.ts; they use only what is exported here.
export { isValidEmail, normaliseEmail } from './account-rules.js';
export { AUTH_MESSAGES, EMAIL_NOT_VERIFIED_REASON } from './auth.messages.js';
export { authRoutes } from './auth.routes.js';
export { authenticatePlugin } from './sessions/authenticate.plugin.js';
export { verifyEmail } from './accounts/email-verification.service.js';
export { passwordChecksPlugin, type PasswordChecks } from './passwords/password-checks.plugin.js';
export { limitPasswordWork } from './passwords/passwords.js';
export { signUp } from './accounts/signup.service.js';
