// Generated from the web app's GraphQL documents by `npm run codegen`; do not edit.

/** The web app's operations by the SHA-256 (hex) of their text: the documents it sends by hash. */
export const webPersistedDocuments: Readonly<Record<string, string>> = {
  "068074a976c613732f1ac1f9a644f528e3e7aabf7656c7d648afc67bcc870206":
    "fragment PaytmCheckout on OnlineOrderPayload { __typename message mid paymentPageUrl paytmOrderId txnToken } mutation CreateOnlineOrder($amount: Decimal!) { createOnlineOrder(amount: $amount) { __typename order { __typename _id purchaseId status } ...PaytmCheckout } }",
  "095324858832b400e3160e8da4109839ca2c39cc79193010e58e1a3d11ec2b2a":
    "query ReferralCode { me { __typename _id referralCode } }",
  "2c77a427f6039ec724f5a73785c4881e2ffa9faf1df48cc0b1ceae093dc9243c":
    "fragment AccountHoldDecision on AccountHoldPayload { __typename message user { __typename _id kycStatus walletAddress } } mutation DiscardAccountHold { discardAccountHold { __typename ...AccountHoldDecision } }",
  "31de21b95eb0eb759af05d289b7ae2a662b817019f648ead18825f85258ff3bc":
    "subscription LiveSaleProgress { saleProgress { __typename currentPhase { __typename bonusPercent name } isOpen percentSold tokensSold } }",
  "33f28818867421e544ef035e2ea5a85ff35468aa4978f48deaad33a461b63248":
    "mutation ResetPassword($newPassword: String!, $token: String!) { resetPassword(token: $token, newPassword: $newPassword) { __typename message } }",
  "34e2eb1a8837495839599c7b3fee946ded2cd60a3a1faeb72321de708938d38d":
    "fragment KycApplicationFields on KycApplication { __typename rejectionReason status submission { __typename city dob documents { __typename id mediaType name sizeBytes } email firstName lastName phone postalCode state street1 street2 submittedAt } walletAddress } query KycApplicationStatus { kyc { __typename ...KycApplicationFields } }",
  "3b6935c0d13dad3498cda1f0cd0d86d55d11f938c3e0f5db61ab6c61ba7c11d3":
    "fragment KycApplicationFields on KycApplication { __typename rejectionReason status submission { __typename city dob documents { __typename id mediaType name sizeBytes } email firstName lastName phone postalCode state street1 street2 submittedAt } walletAddress } mutation SubmitKyc($documents: [Upload!]!, $input: KycInput!) { submitKyc(input: $input, documents: $documents) { __typename kyc { __typename ...KycApplicationFields } message } }",
  "3e32a04b76e978e0882c670a38cc159acbe2e462438004ca26ed32f845acbcc6":
    "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { __typename message } }",
  "411e96c713d65edda6423494b92a4473523c0971f6d9ab1178f29fb0e443b9ea":
    "fragment SessionUser on User { __typename _id createdAt dob email emailVerified fullname phone tokenBalance } mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) { signIn(email: $email, password: $password, rememberMe: $rememberMe) { __typename message user { __typename ...SessionUser } } }",
  "448bcbb68abc71d6079d2f87700f610ba76748646bd1158a16b1c604ba05b989":
    "fragment SiteOperator on SaleOperator { __typename grievanceOfficer { __typename email name } name registeredOffice supportEmail supportPhone } query SiteOperator { sale { __typename operator { __typename ...SiteOperator } } }",
  "485be2360a87ac36bda0b6d812db66977c67a99fb9de1a7d63129c6bb8e53bb4":
    "query SalesGraph($range: SalesGraphRange!) { salesGraph(range: $range) { __typename data labels range } }",
  "51d66a42678ab802440e18321499e0f0e12dfb2b73178a717140b9ea9f12a08d":
    "query LiveBalance { me { __typename _id tokenBalance } }",
  "5380df89984b6dd22ab0307af801cfaa5574b9c3e4c6b8aaf5d75bbe9e96d5a3":
    "mutation CancelOnlineOrder($purchaseId: String!) { cancelOnlineOrder(purchaseId: $purchaseId) { __typename message order { __typename _id holdUntil purchaseId status } outcome } }",
  "62be768c82f88d6f107fcbe21191c42e02932ff31e1be9a5e088e6bd8efab457":
    "mutation OpenBankReference { openBankReference { __typename reference } }",
  "6b5b5220d526a58b9875b457653c620dfc561c67e9d9fd8bb24d3116920a17d9":
    "query UnpaidOrders { orders(page: 1, limit: 10) { __typename orders { __typename _id amountPaid holdUntil paymentMethod purchaseDate purchaseId status totalTokens } } }",
  "6dc88b3f867a881428ddea44dbe233a76df6711645638c104a4e8c3aeae44246":
    "fragment AccountHoldDecision on AccountHoldPayload { __typename message user { __typename _id kycStatus walletAddress } } mutation ConfirmAccountHold { confirmAccountHold { __typename ...AccountHoldDecision } }",
  "6ec7dbb238b713aabf47edf7e0ff64eca89ac07160da27ccc63c487dedd3aef8":
    "mutation RefreshSession { refreshSession { __typename message } }",
  "850750178a94edc8a194a4d28ca2e2a6ef4256f7bdc6869d92ef8d54894cbc20":
    "mutation SubmitManualOrder($amount: Decimal!, $proof: Upload!) { submitManualOrder(amount: $amount, proof: $proof) { __typename message order { __typename _id amountPaid baseTokens bonusTokens purchaseId status totalTokens } } }",
  "9cc24edcec6d603dce18e0a0c508ad3279913d1924b88973af134a25a7978313":
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { __typename message } }",
  "9fec6b5f4506792d70058cbe1cbcf61f6a10e4aa56093c05c2bf52c74c8bdbf4":
    "fragment ExchangeRatesFields on ExchangeRates { __typename aed message source usd } query BuyToken { exchangeRates { __typename ...ExchangeRatesFields } me { __typename _id kycStatus referred tokenBalance walletAddress } rentSupply { __typename available } sale { __typename bankTransfer { __typename accountName accountNumber bankName ifsc upiId } currentPhase { __typename bonusPercent end name } isOpen phases { __typename end start } price saleEnd } }",
  "a04bbb68fa53251fd97a2ced332fe3802018ef2ea8a32cd02a44c9c90a2cea46":
    "mutation SignOut { signOut { __typename message } }",
  "a0d043b97cdf0fe17def280cd4fbbbcdffb1d7adc31522a0bb1ab4421a930e18":
    "query Referrals($filter: ReferralFilter, $limit: Int!, $page: Int!, $search: String, $sort: ReferralSort) { referrals( page: $page limit: $limit search: $search filter: $filter sort: $sort ) { __typename count limit page referredUsers { __typename _id createdAt email fullname lastPurchaseDate purchaseCount referralPurchases { __typename _id bonusStatus purchaseDate totalTokens } totalBonusTokens } } }",
  "a0ea363cd178d49f772eb92ede9e99883bb1305ce8103d02a660090169ed9b59":
    "query SaleSchedule { sale { __typename phases { __typename bonusPercent end name start status } price } }",
  "aa92b8706427e68a141366511bd3a309359be76f3c4f1f7b0bd093cd60aed09c":
    "fragment PaytmCheckout on OnlineOrderPayload { __typename message mid paymentPageUrl paytmOrderId txnToken } mutation PayOnlineOrderAgain($purchaseId: String!) { payOnlineOrderAgain(purchaseId: $purchaseId) { __typename ...PaytmCheckout } }",
  "b73be9998b54767b2709e13c4cba21beaec2145e97b19e0d2237b1ec2aae9805":
    "query PaymentOrder($purchaseId: String!, $withOrder: Boolean!) { order(purchaseId: $purchaseId) @include(if: $withOrder) { __typename _id amountPaid paymentMethod purchaseId status statusReason totalTokens } sale { __typename supportEmail } }",
  "cc801e7c98e047bd36e947dddc8a4d27cd4d0723e415669436bdd7a7364b70f0":
    "fragment AccountHoldFields on AccountHold { __typename heldAt kycApplication { __typename firstName lastName submittedAt } wallet } fragment DistributionStatus on Distribution { __typename amount blockNumber confirmedAt expectedAmount heldReason plannedAt sentAt status txHash txUrl wallet } fragment ExchangeRatesFields on ExchangeRates { __typename aed message source usd } fragment OrderRow on Order { __typename _id amountPaid baseTokens isReferral paymentMethod purchaseDate purchaseId status totalTokens } fragment PresaleSchedule on Sale { __typename currentPhase { __typename bonusPercent end name } phases { __typename bonusPercent name start status } } fragment SalesProgress on Sale { __typename hardCap phases { __typename end start } saleEnd softCap totalSupply } fragment SiteOperator on SaleOperator { __typename grievanceOfficer { __typename email name } name registeredOffice supportEmail supportPhone } fragment TokenInformation on Sale { __typename price symbol token { __typename chain { __typename explorerUrl id name } contractAddress contractUrl decimals name standard symbol } tokenName tokenStandard } query Dashboard($signedIn: Boolean! = false) { exchangeRates { __typename ...ExchangeRatesFields } me { __typename _id amountPaid distribution { __typename ...DistributionStatus } hold { __typename ...AccountHoldFields } tokenBalance walletAddress } orders(page: 1, limit: 3) @include(if: $signedIn) { __typename orders { __typename ...OrderRow } } rentSupply { __typename available totalHeld totalSold } sale { __typename currency currentPhase { __typename bonusPercent name } operator { __typename ...SiteOperator } phases { __typename end } ...PresaleSchedule ...SalesProgress ...TokenInformation } salesGraph(range: LAST_7_DAYS) { __typename data labels } }",
  "d4f5ca62fc19995b59d6ab27a7d2d5fe1b5cd7a801ddb9e06a61ce1ebb0b1ea0":
    "fragment SessionUser on User { __typename _id createdAt dob email emailVerified fullname phone tokenBalance } mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename message user { __typename ...SessionUser } } }",
  "dea94a3ee7a7553486daf970521add2d09e7b0450b1891f75907a1fd6b09918e":
    "fragment SessionUser on User { __typename _id createdAt dob email emailVerified fullname phone tokenBalance } query Me { me { __typename ...SessionUser } }",
  "e8224b813517c9268fe30a841da658a6638291ed48d668386d90770c19a4079f":
    "mutation VerifyEmail($password: String, $token: String!) { verifyEmail(token: $token, password: $password) { __typename message } }",
  "eb38c2e3295ee26a449c242bba8ccaefe9fb1da049934dcedbadcb550b338a0c":
    "mutation ResendVerification($email: String!) { resendVerification(email: $email) { __typename message } }",
  "ed0b01702432acd5d30a5453bd9ca09b0cab948b3804793ccad532d0c56633b5":
    "mutation UpdateWallet($currentPassword: String, $walletAddress: String!) { updateWallet(walletAddress: $walletAddress, currentPassword: $currentPassword) { __typename message walletAddress } }",
  "f4227c9a5c8f3ff9e9068ed70edac674fc866f369501a03efbfccb4ef3a6d6dc":
    "query HeldReferralBonus { referrals(page: 1, limit: 5) { __typename expiredHeldTokens heldBonus { __typename bonuses holdUntil tokens } } }",
  "f508fa41f251961239fc9cb09f1e606abb168bb3e66d2402cc88bb721ea6d023":
    "query ProfileKycDetails { kyc { __typename submission { __typename dob firstName lastName phone } } }",
  "f5bad4db348cfeeb3be0030c49013094c4bb24a3a2513e75cf28d02afdbf8d19":
    "fragment AccountHoldFields on AccountHold { __typename heldAt kycApplication { __typename firstName lastName submittedAt } wallet } query AccountHold { me { __typename _id hold { __typename ...AccountHoldFields } } }",
  "f5fcaf8f39210cc5579ee19afc46b876fca6f4b81790b7f529de80ff6aab7032":
    "query AccountKyc { me { __typename _id kycStatus walletAddress } }",
  "f734dcf8a81f1233654ca43abffd3b520040e049b975758127c40e2bfc770c5b":
    "fragment DistributionStatus on Distribution { __typename amount blockNumber confirmedAt expectedAmount heldReason plannedAt sentAt status txHash txUrl wallet } query TransactionsDistribution { me { __typename _id distribution { __typename ...DistributionStatus } } }",
  "fc7c58f891ed3ea547513aba7b7f84afaefebc8551d3f075cfd6baad38acdc62":
    "fragment OrderRow on Order { __typename _id amountPaid baseTokens isReferral paymentMethod purchaseDate purchaseId status totalTokens } fragment TransactionDetails on Order { __typename amountCharged amountPaid bankReference baseTokens bonusPercent bonusTokens creditedAt holdUntil isReferral paymentMethod paytmOrderId phaseName purchaseDate purchaseId referral { __typename baseTokens refereeFirstName } refundReference refundedAt status statusReason totalTokens txnId } query Orders($limit: Int!, $page: Int!) { orders(page: $page, limit: $limit) { __typename limit orders { __typename currency ...OrderRow ...TransactionDetails } page totalCount } }",
  "ff502a9db01a1381ac131f17fa71e31770139259f0f8ddb50afc7662dbd28ddd":
    "mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename message } }",
};
