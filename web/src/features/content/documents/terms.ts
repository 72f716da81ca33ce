import { paths } from '../../../config/paths';
import type { ContentDocument } from './model';
import {
  HARD_CAP,
  LAST_UPDATED,
  MANUAL_REVIEW_HOURS,
  PRICE,
  SALE_END,
  TOKEN_NAME,
  bonusRule,
  contactLink,
  referralRule,
  salePhasesTable,
} from './sale-facts';

export const terms: ContentDocument = {
  title: 'Terms of Condition',
  lead:
    `The rules that apply when you create an account and buy ${TOKEN_NAME} (RENT) tokens in the ` +
    'pre-sale. Please read them together with the Privacy Policy and the whitepaper.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      id: 'acceptance',
      heading: 'About these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'By creating an account or buying RENT you accept these terms and our ',
            { text: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
            '. If you do not accept them, do not use the pre-sale.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must be at least 18 years old and able to enter into a binding contract.',
            'You must complete KYC with your Aadhar documents and be verified by our team before buying.',
            'You may hold one account, in your own name, and buy only for yourself.',
            'You must not buy RENT if the law of the place where you live forbids it. The pre-sale is ' +
              'not an offer anywhere such an offer would be unlawful.',
          ],
        },
      ],
    },
    {
      id: 'purchases',
      heading: 'Purchase terms',
      blocks: [
        {
          kind: 'list',
          items: [
            `The price is ${PRICE} per RENT in every phase. You buy whole tokens only, at least one.`,
            'You pay in Indian rupees. Amounts shown in US dollars or UAE dirhams are estimates at ' +
              'live exchange rates, for information only.',
            `The pre-sale offers ${HARD_CAP} in total. An order is credited only if the tokens it ` +
              'allocates, with its bonus and any referral tokens, fit under this hard cap.',
            'An order is credited when its payment has been verified. Your balance then shows the ' +
              'tokens bought and the bonus.',
            `The pre-sale ends on ${SALE_END}. No order is accepted after that time.`,
          ],
        },
      ],
    },
    {
      id: 'bonuses-referrals',
      heading: 'Bonuses and referral rules',
      blocks: [
        salePhasesTable,
        bonusRule,
        {
          kind: 'paragraph',
          text:
            'A bank transfer receives the bonus of the phase in which its proof was submitted, even ' +
            'if it is approved later.',
        },
        referralRule,
        {
          kind: 'list',
          items: [
            'A referral code must be entered when signing up; it cannot be added later.',
            'You cannot refer yourself, and an unknown code is refused.',
            'Referral tokens count towards the hard cap like any other tokens.',
            'We may withhold bonus or referral tokens obtained through fake or duplicate accounts or ' +
              'other abuse.',
          ],
        },
      ],
    },
    {
      id: 'payments-refunds',
      heading: 'Payments and refunds',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              { text: 'Online: ', strong: true },
              'through Paytm, in rupees. The order is credited once Paytm has confirmed the ' +
                'transaction for the exact amount.',
            ],
            [
              { text: 'Bank transfer: ', strong: true },
              `at least ${PRICE}, with an upload of the payment proof. We review it within ` +
                `${MANUAL_REVIEW_HOURS} hours and credit the order once the money is matched to the proof.`,
            ],
            [
              { text: 'After the hard cap: ', strong: true },
              'an order paid after the hard cap has been filled is refunded, not credited.',
            ],
            [
              { text: 'Unverified payments: ', strong: true },
              'a transfer we cannot match to its proof, or a payment that does not match its order, ' +
                'is refunded to the account it came from.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text:
            'Apart from these cases, and except where the law gives you a right to a refund, a ' +
            'credited purchase is final. Refunds are made in rupees to the original payment method, ' +
            'without interest, less any charges the bank or payment processor deducts.',
        },
      ],
    },
    {
      id: 'distribution',
      heading: 'Token distribution',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Tokens are distributed to the BEP20 wallet registered in your account after the pre-sale ' +
            'ends. You are responsible for registering an address you control; you can change it ' +
            'from your profile until distribution. Addresses of exchange deposit wallets are refused. ' +
            'Blockchain transfers cannot be reversed, and we cannot recover tokens sent to the ' +
            'address you registered.',
        },
      ],
    },
    {
      id: 'risks',
      heading: 'Risks',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'RENT carries no guaranteed return and no right to rent, interest, dividends or profits, ' +
            'and it is not a title to property. Its value may fall to zero, there may be no market ' +
            'in which to sell it, and changes in law or technology may affect it. The whitepaper ' +
            'describes these risks in full. Buy only what you can afford to lose.',
        },
      ],
    },
    {
      id: 'prohibited-use',
      heading: 'Prohibited use',
      blocks: [
        {
          kind: 'list',
          items: [
            'Giving false identity details or documents, or buying on behalf of someone else.',
            'Paying with money obtained unlawfully or from an account that is not yours.',
            'Creating several accounts, or abusing the bonus or referral programme.',
            'Interfering with the site, probing its security or automating access to it.',
          ],
        },
        {
          kind: 'paragraph',
          text:
            'We may suspend an account involved in prohibited use, refuse or reverse the related ' +
            'orders, and report the matter to the authorities where the law requires.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'To the extent the law allows, we are not liable for losses caused by changes in the ' +
            'value of RENT, by events outside our reasonable control, by a wallet address or ' +
            'credentials you provided or lost, or by the failure of a blockchain or third-party ' +
            'service. Our total liability to you in connection with the pre-sale is limited to the ' +
            'amount you paid for your tokens. Nothing in these terms limits liability that cannot ' +
            'be limited by law.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We may change these terms, for example to follow a change in the law. We update the ' +
            'date above and tell registered investors by e-mail before a significant change takes ' +
            'effect. A change never alters the price or bonus of an order already credited.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'These terms are governed by the laws of India. Disputes are subject to the jurisdiction ' +
            'of the competent courts in India. Before going to court, please write to us so that we ' +
            'can try to resolve the matter.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: ['Questions about these terms: ', contactLink, '.'],
        },
      ],
    },
  ],
};
