import { object, string } from 'yup';

export const LOGIN_REQUIRED = 'Email and password are required';

export interface LoginValues {
  email: string;
  password: string;
  /** Offered as on the original screen; its value is not sent (SPEC.md §2). */
  rememberMe: boolean;
}

export const loginInitialValues: LoginValues = { email: '', password: '', rememberMe: false };

export const loginSchema = object({
  email: string().trim().required(LOGIN_REQUIRED),
  password: string().required(LOGIN_REQUIRED),
});
