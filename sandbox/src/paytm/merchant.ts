/** The one merchant account the Paytm stand-in serves. */
export interface PaytmMerchant {
  /** Merchant id, e.g. `RENTPR07429183650244`. */
  mid: string;
  /** Merchant key: exactly 16 bytes, it is an AES-128 key. */
  key: string;
  /** The `websiteName` initiate-transaction requests must name, e.g. `WEBSTAGING`. */
  website: string;
}
