// Request and response shapes of /auth. Fields the product requires are optional here on purpose:
// their absence is answered by the services with the product's own messages, field by field.
import { Type, type Static } from 'typebox';
import { PublicUser } from '../users/index.js';

const Email = Type.String({
  maxLength: 1000,
  description: 'E-mail address; case and surrounding spaces do not matter',
});
const Password = Type.String({ maxLength: 1024 });
const NewPassword = Type.String({
  maxLength: 1024,
  description: 'At least 8 characters, with lower and upper case letters',
});
const OpaqueToken = Type.String({ maxLength: 200 });

export const SignUpBody = Type.Object({
  fullname: Type.Optional(
    Type.String({ maxLength: 1000, description: 'Required; at most 100 characters' }),
  ),
  email: Type.Optional(Email),
  password: Type.Optional(NewPassword),
  acceptedTerms: Type.Optional(
    Type.Boolean({
      description: 'Must be true: the Terms of Condition and Privacy Policy are accepted',
    }),
  ),
});
export type SignUpBody = Static<typeof SignUpBody>;

export const SignUpQuery = Type.Object({
  referralCode: Type.Optional(
    Type.String({ maxLength: 64, description: 'Code of the investor who referred this one' }),
  ),
});

export const TokenQuery = Type.Object({
  token: Type.Optional(
    Type.String({ maxLength: 200, description: 'The token from the e-mail link' }),
  ),
});

export const VerificationBody = Type.Object({
  token: Type.Optional(
    Type.String({ maxLength: 200, description: 'The token from the e-mail link' }),
  ),
  password: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: 'Required: the password chosen at the sign-up the link was sent for',
    }),
  ),
});

export const EmailBody = Type.Object({ email: Type.Optional(Email) });

export const CredentialsBody = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
});

export const SignInBody = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  rememberMe: Type.Optional(
    Type.Boolean({
      description:
        'The Remember Me box. False: the session cookies end with the browser and the session ' +
        'after 2 hours without a request. True, or left out: they last 30 days',
    }),
  ),
});

export const PasswordResetBody = Type.Object({
  token: Type.Optional(
    Type.String({ maxLength: 200, description: 'The token from the reset link' }),
  ),
  newPassword: Type.Optional(NewPassword),
});

export const RefreshTokenBody = Type.Object({ refreshToken: OpaqueToken });

export const SignedIn = Type.Object({ user: PublicUser });

export const SessionTokens = Type.Object({
  accessToken: Type.String({ description: 'Send as `Authorization: Bearer <accessToken>`' }),
  accessTokenExpiresAt: Type.String({ format: 'date-time' }),
  refreshToken: Type.String({
    description: 'Single use: POST /auth/token/refresh exchanges it for a new pair',
  }),
  refreshTokenExpiresAt: Type.String({ format: 'date-time' }),
  user: PublicUser,
});
