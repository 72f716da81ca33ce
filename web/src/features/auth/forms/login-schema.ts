import { object, string } from 'yup';

export const LOGIN_REQUIRED = 'Email and password are required';

export interface LoginValues {
  email: string;
  password: string;
  /**
   * Sent with the sign-in, unlike on the original screen (decision 0115): unticked, the session's
   * cookies end with the browser.
   */
  rememberMe: boolean;
}

export const loginInitialValues: LoginValues = { email: '', password: '', rememberMe: false };

export const loginSchema = object({
  email: string().trim().required(LOGIN_REQUIRED),
  password: string().required(LOGIN_REQUIRED),
});
