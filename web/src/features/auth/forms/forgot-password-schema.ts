import { object, string } from 'yup';

export const forgotPasswordSchema = object({
  email: string()
    .trim()
    .required('Please enter your email address')
    .email('Please enter a valid email address'),
});

export type ForgotPasswordValues = { email: string };
