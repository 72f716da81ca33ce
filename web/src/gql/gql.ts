/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query LiveBalance {\n    me {\n      _id\n      tokenBalance\n    }\n  }\n": typeof types.LiveBalanceDocument,
    "\n  fragment AccountHoldFields on AccountHold {\n    heldAt\n    wallet\n    kycApplication {\n      firstName\n      lastName\n      submittedAt\n    }\n  }\n": typeof types.AccountHoldFieldsFragmentDoc,
    "\n  query AccountHold {\n    me {\n      _id\n      hold {\n        ...AccountHoldFields\n      }\n    }\n  }\n": typeof types.AccountHoldDocument,
    "\n  fragment AccountHoldDecision on AccountHoldPayload {\n    message\n    user {\n      _id\n      walletAddress\n      kycStatus\n    }\n  }\n": typeof types.AccountHoldDecisionFragmentDoc,
    "\n  mutation ConfirmAccountHold {\n    confirmAccountHold {\n      ...AccountHoldDecision\n    }\n  }\n": typeof types.ConfirmAccountHoldDocument,
    "\n  mutation DiscardAccountHold {\n    discardAccountHold {\n      ...AccountHoldDecision\n    }\n  }\n": typeof types.DiscardAccountHoldDocument,
    "\n  fragment DistributionStatus on Distribution {\n    status\n    amount\n    expectedAmount\n    wallet\n    heldReason\n    txHash\n    txUrl\n    blockNumber\n    plannedAt\n    sentAt\n    confirmedAt\n  }\n": typeof types.DistributionStatusFragmentDoc,
    "\n  fragment SiteOperator on SaleOperator {\n    name\n    registeredOffice\n    grievanceOfficer {\n      name\n      email\n    }\n    supportEmail\n    supportPhone\n  }\n": typeof types.SiteOperatorFragmentDoc,
    "\n  query SiteOperator {\n    sale {\n      operator {\n        ...SiteOperator\n      }\n    }\n  }\n": typeof types.SiteOperatorDocument,
    "\n  fragment OrderRow on Order {\n    _id\n    purchaseId\n    purchaseDate\n    amountPaid\n    baseTokens\n    totalTokens\n    isReferral\n    paymentMethod\n    status\n  }\n": typeof types.OrderRowFragmentDoc,
    "\n  query HeldReferralBonus {\n    referrals(page: 1, limit: 5) {\n      heldBonus {\n        tokens\n        bonuses\n        holdUntil\n      }\n      expiredHeldTokens\n    }\n  }\n": typeof types.HeldReferralBonusDocument,
    "\n  query ReferralCode {\n    me {\n      _id\n      referralCode\n    }\n  }\n": typeof types.ReferralCodeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation VerifyEmail($token: String!, $password: String) {\n    verifyEmail(token: $token, password: $password) {\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query BuyToken {\n    sale {\n      price\n      saleEnd\n      isOpen\n      phases {\n        start\n        end\n      }\n      currentPhase {\n        name\n        bonusPercent\n        end\n      }\n      bankTransfer {\n        accountName\n        bankName\n        accountNumber\n        ifsc\n        upiId\n      }\n    }\n    rentSupply {\n      available\n    }\n    exchangeRates {\n      ...ExchangeRatesFields\n    }\n    me {\n      _id\n      tokenBalance\n      kycStatus\n      walletAddress\n      referred\n    }\n  }\n": typeof types.BuyTokenDocument,
    "\n  fragment PaytmCheckout on OnlineOrderPayload {\n    message\n    mid\n    paytmOrderId\n    txnToken\n    paymentPageUrl\n  }\n": typeof types.PaytmCheckoutFragmentDoc,
    "\n  mutation CreateOnlineOrder($amount: Decimal!) {\n    createOnlineOrder(amount: $amount) {\n      ...PaytmCheckout\n      order {\n        _id\n        purchaseId\n        status\n      }\n    }\n  }\n": typeof types.CreateOnlineOrderDocument,
    "\n  mutation OpenBankReference {\n    openBankReference {\n      reference\n    }\n  }\n": typeof types.OpenBankReferenceDocument,
    "\n  query PaymentOrder($purchaseId: String!, $withOrder: Boolean!) {\n    sale {\n      supportEmail\n    }\n    order(purchaseId: $purchaseId) @include(if: $withOrder) {\n      _id\n      purchaseId\n      status\n      paymentMethod\n      amountPaid\n      totalTokens\n      statusReason\n    }\n  }\n": typeof types.PaymentOrderDocument,
    "\n  mutation SubmitManualOrder($amount: Decimal!, $proof: Upload!) {\n    submitManualOrder(amount: $amount, proof: $proof) {\n      message\n      order {\n        _id\n        purchaseId\n        amountPaid\n        baseTokens\n        bonusTokens\n        totalTokens\n        status\n      }\n    }\n  }\n": typeof types.SubmitManualOrderDocument,
    "\n  query UnpaidOrders {\n    orders(page: 1, limit: 10) {\n      orders {\n        _id\n        purchaseId\n        purchaseDate\n        amountPaid\n        totalTokens\n        paymentMethod\n        status\n        holdUntil\n      }\n    }\n  }\n": typeof types.UnpaidOrdersDocument,
    "\n  mutation PayOnlineOrderAgain($purchaseId: String!) {\n    payOnlineOrderAgain(purchaseId: $purchaseId) {\n      ...PaytmCheckout\n    }\n  }\n": typeof types.PayOnlineOrderAgainDocument,
    "\n  mutation CancelOnlineOrder($purchaseId: String!) {\n    cancelOnlineOrder(purchaseId: $purchaseId) {\n      message\n      outcome\n      order {\n        _id\n        purchaseId\n        status\n        holdUntil\n      }\n    }\n  }\n": typeof types.CancelOnlineOrderDocument,
    "\n  query Dashboard($signedIn: Boolean! = false) {\n    sale {\n      ...TokenInformation\n      ...SalesProgress\n      ...PresaleSchedule\n      currency\n      phases {\n        end\n      }\n      currentPhase {\n        name\n        bonusPercent\n      }\n      operator {\n        ...SiteOperator\n      }\n    }\n    rentSupply {\n      totalSold\n      totalHeld\n      available\n    }\n    exchangeRates {\n      ...ExchangeRatesFields\n    }\n    me {\n      _id\n      tokenBalance\n      amountPaid\n      walletAddress\n      distribution {\n        ...DistributionStatus\n      }\n      hold {\n        ...AccountHoldFields\n      }\n    }\n    orders(page: 1, limit: 3) @include(if: $signedIn) {\n      orders {\n        ...OrderRow\n      }\n    }\n    salesGraph(range: LAST_7_DAYS) {\n      labels\n      data\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query SalesGraph($range: SalesGraphRange!) {\n    salesGraph(range: $range) {\n      range\n      labels\n      data\n    }\n  }\n": typeof types.SalesGraphDocument,
    "\n  fragment PresaleSchedule on Sale {\n    currentPhase {\n      name\n      bonusPercent\n      end\n    }\n    phases {\n      name\n      start\n      bonusPercent\n      status\n    }\n  }\n": typeof types.PresaleScheduleFragmentDoc,
    "\n  fragment SalesProgress on Sale {\n    totalSupply\n    softCap\n    hardCap\n    saleEnd\n    phases {\n      start\n      end\n    }\n  }\n": typeof types.SalesProgressFragmentDoc,
    "\n  fragment TokenInformation on Sale {\n    price\n    tokenName\n    symbol\n    tokenStandard\n    token {\n      symbol\n      name\n      standard\n      decimals\n      contractAddress\n      contractUrl\n      chain {\n        id\n        name\n        explorerUrl\n      }\n    }\n  }\n": typeof types.TokenInformationFragmentDoc,
    "\n  query SaleSchedule {\n    sale {\n      price\n      phases {\n        name\n        start\n        end\n        bonusPercent\n        status\n      }\n    }\n  }\n": typeof types.SaleScheduleDocument,
    "\n  fragment KycApplicationFields on KycApplication {\n    status\n    walletAddress\n    rejectionReason\n    submission {\n      firstName\n      lastName\n      email\n      phone\n      dob\n      street1\n      street2\n      city\n      state\n      postalCode\n      submittedAt\n      documents {\n        id\n        name\n        mediaType\n        sizeBytes\n      }\n    }\n  }\n": typeof types.KycApplicationFieldsFragmentDoc,
    "\n  query KycApplicationStatus {\n    kyc {\n      ...KycApplicationFields\n    }\n  }\n": typeof types.KycApplicationStatusDocument,
    "\n  mutation SubmitKyc($input: KycInput!, $documents: [Upload!]!) {\n    submitKyc(input: $input, documents: $documents) {\n      message\n      kyc {\n        ...KycApplicationFields\n      }\n    }\n  }\n": typeof types.SubmitKycDocument,
    "\n  query AccountKyc {\n    me {\n      _id\n      kycStatus\n      walletAddress\n    }\n  }\n": typeof types.AccountKycDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query ProfileKycDetails {\n    kyc {\n      submission {\n        firstName\n        lastName\n        phone\n        dob\n      }\n    }\n  }\n": typeof types.ProfileKycDetailsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query Referrals(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $filter: ReferralFilter\n    $sort: ReferralSort\n  ) {\n    referrals(page: $page, limit: $limit, search: $search, filter: $filter, sort: $sort) {\n      count\n      page\n      limit\n      referredUsers {\n        _id\n        fullname\n        email\n        createdAt\n        totalBonusTokens\n        purchaseCount\n        lastPurchaseDate\n        referralPurchases {\n          _id\n          purchaseDate\n          totalTokens\n          bonusStatus\n        }\n      }\n    }\n  }\n": typeof types.ReferralsDocument,
    "\n  query TransactionsDistribution {\n    me {\n      _id\n      distribution {\n        ...DistributionStatus\n      }\n    }\n  }\n": typeof types.TransactionsDistributionDocument,
    "\n  query Orders($page: Int!, $limit: Int!) {\n    orders(page: $page, limit: $limit) {\n      totalCount\n      page\n      limit\n      orders {\n        ...OrderRow\n        ...TransactionDetails\n        currency\n      }\n    }\n  }\n": typeof types.OrdersDocument,
    "\n  fragment TransactionDetails on Order {\n    purchaseId\n    paytmOrderId\n    txnId\n    purchaseDate\n    amountPaid\n    amountCharged\n    baseTokens\n    bonusTokens\n    totalTokens\n    bonusPercent\n    phaseName\n    paymentMethod\n    isReferral\n    status\n    statusReason\n    creditedAt\n    holdUntil\n    bankReference\n    refundReference\n    refundedAt\n    referral {\n      refereeFirstName\n      baseTokens\n    }\n  }\n": typeof types.TransactionDetailsFragmentDoc,
    "\n  fragment ExchangeRatesFields on ExchangeRates {\n    usd\n    aed\n    source\n    message\n  }\n": typeof types.ExchangeRatesFieldsFragmentDoc,
    "\n  subscription LiveSaleProgress {\n    saleProgress {\n      tokensSold\n      percentSold\n      isOpen\n      currentPhase {\n        name\n        bonusPercent\n      }\n    }\n  }\n": typeof types.LiveSaleProgressDocument,
    "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  fragment SessionUser on User {\n    _id\n    fullname\n    email\n    phone\n    dob\n    emailVerified\n    tokenBalance\n    createdAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      message\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation UpdateWallet($walletAddress: String!, $currentPassword: String) {\n    updateWallet(walletAddress: $walletAddress, currentPassword: $currentPassword) {\n      message\n      walletAddress\n    }\n  }\n": typeof types.UpdateWalletDocument,
};
const documents: Documents = {
    "\n  query LiveBalance {\n    me {\n      _id\n      tokenBalance\n    }\n  }\n": types.LiveBalanceDocument,
    "\n  fragment AccountHoldFields on AccountHold {\n    heldAt\n    wallet\n    kycApplication {\n      firstName\n      lastName\n      submittedAt\n    }\n  }\n": types.AccountHoldFieldsFragmentDoc,
    "\n  query AccountHold {\n    me {\n      _id\n      hold {\n        ...AccountHoldFields\n      }\n    }\n  }\n": types.AccountHoldDocument,
    "\n  fragment AccountHoldDecision on AccountHoldPayload {\n    message\n    user {\n      _id\n      walletAddress\n      kycStatus\n    }\n  }\n": types.AccountHoldDecisionFragmentDoc,
    "\n  mutation ConfirmAccountHold {\n    confirmAccountHold {\n      ...AccountHoldDecision\n    }\n  }\n": types.ConfirmAccountHoldDocument,
    "\n  mutation DiscardAccountHold {\n    discardAccountHold {\n      ...AccountHoldDecision\n    }\n  }\n": types.DiscardAccountHoldDocument,
    "\n  fragment DistributionStatus on Distribution {\n    status\n    amount\n    expectedAmount\n    wallet\n    heldReason\n    txHash\n    txUrl\n    blockNumber\n    plannedAt\n    sentAt\n    confirmedAt\n  }\n": types.DistributionStatusFragmentDoc,
    "\n  fragment SiteOperator on SaleOperator {\n    name\n    registeredOffice\n    grievanceOfficer {\n      name\n      email\n    }\n    supportEmail\n    supportPhone\n  }\n": types.SiteOperatorFragmentDoc,
    "\n  query SiteOperator {\n    sale {\n      operator {\n        ...SiteOperator\n      }\n    }\n  }\n": types.SiteOperatorDocument,
    "\n  fragment OrderRow on Order {\n    _id\n    purchaseId\n    purchaseDate\n    amountPaid\n    baseTokens\n    totalTokens\n    isReferral\n    paymentMethod\n    status\n  }\n": types.OrderRowFragmentDoc,
    "\n  query HeldReferralBonus {\n    referrals(page: 1, limit: 5) {\n      heldBonus {\n        tokens\n        bonuses\n        holdUntil\n      }\n      expiredHeldTokens\n    }\n  }\n": types.HeldReferralBonusDocument,
    "\n  query ReferralCode {\n    me {\n      _id\n      referralCode\n    }\n  }\n": types.ReferralCodeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n": types.ResendVerificationDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation VerifyEmail($token: String!, $password: String) {\n    verifyEmail(token: $token, password: $password) {\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  query BuyToken {\n    sale {\n      price\n      saleEnd\n      isOpen\n      phases {\n        start\n        end\n      }\n      currentPhase {\n        name\n        bonusPercent\n        end\n      }\n      bankTransfer {\n        accountName\n        bankName\n        accountNumber\n        ifsc\n        upiId\n      }\n    }\n    rentSupply {\n      available\n    }\n    exchangeRates {\n      ...ExchangeRatesFields\n    }\n    me {\n      _id\n      tokenBalance\n      kycStatus\n      walletAddress\n      referred\n    }\n  }\n": types.BuyTokenDocument,
    "\n  fragment PaytmCheckout on OnlineOrderPayload {\n    message\n    mid\n    paytmOrderId\n    txnToken\n    paymentPageUrl\n  }\n": types.PaytmCheckoutFragmentDoc,
    "\n  mutation CreateOnlineOrder($amount: Decimal!) {\n    createOnlineOrder(amount: $amount) {\n      ...PaytmCheckout\n      order {\n        _id\n        purchaseId\n        status\n      }\n    }\n  }\n": types.CreateOnlineOrderDocument,
    "\n  mutation OpenBankReference {\n    openBankReference {\n      reference\n    }\n  }\n": types.OpenBankReferenceDocument,
    "\n  query PaymentOrder($purchaseId: String!, $withOrder: Boolean!) {\n    sale {\n      supportEmail\n    }\n    order(purchaseId: $purchaseId) @include(if: $withOrder) {\n      _id\n      purchaseId\n      status\n      paymentMethod\n      amountPaid\n      totalTokens\n      statusReason\n    }\n  }\n": types.PaymentOrderDocument,
    "\n  mutation SubmitManualOrder($amount: Decimal!, $proof: Upload!) {\n    submitManualOrder(amount: $amount, proof: $proof) {\n      message\n      order {\n        _id\n        purchaseId\n        amountPaid\n        baseTokens\n        bonusTokens\n        totalTokens\n        status\n      }\n    }\n  }\n": types.SubmitManualOrderDocument,
    "\n  query UnpaidOrders {\n    orders(page: 1, limit: 10) {\n      orders {\n        _id\n        purchaseId\n        purchaseDate\n        amountPaid\n        totalTokens\n        paymentMethod\n        status\n        holdUntil\n      }\n    }\n  }\n": types.UnpaidOrdersDocument,
    "\n  mutation PayOnlineOrderAgain($purchaseId: String!) {\n    payOnlineOrderAgain(purchaseId: $purchaseId) {\n      ...PaytmCheckout\n    }\n  }\n": types.PayOnlineOrderAgainDocument,
    "\n  mutation CancelOnlineOrder($purchaseId: String!) {\n    cancelOnlineOrder(purchaseId: $purchaseId) {\n      message\n      outcome\n      order {\n        _id\n        purchaseId\n        status\n        holdUntil\n      }\n    }\n  }\n": types.CancelOnlineOrderDocument,
    "\n  query Dashboard($signedIn: Boolean! = false) {\n    sale {\n      ...TokenInformation\n      ...SalesProgress\n      ...PresaleSchedule\n      currency\n      phases {\n        end\n      }\n      currentPhase {\n        name\n        bonusPercent\n      }\n      operator {\n        ...SiteOperator\n      }\n    }\n    rentSupply {\n      totalSold\n      totalHeld\n      available\n    }\n    exchangeRates {\n      ...ExchangeRatesFields\n    }\n    me {\n      _id\n      tokenBalance\n      amountPaid\n      walletAddress\n      distribution {\n        ...DistributionStatus\n      }\n      hold {\n        ...AccountHoldFields\n      }\n    }\n    orders(page: 1, limit: 3) @include(if: $signedIn) {\n      orders {\n        ...OrderRow\n      }\n    }\n    salesGraph(range: LAST_7_DAYS) {\n      labels\n      data\n    }\n  }\n": types.DashboardDocument,
    "\n  query SalesGraph($range: SalesGraphRange!) {\n    salesGraph(range: $range) {\n      range\n      labels\n      data\n    }\n  }\n": types.SalesGraphDocument,
    "\n  fragment PresaleSchedule on Sale {\n    currentPhase {\n      name\n      bonusPercent\n      end\n    }\n    phases {\n      name\n      start\n      bonusPercent\n      status\n    }\n  }\n": types.PresaleScheduleFragmentDoc,
    "\n  fragment SalesProgress on Sale {\n    totalSupply\n    softCap\n    hardCap\n    saleEnd\n    phases {\n      start\n      end\n    }\n  }\n": types.SalesProgressFragmentDoc,
    "\n  fragment TokenInformation on Sale {\n    price\n    tokenName\n    symbol\n    tokenStandard\n    token {\n      symbol\n      name\n      standard\n      decimals\n      contractAddress\n      contractUrl\n      chain {\n        id\n        name\n        explorerUrl\n      }\n    }\n  }\n": types.TokenInformationFragmentDoc,
    "\n  query SaleSchedule {\n    sale {\n      price\n      phases {\n        name\n        start\n        end\n        bonusPercent\n        status\n      }\n    }\n  }\n": types.SaleScheduleDocument,
    "\n  fragment KycApplicationFields on KycApplication {\n    status\n    walletAddress\n    rejectionReason\n    submission {\n      firstName\n      lastName\n      email\n      phone\n      dob\n      street1\n      street2\n      city\n      state\n      postalCode\n      submittedAt\n      documents {\n        id\n        name\n        mediaType\n        sizeBytes\n      }\n    }\n  }\n": types.KycApplicationFieldsFragmentDoc,
    "\n  query KycApplicationStatus {\n    kyc {\n      ...KycApplicationFields\n    }\n  }\n": types.KycApplicationStatusDocument,
    "\n  mutation SubmitKyc($input: KycInput!, $documents: [Upload!]!) {\n    submitKyc(input: $input, documents: $documents) {\n      message\n      kyc {\n        ...KycApplicationFields\n      }\n    }\n  }\n": types.SubmitKycDocument,
    "\n  query AccountKyc {\n    me {\n      _id\n      kycStatus\n      walletAddress\n    }\n  }\n": types.AccountKycDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query ProfileKycDetails {\n    kyc {\n      submission {\n        firstName\n        lastName\n        phone\n        dob\n      }\n    }\n  }\n": types.ProfileKycDetailsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query Referrals(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $filter: ReferralFilter\n    $sort: ReferralSort\n  ) {\n    referrals(page: $page, limit: $limit, search: $search, filter: $filter, sort: $sort) {\n      count\n      page\n      limit\n      referredUsers {\n        _id\n        fullname\n        email\n        createdAt\n        totalBonusTokens\n        purchaseCount\n        lastPurchaseDate\n        referralPurchases {\n          _id\n          purchaseDate\n          totalTokens\n          bonusStatus\n        }\n      }\n    }\n  }\n": types.ReferralsDocument,
    "\n  query TransactionsDistribution {\n    me {\n      _id\n      distribution {\n        ...DistributionStatus\n      }\n    }\n  }\n": types.TransactionsDistributionDocument,
    "\n  query Orders($page: Int!, $limit: Int!) {\n    orders(page: $page, limit: $limit) {\n      totalCount\n      page\n      limit\n      orders {\n        ...OrderRow\n        ...TransactionDetails\n        currency\n      }\n    }\n  }\n": types.OrdersDocument,
    "\n  fragment TransactionDetails on Order {\n    purchaseId\n    paytmOrderId\n    txnId\n    purchaseDate\n    amountPaid\n    amountCharged\n    baseTokens\n    bonusTokens\n    totalTokens\n    bonusPercent\n    phaseName\n    paymentMethod\n    isReferral\n    status\n    statusReason\n    creditedAt\n    holdUntil\n    bankReference\n    refundReference\n    refundedAt\n    referral {\n      refereeFirstName\n      baseTokens\n    }\n  }\n": types.TransactionDetailsFragmentDoc,
    "\n  fragment ExchangeRatesFields on ExchangeRates {\n    usd\n    aed\n    source\n    message\n  }\n": types.ExchangeRatesFieldsFragmentDoc,
    "\n  subscription LiveSaleProgress {\n    saleProgress {\n      tokensSold\n      percentSold\n      isOpen\n      currentPhase {\n        name\n        bonusPercent\n      }\n    }\n  }\n": types.LiveSaleProgressDocument,
    "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n": types.SignOutDocument,
    "\n  fragment SessionUser on User {\n    _id\n    fullname\n    email\n    phone\n    dob\n    emailVerified\n    tokenBalance\n    createdAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      message\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation UpdateWallet($walletAddress: String!, $currentPassword: String) {\n    updateWallet(walletAddress: $walletAddress, currentPassword: $currentPassword) {\n      message\n      walletAddress\n    }\n  }\n": types.UpdateWalletDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveBalance {\n    me {\n      _id\n      tokenBalance\n    }\n  }\n"): (typeof documents)["\n  query LiveBalance {\n    me {\n      _id\n      tokenBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountHoldFields on AccountHold {\n    heldAt\n    wallet\n    kycApplication {\n      firstName\n      lastName\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  fragment AccountHoldFields on AccountHold {\n    heldAt\n    wallet\n    kycApplication {\n      firstName\n      lastName\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountHold {\n    me {\n      _id\n      hold {\n        ...AccountHoldFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountHold {\n    me {\n      _id\n      hold {\n        ...AccountHoldFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountHoldDecision on AccountHoldPayload {\n    message\n    user {\n      _id\n      walletAddress\n      kycStatus\n    }\n  }\n"): (typeof documents)["\n  fragment AccountHoldDecision on AccountHoldPayload {\n    message\n    user {\n      _id\n      walletAddress\n      kycStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmAccountHold {\n    confirmAccountHold {\n      ...AccountHoldDecision\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmAccountHold {\n    confirmAccountHold {\n      ...AccountHoldDecision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardAccountHold {\n    discardAccountHold {\n      ...AccountHoldDecision\n    }\n  }\n"): (typeof documents)["\n  mutation DiscardAccountHold {\n    discardAccountHold {\n      ...AccountHoldDecision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DistributionStatus on Distribution {\n    status\n    amount\n    expectedAmount\n    wallet\n    heldReason\n    txHash\n    txUrl\n    blockNumber\n    plannedAt\n    sentAt\n    confirmedAt\n  }\n"): (typeof documents)["\n  fragment DistributionStatus on Distribution {\n    status\n    amount\n    expectedAmount\n    wallet\n    heldReason\n    txHash\n    txUrl\n    blockNumber\n    plannedAt\n    sentAt\n    confirmedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteOperator on SaleOperator {\n    name\n    registeredOffice\n    grievanceOfficer {\n      name\n      email\n    }\n    supportEmail\n    supportPhone\n  }\n"): (typeof documents)["\n  fragment SiteOperator on SaleOperator {\n    name\n    registeredOffice\n    grievanceOfficer {\n      name\n      email\n    }\n    supportEmail\n    supportPhone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteOperator {\n    sale {\n      operator {\n        ...SiteOperator\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteOperator {\n    sale {\n      operator {\n        ...SiteOperator\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRow on Order {\n    _id\n    purchaseId\n    purchaseDate\n    amountPaid\n    baseTokens\n    totalTokens\n    isReferral\n    paymentMethod\n    status\n  }\n"): (typeof documents)["\n  fragment OrderRow on Order {\n    _id\n    purchaseId\n    purchaseDate\n    amountPaid\n    baseTokens\n    totalTokens\n    isReferral\n    paymentMethod\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeldReferralBonus {\n    referrals(page: 1, limit: 5) {\n      heldBonus {\n        tokens\n        bonuses\n        holdUntil\n      }\n      expiredHeldTokens\n    }\n  }\n"): (typeof documents)["\n  query HeldReferralBonus {\n    referrals(page: 1, limit: 5) {\n      heldBonus {\n        tokens\n        bonuses\n        holdUntil\n      }\n      expiredHeldTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralCode {\n    me {\n      _id\n      referralCode\n    }\n  }\n"): (typeof documents)["\n  query ReferralCode {\n    me {\n      _id\n      referralCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!, $password: String) {\n    verifyEmail(token: $token, password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!, $password: String) {\n    verifyEmail(token: $token, password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuyToken {\n    sale {\n      price\n      saleEnd\n      isOpen\n      phases {\n        start\n        end\n      }\n      currentPhase {\n        name\n        bonusPercent\n        end\n      }\n      bankTransfer {\n        accountName\n        bankName\n        accountNumber\n        ifsc\n        upiId\n      }\n    }\n    rentSupply {\n      available\n    }\n    exchangeRates {\n      ...ExchangeRatesFields\n    }\n    me {\n      _id\n      tokenBalance\n      kycStatus\n      walletAddress\n      referred\n    }\n  }\n"): (typeof documents)["\n  query BuyToken {\n    sale {\n      price\n      saleEnd\n      isOpen\n      phases {\n        start\n        end\n      }\n      currentPhase {\n        name\n        bonusPercent\n        end\n      }\n      bankTransfer {\n        accountName\n        bankName\n        accountNumber\n        ifsc\n        upiId\n      }\n    }\n    rentSupply {\n      available\n    }\n    exchangeRates {\n      ...ExchangeRatesFields\n    }\n    me {\n      _id\n      tokenBalance\n      kycStatus\n      walletAddress\n      referred\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaytmCheckout on OnlineOrderPayload {\n    message\n    mid\n    paytmOrderId\n    txnToken\n    paymentPageUrl\n  }\n"): (typeof documents)["\n  fragment PaytmCheckout on OnlineOrderPayload {\n    message\n    mid\n    paytmOrderId\n    txnToken\n    paymentPageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOnlineOrder($amount: Decimal!) {\n    createOnlineOrder(amount: $amount) {\n      ...PaytmCheckout\n      order {\n        _id\n        purchaseId\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOnlineOrder($amount: Decimal!) {\n    createOnlineOrder(amount: $amount) {\n      ...PaytmCheckout\n      order {\n        _id\n        purchaseId\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenBankReference {\n    openBankReference {\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation OpenBankReference {\n    openBankReference {\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOrder($purchaseId: String!, $withOrder: Boolean!) {\n    sale {\n      supportEmail\n    }\n    order(purchaseId: $purchaseId) @include(if: $withOrder) {\n      _id\n      purchaseId\n      status\n      paymentMethod\n      amountPaid\n      totalTokens\n      statusReason\n    }\n  }\n"): (typeof documents)["\n  query PaymentOrder($purchaseId: String!, $withOrder: Boolean!) {\n    sale {\n      supportEmail\n    }\n    order(purchaseId: $purchaseId) @include(if: $withOrder) {\n      _id\n      purchaseId\n      status\n      paymentMethod\n      amountPaid\n      totalTokens\n      statusReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitManualOrder($amount: Decimal!, $proof: Upload!) {\n    submitManualOrder(amount: $amount, proof: $proof) {\n      message\n      order {\n        _id\n        purchaseId\n        amountPaid\n        baseTokens\n        bonusTokens\n        totalTokens\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitManualOrder($amount: Decimal!, $proof: Upload!) {\n    submitManualOrder(amount: $amount, proof: $proof) {\n      message\n      order {\n        _id\n        purchaseId\n        amountPaid\n        baseTokens\n        bonusTokens\n        totalTokens\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnpaidOrders {\n    orders(page: 1, limit: 10) {\n      orders {\n        _id\n        purchaseId\n        purchaseDate\n        amountPaid\n        totalTokens\n        paymentMethod\n        status\n        holdUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnpaidOrders {\n    orders(page: 1, limit: 10) {\n      orders {\n        _id\n        purchaseId\n        purchaseDate\n        amountPaid\n        totalTokens\n        paymentMethod\n        status\n        holdUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOnlineOrderAgain($purchaseId: String!) {\n    payOnlineOrderAgain(purchaseId: $purchaseId) {\n      ...PaytmCheckout\n    }\n  }\n"): (typeof documents)["\n  mutation PayOnlineOrderAgain($purchaseId: String!) {\n    payOnlineOrderAgain(purchaseId: $purchaseId) {\n      ...PaytmCheckout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOnlineOrder($purchaseId: String!) {\n    cancelOnlineOrder(purchaseId: $purchaseId) {\n      message\n      outcome\n      order {\n        _id\n        purchaseId\n        status\n        holdUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOnlineOrder($purchaseId: String!) {\n    cancelOnlineOrder(purchaseId: $purchaseId) {\n      message\n      outcome\n      order {\n        _id\n        purchaseId\n        status\n        holdUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($signedIn: Boolean! = false) {\n    sale {\n      ...TokenInformation\n      ...SalesProgress\n      ...PresaleSchedule\n      currency\n      phases {\n        end\n      }\n      currentPhase {\n        name\n        bonusPercent\n      }\n      operator {\n        ...SiteOperator\n      }\n    }\n    rentSupply {\n      totalSold\n      totalHeld\n      available\n    }\n    exchangeRates {\n      ...ExchangeRatesFields\n    }\n    me {\n      _id\n      tokenBalance\n      amountPaid\n      walletAddress\n      distribution {\n        ...DistributionStatus\n      }\n      hold {\n        ...AccountHoldFields\n      }\n    }\n    orders(page: 1, limit: 3) @include(if: $signedIn) {\n      orders {\n        ...OrderRow\n      }\n    }\n    salesGraph(range: LAST_7_DAYS) {\n      labels\n      data\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($signedIn: Boolean! = false) {\n    sale {\n      ...TokenInformation\n      ...SalesProgress\n      ...PresaleSchedule\n      currency\n      phases {\n        end\n      }\n      currentPhase {\n        name\n        bonusPercent\n      }\n      operator {\n        ...SiteOperator\n      }\n    }\n    rentSupply {\n      totalSold\n      totalHeld\n      available\n    }\n    exchangeRates {\n      ...ExchangeRatesFields\n    }\n    me {\n      _id\n      tokenBalance\n      amountPaid\n      walletAddress\n      distribution {\n        ...DistributionStatus\n      }\n      hold {\n        ...AccountHoldFields\n      }\n    }\n    orders(page: 1, limit: 3) @include(if: $signedIn) {\n      orders {\n        ...OrderRow\n      }\n    }\n    salesGraph(range: LAST_7_DAYS) {\n      labels\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesGraph($range: SalesGraphRange!) {\n    salesGraph(range: $range) {\n      range\n      labels\n      data\n    }\n  }\n"): (typeof documents)["\n  query SalesGraph($range: SalesGraphRange!) {\n    salesGraph(range: $range) {\n      range\n      labels\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PresaleSchedule on Sale {\n    currentPhase {\n      name\n      bonusPercent\n      end\n    }\n    phases {\n      name\n      start\n      bonusPercent\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment PresaleSchedule on Sale {\n    currentPhase {\n      name\n      bonusPercent\n      end\n    }\n    phases {\n      name\n      start\n      bonusPercent\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesProgress on Sale {\n    totalSupply\n    softCap\n    hardCap\n    saleEnd\n    phases {\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  fragment SalesProgress on Sale {\n    totalSupply\n    softCap\n    hardCap\n    saleEnd\n    phases {\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokenInformation on Sale {\n    price\n    tokenName\n    symbol\n    tokenStandard\n    token {\n      symbol\n      name\n      standard\n      decimals\n      contractAddress\n      contractUrl\n      chain {\n        id\n        name\n        explorerUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TokenInformation on Sale {\n    price\n    tokenName\n    symbol\n    tokenStandard\n    token {\n      symbol\n      name\n      standard\n      decimals\n      contractAddress\n      contractUrl\n      chain {\n        id\n        name\n        explorerUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaleSchedule {\n    sale {\n      price\n      phases {\n        name\n        start\n        end\n        bonusPercent\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query SaleSchedule {\n    sale {\n      price\n      phases {\n        name\n        start\n        end\n        bonusPercent\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KycApplicationFields on KycApplication {\n    status\n    walletAddress\n    rejectionReason\n    submission {\n      firstName\n      lastName\n      email\n      phone\n      dob\n      street1\n      street2\n      city\n      state\n      postalCode\n      submittedAt\n      documents {\n        id\n        name\n        mediaType\n        sizeBytes\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment KycApplicationFields on KycApplication {\n    status\n    walletAddress\n    rejectionReason\n    submission {\n      firstName\n      lastName\n      email\n      phone\n      dob\n      street1\n      street2\n      city\n      state\n      postalCode\n      submittedAt\n      documents {\n        id\n        name\n        mediaType\n        sizeBytes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycApplicationStatus {\n    kyc {\n      ...KycApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query KycApplicationStatus {\n    kyc {\n      ...KycApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitKyc($input: KycInput!, $documents: [Upload!]!) {\n    submitKyc(input: $input, documents: $documents) {\n      message\n      kyc {\n        ...KycApplicationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitKyc($input: KycInput!, $documents: [Upload!]!) {\n    submitKyc(input: $input, documents: $documents) {\n      message\n      kyc {\n        ...KycApplicationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountKyc {\n    me {\n      _id\n      kycStatus\n      walletAddress\n    }\n  }\n"): (typeof documents)["\n  query AccountKyc {\n    me {\n      _id\n      kycStatus\n      walletAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileKycDetails {\n    kyc {\n      submission {\n        firstName\n        lastName\n        phone\n        dob\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileKycDetails {\n    kyc {\n      submission {\n        firstName\n        lastName\n        phone\n        dob\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Referrals(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $filter: ReferralFilter\n    $sort: ReferralSort\n  ) {\n    referrals(page: $page, limit: $limit, search: $search, filter: $filter, sort: $sort) {\n      count\n      page\n      limit\n      referredUsers {\n        _id\n        fullname\n        email\n        createdAt\n        totalBonusTokens\n        purchaseCount\n        lastPurchaseDate\n        referralPurchases {\n          _id\n          purchaseDate\n          totalTokens\n          bonusStatus\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Referrals(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $filter: ReferralFilter\n    $sort: ReferralSort\n  ) {\n    referrals(page: $page, limit: $limit, search: $search, filter: $filter, sort: $sort) {\n      count\n      page\n      limit\n      referredUsers {\n        _id\n        fullname\n        email\n        createdAt\n        totalBonusTokens\n        purchaseCount\n        lastPurchaseDate\n        referralPurchases {\n          _id\n          purchaseDate\n          totalTokens\n          bonusStatus\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionsDistribution {\n    me {\n      _id\n      distribution {\n        ...DistributionStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionsDistribution {\n    me {\n      _id\n      distribution {\n        ...DistributionStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders($page: Int!, $limit: Int!) {\n    orders(page: $page, limit: $limit) {\n      totalCount\n      page\n      limit\n      orders {\n        ...OrderRow\n        ...TransactionDetails\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  query Orders($page: Int!, $limit: Int!) {\n    orders(page: $page, limit: $limit) {\n      totalCount\n      page\n      limit\n      orders {\n        ...OrderRow\n        ...TransactionDetails\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionDetails on Order {\n    purchaseId\n    paytmOrderId\n    txnId\n    purchaseDate\n    amountPaid\n    amountCharged\n    baseTokens\n    bonusTokens\n    totalTokens\n    bonusPercent\n    phaseName\n    paymentMethod\n    isReferral\n    status\n    statusReason\n    creditedAt\n    holdUntil\n    bankReference\n    refundReference\n    refundedAt\n    referral {\n      refereeFirstName\n      baseTokens\n    }\n  }\n"): (typeof documents)["\n  fragment TransactionDetails on Order {\n    purchaseId\n    paytmOrderId\n    txnId\n    purchaseDate\n    amountPaid\n    amountCharged\n    baseTokens\n    bonusTokens\n    totalTokens\n    bonusPercent\n    phaseName\n    paymentMethod\n    isReferral\n    status\n    statusReason\n    creditedAt\n    holdUntil\n    bankReference\n    refundReference\n    refundedAt\n    referral {\n      refereeFirstName\n      baseTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExchangeRatesFields on ExchangeRates {\n    usd\n    aed\n    source\n    message\n  }\n"): (typeof documents)["\n  fragment ExchangeRatesFields on ExchangeRates {\n    usd\n    aed\n    source\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveSaleProgress {\n    saleProgress {\n      tokensSold\n      percentSold\n      isOpen\n      currentPhase {\n        name\n        bonusPercent\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveSaleProgress {\n    saleProgress {\n      tokensSold\n      percentSold\n      isOpen\n      currentPhase {\n        name\n        bonusPercent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    _id\n    fullname\n    email\n    phone\n    dob\n    emailVerified\n    tokenBalance\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    _id\n    fullname\n    email\n    phone\n    dob\n    emailVerified\n    tokenBalance\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWallet($walletAddress: String!, $currentPassword: String) {\n    updateWallet(walletAddress: $walletAddress, currentPassword: $currentPassword) {\n      message\n      walletAddress\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWallet($walletAddress: String!, $currentPassword: String) {\n    updateWallet(walletAddress: $walletAddress, currentPassword: $currentPassword) {\n      message\n      walletAddress\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;