import type { ContentBlock, ContentDocument, ContentSection, RichText } from './model';
import {
  HARD_CAP,
  LAST_UPDATED,
  MANUAL_REVIEW_HOURS,
  PRICE,
  SALE_END,
  TAGLINE,
  TOKEN_NAME,
  contactLink,
} from './sale-facts';

export const aboutUs: ContentDocument = {
  title: 'About Us',
  subtitle: TAGLINE,
  lead:
    `We are the team behind the ${TOKEN_NAME} (RENT), a BEP20 token sold to retail investors in ` +
    'India as the first step towards a network that opens real estate to small savers.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Owning land has long been a privilege of those who can pay for a whole plot at once. ' +
            'Our mission is to let many people take part together, in small and equal units, with ' +
            'clear rules, verified identities and records anyone can check.',
        },
      ],
    },
    {
      id: 'what-rent-is',
      heading: 'What RENT is',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `RENT is a token on BNB Smart Chain that follows the BEP20 standard. During the pre-sale ` +
            `each token costs ${PRICE}, and ${HARD_CAP} are offered in total.`,
        },
        {
          kind: 'paragraph',
          text:
            'RENT is linked to our real-estate programme, but holding it is not the same as owning ' +
            'property: holders have a share in land or buildings only if a later legal structure, ' +
            'published in full beforehand, provides for it. The whitepaper explains this in detail.',
        },
      ],
    },
    {
      id: 'how-the-pre-sale-works',
      heading: 'How the pre-sale works',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Create an account and verify your e-mail address.',
            'Complete KYC with your Aadhar documents; you can buy once the team has verified them.',
            'Add the BEP20 wallet address where you want to receive your tokens.',
            'Choose how many whole tokens to buy and pay in rupees, online through Paytm or by bank ' +
              `transfer with a proof of payment that we review within ${MANUAL_REVIEW_HOURS} hours.`,
            'Watch your balance on the dashboard. Early phases add a bonus of 25%, 15% or 5%, and ' +
              'inviting others earns referral tokens.',
            `After the pre-sale closes on ${SALE_END}, we send the tokens to your registered wallet.`,
          ],
        },
      ],
    },
    {
      id: 'commitments',
      heading: 'Our commitments',
      blocks: [
        {
          kind: 'list',
          items: [
            'One price for everyone, published in advance, and bonuses computed by a rule anyone can check.',
            'No promise of returns: we tell you plainly what RENT is, what it is not, and what could go wrong.',
            'Your identity documents are used only to verify you and meet legal duties, and are never public.',
            'Every payment is verified before tokens are credited, and credited exactly once.',
            'Changes to the project are announced to investors before they take effect.',
          ],
        },
      ],
    },
    contactSection(),
  ],
};

/** The company running the sale and its contacts, as the server names them. */
export interface OperatorFacts {
  name: string;
  registeredOffice: string;
  grievanceOfficer: { name: string; email: string };
  supportEmail: string;
  supportPhone?: string | null;
}

const mailLink = (address: string) => ({ text: address, href: `mailto:${address}` });

/**
 * About Us naming the company and its contacts; without them (not known yet, or not to be had)
 * the Contact section gives the published support address.
 */
export function aboutUsWith(operator: OperatorFacts | undefined): ContentDocument {
  if (!operator) return aboutUs;
  return {
    ...aboutUs,
    sections: aboutUs.sections.map((section) =>
      section.id === 'contact' ? contactSection(operator) : section,
    ),
  };
}

function contactSection(operator?: OperatorFacts): ContentSection {
  const support = operator ? mailLink(operator.supportEmail) : contactLink;
  const blocks: ContentBlock[] = [
    {
      kind: 'paragraph',
      text: [
        'Questions about your account, a payment or the project: write to ',
        support,
        '. Please include the order ID when your question is about a payment.',
      ],
    },
  ];
  if (operator) {
    const { grievanceOfficer: officer, supportPhone } = operator;
    const items: RichText[] = [
      [{ text: 'Company: ', strong: true }, operator.name],
      [{ text: 'Registered office: ', strong: true }, operator.registeredOffice],
      [{ text: 'Support: ', strong: true }, support],
      ...(supportPhone
        ? [
            [
              { text: 'Telephone: ', strong: true },
              { text: supportPhone, href: `tel:${supportPhone.replace(/[^+0-9]/g, '')}` },
            ],
          ]
        : []),
      [{ text: 'Grievance officer: ', strong: true }, `${officer.name}, `, mailLink(officer.email)],
    ];
    blocks.push({ kind: 'list', items });
    blocks.push({
      kind: 'paragraph',
      text: 'If an answer from support does not settle a complaint, write to the grievance officer.',
    });
  }
  return { id: 'contact', heading: 'Contact', blocks };
}
