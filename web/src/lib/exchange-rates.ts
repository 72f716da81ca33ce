import { graphql } from '../gql';

/** The gateway's rupee rates, as the dashboard's calculator and the purchase quote them. */
export const ExchangeRatesFields = graphql(`
  fragment ExchangeRatesFields on ExchangeRates {
    usd
    aed
    source
    message
  }
`);
