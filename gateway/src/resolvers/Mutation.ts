import type { OperationInput } from '../api-client/index.js';
import type { MutationResolvers } from '../generated/graphql.js';
import { kycForm } from './kyc-form.js';
import { manualOrderForm } from './order-forms.js';

/** The sign-up's query: the referral code, when one was given. */
export function signUpQuery(
  referralCode: string | null | undefined,
): OperationInput<'signUp'>['query'] {
  return referralCode ? { referralCode } : {};
}

export const Mutation: MutationResolvers = {
  signUp: async (_parent, { input: { referralCode, ...account } }, { api }) => {
    const { message } = await api.signUp({ query: signUpQuery(referralCode), body: account });
    return { message };
  },
  verifyEmail: async (_parent, { token, password }, { api }) => {
    const { message } = await api.verifyEmail({ body: { token, password: password ?? undefined } });
    return { message };
  },
  resendVerification: async (_parent, { email }, { api }) => {
    const { message } = await api.resendVerification({ body: { email } });
    return { message };
  },
  signIn: async (_parent, { email, password, rememberMe }, { api }) => {
    // Null says nothing, as leaving it out does: the session is remembered (decision 0115).
    const body = { email, password, rememberMe: rememberMe ?? true };
    const { message, data } = await api.signIn({ body });
    return { message, user: data.user };
  },
  refreshSession: async (_parent, _args, { api }) => {
    const { message } = await api.refreshSession();
    return { message };
  },
  signOut: async (_parent, _args, { api }) => {
    const { message } = await api.signOut();
    return { message };
  },
  createSessionToken: async (_parent, credentials, { api }) =>
    (await api.createSessionToken({ body: credentials })).data,
  refreshSessionToken: async (_parent, { refreshToken }, { api }) =>
    (await api.refreshSessionToken({ body: { refreshToken } })).data,
  revokeSessionToken: async (_parent, { refreshToken }, { api }) => {
    const { message } = await api.revokeSessionToken({ body: { refreshToken } });
    return { message };
  },
  requestPasswordReset: async (_parent, { email }, { api }) => {
    const { message } = await api.requestPasswordReset({ body: { email } });
    return { message };
  },
  resetPassword: async (_parent, { token, newPassword }, { api }) => {
    const { message } = await api.resetPassword({ body: { token, newPassword } });
    return { message };
  },
  updateProfile: async (_parent, { input: { fullname, phone, dob } }, { api }) => {
    // A null field is one left unchanged; api ignores an absent (or empty) one the same way.
    const { message, data } = await api.updateProfile({
      body: { fullname: fullname ?? undefined, phone: phone ?? undefined, dob: dob ?? undefined },
    });
    return { message, user: data.user };
  },
  changePassword: async (_parent, passwords, { api }) => {
    const { message } = await api.changePassword({ body: passwords });
    return { message };
  },
  submitKyc: async (_parent, { input, documents }, { api }) => {
    const { message } = await api.submitKyc({ body: await kycForm(input, documents) });
    return { message, kyc: (await api.getKycStatus()).data };
  },
  updateWallet: async (_parent, { walletAddress, currentPassword }, { api }) => {
    const { message, data } = await api.updateWallet({
      body: { walletAddress, ...(currentPassword ? { currentPassword } : {}) },
    });
    return { message, walletAddress: data.walletAddress };
  },
  confirmAccountHold: async (_parent, _args, { api }) => {
    const { message, data } = await api.confirmAccountHold();
    return { message, user: data.user };
  },
  discardAccountHold: async (_parent, _args, { api }) => {
    const { message, data } = await api.discardAccountHold();
    return { message, user: data.user };
  },
  createOnlineOrder: async (_parent, { amount }, { api }) => {
    const { message, data } = await api.createOnlineOrder({ body: { amount } });
    return { message, ...data };
  },
  submitManualOrder: async (_parent, { amount, proof }, { api }) => {
    const { message, data } = await api.submitManualOrder({
      body: await manualOrderForm(amount, proof),
    });
    return { message, order: data };
  },
  openBankReference: async (_parent, _args, { api }) => (await api.openBankReference()).data,
  payOnlineOrderAgain: async (_parent, { purchaseId }, { api }) => {
    const { message, data } = await api.resumeOnlineOrder({ params: { purchaseId } });
    return { message, ...data };
  },
  cancelOnlineOrder: async (_parent, { purchaseId }, { api }) => {
    const { message, data } = await api.cancelOnlineOrder({ params: { purchaseId } });
    return { message, outcome: data.outcome === 'paid' ? 'PAID' : 'CANCELLED', order: data.order };
  },
};
