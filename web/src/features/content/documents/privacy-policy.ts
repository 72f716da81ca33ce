import type { ContentDocument } from './model';
import { LAST_UPDATED, TOKEN_NAME, contactLink } from './sale-facts';

export const privacyPolicy: ContentDocument = {
  title: 'Privacy Policy',
  lead:
    `How the ${TOKEN_NAME} pre-sale collects, uses, keeps and protects your personal data, and ` +
    'the rights you have over it.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'This policy applies to the RENT pre-sale website and the services behind it. For the ' +
            'personal data described here we act as the data fiduciary within the meaning of ' +
            "India's Digital Personal Data Protection Act, 2023, and you are the data principal.",
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              { text: 'Account data: ', strong: true },
              'your name, e-mail address, password (stored only as a one-way hash), phone number, ' +
                'date of birth and, if you used one, the referral code you signed up with.',
            ],
            [
              { text: 'KYC data: ', strong: true },
              'your name, date of birth, postal address, and the Aadhar documents you upload, with ' +
                'the outcome of their review.',
            ],
            [
              { text: 'Wallet address: ', strong: true },
              'the BEP20 address where your tokens will be sent.',
            ],
            [
              { text: 'Payment records: ', strong: true },
              'your orders, amounts, Paytm order and transaction references, and the proofs of ' +
                'bank transfer you upload. We never receive your card, UPI or bank login details; ' +
                'Paytm handles them.',
            ],
            [
              { text: 'Technical data: ', strong: true },
              'the session cookies described below and server logs of requests, kept to protect the ' +
                'service against abuse.',
            ],
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it, and on what basis',
      blocks: [
        {
          kind: 'list',
          items: [
            'To create and secure your account and keep you signed in.',
            'To verify your identity before you buy, which protects you and the sale against fraud ' +
              'and money laundering.',
            'To process your payments, credit your tokens and bonuses, and pay referral tokens.',
            'To send your tokens to your wallet when the pre-sale ends.',
            'To write to you about your account, your orders and changes to the project.',
            'To meet our obligations under tax, accounting and other applicable law.',
          ],
        },
        {
          kind: 'paragraph',
          text:
            'We process your data on the basis of the consent you give when you sign up and when you ' +
            'submit KYC, and for the legitimate uses the Act allows, such as complying with a law or ' +
            'an order of a court or authority. We do not use your data for advertising and we do not ' +
            'sell it.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Account data is kept while your account is open. KYC documents and payment records are ' +
            'kept for as long as we need them to verify you and deliver your tokens, and afterwards ' +
            'for as long as tax, accounting and anti-money-laundering law requires. When no purpose ' +
            'or legal duty remains, we erase the data.',
        },
      ],
    },
    {
      id: 'storage-security',
      heading: 'Storage and security',
      blocks: [
        {
          kind: 'list',
          items: [
            'Identity documents and payment proofs are stored outside anything the website serves, ' +
              'under random file names, and are checked by content when uploaded.',
            'Access to identity documents is limited to the verification team, and each review ' +
              'decision is recorded in an audit log.',
            'Passwords are stored only as slow, salted hashes; nobody, including our team, can read them.',
            'All traffic between your browser and the site is encrypted.',
          ],
        },
        {
          kind: 'paragraph',
          text:
            'If a personal data breach occurs, we will inform the Data Protection Board of India and ' +
            'the people affected, as the Act requires.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              { text: 'Paytm, ', strong: true },
              'our payment processor, receives the order reference and amount of each online payment.',
            ],
            [
              { text: 'Our e-mail delivery provider ', strong: true },
              'receives your e-mail address and the content of the messages we send you, such as ' +
                'verification and password reset links.',
            ],
            [
              { text: 'Authorities ', strong: true },
              'receive data only when a law or a lawful order requires it.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text:
            'The live exchange rates shown by the calculator are fetched without any personal data. ' +
            'Your wallet address becomes public on the blockchain when tokens are sent to it, as ' +
            'every blockchain transfer is.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'list',
          items: [
            'Ask for a summary of the personal data we hold about you and how we use it.',
            'Have inaccurate or incomplete data corrected, completed or updated.',
            'Have your data erased once it is no longer needed, except where a law requires us to keep it.',
            'Withdraw your consent at any time; processing already done remains lawful, and without ' +
              'verified identity you will not be able to buy tokens.',
            'Nominate another person to exercise your rights if you die or become incapable.',
            'Have your grievance addressed by us, and, if you are not satisfied with our answer, ' +
              'complain to the Data Protection Board of India.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We use session cookies only, to keep you signed in. They are httpOnly, so scripts on the ' +
            'page cannot read them, and they are sent only to this site. We use no analytics, ' +
            'advertising or tracking cookies.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'The pre-sale is open only to people aged 18 or over. We do not knowingly collect data ' +
            'about children, and we delete any such data we discover.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'When we change this policy we update the date above, and we tell registered investors ' +
            'by e-mail before a significant change takes effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'To exercise your rights or raise a privacy concern, write to ',
            contactLink,
            ' from the e-mail address of your account, so that we can confirm the request is yours.',
          ],
        },
      ],
    },
  ],
};
