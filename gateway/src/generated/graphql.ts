import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SaleDto, SalePhaseDto, RentSupplyDto, UserDto, KycStatusResponseDto, SessionTokensDto } from '../api-client/types.js';
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

/** Identity verification of the signed-in investor. */
export type KycApplication = {
  __typename?: 'KycApplication';
  /** Why the last submission was rejected, when the status is REJECTED. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  status: KycStatus;
  /** The latest submission, if any. */
  submission?: Maybe<KycSubmission>;
  /** The BEP20 wallet that receives the tokens, in checksummed form, if registered. */
  walletAddress?: Maybe<Scalars['String']['output']>;
};

/** A document of a submission, described (the file itself is never served). */
export type KycDocument = {
  __typename?: 'KycDocument';
  id: Scalars['ID']['output'];
  mediaType: Scalars['String']['output'];
  /** The name the investor's file had. */
  name: Scalars['String']['output'];
  sizeBytes: Scalars['Int']['output'];
};

/** The identity details of a KYC submission. */
export type KycInput = {
  city: Scalars['String']['input'];
  /** Date of birth as YYYY-MM-DD. */
  dob: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** Indian PIN code, 6 digits. */
  postalCode: Scalars['String']['input'];
  privacyPolicyAccepted: Scalars['Boolean']['input'];
  state: Scalars['String']['input'];
  street1: Scalars['String']['input'];
  street2?: InputMaybe<Scalars['String']['input']>;
  termsAccepted: Scalars['Boolean']['input'];
  /** Optional BEP20 wallet to register at the same time. */
  walletAddress?: InputMaybe<Scalars['String']['input']>;
};

export type KycPayload = {
  __typename?: 'KycPayload';
  kyc: KycApplication;
  message: Scalars['String']['output'];
};

/** Where the investor stands with identity verification. */
export type KycStatus =
  | 'IN_REVIEW'
  | 'NOT_SUBMITTED'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'VERIFIED';

/** What the investor submitted for verification. */
export type KycSubmission = {
  __typename?: 'KycSubmission';
  city: Scalars['String']['output'];
  dob: Scalars['String']['output'];
  documents: Array<KycDocument>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street1: Scalars['String']['output'];
  street2?: Maybe<Scalars['String']['output']>;
  submittedAt: Scalars['DateTime']['output'];
};

/** A confirmation message from the server, shown to the investor as it is. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Changes the password; the other sessions of the account end. */
  changePassword: MessagePayload;
  /**
   * For mobile and other non-browser clients: signs in and returns an access and a refresh token to
   * send as `Authorization: Bearer <accessToken>`. Browsers use `signIn`.
   */
  createSessionToken: SessionTokens;
  /** Rotates the session cookies with the refresh cookie. UNAUTHENTICATED when there is no valid session. */
  refreshSession: MessagePayload;
  /** For non-browser clients: exchanges a refresh token for a new pair (the old one stops working). */
  refreshSessionToken: SessionTokens;
  /** Sends a password reset link. Answers the same whether or not the e-mail is registered. */
  requestPasswordReset: MessagePayload;
  /** Sends a new verification link. Answers the same whether or not the e-mail is registered. */
  resendVerification: MessagePayload;
  /** Sets a new password with the token from the reset link; every session of the account ends. */
  resetPassword: MessagePayload;
  /** For non-browser clients: revokes the session of this refresh token. */
  revokeSessionToken: MessagePayload;
  /**
   * Signs in with e-mail and password. Browsers receive the session as httpOnly cookies; the answer
   * never contains a token. Refused with FORBIDDEN while the e-mail is not verified.
   */
  signIn: SignInPayload;
  /** Ends the session and clears its cookies. */
  signOut: MessagePayload;
  /**
   * Creates an unverified account and sends the verification e-mail. `referralCode` links the new
   * investor to the investor who shared it. Returns the server's message, "User registered, please
   * verify your email.".
   */
  signUp: MessagePayload;
  /**
   * Submits identity verification with 1 to 4 Aadhar documents (JPEG, PNG, WebP or PDF, at most 5 MB
   * each), sent as multipart uploads. Allowed while the status is NOT_SUBMITTED or REJECTED.
   */
  submitKyc: KycPayload;
  /** Updates the signed-in investor's profile; fields left out or empty are not changed. */
  updateProfile: UserPayload;
  /**
   * Adds or changes the BEP20 wallet that receives the investor's tokens. The message says whether it
   * was added or updated.
   */
  updateWallet: WalletPayload;
  /** Confirms an e-mail address with the token from the verification link. */
  verifyEmail: MessagePayload;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCreateSessionTokenArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRefreshSessionTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendVerificationArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRevokeSessionTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSubmitKycArgs = {
  documents: Array<Scalars['Upload']['input']>;
  input: KycInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateWalletArgs = {
  walletAddress: Scalars['String']['input'];
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Rupees per US dollar and per UAE dirham, from the live exchange-rate service when it answers
   * well, otherwise the fallback rates (USD 85.53, AED 23.33) with a message saying so.
   */
  exchangeRates: ExchangeRates;
  /** The signed-in investor's identity verification. UNAUTHENTICATED for a visitor. */
  kyc: KycApplication;
  /**
   * The signed-in investor, or null for a visitor (no valid access token). A browser whose access
   * token has expired calls `refreshSession` and asks again.
   */
  me?: Maybe<User>;
  /** How many RENT have been allocated so far (purchases, bonuses and referral bonuses). */
  rentSupply: RentSupply;
  /** The sale's constants and schedule: price, caps, phases with their bonus, and the sale end. */
  sale: Sale;
};

/** Tokens allocated so far. */
export type RentSupply = {
  __typename?: 'RentSupply';
  /** Sum of all credited allocations: purchased, bonus and referral tokens. */
  totalSold: Scalars['Decimal']['output'];
};

/** The RENT pre-sale: what is sold, at what price, up to which cap, and when. */
export type Sale = {
  __typename?: 'Sale';
  /** Currency of `price`: INR. */
  currency: Scalars['String']['output'];
  /** The phase running now, or null outside every phase (no bonus applies then). */
  currentPhase?: Maybe<SalePhase>;
  /** Tokens that can ever be allocated in this sale; no purchase may cross it. */
  hardCap: Scalars['Decimal']['output'];
  /** The phases in chronological order. */
  phases: Array<SalePhase>;
  /** Price of one RENT in `currency`, for example `"1000"`. */
  price: Scalars['Decimal']['output'];
  /** The instant the sale ends; the dashboard counts down to it. */
  saleEnd: Scalars['DateTime']['output'];
  /** The minimum the sale aims to sell. */
  softCap: Scalars['Decimal']['output'];
  /** Ticker symbol: RENT. */
  symbol: Scalars['String']['output'];
  /** Full token name: Real Estate Network Token. */
  tokenName: Scalars['String']['output'];
  /** Token standard of the distributed tokens: BEP20. */
  tokenStandard: Scalars['String']['output'];
  /** Total RENT offered in the pre-sale (equal to the hard cap). */
  totalSupply: Scalars['Decimal']['output'];
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

export type SalePhaseStatus =
  /** The phase is over. */
  | 'ENDED'
  /** The phase is running now. */
  | 'RUNNING'
  /** The phase has not started. */
  | 'UPCOMING';

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
  user: User;
};

export type SignInPayload = {
  __typename?: 'SignInPayload';
  message: Scalars['String']['output'];
  user: User;
};

export type SignUpInput = {
  /** Must be true: the investor accepts the Terms of Condition and the Privacy Policy. */
  acceptedTerms: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  fullname: Scalars['String']['input'];
  /** At least 8 characters with lower and upper case letters. */
  password: Scalars['String']['input'];
  /** Referral code of the investor who invited this one, if any. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfileInput = {
  /** Date of birth as YYYY-MM-DD; not in the future. */
  dob?: InputMaybe<Scalars['String']['input']>;
  fullname?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** An investor's account. */
export type User = {
  __typename?: 'User';
  /** Account id. */
  _id: Scalars['ID']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Date of birth as YYYY-MM-DD, if given. */
  dob?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** Whether the e-mail address has been verified. */
  emailVerified: Scalars['Boolean']['output'];
  fullname: Scalars['String']['output'];
  kycStatus: KycStatus;
  /** Mobile number, if given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Code other investors enter (or follow in a link) to be referred by this investor. */
  referralCode: Scalars['String']['output'];
  /** RENT credited to this investor: the sum of their credited orders. */
  tokenBalance: Scalars['Decimal']['output'];
  /** The BEP20 wallet that receives the tokens, in checksummed form, if registered. */
  walletAddress?: Maybe<Scalars['String']['output']>;
};

export type UserPayload = {
  __typename?: 'UserPayload';
  message: Scalars['String']['output'];
  user: User;
};

export type WalletPayload = {
  __typename?: 'WalletPayload';
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  ExchangeRateSource: ExchangeRateSource;
  ExchangeRates: ResolverTypeWrapper<ExchangeRatesResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KycApplication: ResolverTypeWrapper<KycStatusResponseDto>;
  KycDocument: ResolverTypeWrapper<KycDocument>;
  KycInput: KycInput;
  KycPayload: ResolverTypeWrapper<Omit<KycPayload, 'kyc'> & { kyc: ResolversTypes['KycApplication'] }>;
  KycStatus: KycStatus;
  KycSubmission: ResolverTypeWrapper<KycSubmission>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RentSupply: ResolverTypeWrapper<RentSupplyDto>;
  Sale: ResolverTypeWrapper<SaleDto>;
  SalePhase: ResolverTypeWrapper<SalePhaseDto>;
  SalePhaseStatus: SalePhaseStatus;
  SessionTokens: ResolverTypeWrapper<SessionTokensDto>;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateProfileInput: UpdateProfileInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<UserDto>;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'user'> & { user: ResolversTypes['User'] }>;
  WalletPayload: ResolverTypeWrapper<WalletPayload>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  ExchangeRates: ExchangeRatesResult;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  KycApplication: KycStatusResponseDto;
  KycDocument: KycDocument;
  KycInput: KycInput;
  KycPayload: Omit<KycPayload, 'kyc'> & { kyc: ResolversParentTypes['KycApplication'] };
  KycSubmission: KycSubmission;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RentSupply: RentSupplyDto;
  Sale: SaleDto;
  SalePhase: SalePhaseDto;
  SessionTokens: SessionTokensDto;
  SignInPayload: Omit<SignInPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  UpdateProfileInput: UpdateProfileInput;
  Upload: Scalars['Upload']['output'];
  User: UserDto;
  UserPayload: Omit<UserPayload, 'user'> & { user: ResolversParentTypes['User'] };
  WalletPayload: WalletPayload;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type ExchangeRatesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExchangeRates'] = ResolversParentTypes['ExchangeRates']> = ResolversObject<{
  aed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ExchangeRateSource'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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

export type MessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createSessionToken?: Resolver<ResolversTypes['SessionTokens'], ParentType, ContextType, RequireFields<MutationCreateSessionTokenArgs, 'email' | 'password'>>;
  refreshSession?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  refreshSessionToken?: Resolver<ResolversTypes['SessionTokens'], ParentType, ContextType, RequireFields<MutationRefreshSessionTokenArgs, 'refreshToken'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendVerification?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  revokeSessionToken?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRevokeSessionTokenArgs, 'refreshToken'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  submitKyc?: Resolver<ResolversTypes['KycPayload'], ParentType, ContextType, RequireFields<MutationSubmitKycArgs, 'documents' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateWallet?: Resolver<ResolversTypes['WalletPayload'], ParentType, ContextType, RequireFields<MutationUpdateWalletArgs, 'walletAddress'>>;
  verifyEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  exchangeRates?: Resolver<ResolversTypes['ExchangeRates'], ParentType, ContextType>;
  kyc?: Resolver<ResolversTypes['KycApplication'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  rentSupply?: Resolver<ResolversTypes['RentSupply'], ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['Sale'], ParentType, ContextType>;
}>;

export type RentSupplyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RentSupply'] = ResolversParentTypes['RentSupply']> = ResolversObject<{
  totalSold?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SaleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Sale'] = ResolversParentTypes['Sale']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPhase?: Resolver<Maybe<ResolversTypes['SalePhase']>, ParentType, ContextType>;
  hardCap?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  phases?: Resolver<Array<ResolversTypes['SalePhase']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  saleEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  softCap?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenStandard?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalSupply?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SalePhaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalePhase'] = ResolversParentTypes['SalePhase']> = ResolversObject<{
  bonusPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SalePhaseStatus'], ParentType, ContextType>;
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

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kycStatus?: Resolver<ResolversTypes['KycStatus'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  ExchangeRates?: ExchangeRatesResolvers<ContextType>;
  KycApplication?: KycApplicationResolvers<ContextType>;
  KycDocument?: KycDocumentResolvers<ContextType>;
  KycPayload?: KycPayloadResolvers<ContextType>;
  KycSubmission?: KycSubmissionResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RentSupply?: RentSupplyResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SalePhase?: SalePhaseResolvers<ContextType>;
  SessionTokens?: SessionTokensResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  WalletPayload?: WalletPayloadResolvers<ContextType>;
}>;

