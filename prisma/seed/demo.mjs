// Demo accounts and site content for `npm start` (README.md "Two commands"): one super-admin and two distributors,
// Jane (US, storefront with sliders, subscribers and leads) and Sam (IN, a second tenant with local
// prices, useful for seeing tenant isolation). Copy follows the defaults of docs/product.md (home page and
// disclaimers): the company was established in 2001 and is present in over 90 countries.

export const admin = { name: 'Platform Admin', email: 'admin@example.com', password: 'Admin123!' };

/** Printed by `npm start`; kept here so the banner always matches what the seed creates. */
export const demoLogins = [
  { role: 'super-admin', email: admin.email, password: admin.password, login: '/superadmin-login' },
  { role: 'distributor (jane)', email: 'jane@example.com', password: 'Jane123!', login: '/backoffice-login' },
  { role: 'distributor (sam)', email: 'sam@example.com', password: 'Sam12345!', login: '/backoffice-login' },
];

function homePage({ company, siteName, firstName, images, region }) {
  return {
    welcome_description:
      `Welcome to ${siteName}! I'm ${firstName}, an independent distributor of ${company}. ` +
      `Here you'll find the wellness products I use every day, honest tips for healthier living, and a simple way ` +
      'to start a business of your own.',
    introduction_content:
      `I discovered ${company} while looking for better nutrition for my family. ` +
      `The results convinced me to share the products with friends in ${region}, and sharing turned into a ` +
      'flexible business I run around my own schedule. Whether you want to feel your best or earn extra income, ' +
      `I'm here to help you get started.`,
    introduction_image_url: images.introduction,
    about_company_title: `About ${company}`,
    about_company_content_1:
      `Established in 2001, ${company} is a global wellness company offering premium nutrition, ` +
      'skin care and lifestyle products developed with leading scientists and backed by rigorous quality standards.',
    about_company_content_2:
      `Today ${company} has a presence in over 90 countries, and its products reach customers ` +
      'through a worldwide community of independent distributors who share them person to person.',
    about_company_image_url: images.about,
    why_network_marketing_title: 'Why Network Marketing?',
    why_network_marketing_content:
      'Network marketing lets you build a business with low start-up costs, no inventory risk and the freedom to work ' +
      'from anywhere. You earn from your own sales and from helping others succeed, with training and support ' +
      'from an experienced team every step of the way.',
    opportunity_video_url: null,
    opportunity_video_header_title: null,
    support_content:
      'Questions about a product, an order or the business? Send me a message from the contact page and ' +
      `I'll reply within 24 hours. You're never on your own: our team and ${company}'s support ` +
      'are always ready to help.',
  };
}

/**
 * The two demo distributors. Each `content` block is created once, together with the tenant (so a
 * distributor's later edits and deletions are never undone by the next `npm start`).
 */
export function distributors(company) {
  return [
    {
      key: 'jane',
      user: { first_name: 'Jane', last_name: 'Cooper', email: 'jane@example.com', password: 'Jane123!', mobile: '+1 555 010 0123' },
      tenant: {
        subdomain: 'jane',
        country: 'US',
        site_name: "Jane's Wellness Corner",
        first_name: 'Jane',
        last_name: 'Cooper',
        email_id: 'jane@example.com',
        mobile: '+1 555 010 0123',
        address: '1200 Market Street, Suite 400, San Francisco, CA 94103, USA',
        skype: 'jane.cooper.wellness',
        nht_website_link: 'https://www.example.com/jane',
        // No store link of her own: her Buy buttons use the country's template with her member ID.
        nht_store_link: null,
        member_id: '1001234',
        nht_joining_link: 'https://join.example.com/us/jane',
        meta_description: "Jane Cooper's independent distributor site: wellness products with US pricing, tips and a business opportunity.",
      },
      images: {
        introduction: {
          title: 'Hi, I’m Jane',
          subtitle: 'Independent distributor · San Francisco',
          palette: 'green',
          width: 1200,
          height: 800,
        },
        about: { title: company, subtitle: 'Since 2001 · 90+ countries', palette: 'teal', width: 1200, height: 800 },
        slider1: { palette: 'green', format: 'jpg' },
        slider2: { palette: 'orange', format: 'jpg' },
        blog1: { title: '5 habits for more energy', palette: 'teal', width: 1200, height: 630 },
        blog1banner1: { title: 'Start with breakfast', palette: 'green', width: 1200, height: 500 },
        blog1banner2: { title: 'Hydrate, move, rest', palette: 'blue', width: 1200, height: 500 },
        blog2: { title: 'My first year in business', palette: 'purple', width: 1200, height: 630 },
        blog2banner1: { title: 'Lessons learned', palette: 'rose', width: 1200, height: 500 },
        contact: { title: 'Let’s talk', subtitle: 'I reply within 24 hours', palette: 'blue', width: 1200, height: 630 },
      },
      content: (company, images) => ({
        home: homePage({ company, siteName: "Jane's Wellness Corner", firstName: 'Jane', images, region: 'the Bay Area' }),
        sliders: [
          {
            image: images.slider1,
            description: 'Discover the nutrition, skin care and wellness drinks I use every day, with US prices and fast delivery.',
            ctaText: 'Shop Products',
            ctaLink: '/products',
          },
          {
            image: images.slider2,
            description: 'Join a worldwide community of independent distributors and grow a business on your own terms.',
            ctaText: 'Join My Team',
            ctaLink: '/join-us',
          },
        ],
        blogs: [
          {
            title: '5 Simple Habits for More Energy Every Day',
            image: images.blog1,
            is_visible: true,
            daysAgo: 12,
            content:
              '<p>Feeling tired by mid-afternoon is common, but small changes add up. These are the five habits that made the biggest difference for me.</p>' +
              '<h2>1. Eat a real breakfast</h2><p>Protein and fibre in the morning keep you full and focused. ' +
              'A protein shake with fruit takes two minutes.</p>' +
              '<h2>2. Drink water before coffee</h2><p>Start the day with a large glass of water. Most of us wake up slightly dehydrated.</p>' +
              '<h2>3. Move every hour</h2><p>A five-minute walk or a few stretches each hour beats one long workout you keep postponing.</p>' +
              '<h2>4. Fill nutritional gaps</h2><p>Even a good diet can miss a few nutrients. A daily multivitamin is simple insurance.</p>' +
              '<h2>5. Protect your sleep</h2><p>Screens off 30 minutes before bed, same bedtime every night. Energy starts the night before.</p>',
            banners: [
              { image: images.blog1banner1, image_content: 'A protein-rich breakfast sets the tone for the whole day.' },
              { image: images.blog1banner2, image_content: 'Water, movement and rest: the simple foundations.' },
            ],
          },
          {
            title: 'What I Learned in My First Year as a Distributor',
            image: images.blog2,
            is_visible: false,
            daysAgo: 3,
            content:
              '<p>A year ago I signed up as an independent distributor. Here is what surprised me, what I would do ' +
              'differently, and what I wish someone had told me on day one.</p>' +
              '<ul><li>Share what you genuinely use.</li><li>Consistency beats intensity.</li><li>Your team is your best resource.</li></ul>' +
              '<p><em>Draft: still polishing this one before publishing.</em></p>',
            banners: [{ image: images.blog2banner1, image_content: 'Twelve months, twelve lessons.' }],
          },
        ],
        contactUs: [
          {
            contactus_image: images.contact,
            contactus_text:
              'Have a question about a product, an order or the business opportunity? Leave a message and I will get back to you within 24 hours.',
          },
          {
            contactus_image: null,
            contactus_text: 'Prefer to talk? Call or text me on +1 555 010 0123, Monday to Saturday, 9 am – 6 pm Pacific.',
          },
        ],
        social: {
          facebook: 'https://www.facebook.com/janewellnesscorner',
          twitter: 'https://twitter.com/janewellness',
          youtube: 'https://www.youtube.com/@janewellnesscorner',
          instagram: 'https://www.instagram.com/janewellnesscorner',
        },
        subscriberMessage: {
          subject: "Welcome to Jane's Wellness Corner!",
          body:
            "Hi there,\n\nThank you for subscribing! Every month I'll send you wellness tips, new product news and " +
            'member-only offers.\n\nIf you have a question, just reply to this email.\n\nTo your health,\n' +
            'Jane Cooper\nIndependent Distributor',
          enabled: true,
        },
        // Double opt-in (docs/subscribers.md): confirmed ones receive campaigns, pending ones have not clicked yet.
        subscribers: [
          { email: 'olivia.martin@example.net', status: 'confirmed', source: 'footer', page: '/', daysAgo: 30 },
          { email: 'liam.nguyen@example.org', status: 'confirmed', source: 'newsletters page', page: '/newsletters', daysAgo: 23 },
          { email: 'emma.johnson@example.com', status: 'confirmed', source: 'lead form', page: '/contact', daysAgo: 16 },
          { email: 'noah.williams@example.net', status: 'pending', source: 'footer', page: '/products', daysAgo: 1 },
          { email: 'ava.davis@example.org', status: 'unsubscribed', source: 'newsletters page', page: '/newsletters', daysAgo: 40 },
        ],
        leadMessage: {
          subject: 'Thanks for reaching out!',
          body:
            "Hi {name},\n\nThank you for your message. I'll get back to you personally within one working day.\n\n" +
            'To your health,\nJane Cooper\nIndependent Distributor',
          enabled: true,
        },
        leads: [
          {
            name: 'Michael Brown',
            email: 'michael.brown@example.net',
            phone: '+1 555 010 0456',
            message: 'Hi Jane, I am interested in the protein shake. Is there a vanilla option without dairy?',
            daysAgo: 2,
          },
          {
            name: 'Sofia Garcia',
            email: 'sofia.garcia@example.org',
            phone: null,
            message: 'I would like to learn more about becoming a distributor. When could we have a call?',
            daysAgo: 5,
          },
        ],
      }),
    },
    {
      key: 'sam',
      user: { first_name: 'Sam', last_name: 'Patel', email: 'sam@example.com', password: 'Sam12345!', mobile: '+91 98765 43210' },
      tenant: {
        subdomain: 'sam',
        country: 'IN',
        site_name: 'Sam Wellness Hub',
        first_name: 'Sam',
        last_name: 'Patel',
        email_id: 'sam@example.com',
        mobile: '+91 98765 43210',
        address: '42 MG Road, Bengaluru, Karnataka 560001, India',
        skype: null,
        nht_website_link: 'https://www.example.com/sam',
        // No member ID and no store link: his back office shows "Your sales are not credited to you yet".
        nht_store_link: null,
        nht_joining_link: 'https://join.example.com/in/sam',
        meta_description: "Sam Patel's independent distributor site: wellness products with Indian pricing and a business opportunity.",
      },
      images: {
        introduction: {
          title: 'Namaste, I’m Sam',
          subtitle: 'Independent distributor · Bengaluru',
          palette: 'orange',
          width: 1200,
          height: 800,
        },
        about: { title: company, subtitle: 'Since 2001 · 90+ countries', palette: 'teal', width: 1200, height: 800 },
        blog1: { title: 'Healthy habits for busy professionals', palette: 'orange', width: 1200, height: 630 },
        blog1banner1: { title: 'Plan your meals', palette: 'green', width: 1200, height: 500 },
        blog2: { title: 'Monsoon wellness tips', palette: 'blue', width: 1200, height: 630 },
        blog2banner1: { title: 'Stay dry, stay well', palette: 'teal', width: 1200, height: 500 },
        contact: { title: 'Get in touch', subtitle: 'Bengaluru · Online across India', palette: 'purple', width: 1200, height: 630 },
      },
      content: (company, images) => ({
        home: homePage({ company, siteName: 'Sam Wellness Hub', firstName: 'Sam', images, region: 'Bengaluru' }),
        sliders: [],
        blogs: [
          {
            title: 'Healthy Habits for Busy Professionals',
            image: images.blog1,
            is_visible: true,
            daysAgo: 9,
            content:
              '<p>Long commutes and late meetings make healthy living hard. Here is how I keep on track during a busy week.</p>' +
              '<ul><li>Prepare lunches on Sunday evening.</li><li>Keep a water bottle on your desk.</li>' +
              '<li>Take the stairs whenever you can.</li><li>Protect seven hours of sleep.</li></ul>',
            banners: [{ image: images.blog1banner1, image_content: 'Ten minutes of planning saves hours in the week.' }],
          },
          {
            title: 'Staying Well Through the Monsoon',
            image: images.blog2,
            is_visible: false,
            daysAgo: 1,
            content: '<p>Coming soon: my favourite tips for staying healthy and energetic during the rainy season.</p>',
            banners: [{ image: images.blog2banner1, image_content: 'Simple routines for the rainy season.' }],
          },
        ],
        contactUs: [
          {
            contactus_image: images.contact,
            contactus_text:
              'Questions about products, prices in India or joining the business? Send me a message and I will reply within a day.',
          },
        ],
        social: {
          facebook: 'https://www.facebook.com/samwellnesshub',
          twitter: 'https://twitter.com/samwellnesshub',
          youtube: 'https://www.youtube.com/@samwellnesshub',
          instagram: 'https://www.instagram.com/samwellnesshub',
        },
        subscriberMessage: {
          subject: 'Thanks for subscribing to Sam Wellness Hub',
          body:
            'Hello,\n\nThank you for joining my newsletter. I will share wellness tips, product updates and offers ' +
            'for customers in India.\n\nWarm regards,\nSam Patel\nIndependent Distributor',
          enabled: true,
        },
        subscribers: [],
        leads: [],
      }),
    },
  ];
}

/** Training shown to every distributor; created once together with the admin account. */
export const training = {
  categories: [
    { key: 'getting-started', name: 'Getting Started', description: 'Set up your site and make your first sales.', sort_order: 1 },
    {
      key: 'product-knowledge',
      name: 'Product Knowledge',
      description: 'Know the catalog and answer customer questions with confidence.',
      sort_order: 2,
    },
  ],
  trainings: [
    {
      key: 'set-up-site',
      category: 'getting-started',
      title: 'Set up your site in 15 minutes',
      description: 'Site name, logo, contact details and your first blog post: a step-by-step walkthrough of the back office.',
      content:
        '<p>Open <strong>Settings</strong> and fill in your site name, personal information and distributor links. ' +
        'Then upload your logo, check your home page texts and publish.</p>',
    },
    {
      key: 'share-your-site',
      category: 'getting-started',
      title: 'Sharing your site on social media',
      description: 'How to add your social links and post your site address so visitors can find you.',
      content:
        '<p>Add your Facebook, Instagram, YouTube and X links under <strong>Social Media</strong>, then share your site address in your profile bios.</p>',
    },
    {
      key: 'catalog-basics',
      category: 'product-knowledge',
      title: 'Catalog basics: retail, preferred customer and base prices',
      description: 'What each price means and when to recommend preferred customer membership.',
      content:
        '<p>Your site shows local prices for your country. The retail price is what a new customer pays; ' +
        'preferred customers get a lower price with a membership.</p>',
    },
  ],
};
