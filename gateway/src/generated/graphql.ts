import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SaleDto, SalePhaseDto, TokenDto, DistributionDto, RentSupplyDto, UserDto, KycStatusResponseDto, SessionTokensDto, OrderDto, OrderHistoryDto, OnlineOrderPayloadSource, GraphDataDto, ReferralBonusesDto, ReferredUserDto, ReferralPurchaseDto } from '../api-client/payloads.js';
import type { ExchangeRatesResult } from '../rates/exchange-rates.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time as an ISO-8601 string in UTC, for example `2025-12-30T18:29:59.000Z`. */
  DateTime: { input: string; output: string; }
  /**
   * An exact decimal number serialised as a string, for example `"1400000"` or `"1000.00"`.
   * Used for every money and token amount so no value is ever rounded by a floating-point type.
   */
  Decimal: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request specification. */
  Upload: { input: File; output: File; }
};

/**
 * What a password reset through the investor's mailbox put on hold: the receiving wallet and the KYC
 * application that a session the reset ended had attached, which may not have been the investor. A
 * wallet on hold receives no tokens and an application on hold is not reviewed until the investor
 * confirms or discards them.
 */
export type AccountHold = {
  __typename?: 'AccountHold';
  /** When the reset put them on hold. */
  heldAt: Scalars['DateTime']['output'];
  /** The KYC application on hold; null when none is. */
  kycApplication?: Maybe<HeldKycApplication>;
  /** The wallet on hold, in checksummed form; null when the wallet is not on hold. */
  wallet?: Maybe<Scalars['String']['output']>;
};

/** The answer to `confirmAccountHold` and `discardAccountHold`. */
export type AccountHoldPayload = {
  __typename?: 'AccountHoldPayload';
  /** The server's confirmation, shown as it is. */
  message: Scalars['String']['output'];
  /** The account as it now stands: its wallet and KYC status. */
  user: User;
};

/** The reference to write in a bank transfer's remarks. */
export type BankReferencePayload = {
  __typename?: 'BankReferencePayload';
  /** Eight characters without look-alikes (no 0, O, 1, I or L), such as `7KX2M9QD`. */
  reference: Scalars['String']['output'];
};

/** The sale's bank account for manual transfers (INR only). */
export type BankTransfer = {
  __typename?: 'BankTransfer';
  /** The name the account is held in. */
  accountName: Scalars['String']['output'];
  /** The account number to transfer to. */
  accountNumber: Scalars['String']['output'];
  /** The bank holding the account. */
  bankName: Scalars['String']['output'];
  /** Indian Financial System Code of the branch. */
  ifsc: Scalars['String']['output'];
  /**
   * A general instruction for the remarks, for a visitor. A signed-in investor writes the reference
   * of `openBankReference` instead, which tells their transfer apart.
   * @deprecated Use the per-order code of `openBankReference`.
   */
  reference: Scalars['String']['output'];
  /** UPI id that receives the same transfers, if any. */
  upiId?: Maybe<Scalars['String']['output']>;
};

/** What became of an order the investor asked to cancel. */
export type CancelOnlineOrderPayload = {
  __typename?: 'CancelOnlineOrderPayload';
  /** "Order cancelled. Nothing was charged." or "This order was already paid: it is credited, not cancelled." */
  message: Scalars['String']['output'];
  /** The order as it now stands. */
  order: Order;
  /** CANCELLED, or PAID when Paytm had its payment. */
  outcome: CancelOutcome;
};

/** The end of a cancel request. */
export type CancelOutcome =
  /** The order is cancelled (FAILED, with the reason "You cancelled this order before paying for it."). */
  | 'CANCELLED'
  /** Paytm had the payment: the order is credited (or due a refund at the hard cap), not cancelled. */
  | 'PAID';

/**
 * The investor's token distribution: what the plan sends them, to which wallet, and where the
 * transfer stands on chain.
 */
export type Distribution = {
  __typename?: 'Distribution';
  /** RENT this investor's planned transfer sends (base, bonus and referral); null if NOT_PLANNED. */
  amount?: Maybe<Scalars['Decimal']['output']>;
  /** The block that holds the transfer, as decimal digits, once it is mined. */
  blockNumber?: Maybe<Scalars['String']['output']>;
  /** When the transfer reached its confirmations. */
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** RENT the ledger credits this investor today (base, bonus and referral tokens). */
  expectedAmount: Scalars['Decimal']['output'];
  /** Why the transfer is withheld when `status` is HELD, otherwise null. */
  heldReason?: Maybe<DistributionHeldReason>;
  /** When the plan with this line was frozen. */
  plannedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the transfer was broadcast. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the transfer stands; see `DistributionStatus` for what each means to the investor. */
  status: DistributionStatus;
  /** The transfer's transaction hash once it is sent, otherwise null. */
  txHash?: Maybe<Scalars['String']['output']>;
  /** The transaction's page on the block explorer, once sent and when an explorer is configured. */
  txUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The wallet the planned transfer pays, checksummed; before a plan, the wallet on record; null
   * when there is none.
   */
  wallet?: Maybe<Scalars['String']['output']>;
};

/** Why a planned transfer is withheld, and so what the investor does next. */
export type DistributionHeldReason =
  /** Identity verification is not complete: finish KYC. */
  | 'KYC_NOT_VERIFIED'
  /** No receiving wallet is registered: add a BEP20 wallet in the profile. */
  | 'NO_WALLET'
  /** The wallet on record is on hold (changed after the plan was frozen): the team reviews it. */
  | 'WALLET_ON_HOLD';

/** Where an investor's RENT stands on its way to their wallet after the sale. */
export type DistributionStatus =
  /** Confirmed: the tokens are in `wallet`; `txUrl` shows the transfer on the explorer. */
  | 'CONFIRMED'
  /**
   * Planned but withheld: `heldReason` says what the investor must do (finish KYC, add a wallet)
   * before the tokens can be sent.
   */
  | 'HELD'
  /**
   * In review: the chain shows a transfer that does not match the plan (amount or address). The
   * team settles it; the investor need do nothing but may write to support.
   */
  | 'IN_REVIEW'
  /**
   * Nothing planned yet: the sale is running, the team has not frozen the distribution plan, or
   * the investor has no tokens to receive. `expectedAmount` says what the ledger credits today.
   */
  | 'NOT_PLANNED'
  /** Planned: `amount` RENT will be sent to `wallet`; nothing to do but wait. */
  | 'SCHEDULED'
  /** Sent: the transfer is on chain (`txHash`) and waits for its confirmations. */
  | 'SENT';

/** Where the exchange rates come from. */
export type ExchangeRateSource =
  /** The built-in fallback rates, used when the live service failed or answered nonsense. */
  | 'FALLBACK'
  /** Rates from the live exchange-rate service. */
  | 'LIVE';

/** Rupees per unit of each foreign currency the calculator offers. */
export type ExchangeRates = {
  __typename?: 'ExchangeRates';
  /** INR per 1 AED, for example 24.07. */
  aed: Scalars['Float']['output'];
  /**
   * Why the fallback applies: "Failed to fetch exchange rate. Using fallback rate." or
   * "Invalid response from exchange rate API."; null for live rates.
   */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether these are live or fallback rates. */
  source: ExchangeRateSource;
  /** When the live rates were last updated by their provider; null for fallback rates. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** INR per 1 USD, for example 88.4. */
  usd: Scalars['Float']['output'];
};

/** The person who handles investors' grievances for the company running the sale. */
export type GrievanceOfficer = {
  __typename?: 'GrievanceOfficer';
  /** The officer's e-mail address. */
  email: Scalars['String']['output'];
  /** The officer's name. */
  name: Scalars['String']['output'];
};

/** A KYC application on hold, by the name it gives and when it was submitted. */
export type HeldKycApplication = {
  __typename?: 'HeldKycApplication';
  /** The first name on the application. */
  firstName: Scalars['String']['output'];
  /** The last name on the application. */
  lastName: Scalars['String']['output'];
  /** When it was submitted. */
  submittedAt: Scalars['DateTime']['output'];
};

/** Referral bonuses waiting for the referrer's KYC approval (decision 0108). */
export type HeldReferralBonus = {
  __typename?: 'HeldReferralBonus';
  /** How many bonuses are held. */
  bonuses: Scalars['Int']['output'];
  /** When the first hold ends: KYC approved by then credits them all. */
  holdUntil: Scalars['DateTime']['output'];
  /** Bonus RENT held. */
  tokens: Scalars['Decimal']['output'];
};

/** Identity verification of the signed-in investor. */
export type KycApplication = {
  __typename?: 'KycApplication';
  /** Why the last submission was rejected, when the status is REJECTED. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** Where the investor stands with verification. */
  status: KycStatus;
  /** The latest submission, if any. */
  submission?: Maybe<KycSubmission>;
  /** The BEP20 wallet that receives the tokens, in checksummed form, if registered. */
  walletAddress?: Maybe<Scalars['String']['output']>;
};

/** A document of a submission, described (the file itself is never served). */
export type KycDocument = {
  __typename?: 'KycDocument';
  /** Document id. */
  id: Scalars['ID']['output'];
  /** The file's media type: image/jpeg, image/png, image/webp or application/pdf. */
  mediaType: Scalars['String']['output'];
  /** The name the investor's file had. */
  name: Scalars['String']['output'];
  /** The file's size in bytes (at most 5 MB). */
  sizeBytes: Scalars['Int']['output'];
};

/**
 * The identity details of a KYC submission. Refusals name their field in `extensions.fields`:
 * "Please fill all required fields" for a required one left blank, "Please enter at most N
 * characters" beyond its length.
 */
export type KycInput = {
  /** City; required, at most 100 characters. */
  city: Scalars['String']['input'];
  /** Date of birth as YYYY-MM-DD; the investor is at least 18 ("You must be at least 18 years old"). */
  dob: Scalars['String']['input'];
  /** Contact e-mail address; required ("Please enter a valid email address"). */
  email: Scalars['String']['input'];
  /** Given name as on the Aadhar card; required, at most 100 characters. */
  firstName: Scalars['String']['input'];
  /** Family name as on the Aadhar card; required, at most 100 characters. */
  lastName: Scalars['String']['input'];
  /** Mobile number, 7 to 15 digits with an optional `+`; required ("Please enter a valid mobile number"). */
  phone: Scalars['String']['input'];
  /** Indian PIN code, 6 digits ("Please enter a valid postal code"). */
  postalCode: Scalars['String']['input'];
  /** Must be true: the investor accepts the Privacy Policy. */
  privacyPolicyAccepted: Scalars['Boolean']['input'];
  /** State; required, at most 100 characters. */
  state: Scalars['String']['input'];
  /** First line of the address; required, at most 200 characters. */
  street1: Scalars['String']['input'];
  /** Second line of the address, if any; at most 200 characters. */
  street2?: InputMaybe<Scalars['String']['input']>;
  /** Must be true: the investor accepts the Terms of Condition. */
  termsAccepted: Scalars['Boolean']['input'];
  /** Optional BEP20 wallet to register at the same time. */
  walletAddress?: InputMaybe<Scalars['String']['input']>;
};

/** A KYC submission received. */
export type KycPayload = {
  __typename?: 'KycPayload';
  /** The verification as it now stands. */
  kyc: KycApplication;
  /** The server's confirmation, "KYC submitted successfully. Please wait for review." */
  message: Scalars['String']['output'];
};

/** Where the investor stands with identity verification. */
export type KycStatus =
  /** The team is reviewing the submission. */
  | 'IN_REVIEW'
  /** Nothing submitted yet: the investor may submit. */
  | 'NOT_SUBMITTED'
  /** Rejected (see `rejectionReason`): the investor may submit again. */
  | 'REJECTED'
  /** Submitted and waiting for the team. */
  | 'SUBMITTED'
  /** Verified: the investor may buy tokens. */
  | 'VERIFIED';

/** What the investor submitted for verification. */
export type KycSubmission = {
  __typename?: 'KycSubmission';
  /** City. */
  city: Scalars['String']['output'];
  /** Date of birth as YYYY-MM-DD. */
  dob: Scalars['String']['output'];
  /** The documents sent with the submission (1 to 4). */
  documents: Array<KycDocument>;
  /** Contact e-mail address as submitted. */
  email: Scalars['String']['output'];
  /** Given name as submitted. */
  firstName: Scalars['String']['output'];
  /** Family name as submitted. */
  lastName: Scalars['String']['output'];
  /** Mobile number as submitted. */
  phone: Scalars['String']['output'];
  /** Indian PIN code, 6 digits. */
  postalCode: Scalars['String']['output'];
  /** State. */
  state: Scalars['String']['output'];
  /** First line of the address. */
  street1: Scalars['String']['output'];
  /** Second line of the address, if given. */
  street2?: Maybe<Scalars['String']['output']>;
  /** When the investor submitted. */
  submittedAt: Scalars['DateTime']['output'];
};

/** A recorded manual bank transfer, waiting for the team's check. */
export type ManualOrderPayload = {
  __typename?: 'ManualOrderPayload';
  /** The server's confirmation, "Manual order submitted! You'll be notified once verified." */
  message: Scalars['String']['output'];
  /** The pending order. */
  order: Order;
};

/** A confirmation message from the server, shown to the investor as it is. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  /** The server's sentence, such as "Email verified successfully". */
  message: Scalars['String']['output'];
};

/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Cancels one of the signed-in investor's unpaid online orders, freeing what it held and the
   * investor's room for orders. Paytm is asked first, about every attempt: a paid order is never
   * cancelled but credited, and the answer says so (`outcome` PAID). Refused like
   * `payOnlineOrderAgain`.
   */
  cancelOnlineOrder: CancelOnlineOrderPayload;
  /**
   * Changes the password; the other sessions of the account end and the investor is mailed. Checks of
   * the current password are limited per account and per client address (RATE_LIMITED beyond).
   * Answers "Password changed successfully"; BAD_USER_INPUT "All fields are required", "Current
   * password is incorrect" (field `currentPassword`), or the password rules of `signUp`.
   */
  changePassword: MessagePayload;
  /**
   * Keeps what is on hold (`User.hold`) as it was: the wallet receives tokens again and the KYC
   * application goes on to review. Answers "Confirmed: what was on hold is back on your account as it
   * was."; CONFLICT "Nothing on your account is on hold." when nothing is. The investor is mailed.
   * UNAUTHENTICATED for a visitor.
   */
  confirmAccountHold: AccountHoldPayload;
  /**
   * Starts an online payment through Paytm for `amount` rupees, a positive multiple of 1000 (whole
   * RENT). Requires a verified e-mail and KYC VERIFIED; refused when the sale is not running or the
   * tokens would cross the hard cap. The browser then form-POSTs `mid`, `orderId` (= `paytmOrderId`)
   * and `txnToken` to `paymentPageUrl`; Paytm returns the investor to `/payment/callback`, which
   * redirects to `/payment-status`.
   * Answers "Payment initiated". Refusals: FORBIDDEN "Verify your email address before buying
   * tokens." (EMAIL_NOT_VERIFIED), "Complete KYC verification before buying tokens."
   * (KYC_NOT_VERIFIED), "The pre-sale has not started yet." or "The pre-sale has ended."
   * (SALE_CLOSED); CONFLICT "The pre-sale is sold out." or "Only … RENT left in the pre-sale (bonus
   * included)." (HARD_CAP), and the pending-order limits (PENDING_ORDERS, PENDING_TOKENS);
   * BAD_USER_INPUT "The largest order is … RENT." (LARGEST_ORDER) and the rules of `amount`;
   * UPSTREAM_UNAVAILABLE "The payment gateway is not available right now. Please try again later."
   * or "The payment gateway refused the payment. Please try again.".
   */
  createOnlineOrder: OnlineOrderPayload;
  /**
   * For mobile and other non-browser clients: signs in and returns an access and a refresh token to
   * send as `Authorization: Bearer <accessToken>`. Browsers use `signIn`.
   * Refused exactly as `signIn`.
   */
  createSessionToken: SessionTokens;
  /**
   * Removes the wallet on hold (the investor may add their own) and withdraws the KYC application on
   * hold, so their own submission is accepted. Answers "Discarded: the wallet was removed and the KYC
   * application withdrawn. You can add your own."; CONFLICT "Nothing on your account is on hold."
   * when nothing is. The investor is mailed. UNAUTHENTICATED for a visitor.
   */
  discardAccountHold: AccountHoldPayload;
  /**
   * The reference for the signed-in investor's next bank transfer, to write in its remarks: asked
   * when the bank details are shown, it stays the same until `submitManualOrder` records an order,
   * which takes it as its `bankReference`; the next call then gives a new one. UNAUTHENTICATED for
   * a visitor.
   */
  openBankReference: BankReferencePayload;
  /**
   * Pays one of the signed-in investor's unpaid online orders again, under a fresh Paytm order id
   * (Paytm refuses a used one), with a new 15-minute payment window; post the answer to the payment
   * page as after `createOnlineOrder`. Paytm is asked first: CONFLICT "This order was already paid: it
   * is credited. See your transactions." when it was; "Your bank is still confirming a payment for
   * this order. Wait for its outcome before paying again or cancelling." while a bank decides; "This
   * order is no longer awaiting an online payment." for an order settled meanwhile; "Only … RENT
   * left…" (HARD_CAP) when its hold ended and its tokens no longer fit; "This order has been tried 5
   * times. Cancel it and place a new order.". NOT_FOUND "Order not found." for another investor's
   * order. UPSTREAM_UNAVAILABLE as `createOnlineOrder`.
   */
  payOnlineOrderAgain: OnlineOrderPayload;
  /**
   * Rotates the session cookies with the refresh cookie. UNAUTHENTICATED when there is no valid session.
   * Answers "Session refreshed"; the refusal says "Session expired, please sign in again.".
   */
  refreshSession: MessagePayload;
  /**
   * For non-browser clients: exchanges a refresh token for a new pair (the old one stops working).
   * UNAUTHENTICATED "Session expired, please sign in again." for a used, revoked or expired token.
   */
  refreshSessionToken: SessionTokens;
  /**
   * Sends a password reset link. Answers the same whether or not the e-mail is registered: "Reset
   * link has been sent to your email."
   */
  requestPasswordReset: MessagePayload;
  /**
   * Sends a new verification link. Answers the same whether or not the e-mail is registered: "If the
   * account exists and is not verified yet, a new verification link has been sent."
   */
  resendVerification: MessagePayload;
  /**
   * Sets a new password with the token from the reset link; every session of the account ends.
   * Answers "Password has been reset successfully."; BAD_USER_INPUT "Invalid or expired reset
   * token." (field `token`) or the password rules of `signUp`.
   */
  resetPassword: MessagePayload;
  /** For non-browser clients: revokes the session of this refresh token. Answers "Session ended". */
  revokeSessionToken: MessagePayload;
  /**
   * Signs in with e-mail and password. Browsers receive the session as httpOnly cookies; the answer
   * never contains a token. Refused with FORBIDDEN while the e-mail is not verified.
   * Answers "Login successful". BAD_USER_INPUT "Email and password are required"; UNAUTHENTICATED
   * "Invalid email or password"; FORBIDDEN "Please verify your email before signing in." (reason
   * EMAIL_NOT_VERIFIED); RATE_LIMITED after repeated failures.
   */
  signIn: SignInPayload;
  /** Ends the session and clears its cookies. Answers "Logged out successfully". */
  signOut: MessagePayload;
  /**
   * Creates an unverified account and sends the verification e-mail. `referralCode` links the new
   * investor to the investor who shared it. Returns the server's message, "User registered, please
   * verify your email.". Refusals (BAD_USER_INPUT, by field): "Please fill all fields", "Please enter
   * a valid email address", "Password must be at least 8 characters long", "Password must contain
   * both lower and upper case letters", "Please agree to the terms and conditions", "Invalid
   * referral code".
   */
  signUp: MessagePayload;
  /**
   * Submits identity verification with 1 to 4 Aadhar documents (JPEG, PNG, WebP or PDF, at most 5 MB
   * each), sent as multipart uploads. Allowed while the status is NOT_SUBMITTED or REJECTED.
   * Answers "KYC submitted successfully. Please wait for review.". BAD_USER_INPUT by field ("Please
   * fill all required fields", "Please accept the Terms of Condition and Privacy Policy.", "At least
   * one Aadhar document is required.", "You must be at least 18 years old", "Please enter a valid
   * postal code"); FORBIDDEN "Please verify your email before submitting KYC." (reason
   * EMAIL_NOT_VERIFIED); CONFLICT "Your KYC is already under review." or "Your KYC is already
   * verified.".
   */
  submitKyc: KycPayload;
  /**
   * Records a manual bank transfer of `amount` rupees (at least 1000, whole RENT) with its proof (JPEG,
   * PNG, WebP or PDF, at most 5 MB). The order stays pending until the team checks the transfer.
   * Answers "Manual order submitted! You'll be notified once verified."; refused like
   * `createOnlineOrder` (but for the payment gateway).
   */
  submitManualOrder: ManualOrderPayload;
  /**
   * Updates the signed-in investor's profile; fields left out or empty are not changed.
   * Answers "Profile updated successfully!"; BAD_USER_INPUT "Nothing to update" when no field is
   * given, and the field rules of `UpdateProfileInput`. UNAUTHENTICATED for a visitor.
   */
  updateProfile: UserPayload;
  /**
   * Adds or changes the BEP20 wallet that receives the investor's tokens. The message says whether it
   * was added or updated. Replacing a registered wallet is mailed to the investor.
   * Answers "Wallet address added successfully" or "Wallet address updated successfully";
   * BAD_USER_INPUT "Invalid wallet address. Must be a valid BEP20 address"; CONFLICT "This wallet
   * address is already registered to another account.".
   */
  updateWallet: WalletPayload;
  /**
   * Confirms an e-mail address with the token from the verification link: "Email verified
   * successfully". BAD_USER_INPUT "Invalid or missing token." without a token and "Invalid or
   * expired verification link." for a used, expired or unknown one.
   */
  verifyEmail: MessagePayload;
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationCancelOnlineOrderArgs = {
  purchaseId: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationCreateOnlineOrderArgs = {
  amount: Scalars['Decimal']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationCreateSessionTokenArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationPayOnlineOrderAgainArgs = {
  purchaseId: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationRefreshSessionTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationResendVerificationArgs = {
  email: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationRevokeSessionTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationSubmitKycArgs = {
  documents: Array<Scalars['Upload']['input']>;
  input: KycInput;
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationSubmitManualOrderArgs = {
  amount: Scalars['Decimal']['input'];
  proof: Scalars['Upload']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationUpdateWalletArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  walletAddress: Scalars['String']['input'];
};


/**
 * What can be changed: the account and its session, identity verification, the wallet, and orders.
 * Each answer's `message` is the server's sentence, shown to the investor as it is.
 */
export type MutationVerifyEmailArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};

/** A started online payment: what the browser posts to the payment page. */
export type OnlineOrderPayload = {
  __typename?: 'OnlineOrderPayload';
  /** The server's confirmation, "Payment initiated". */
  message: Scalars['String']['output'];
  /** Merchant id to post to the payment page. */
  mid: Scalars['String']['output'];
  /** The pending order. */
  order: Order;
  /** Where the browser form-POSTs `mid`, `orderId` and `txnToken`. */
  paymentPageUrl: Scalars['String']['output'];
  /** Paytm's order id to post as `orderId`. */
  paytmOrderId: Scalars['String']['output'];
  /** Transaction token to post as `txnToken`; valid for 15 minutes. */
  txnToken: Scalars['String']['output'];
};

/** A purchase or a referral bonus of the signed-in investor. */
export type Order = {
  __typename?: 'Order';
  /** Order id. */
  _id: Scalars['ID']['output'];
  /**
   * Rupees actually received and kept for this order, with 2 decimals: `amountPaid` when CREDITED or
   * REFUND_DUE, otherwise 0.00 (pending, failed, rejected, refunded, and every referral bonus).
   */
  amountCharged: Scalars['Decimal']['output'];
  /**
   * The order's amount in rupees, with 2 decimals: paid once CREDITED (or REFUND_DUE, then given back
   * when REFUNDED), awaited while PENDING, never charged when FAILED or REJECTED; 0.00 for a referral
   * bonus, which is no payment.
   * What was actually received is `amountCharged`.
   */
  amountPaid: Scalars['Decimal']['output'];
  /**
   * The reference the investor wrote in a manual bank transfer's remarks (8 characters, such as
   * `7KX2M9QD`); null for other orders and for transfers recorded before references existed.
   */
  bankReference?: Maybe<Scalars['String']['output']>;
  /** Whole RENT bought; 0 for a referral bonus (the referred purchase's tokens are in `referral`). */
  baseTokens: Scalars['Decimal']['output'];
  /** Bonus percent of the phase the order was placed in (0 outside every phase). */
  bonusPercent: Scalars['Int']['output'];
  /** Bonus RENT of the phase; for a referral bonus, the bonus itself. */
  bonusTokens: Scalars['Decimal']['output'];
  /** When the tokens were credited; null until then. */
  creditedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Currency of `amountPaid` and `amountCharged`: INR. */
  currency: Scalars['String']['output'];
  /**
   * For a PENDING order, until when its tokens are set aside: an online payment's window (after it,
   * pay again or cancel), a transfer's review time, or a referral bonus's wait for the referrer's KYC;
   * null otherwise.
   */
  holdUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Whether this order is a referral bonus rather than a purchase. */
  isReferral: Scalars['Boolean']['output'];
  /** How the order is paid: Paytm, a manual bank transfer, or none for a referral bonus. */
  paymentMethod: PaymentMethod;
  /** Paytm's order id for an online payment; null for other methods. */
  paytmOrderId?: Maybe<Scalars['String']['output']>;
  /** Name of that phase, or null outside every phase. */
  phaseName?: Maybe<Scalars['String']['output']>;
  /** When the order was placed. */
  purchaseDate: Scalars['DateTime']['output'];
  /** Reference shown to the investor and quoted to support, for example `RENT-7KX2M9QD4P`. */
  purchaseId: Scalars['String']['output'];
  /** For a referral bonus, the referred purchase it rewards; null for a purchase. */
  referral?: Maybe<ReferralBonusSource>;
  /**
   * For a REFUNDED order, the bank's or Paytm's reference of the refund, which the investor's bank
   * statement shows; null for other orders.
   */
  refundReference?: Maybe<Scalars['String']['output']>;
  /** When the team recorded the refund of a REFUNDED order; null for other orders. */
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the order stands now; only CREDITED orders count in the balance. */
  status: OrderStatus;
  /** Why the order failed or was rejected, when it was. */
  statusReason?: Maybe<Scalars['String']['output']>;
  /** RENT this order allocates: always `baseTokens` + `bonusTokens`. */
  totalTokens: Scalars['Decimal']['output'];
  /** Paytm's transaction id once the payment is known; null otherwise. */
  txnId?: Maybe<Scalars['String']['output']>;
};

/** One page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** Orders per page, as asked (1 to 100). */
  limit: Scalars['Int']['output'];
  /** The orders of this page, newest first. */
  orders: Array<Order>;
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
  /** Orders in all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Where an order stands. */
export type OrderStatus =
  /** Tokens credited to the investor's balance. */
  | 'CREDITED'
  /** The payment failed or was abandoned; nothing was charged or credited. */
  | 'FAILED'
  /** Waiting for the payment to be confirmed or for the team to check the transfer. */
  | 'PENDING'
  /** Not credited, and the payment was refunded to the investor (see `refundReference`). */
  | 'REFUNDED'
  /** Paid but not credited (the hard cap was reached first): the payment is to be refunded. */
  | 'REFUND_DUE'
  /** The team rejected the manual transfer. */
  | 'REJECTED';

/** How an order is paid. */
export type PaymentMethod =
  /** Manual bank transfer checked by the team. */
  | 'MANUAL'
  /** Online payment through Paytm. */
  | 'PAYTM'
  /** Referral bonus for a purchase by a referred investor. */
  | 'REFERRAL';

/** What can be read: the sale, open to everyone, and the signed-in investor's own data. */
export type Query = {
  __typename?: 'Query';
  /**
   * Rupees per US dollar and per UAE dirham, from the live exchange-rate service when it answers
   * well, otherwise the fallback rates (USD 85.53, AED 23.33) with a message saying so. It does not
   * depend on the sale's server: it answers while `sale` cannot. Nullable so that a failure of its
   * own would cost only this field.
   */
  exchangeRates?: Maybe<ExchangeRates>;
  /**
   * The signed-in investor's identity verification. UNAUTHENTICATED for a visitor ("Please sign in
   * to continue.").
   */
  kyc: KycApplication;
  /**
   * The signed-in investor, or null for a visitor (no valid access token). A browser whose access
   * token has expired calls `refreshSession` and asks again.
   */
  me?: Maybe<User>;
  /**
   * One of the signed-in investor's orders by its reference (`purchaseId`, in any case), as it stands
   * now: what the payment result screen shows. Null when the investor has no order by that reference;
   * another investor's order is null too, exactly as an unknown one. UNAUTHENTICATED for a visitor;
   * BAD_USER_INPUT for a reference longer than 64 characters.
   */
  order?: Maybe<Order>;
  /**
   * The signed-in investor's orders, newest first: purchases in every status and referral bonuses.
   * `limit` is 1 to 100. UNAUTHENTICATED for a visitor.
   */
  orders: OrderPage;
  /**
   * The investors who signed up with the signed-in investor's referral code, with the bonus each has
   * earned them. `limit` is one of 5, 10, 25, 50, 100. `search` matches name or e-mail (case-insensitive).
   * UNAUTHENTICATED for a visitor.
   */
  referrals: ReferralPage;
  /**
   * How many RENT have been allocated so far (purchases, bonuses and referral bonuses). Null, with an
   * UPSTREAM_UNAVAILABLE error at this path, when the figure cannot be read.
   */
  rentSupply?: Maybe<RentSupply>;
  /**
   * The sale's constants and schedule: price, caps, phases with their bonus, and the sale end.
   * Null, with an UPSTREAM_UNAVAILABLE error at this path, when the sale cannot be read; the other
   * root fields of the request still answer.
   */
  sale?: Maybe<Sale>;
  /**
   * RENT sold per day in India Standard Time over the range ending today; days without sales are 0.
   * Null, with an UPSTREAM_UNAVAILABLE error at this path, when the figures cannot be read.
   */
  salesGraph?: Maybe<SalesGraph>;
};


/** What can be read: the sale, open to everyone, and the signed-in investor's own data. */
export type QueryOrderArgs = {
  purchaseId: Scalars['String']['input'];
};


/** What can be read: the sale, open to everyone, and the signed-in investor's own data. */
export type QueryOrdersArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};


/** What can be read: the sale, open to everyone, and the signed-in investor's own data. */
export type QueryReferralsArgs = {
  filter?: InputMaybe<ReferralFilter>;
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ReferralSort>;
};


/** What can be read: the sale, open to everyone, and the signed-in investor's own data. */
export type QuerySalesGraphArgs = {
  range?: SalesGraphRange;
};

/** The referred purchase a referral bonus was computed from. */
export type ReferralBonusSource = {
  __typename?: 'ReferralBonusSource';
  /** Whole RENT of the referred purchase; the bonus is `bonusPercent` of them. */
  baseTokens: Scalars['Decimal']['output'];
  /** The referred investor's first name only; null when their name cannot be shown. */
  refereeFirstName?: Maybe<Scalars['String']['output']>;
};

/** Where a referred purchase's bonus stands. */
export type ReferralBonusStatus =
  /** Credited to the referrer. */
  | 'CREDITED'
  /** Held until the referrer's KYC is approved. */
  | 'HELD'
  /** Its hold ended and the sale had no room left: not credited. */
  | 'LOST'
  /** The purchase earned no bonus. */
  | 'NONE';

/**
 * Narrows the referral table; every bound is inclusive. A malformed bound is BAD_USER_INPUT naming
 * it ("dateFrom must be a date written YYYY-MM-DD, like 2025-07-15", "minBonus must be a number of 0
 * or more, like 10 or 2.5"); crossed bounds too ("dateFrom must not be after dateTo", "minBonus must
 * not be more than maxBonus").
 */
export type ReferralFilter = {
  /** Referred investors who signed up on or after this day (YYYY-MM-DD, India Standard Time). */
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  /** Referred investors who signed up on or before this day (YYYY-MM-DD, India Standard Time). */
  dateTo?: InputMaybe<Scalars['String']['input']>;
  /** At most this many bonus RENT earned from the investor. */
  maxBonus?: InputMaybe<Scalars['Decimal']['input']>;
  /** At least this many bonus RENT earned from the investor. */
  minBonus?: InputMaybe<Scalars['Decimal']['input']>;
};

/** One page of referred investors. */
export type ReferralPage = {
  __typename?: 'ReferralPage';
  /** Referred investors matching the search and filter, in all pages. */
  count: Scalars['Int']['output'];
  /**
   * Bonus RENT whose hold ended before the referrer's KYC was approved: credited on approval only if
   * the sale still has room; 0 when none.
   */
  expiredHeldTokens: Scalars['Decimal']['output'];
  /** Bonuses held until the signed-in referrer's KYC is approved, and until when; null when none. */
  heldBonus?: Maybe<HeldReferralBonus>;
  /** Referred investors per page, as asked (5, 10, 25, 50 or 100). */
  limit: Scalars['Int']['output'];
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
  /** The referred investors of this page, in the order asked. */
  referredUsers: Array<ReferredUser>;
};

/** A referral bonus: the referee's purchase date and the bonus RENT it earned. */
export type ReferralPurchase = {
  __typename?: 'ReferralPurchase';
  /** The bonus order's id. */
  _id: Scalars['ID']['output'];
  /** What became of the bonus of this purchase. */
  bonusStatus: ReferralBonusStatus;
  /** When the referred investor bought. */
  purchaseDate: Scalars['DateTime']['output'];
  /** Bonus RENT credited to the referrer. */
  totalTokens: Scalars['Decimal']['output'];
};

/** The order of the referral table. */
export type ReferralSort = {
  /** The column to sort by; sign-up time by default. */
  by?: ReferralSortField;
  /** Ascending or descending; descending (newest, largest first) by default. */
  order?: SortOrder;
};

/** A column of the referral table to sort by. */
export type ReferralSortField =
  /** When the referred investor signed up. */
  | 'CREATED_AT'
  /** The investor's latest credited purchase. */
  | 'LAST_PURCHASE_DATE'
  /** The referred investor's name. */
  | 'NAME'
  /** Credited purchases of the investor. */
  | 'PURCHASE_COUNT'
  /** Bonus RENT earned from the investor. */
  | 'TOTAL_BONUS_TOKENS';

/** An investor who signed up with the referral code, and what they earned the referrer. */
export type ReferredUser = {
  __typename?: 'ReferredUser';
  /** The referred investor's account id. */
  _id: Scalars['ID']['output'];
  /** When they signed up. */
  createdAt: Scalars['DateTime']['output'];
  /** The referred investor's e-mail address. */
  email: Scalars['String']['output'];
  /** The referred investor's full name. */
  fullname: Scalars['String']['output'];
  /** Their latest such purchase, or null before the first. */
  lastPurchaseDate?: Maybe<Scalars['DateTime']['output']>;
  /** Their credited purchases that earned a bonus. */
  purchaseCount: Scalars['Int']['output'];
  /** The bonuses their purchases earned, newest first. */
  referralPurchases: Array<ReferralPurchase>;
  /** Bonus RENT credited to the referrer for their purchases. */
  totalBonusTokens: Scalars['Decimal']['output'];
};

/** Tokens allocated so far. */
export type RentSupply = {
  __typename?: 'RentSupply';
  /** RENT a new order can still take now: the hard cap less what is sold and held, bonuses included. */
  available: Scalars['Decimal']['output'];
  /**
   * RENT set aside now for orders awaiting payment or review and for referral bonuses awaiting the
   * referrer's KYC: neither sold nor available.
   */
  totalHeld: Scalars['Decimal']['output'];
  /** Sum of all credited allocations: purchased, bonus and referral tokens. */
  totalSold: Scalars['Decimal']['output'];
};

/** The RENT pre-sale: what is sold, at what price, up to which cap, and when. */
export type Sale = {
  __typename?: 'Sale';
  /** Where to send a manual bank transfer. */
  bankTransfer: BankTransfer;
  /** Currency of `price`: INR. */
  currency: Scalars['String']['output'];
  /** The phase running now, or null outside every phase (no bonus applies then). */
  currentPhase?: Maybe<SalePhase>;
  /** Tokens that can ever be allocated in this sale; no purchase may cross it. */
  hardCap: Scalars['Decimal']['output'];
  /** Whether orders are accepted now: from the first phase's start until the sale end. */
  isOpen: Scalars['Boolean']['output'];
  /** The company that runs the sale, its registered office, and how investors reach it. */
  operator: SaleOperator;
  /** The phases in chronological order. */
  phases: Array<SalePhase>;
  /** Price of one RENT in `currency`, for example `"1000"`. */
  price: Scalars['Decimal']['output'];
  /** The instant the sale ends; the dashboard counts down to it. */
  saleEnd: Scalars['DateTime']['output'];
  /** The minimum the sale aims to sell. */
  softCap: Scalars['Decimal']['output'];
  /** The e-mail address investors write to about a payment, quoting its order id (`purchaseId`). */
  supportEmail: Scalars['String']['output'];
  /** Ticker symbol: RENT. */
  symbol: Scalars['String']['output'];
  /**
   * The RENT token as it lives on chain: the chain, the contract address, its decimals and symbol,
   * with links to the block explorer. What an investor needs to find their tokens after the sale
   * and to add RENT to a wallet as a custom token.
   */
  token: Token;
  /** Full token name: Real Estate Network Token. */
  tokenName: Scalars['String']['output'];
  /** Token standard of the distributed tokens: BEP20. */
  tokenStandard: Scalars['String']['output'];
  /** Total RENT offered in the pre-sale (equal to the hard cap). */
  totalSupply: Scalars['Decimal']['output'];
};

/** The company that runs the sale and the contacts it names to investors. */
export type SaleOperator = {
  __typename?: 'SaleOperator';
  /** The officer investors may write to with a grievance. */
  grievanceOfficer: GrievanceOfficer;
  /** The company's registered name. */
  name: Scalars['String']['output'];
  /** The address of its registered office, on one line. */
  registeredOffice: Scalars['String']['output'];
  /** Where investors write with a question; the same address as `Sale.supportEmail`. */
  supportEmail: Scalars['String']['output'];
  /** A support telephone number, as the company writes it, or null when it offers none. */
  supportPhone?: Maybe<Scalars['String']['output']>;
};

/** A window of the sale with its purchase bonus. */
export type SalePhase = {
  __typename?: 'SalePhase';
  /** Bonus tokens granted, as a percent of the whole tokens bought. */
  bonusPercent: Scalars['Int']['output'];
  /** Last second of the phase (the phase runs until one second after this instant). */
  end: Scalars['DateTime']['output'];
  /** Name shown to investors: Pre-Sale, Phase 1, Phase 2. */
  name: Scalars['String']['output'];
  /** First instant of the phase. */
  start: Scalars['DateTime']['output'];
  /** Where the phase stands at the time of the request, judged in India Standard Time. */
  status: SalePhaseStatus;
};

/** Where a phase stands at the time of the request. */
export type SalePhaseStatus =
  /** The phase is over. */
  | 'ENDED'
  /** The phase is running now. */
  | 'RUNNING'
  /** The phase has not started. */
  | 'UPCOMING';

/** The sale's live figures, as the dashboard's Sales Progress card shows them. */
export type SaleProgress = {
  __typename?: 'SaleProgress';
  /** The phase running now with its bonus, or null outside every phase (no bonus applies then). */
  currentPhase?: Maybe<SalePhase>;
  /** Whether orders are accepted now: from the first phase's start until the sale end. */
  isOpen: Scalars['Boolean']['output'];
  /** `tokensSold` as a percent of the hard cap, 0 to 100, rounded to 2 decimals (8.82 for 8.82 %). */
  percentSold: Scalars['Float']['output'];
  /** RENT allocated so far (purchases, bonuses and referral bonuses), as `RentSupply.totalSold`. */
  tokensSold: Scalars['Decimal']['output'];
};

/** Tokens sold per day, for the dashboard's chart. */
export type SalesGraph = {
  __typename?: 'SalesGraph';
  /** RENT credited on each day of `labels` (same length). */
  data: Array<Scalars['Decimal']['output']>;
  /** Days as YYYY-MM-DD in India Standard Time, oldest first. */
  labels: Array<Scalars['String']['output']>;
  /** The span of days answered. */
  range: SalesGraphRange;
};

/** The span of days the sales chart covers. */
export type SalesGraphRange =
  /** The last 7 days, today included. */
  | 'LAST_7_DAYS'
  /** The last 30 days, today included. */
  | 'LAST_30_DAYS';

/** Tokens for clients that cannot keep cookies. */
export type SessionTokens = {
  __typename?: 'SessionTokens';
  /** Short-lived token for `Authorization: Bearer`. */
  accessToken: Scalars['String']['output'];
  /** When the access token expires. */
  accessTokenExpiresAt: Scalars['DateTime']['output'];
  /** Single-use token that `refreshSessionToken` exchanges for a new pair. */
  refreshToken: Scalars['String']['output'];
  /** When the refresh token expires. */
  refreshTokenExpiresAt: Scalars['DateTime']['output'];
  /** The investor the tokens belong to. */
  user: User;
};

/** A successful browser sign-in; the session travels in httpOnly cookies. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** The server's confirmation, "Login successful". */
  message: Scalars['String']['output'];
  /** The investor now signed in. */
  user: User;
};

/** A new account's details. */
export type SignUpInput = {
  /** Must be true: the investor accepts the Terms of Condition and the Privacy Policy. */
  acceptedTerms: Scalars['Boolean']['input'];
  /** E-mail address the verification link is sent to; required, one account per address. */
  email: Scalars['String']['input'];
  /** The investor's full name; required, at most 100 characters. */
  fullname: Scalars['String']['input'];
  /** At least 8 characters with lower and upper case letters. */
  password: Scalars['String']['input'];
  /** Referral code of the investor who invited this one, if any. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
};

/** A direction of sorting. */
export type SortOrder =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/**
 * Figures pushed as they change. A subscription travels as GraphQL over Server-Sent Events on
 * `/graphql` (the request sends `Accept: text/event-stream` and the CSRF header): each value is an
 * SSE `next` event, and a comment line every 12 seconds keeps the stream open. Any client of the
 * `graphql-sse` protocol in its distinct-connections mode works.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Where the sale stands: sent once when the subscription starts, then each time the tokens sold,
   * the current phase or whether the sale is open change. The gateway reads the sale a few times a
   * minute (every 5 seconds unless configured otherwise), for all its subscribers at once, so a
   * change arrives within that interval. While api cannot be reached nothing is sent and the stream
   * stays open; values resume once api answers again.
   */
  saleProgress: SaleProgress;
};

/**
 * The distributed token and where it lives. The contract's own `symbol()`, `name()` and
 * `decimals()` are read once when api starts, never assumed; before a contract is configured the
 * chain facts are null.
 */
export type Token = {
  __typename?: 'Token';
  /** The chain the token lives on, or null while no chain is configured. */
  chain?: Maybe<TokenChain>;
  /** The token contract's address in checksummed (EIP-55) form, or null while not configured. */
  contractAddress?: Maybe<Scalars['String']['output']>;
  /** The contract's page on the block explorer, or null when the explorer or contract is not known. */
  contractUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Decimal places of the token's units, read from the contract (a wallet asks for it when a
   * custom token is added). Null while no contract is configured.
   */
  decimals?: Maybe<Scalars['Int']['output']>;
  /** Full name, as the contract reports it: Real Estate Network Token. */
  name: Scalars['String']['output'];
  /** Token standard: BEP20 (the ERC-20 interface on BNB Smart Chain). */
  standard: Scalars['String']['output'];
  /** Ticker symbol, as the contract reports it: RENT. */
  symbol: Scalars['String']['output'];
};

/** An EVM chain: BNB Smart Chain, its testnet, or a local test chain. */
export type TokenChain = {
  __typename?: 'TokenChain';
  /** The block explorer's base address, without a trailing slash (https://bscscan.com), if any. */
  explorerUrl?: Maybe<Scalars['String']['output']>;
  /** The chain id: 56 for BNB Smart Chain, 97 for its testnet, another number for a local chain. */
  id: Scalars['Int']['output'];
  /** The chain's name: BNB Smart Chain, BNB Smart Chain Testnet or Local test chain. */
  name: Scalars['String']['output'];
};

/** Profile fields to change; a field left out or empty keeps its value. */
export type UpdateProfileInput = {
  /** Date of birth as YYYY-MM-DD; not in the future. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** Full name, at most 100 characters ("Full name must be at most 100 characters long"). */
  fullname?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** An investor's account. */
export type User = {
  __typename?: 'User';
  /** Account id. */
  _id: Scalars['ID']['output'];
  /**
   * Rupees this investor has paid: the sum of `amountPaid` of their CREDITED orders, exact to the
   * paisa. Bonus and referral tokens add nothing, so this is less than `tokenBalance` × price
   * whenever bonuses were credited.
   */
  amountPaid: Scalars['Decimal']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * The investor's RENT on its way to their wallet after the sale: planned, sent, confirmed, or held
   * with what to do. Null, with an error at this path, when it cannot be read; the rest of the
   * account still answers.
   */
  distribution?: Maybe<Distribution>;
  /** Date of birth as YYYY-MM-DD, if given. */
  dob?: Maybe<Scalars['String']['output']>;
  /** The account's e-mail address, used to sign in. */
  email: Scalars['String']['output'];
  /** Whether the e-mail address has been verified. */
  emailVerified: Scalars['Boolean']['output'];
  /** The investor's full name. */
  fullname: Scalars['String']['output'];
  /**
   * What a password reset through the investor's mailbox put on hold for them to confirm or discard
   * (decision 0116): the wallet and the KYC application a session the reset ended had attached. Null
   * when nothing is on hold.
   */
  hold?: Maybe<AccountHold>;
  /** Where the investor stands with identity verification. */
  kycStatus: KycStatus;
  /** Mobile number, if given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Code other investors enter (or follow in a link) to be referred by this investor. */
  referralCode: Scalars['String']['output'];
  /**
   * Whether the investor signed up with a referral code. Each of their purchases then also sets aside
   * the referrer's bonus under the hard cap (the phase's bonus % of the tokens bought), so near the
   * cap fewer whole tokens fit than for a buyer nobody referred. The referrer is not named.
   */
  referred: Scalars['Boolean']['output'];
  /** RENT credited to this investor: the sum of their credited orders. */
  tokenBalance: Scalars['Decimal']['output'];
  /** The BEP20 wallet that receives the tokens, in checksummed form, if registered. */
  walletAddress?: Maybe<Scalars['String']['output']>;
};

/** A changed profile. */
export type UserPayload = {
  __typename?: 'UserPayload';
  /** The server's confirmation, "Profile updated successfully!". */
  message: Scalars['String']['output'];
  /** The profile as it now stands. */
  user: User;
};

/** The wallet registered. */
export type WalletPayload = {
  __typename?: 'WalletPayload';
  /** "Wallet address added successfully" or "Wallet address updated successfully". */
  message: Scalars['String']['output'];
  /** The wallet in its checksummed display form. */
  walletAddress: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountHold: ResolverTypeWrapper<AccountHold>;
  AccountHoldPayload: ResolverTypeWrapper<Omit<AccountHoldPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BankReferencePayload: ResolverTypeWrapper<BankReferencePayload>;
  BankTransfer: ResolverTypeWrapper<BankTransfer>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelOnlineOrderPayload: ResolverTypeWrapper<Omit<CancelOnlineOrderPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  CancelOutcome: CancelOutcome;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Distribution: ResolverTypeWrapper<DistributionDto>;
  DistributionHeldReason: DistributionHeldReason;
  DistributionStatus: DistributionStatus;
  ExchangeRateSource: ExchangeRateSource;
  ExchangeRates: ResolverTypeWrapper<ExchangeRatesResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GrievanceOfficer: ResolverTypeWrapper<GrievanceOfficer>;
  HeldKycApplication: ResolverTypeWrapper<HeldKycApplication>;
  HeldReferralBonus: ResolverTypeWrapper<HeldReferralBonus>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KycApplication: ResolverTypeWrapper<KycStatusResponseDto>;
  KycDocument: ResolverTypeWrapper<KycDocument>;
  KycInput: KycInput;
  KycPayload: ResolverTypeWrapper<Omit<KycPayload, 'kyc'> & { kyc: ResolversTypes['KycApplication'] }>;
  KycStatus: KycStatus;
  KycSubmission: ResolverTypeWrapper<KycSubmission>;
  ManualOrderPayload: ResolverTypeWrapper<Omit<ManualOrderPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnlineOrderPayload: ResolverTypeWrapper<OnlineOrderPayloadSource>;
  Order: ResolverTypeWrapper<OrderDto>;
  OrderPage: ResolverTypeWrapper<OrderHistoryDto>;
  OrderStatus: OrderStatus;
  PaymentMethod: PaymentMethod;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReferralBonusSource: ResolverTypeWrapper<ReferralBonusSource>;
  ReferralBonusStatus: ReferralBonusStatus;
  ReferralFilter: ReferralFilter;
  ReferralPage: ResolverTypeWrapper<ReferralBonusesDto>;
  ReferralPurchase: ResolverTypeWrapper<ReferralPurchaseDto>;
  ReferralSort: ReferralSort;
  ReferralSortField: ReferralSortField;
  ReferredUser: ResolverTypeWrapper<ReferredUserDto>;
  RentSupply: ResolverTypeWrapper<RentSupplyDto>;
  Sale: ResolverTypeWrapper<SaleDto>;
  SaleOperator: ResolverTypeWrapper<SaleOperator>;
  SalePhase: ResolverTypeWrapper<SalePhaseDto>;
  SalePhaseStatus: SalePhaseStatus;
  SaleProgress: ResolverTypeWrapper<Omit<SaleProgress, 'currentPhase'> & { currentPhase?: Maybe<ResolversTypes['SalePhase']> }>;
  SalesGraph: ResolverTypeWrapper<GraphDataDto>;
  SalesGraphRange: SalesGraphRange;
  SessionTokens: ResolverTypeWrapper<SessionTokensDto>;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SignUpInput: SignUpInput;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Token: ResolverTypeWrapper<TokenDto>;
  TokenChain: ResolverTypeWrapper<TokenChain>;
  UpdateProfileInput: UpdateProfileInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<UserDto>;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'user'> & { user: ResolversTypes['User'] }>;
  WalletPayload: ResolverTypeWrapper<WalletPayload>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountHold: AccountHold;
  AccountHoldPayload: Omit<AccountHoldPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BankReferencePayload: BankReferencePayload;
  BankTransfer: BankTransfer;
  Boolean: Scalars['Boolean']['output'];
  CancelOnlineOrderPayload: Omit<CancelOnlineOrderPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  Distribution: DistributionDto;
  ExchangeRates: ExchangeRatesResult;
  Float: Scalars['Float']['output'];
  GrievanceOfficer: GrievanceOfficer;
  HeldKycApplication: HeldKycApplication;
  HeldReferralBonus: HeldReferralBonus;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  KycApplication: KycStatusResponseDto;
  KycDocument: KycDocument;
  KycInput: KycInput;
  KycPayload: Omit<KycPayload, 'kyc'> & { kyc: ResolversParentTypes['KycApplication'] };
  KycSubmission: KycSubmission;
  ManualOrderPayload: Omit<ManualOrderPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  OnlineOrderPayload: OnlineOrderPayloadSource;
  Order: OrderDto;
  OrderPage: OrderHistoryDto;
  Query: Record<PropertyKey, never>;
  ReferralBonusSource: ReferralBonusSource;
  ReferralFilter: ReferralFilter;
  ReferralPage: ReferralBonusesDto;
  ReferralPurchase: ReferralPurchaseDto;
  ReferralSort: ReferralSort;
  ReferredUser: ReferredUserDto;
  RentSupply: RentSupplyDto;
  Sale: SaleDto;
  SaleOperator: SaleOperator;
  SalePhase: SalePhaseDto;
  SaleProgress: Omit<SaleProgress, 'currentPhase'> & { currentPhase?: Maybe<ResolversParentTypes['SalePhase']> };
  SalesGraph: GraphDataDto;
  SessionTokens: SessionTokensDto;
  SignInPayload: Omit<SignInPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Token: TokenDto;
  TokenChain: TokenChain;
  UpdateProfileInput: UpdateProfileInput;
  Upload: Scalars['Upload']['output'];
  User: UserDto;
  UserPayload: Omit<UserPayload, 'user'> & { user: ResolversParentTypes['User'] };
  WalletPayload: WalletPayload;
}>;

export type AccountHoldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountHold'] = ResolversParentTypes['AccountHold']> = ResolversObject<{
  heldAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kycApplication?: Resolver<Maybe<ResolversTypes['HeldKycApplication']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AccountHoldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountHoldPayload'] = ResolversParentTypes['AccountHoldPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BankReferencePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankReferencePayload'] = ResolversParentTypes['BankReferencePayload']> = ResolversObject<{
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BankTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankTransfer'] = ResolversParentTypes['BankTransfer']> = ResolversObject<{
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ifsc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upiId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CancelOnlineOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelOnlineOrderPayload'] = ResolversParentTypes['CancelOnlineOrderPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CancelOutcome'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DistributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Distribution'] = ResolversParentTypes['Distribution']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  blockNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expectedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  heldReason?: Resolver<Maybe<ResolversTypes['DistributionHeldReason']>, ParentType, ContextType>;
  plannedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DistributionStatus'], ParentType, ContextType>;
  txHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  txUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExchangeRatesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExchangeRates'] = ResolversParentTypes['ExchangeRates']> = ResolversObject<{
  aed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ExchangeRateSource'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type GrievanceOfficerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GrievanceOfficer'] = ResolversParentTypes['GrievanceOfficer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HeldKycApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeldKycApplication'] = ResolversParentTypes['HeldKycApplication']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type HeldReferralBonusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeldReferralBonus'] = ResolversParentTypes['HeldReferralBonus']> = ResolversObject<{
  bonuses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holdUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type KycApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KycApplication'] = ResolversParentTypes['KycApplication']> = ResolversObject<{
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KycStatus'], ParentType, ContextType>;
  submission?: Resolver<Maybe<ResolversTypes['KycSubmission']>, ParentType, ContextType>;
  walletAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type KycDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KycDocument'] = ResolversParentTypes['KycDocument']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KycPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KycPayload'] = ResolversParentTypes['KycPayload']> = ResolversObject<{
  kyc?: Resolver<ResolversTypes['KycApplication'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KycSubmissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KycSubmission'] = ResolversParentTypes['KycSubmission']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dob?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['KycDocument']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ManualOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManualOrderPayload'] = ResolversParentTypes['ManualOrderPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type MessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cancelOnlineOrder?: Resolver<ResolversTypes['CancelOnlineOrderPayload'], ParentType, ContextType, RequireFields<MutationCancelOnlineOrderArgs, 'purchaseId'>>;
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmAccountHold?: Resolver<ResolversTypes['AccountHoldPayload'], ParentType, ContextType>;
  createOnlineOrder?: Resolver<ResolversTypes['OnlineOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateOnlineOrderArgs, 'amount'>>;
  createSessionToken?: Resolver<ResolversTypes['SessionTokens'], ParentType, ContextType, RequireFields<MutationCreateSessionTokenArgs, 'email' | 'password'>>;
  discardAccountHold?: Resolver<ResolversTypes['AccountHoldPayload'], ParentType, ContextType>;
  openBankReference?: Resolver<ResolversTypes['BankReferencePayload'], ParentType, ContextType>;
  payOnlineOrderAgain?: Resolver<ResolversTypes['OnlineOrderPayload'], ParentType, ContextType, RequireFields<MutationPayOnlineOrderAgainArgs, 'purchaseId'>>;
  refreshSession?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  refreshSessionToken?: Resolver<ResolversTypes['SessionTokens'], ParentType, ContextType, RequireFields<MutationRefreshSessionTokenArgs, 'refreshToken'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendVerification?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  revokeSessionToken?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRevokeSessionTokenArgs, 'refreshToken'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password' | 'rememberMe'>>;
  signOut?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  submitKyc?: Resolver<ResolversTypes['KycPayload'], ParentType, ContextType, RequireFields<MutationSubmitKycArgs, 'documents' | 'input'>>;
  submitManualOrder?: Resolver<ResolversTypes['ManualOrderPayload'], ParentType, ContextType, RequireFields<MutationSubmitManualOrderArgs, 'amount' | 'proof'>>;
  updateProfile?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateWallet?: Resolver<ResolversTypes['WalletPayload'], ParentType, ContextType, RequireFields<MutationUpdateWalletArgs, 'walletAddress'>>;
  verifyEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
}>;

export type OnlineOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OnlineOrderPayload'] = ResolversParentTypes['OnlineOrderPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  paymentPageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paytmOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txnToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amountCharged?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseTokens?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bonusPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bonusTokens?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creditedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holdUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isReferral?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paytmOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phaseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  purchaseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referral?: Resolver<Maybe<ResolversTypes['ReferralBonusSource']>, ParentType, ContextType>;
  refundReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalTokens?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  txnId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  exchangeRates?: Resolver<Maybe<ResolversTypes['ExchangeRates']>, ParentType, ContextType>;
  kyc?: Resolver<ResolversTypes['KycApplication'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'purchaseId'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'page'>>;
  referrals?: Resolver<ResolversTypes['ReferralPage'], ParentType, ContextType, RequireFields<QueryReferralsArgs, 'limit' | 'page'>>;
  rentSupply?: Resolver<Maybe<ResolversTypes['RentSupply']>, ParentType, ContextType>;
  sale?: Resolver<Maybe<ResolversTypes['Sale']>, ParentType, ContextType>;
  salesGraph?: Resolver<Maybe<ResolversTypes['SalesGraph']>, ParentType, ContextType, RequireFields<QuerySalesGraphArgs, 'range'>>;
}>;

export type ReferralBonusSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferralBonusSource'] = ResolversParentTypes['ReferralBonusSource']> = ResolversObject<{
  baseTokens?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refereeFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReferralPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferralPage'] = ResolversParentTypes['ReferralPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiredHeldTokens?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  heldBonus?: Resolver<Maybe<ResolversTypes['HeldReferralBonus']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referredUsers?: Resolver<Array<ResolversTypes['ReferredUser']>, ParentType, ContextType>;
}>;

export type ReferralPurchaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferralPurchase'] = ResolversParentTypes['ReferralPurchase']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bonusStatus?: Resolver<ResolversTypes['ReferralBonusStatus'], ParentType, ContextType>;
  purchaseDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  totalTokens?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type ReferredUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferredUser'] = ResolversParentTypes['ReferredUser']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastPurchaseDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  purchaseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referralPurchases?: Resolver<Array<ResolversTypes['ReferralPurchase']>, ParentType, ContextType>;
  totalBonusTokens?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type RentSupplyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RentSupply'] = ResolversParentTypes['RentSupply']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalHeld?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalSold?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SaleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Sale'] = ResolversParentTypes['Sale']> = ResolversObject<{
  bankTransfer?: Resolver<ResolversTypes['BankTransfer'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPhase?: Resolver<Maybe<ResolversTypes['SalePhase']>, ParentType, ContextType>;
  hardCap?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['SaleOperator'], ParentType, ContextType>;
  phases?: Resolver<Array<ResolversTypes['SalePhase']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  saleEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  softCap?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['Token'], ParentType, ContextType>;
  tokenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenStandard?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalSupply?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SaleOperatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaleOperator'] = ResolversParentTypes['SaleOperator']> = ResolversObject<{
  grievanceOfficer?: Resolver<ResolversTypes['GrievanceOfficer'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredOffice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SalePhaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalePhase'] = ResolversParentTypes['SalePhase']> = ResolversObject<{
  bonusPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SalePhaseStatus'], ParentType, ContextType>;
}>;

export type SaleProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaleProgress'] = ResolversParentTypes['SaleProgress']> = ResolversObject<{
  currentPhase?: Resolver<Maybe<ResolversTypes['SalePhase']>, ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percentSold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tokensSold?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SalesGraphResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesGraph'] = ResolversParentTypes['SalesGraph']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Decimal']>, ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  range?: Resolver<ResolversTypes['SalesGraphRange'], ParentType, ContextType>;
}>;

export type SessionTokensResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionTokens'] = ResolversParentTypes['SessionTokens']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessTokenExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshTokenExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  saleProgress?: SubscriptionResolver<ResolversTypes['SaleProgress'], "saleProgress", ParentType, ContextType>;
}>;

export type TokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Token'] = ResolversParentTypes['Token']> = ResolversObject<{
  chain?: Resolver<Maybe<ResolversTypes['TokenChain']>, ParentType, ContextType>;
  contractAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decimals?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  standard?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TokenChainResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenChain'] = ResolversParentTypes['TokenChain']> = ResolversObject<{
  explorerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  distribution?: Resolver<Maybe<ResolversTypes['Distribution']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hold?: Resolver<Maybe<ResolversTypes['AccountHold']>, ParentType, ContextType>;
  kycStatus?: Resolver<ResolversTypes['KycStatus'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tokenBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  walletAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type WalletPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletPayload'] = ResolversParentTypes['WalletPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walletAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AccountHold?: AccountHoldResolvers<ContextType>;
  AccountHoldPayload?: AccountHoldPayloadResolvers<ContextType>;
  BankReferencePayload?: BankReferencePayloadResolvers<ContextType>;
  BankTransfer?: BankTransferResolvers<ContextType>;
  CancelOnlineOrderPayload?: CancelOnlineOrderPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Distribution?: DistributionResolvers<ContextType>;
  ExchangeRates?: ExchangeRatesResolvers<ContextType>;
  GrievanceOfficer?: GrievanceOfficerResolvers<ContextType>;
  HeldKycApplication?: HeldKycApplicationResolvers<ContextType>;
  HeldReferralBonus?: HeldReferralBonusResolvers<ContextType>;
  KycApplication?: KycApplicationResolvers<ContextType>;
  KycDocument?: KycDocumentResolvers<ContextType>;
  KycPayload?: KycPayloadResolvers<ContextType>;
  KycSubmission?: KycSubmissionResolvers<ContextType>;
  ManualOrderPayload?: ManualOrderPayloadResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OnlineOrderPayload?: OnlineOrderPayloadResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReferralBonusSource?: ReferralBonusSourceResolvers<ContextType>;
  ReferralPage?: ReferralPageResolvers<ContextType>;
  ReferralPurchase?: ReferralPurchaseResolvers<ContextType>;
  ReferredUser?: ReferredUserResolvers<ContextType>;
  RentSupply?: RentSupplyResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SaleOperator?: SaleOperatorResolvers<ContextType>;
  SalePhase?: SalePhaseResolvers<ContextType>;
  SaleProgress?: SaleProgressResolvers<ContextType>;
  SalesGraph?: SalesGraphResolvers<ContextType>;
  SessionTokens?: SessionTokensResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Token?: TokenResolvers<ContextType>;
  TokenChain?: TokenChainResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  WalletPayload?: WalletPayloadResolvers<ContextType>;
}>;

