import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SaleDto, SalePhaseDto, RentSupplyDto } from '../api-client/types.js';
import type { ExchangeRatesResult } from '../rates/exchange-rates.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type Query = {
  __typename?: 'Query';
  /**
   * Rupees per US dollar and per UAE dirham, from the live exchange-rate service when it answers
   * well, otherwise the fallback rates (USD 85.53, AED 23.33) with a message saying so.
   */
  exchangeRates: ExchangeRates;
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
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RentSupply: ResolverTypeWrapper<RentSupplyDto>;
  Sale: ResolverTypeWrapper<SaleDto>;
  SalePhase: ResolverTypeWrapper<SalePhaseDto>;
  SalePhaseStatus: SalePhaseStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  ExchangeRates: ExchangeRatesResult;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  Query: Record<PropertyKey, never>;
  RentSupply: RentSupplyDto;
  Sale: SaleDto;
  SalePhase: SalePhaseDto;
  String: Scalars['String']['output'];
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

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  exchangeRates?: Resolver<ResolversTypes['ExchangeRates'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  ExchangeRates?: ExchangeRatesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RentSupply?: RentSupplyResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SalePhase?: SalePhaseResolvers<ContextType>;
}>;

