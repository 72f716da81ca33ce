import type { MutationResolvers } from '../generated/graphql.js';
import type {
  KycStatusResponseDto,
  OrderDto,
  PaymentInitDto,
  SessionTokensDto,
  UserDto,
} from '../api-client/types.js';
import { kycForm } from './kyc-form.js';
import { manualOrderForm } from './order-forms.js';

type UserData = { user: UserDto };

/**
 * The sign-up call, the referral code in its query. URLSearchParams rather than
 * encodeURIComponent: any text a client sends must encode (a lone surrogate becomes U+FFFD).
 */
export function signUpPath(referralCode: string | null | undefined): string {
  const query = referralCode ? `?${new URLSearchParams({ referralCode }).toString()}` : '';
  return `/api/v1/auth/signup${query}`;
}

export const Mutation: MutationResolvers = {
  signUp: async (_parent, { input: { referralCode, ...account } }, { api }) => {
    const { message } = await api.request('POST', signUpPath(referralCode), account);
    return { message };
  },
  verifyEmail: async (_parent, { token }, { api }) => {
    const { message } = await api.request('POST', '/api/v1/auth/verify-email', { token });
    return { message };
  },
  resendVerification: async (_parent, { email }, { api }) => {
    const { message } = await api.request('POST', '/api/v1/auth/resend-verification', { email });
    return { message };
  },
  signIn: async (_parent, credentials, { api }) => {
    const { message, data } = await api.request<UserData>(
      'POST',
      '/api/v1/auth/signin',
      credentials,
    );
    return { message, user: data.user };
  },
  refreshSession: async (_parent, _args, { api }) => {
    const { message } = await api.request('POST', '/api/v1/auth/refresh');
    return { message };
  },
  signOut: async (_parent, _args, { api }) => {
    const { message } = await api.request('GET', '/api/v1/auth/logout');
    return { message };
  },
  createSessionToken: async (_parent, credentials, { api }) =>
    (await api.request<SessionTokensDto>('POST', '/api/v1/auth/token', credentials)).data,
  refreshSessionToken: async (_parent, { refreshToken }, { api }) =>
    (await api.request<SessionTokensDto>('POST', '/api/v1/auth/token/refresh', { refreshToken }))
      .data,
  revokeSessionToken: async (_parent, { refreshToken }, { api }) => {
    const { message } = await api.request('POST', '/api/v1/auth/token/revoke', { refreshToken });
    return { message };
  },
  requestPasswordReset: async (_parent, { email }, { api }) => {
    const { message } = await api.request('POST', '/api/v1/auth/forget-password', { email });
    return { message };
  },
  resetPassword: async (_parent, { token, newPassword }, { api }) => {
    const { message } = await api.request('POST', '/api/v1/auth/reset-password', {
      token,
      newPassword,
    });
    return { message };
  },
  updateProfile: async (_parent, { input }, { api }) => {
    const { message, data } = await api.request<UserData>('PATCH', '/api/v1/user/update', input);
    return { message, user: data.user };
  },
  changePassword: async (_parent, passwords, { api }) => {
    const { message } = await api.request('PATCH', '/api/v1/user/change-password', passwords);
    return { message };
  },
  submitKyc: async (_parent, { input, documents }, { api }) => {
    const { message } = await api.request(
      'POST',
      '/api/v1/kyc/submit',
      await kycForm(input, documents),
    );
    return { message, kyc: await api.get<KycStatusResponseDto>('/api/v1/kyc/status') };
  },
  updateWallet: async (_parent, { walletAddress }, { api }) => {
    const { message, data } = await api.request<{ walletAddress: string }>(
      'PATCH',
      '/api/v1/kyc/wallet',
      { walletAddress },
    );
    return { message, walletAddress: data.walletAddress };
  },
  createOnlineOrder: async (_parent, { amount }, { api }) => {
    const { message, data } = await api.request<PaymentInitDto>(
      'POST',
      '/api/v1/order/create-order',
      { amount },
    );
    return { message, ...data };
  },
  submitManualOrder: async (_parent, { amount, proof }, { api }) => {
    const { message, data } = await api.request<OrderDto>(
      'POST',
      '/api/v1/order/manual',
      await manualOrderForm(amount, proof),
    );
    return { message, order: data };
  },
};
