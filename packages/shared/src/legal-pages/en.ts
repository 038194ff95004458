import type { LegalTexts } from './types.js';

/** The English originals, as the storefront has always shown them. */
export const en: LegalTexts = ({ siteName, companyName }) => {
  const contact = { contactLink: 'contact page' };
  return {
    'income-disclaimer': {
      title: 'Income Disclaimer',
      sections: [
        { paragraphs: [[{ disclaimer: 'income' }]] },
        {
          heading: 'No guarantee of earnings',
          paragraphs: [
            [
              `${siteName} is operated by an independent distributor of ${companyName}. Any examples of income, earnings or lifestyle shown or ` +
                'described on this site are illustrations only. They are not typical and are not a promise that you will earn the same or any amount.',
            ],
            [
              'Success as a distributor depends on many factors, including the time and effort you invest, your skills and experience, and ' +
                'market conditions. Most distributors earn modest incomes, and some earn nothing at all.',
            ],
          ],
        },
        {
          heading: 'Your own decision',
          paragraphs: [
            [
              "Before joining any business opportunity, read the company's official income disclosure and compensation plan, and consider " +
                'seeking independent financial advice. If you have questions, please use the ',
              contact,
              '.',
            ],
          ],
        },
      ],
    },
    'privacy-policy': {
      title: 'Privacy Policy',
      sections: [
        {
          paragraphs: [
            [
              `This privacy policy explains how ${siteName} ("we", "us") collects and uses personal information when you visit this website. `,
              { disclaimer: 'site' },
            ],
          ],
        },
        {
          heading: 'Information we collect',
          paragraphs: [
            [
              'We only collect the information you choose to give us: your name, email address, phone number and message when you use the ' +
                'contact form, and your email address when you subscribe to the newsletter. Like most websites, our server also records basic ' +
                'technical data such as your IP address and browser type for security and to keep the site running.',
            ],
          ],
        },
        {
          heading: 'How we use your information',
          paragraphs: [
            [
              `We use your details to reply to your messages, to send the newsletter you asked for, and to tell you about ${companyName} ` +
                'products and the business opportunity when you have shown interest. We do not sell or rent your personal information to anyone.',
            ],
          ],
        },
        {
          heading: 'Links to other websites',
          paragraphs: [
            [
              `This site links to ${companyName}'s official store and registration pages and to social media. Those sites have their own ` +
                'privacy policies, which we do not control.',
            ],
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            [
              'You can unsubscribe from the newsletter at any time with the link in every email. To see, correct or delete the information we ' +
                'hold about you, send a request through the ',
              contact,
              '.',
            ],
          ],
        },
        {
          heading: 'Changes to this policy',
          paragraphs: [['We may update this policy from time to time. The current version is always published on this page.']],
        },
      ],
    },
    'terms-of-use': {
      title: 'Terms of Use',
      sections: [
        { paragraphs: [[`By using ${siteName} you agree to these terms. If you do not agree, please do not use this website.`]] },
        { heading: 'Independent distributor website', paragraphs: [[{ disclaimer: 'site' }]] },
        {
          heading: 'Product information',
          paragraphs: [
            [{ disclaimer: 'product' }],
            [
              'Product descriptions and prices are provided for information and may change without notice. Orders are placed and fulfilled ' +
                `through ${companyName}'s official store, under its own terms of sale.`,
            ],
          ],
        },
        { heading: 'Earnings', paragraphs: [[{ disclaimer: 'income' }]] },
        {
          heading: 'Use of this site',
          paragraphs: [
            [
              'You may browse and share this site for personal, non-commercial purposes. Do not misuse the site, for example by sending spam ' +
                'through its forms or trying to disrupt its service. Trademarks and product names belong to their respective owners.',
            ],
          ],
        },
        {
          heading: 'Limitation of liability',
          paragraphs: [
            [
              `This site is provided "as is". To the extent permitted by law, ${siteName} is not liable for any loss arising from the use of ` +
                'this site or reliance on its content.',
            ],
          ],
        },
        { heading: 'Contact', paragraphs: [['Questions about these terms? Please use the ', contact, '.']] },
      ],
    },
  };
};
