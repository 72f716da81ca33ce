// The RENT whitepaper: shown at /white-paper and printed to /whitepaper.pdf by scripts/build-whitepaper.ts.
import { paths } from '../../../config/paths';
import type { ContentDocument } from './model';
import {
  HARD_CAP,
  LAST_UPDATED,
  MANUAL_REVIEW_HOURS,
  PRICE,
  SALE_END,
  SOFT_CAP,
  TOKEN_NAME,
  bonusRule,
  contactLink,
  referralRule,
  salePhasesTable,
} from './sale-facts';

export const whitepaper: ContentDocument = {
  title: 'Whitepaper',
  subtitle: `${TOKEN_NAME} (RENT)`,
  lead:
    'What RENT is, how its pre-sale works, how bonuses and referrals are calculated, how we protect ' +
    'investors and their data, and the risks you should weigh before buying.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      id: 'abstract',
      heading: 'Abstract',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `The ${TOKEN_NAME} (RENT) is a BEP20 token created to build a community of retail ` +
            'investors around real estate in India. It is sold in a pre-sale at a fixed price of ' +
            `${PRICE} per token, paid in Indian rupees, with a bonus that is larger for early buyers.`,
        },
        {
          kind: 'paragraph',
          text:
            'This paper explains the problem RENT responds to, what the token is and is not, the ' +
            'economics of the pre-sale, the steps an investor follows, the safeguards around identity ' +
            'documents and payments, the road ahead, and the risks. It is written for people deciding ' +
            'whether to take part, and it avoids promises we could not keep.',
        },
      ],
    },
    {
      id: 'problem',
      heading: 'The problem: access to real-estate investment',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Land and buildings are among the assets Indian households trust most, yet direct ownership ' +
            'is out of reach for many savers. A single property needs a large sum up front, buying and ' +
            'selling takes months, stamp duty and registration add to the cost, and checking titles ' +
            'demands expertise that most individuals do not have.',
        },
        {
          kind: 'list',
          items: [
            [
              { text: 'High entry price: ', strong: true },
              'a small saver cannot buy a fraction of a plot.',
            ],
            [
              { text: 'Low liquidity: ', strong: true },
              'a property cannot be sold in part, and a sale can take a long time.',
            ],
            [
              { text: 'Opaque information: ', strong: true },
              'prices, titles and records are hard for an individual to verify.',
            ],
            [
              { text: 'Concentration: ', strong: true },
              'one property ties a household to one location and one market.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text:
            'RENT starts from a simple idea: small, equal units that many people can hold, recorded on a ' +
            'public blockchain, as the first step towards a network that can later be linked to real ' +
            'estate through a proper legal structure.',
        },
      ],
    },
    {
      id: 'token',
      heading: 'The RENT token',
      blocks: [
        {
          kind: 'table',
          caption: 'Token at a glance',
          columns: ['Item', 'Detail'],
          rows: [
            ['Name', TOKEN_NAME],
            ['Symbol', 'RENT'],
            ['Standard', 'BEP20 (BNB Smart Chain)'],
            ['Pre-sale price', `1 RENT = ${PRICE}, fixed for every phase`],
            ['Pre-sale supply and hard cap', HARD_CAP],
            ['Soft cap', SOFT_CAP],
            ['Payment currency', 'Indian rupees (INR) only'],
          ],
        },
        {
          kind: 'paragraph',
          text:
            'BEP20 is the token standard of BNB Smart Chain. It lets RENT be held in any compatible ' +
            'wallet that the investor controls, and every transfer is recorded publicly on the chain.',
        },
        {
          kind: 'paragraph',
          text:
            'The purpose of RENT is to form the community and the capital base of the Real Estate ' +
            'Network: a register of holders, verified by KYC, who can take part in what the network ' +
            'builds around real estate.',
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'RENT is not a property title',
          text:
            'Holding RENT does not give you ownership of, or a registered interest in, any land or ' +
            'building. It carries no right to rent, dividends, interest or a share of profits. Token ' +
            'holders would hold rights in real estate only if a later legal structure, published in ' +
            'full before it takes effect, says so.',
        },
      ],
    },
    {
      id: 'token-economics',
      heading: 'Token economics',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `Every token costs ${PRICE}. The pre-sale offers ${HARD_CAP} in total, which is also the ` +
            `hard cap: once that many tokens have been allocated, no further order is credited. The soft ` +
            `cap of ${SOFT_CAP} is a milestone shown on the sales progress bar; reaching it does not ` +
            'change the price, the bonuses or any investor’s rights.',
        },
        salePhasesTable,
        bonusRule,
        {
          kind: 'callout',
          tone: 'note',
          title: 'Worked example',
          text:
            'An investor buys 10 RENT during Phase 1 and pays ₹10,000. The bonus is ' +
            'floor(10) × 15 ÷ 100 = 1.5 RENT, so the investor receives 10 + 1.5 = 11.5 RENT. ' +
            'The same purchase during Phase 2 would receive 0.5 bonus RENT, 10.5 RENT in total.',
        },
        referralRule,
        {
          kind: 'paragraph',
          text:
            'Tokens bought, bonus tokens and referral tokens all count towards the hard cap, so the ' +
            'total allocated can never exceed it. The dashboard calculator shows US dollar and UAE ' +
            'dirham equivalents at live exchange rates for information only; every payment is made ' +
            'in rupees.',
        },
      ],
    },
    {
      id: 'sale-process',
      heading: 'The sale process',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              { text: 'Sign up ', strong: true },
              'with your name, e-mail address and a password, optionally with a referral code.',
            ],
            [
              { text: 'Verify your e-mail ', strong: true },
              'by opening the link we send you; you can sign in only after that.',
            ],
            [
              { text: 'Complete KYC ', strong: true },
              'by submitting your details and one to four Aadhar documents (images or PDF). ' +
                'Our verification team reviews them before you can buy.',
            ],
            [
              { text: 'Register your wallet: ', strong: true },
              'a BEP20 address you control. Addresses of exchange deposit wallets are refused, ' +
                'because tokens sent there may never reach you.',
            ],
            [
              { text: 'Pay in rupees, ', strong: true },
              'online through Paytm, or by bank transfer with an upload of the payment proof. ' +
                `Transfers are reviewed within ${MANUAL_REVIEW_HOURS} hours and credited with the ` +
                'bonus of the phase in which they were submitted.',
            ],
            [
              { text: 'Receive your tokens. ', strong: true },
              'Your balance is visible on the dashboard as soon as an order is credited. Tokens are ' +
                'distributed to your registered BEP20 wallet after the pre-sale ends ' +
                `(${SALE_END}).`,
            ],
          ],
        },
      ],
    },
    {
      id: 'security-compliance',
      heading: 'Security and compliance',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              { text: 'Know your customer. ', strong: true },
              'Every buyer is identified with Aadhar documents before purchasing, which protects ' +
                'investors and the sale against fraud and money laundering.',
            ],
            [
              { text: 'Data protection. ', strong: true },
              'Identity documents are stored outside anything the website serves, under random ' +
                'names, and only the verification team can open them. We process personal data in ' +
                "line with India's Digital Personal Data Protection Act, 2023.",
            ],
            [
              { text: 'Payment verification. ', strong: true },
              'An online payment is credited only after Paytm’s signed response has been checked ' +
                'and the transaction confirmed with Paytm for the exact order and amount, and it is ' +
                'credited exactly once. A bank transfer is credited only after a person has matched ' +
                'the proof to the money received.',
            ],
            [
              { text: 'Accounts. ', strong: true },
              'Passwords are stored only as slow, salted hashes; sessions use httpOnly cookies; ' +
                'every decision of the team on KYC and payments is recorded in an audit log.',
            ],
          ],
        },
      ],
    },
    {
      id: 'roadmap',
      heading: 'Roadmap',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We describe the road ahead in stages rather than dates, because several stages depend on ' +
            'legal and regulatory work whose length we cannot know. Each stage is announced by e-mail ' +
            'to registered investors and on this site before it begins.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Pre-sale: verified investors buy RENT in the three phases above.',
            'Distribution: after the pre-sale ends, tokens are sent to each investor’s registered wallet.',
            'Legal structure: with qualified advisers, define whether and how holders can take part in ' +
              'real-estate assets, and publish the structure in full before anything changes.',
            'Property programme: select, document and report on real-estate projects under that ' +
              'structure, with regular public reports.',
            'Network services: tools for holders, such as reporting and participation in decisions ' +
              'the structure allows.',
          ],
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
            'Buying RENT is risky. You could lose everything you pay. Consider the following before ' +
            'buying, and buy only what you can afford to lose.',
        },
        {
          kind: 'list',
          items: [
            'No guaranteed return: RENT pays no interest, rent or dividend, and its value may fall to zero.',
            'No assured market: there is no promise that RENT will be listed on any exchange or that ' +
              'anyone will buy it from you.',
            'Project risk: the link to real estate depends on legal work that may take long, change ' +
              'shape or not succeed.',
            'Regulatory risk: the law on crypto assets in India and elsewhere may change and could ' +
              'restrict holding or transferring RENT. Gains on virtual digital assets are taxed in ' +
              'India; consult a tax adviser.',
            'Technology risk: blockchains and smart contracts can fail or be attacked; a lost private ' +
              'key or a wrong wallet address means tokens that cannot be recovered.',
            'Sale risk: the hard cap may be reached before your payment is credited; such a payment ' +
              'is refunded, not credited.',
          ],
        },
      ],
    },
    {
      id: 'legal-notice',
      heading: 'Legal notice',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'This whitepaper is for information only. It is not a prospectus, an offer of securities ' +
            'or investment advice, and it has not been reviewed or approved by any regulator. Nothing ' +
            'in it is an offer or a solicitation in any place where such an offer would be unlawful, ' +
            'and RENT may not be bought by anyone whom the law of their place of residence forbids ' +
            'from buying it.',
        },
        {
          kind: 'paragraph',
          text:
            'Statements about the future describe present intentions, not promises; they may change ' +
            'as the project and the law develop. The Terms of Condition govern every purchase and ' +
            'prevail over this paper where they differ.',
        },
        {
          kind: 'paragraph',
          text: [
            'Read the ',
            { text: 'Terms of Condition', href: paths.terms.getHref() },
            ' and the ',
            { text: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
            ' before buying. Questions: ',
            contactLink,
            '.',
          ],
        },
      ],
    },
  ],
};
