// Demo accounts and site content for `npm start` (README.md "Two commands"): one super-admin and five distributors,
// Jane (US, storefront with sliders, subscribers and leads), Sam (IN, a second tenant with local
// prices, useful for seeing tenant isolation), Minji (KR, a site in Korean with prices in won), Valeria
// (MX, in Spanish with prices in pesos) and Yui (JP, in Japanese with prices in yen): docs/product.md
// "Languages". Copy follows the defaults of docs/product.md (home page and
// disclaimers): the company was established in 2001 and is present in over 90 countries.

export const admin = { name: 'Platform Admin', email: 'admin@example.com', password: 'Admin123!' };

/** Printed by `npm start`; kept here so the banner always matches what the seed creates. */
export const demoLogins = [
  { role: 'super-admin', email: admin.email, password: admin.password, login: '/superadmin-login' },
  { role: 'distributor (jane)', email: 'jane@example.com', password: 'Jane123!', login: '/backoffice-login' },
  { role: 'distributor (sam)', email: 'sam@example.com', password: 'Sam12345!', login: '/backoffice-login' },
  { role: 'distributor (minji, Korean site)', email: 'minji@example.com', password: 'Minji123!', login: '/backoffice-login' },
  { role: 'distributor (valeria, Spanish site)', email: 'valeria@example.com', password: 'Valeria123!', login: '/backoffice-login' },
  { role: 'distributor (yui, Japanese site)', email: 'yui@example.com', password: 'Yui12345!', login: '/backoffice-login' },
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
 * The demo distributors. Each `content` block is created once, together with the tenant (so a
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
    minji(company),
    valeria(company),
    yui(company),
  ];
}

/** Minji's site (South Korea): in Korean, with the Korean catalog and prices in won. */
function minji(company) {
  return {
    key: 'minji',
    user: { first_name: '민지', last_name: '김', email: 'minji@example.com', password: 'Minji123!', mobile: '+82 10-1234-5678' },
    tenant: {
      subdomain: 'minji',
      country: 'KR',
      site_language: 'ko',
      site_name: '민지의 웰니스 라운지',
      first_name: '민지',
      last_name: '김',
      email_id: 'minji@example.com',
      mobile: '+82 10-1234-5678',
      address: '서울특별시 강남구 테헤란로 123, 06234',
      skype: null,
      nht_website_link: 'https://www.example.com/minji',
      nht_store_link: null,
      nht_joining_link: 'https://join.example.com/kr/minji',
      meta_description: '김민지의 독립 디스트리뷰터 사이트: 원화 가격의 웰니스 제품과 비즈니스 기회를 소개합니다.',
    },
    images: {
      introduction: { title: 'Minji', subtitle: 'Seoul', palette: 'rose', width: 1200, height: 800 },
      about: { title: company, subtitle: 'Since 2001 · 90+ countries', palette: 'teal', width: 1200, height: 800 },
      blog1: { title: 'Morning routine', palette: 'green', width: 1200, height: 630 },
      blog1banner1: { title: 'Water first', palette: 'blue', width: 1200, height: 500 },
      contact: { title: 'Contact', subtitle: 'Seoul · Online', palette: 'purple', width: 1200, height: 630 },
    },
    content: (company, images) => ({
      home: {
        welcome_description:
          `민지의 웰니스 라운지에 오신 것을 환영합니다! 저는 ${company}의 독립 디스트리뷰터 김민지입니다. ` +
          '제가 매일 사용하는 웰니스 제품과 건강한 생활을 위한 솔직한 팁을 나누고 있어요.',
        introduction_content:
          `가족을 위한 더 나은 영양을 찾다가 ${company}을(를) 알게 되었습니다. ` +
          '서울의 친구들과 제품을 나누다 보니 제 일정에 맞춰 운영하는 작은 비즈니스가 되었어요. 궁금한 점이 있으면 언제든 물어보세요.',
        introduction_image_url: images.introduction,
        about_company_title: `${company} 소개`,
        about_company_content_1:
          `2001년에 설립된 ${company}은(는) 영양, 스킨케어, 라이프스타일 제품을 선보이는 글로벌 웰니스 기업으로, ` +
          '엄격한 품질 기준을 지키고 있습니다.',
        about_company_content_2: `현재 ${company}은(는) 90개 이상의 국가에 진출해 있으며, 독립 디스트리뷰터 커뮤니티를 통해 고객을 만나고 있습니다.`,
        about_company_image_url: images.about,
        why_network_marketing_title: '왜 네트워크 마케팅인가요?',
        why_network_marketing_content:
          '네트워크 마케팅은 적은 초기 비용과 재고 부담 없이 어디서나 일할 수 있는 방식입니다. ' +
          '경험 많은 팀의 교육과 지원을 받으며 자신의 속도에 맞춰 시작할 수 있어요. 결과는 개인의 노력에 따라 다릅니다.',
        opportunity_video_url: null,
        opportunity_video_header_title: null,
        support_content:
          '제품, 주문, 비즈니스에 대해 궁금한 점이 있으신가요? 문의 페이지에서 메시지를 보내 주시면 24시간 안에 답변드릴게요.',
      },
      sliders: [
        { image: null, description: '매일 나를 위한 웰니스, 민지와 함께 시작해 보세요', ctaText: '제품 보기', ctaLink: '/products' },
      ],
      blogs: [
        {
          title: '바쁜 아침을 위한 웰니스 루틴',
          image: images.blog1,
          is_visible: true,
          daysAgo: 5,
          content:
            '<p>출근 준비로 바쁜 아침에도 지킬 수 있는 간단한 습관을 소개합니다.</p>' +
            '<ul><li>일어나자마자 물 한 잔 마시기</li><li>5분 스트레칭</li><li>균형 잡힌 아침 식사</li></ul>',
          banners: [{ image: images.blog1banner1, image_content: '하루의 시작은 물 한 잔부터.' }],
        },
      ],
      contactUs: [
        {
          contactus_image: images.contact,
          contactus_text: '제품, 가격, 비즈니스 참여에 대해 궁금한 점이 있으면 메시지를 남겨 주세요. 하루 안에 답변드릴게요.',
        },
      ],
      social: { instagram: 'https://www.instagram.com/minjiwellness' },
      subscriberMessage: {
        subject: '민지의 웰니스 라운지를 구독해 주셔서 감사합니다',
        body: '안녕하세요,\n\n뉴스레터를 구독해 주셔서 감사합니다. 웰니스 팁과 제품 소식을 전해 드릴게요.\n\n감사합니다.\n김민지\n독립 디스트리뷰터',
        enabled: true,
      },
      subscribers: [],
      leads: [],
    }),
  };
}

/** Valeria's site (Mexico): in Spanish, with the Mexican catalog and prices in pesos. */
function valeria(company) {
  return {
    key: 'valeria',
    user: {
      first_name: 'Valeria',
      last_name: 'Hernández',
      email: 'valeria@example.com',
      password: 'Valeria123!',
      mobile: '+52 55 1234 5678',
    },
    tenant: {
      subdomain: 'valeria',
      country: 'MX',
      site_language: 'es',
      site_name: 'Bienestar con Valeria',
      first_name: 'Valeria',
      last_name: 'Hernández',
      email_id: 'valeria@example.com',
      mobile: '+52 55 1234 5678',
      address: 'Av. Álvaro Obregón 120, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX',
      skype: null,
      nht_website_link: 'https://www.example.com/valeria',
      nht_store_link: null,
      nht_joining_link: 'https://join.example.com/mx/valeria',
      meta_description:
        'Sitio de distribuidora independiente de Valeria Hernández: productos de bienestar con precios en pesos y una oportunidad de negocio.',
    },
    images: {
      introduction: { title: 'Hola, soy Valeria', subtitle: 'Ciudad de México', palette: 'orange', width: 1200, height: 800 },
      about: { title: company, subtitle: 'Desde 2001 · 90+ países', palette: 'teal', width: 1200, height: 800 },
      blog1: { title: 'Mi rutina de la mañana', palette: 'green', width: 1200, height: 630 },
      blog1banner1: { title: 'Primero, agua', palette: 'blue', width: 1200, height: 500 },
      contact: { title: 'Escríbeme', subtitle: 'CDMX · En línea', palette: 'purple', width: 1200, height: 630 },
    },
    content: (company, images) => ({
      home: {
        welcome_description:
          `¡Bienvenida y bienvenido a Bienestar con Valeria! Soy Valeria Hernández, distribuidora independiente de ${company}. ` +
          'Aquí comparto los productos de bienestar que uso todos los días y consejos sencillos para una vida más saludable.',
        introduction_content:
          `Conocí ${company} buscando una mejor nutrición para mi familia. ` +
          'Empecé compartiendo los productos con mis amigas en la Ciudad de México y hoy es un pequeño negocio que organizo a mi propio ritmo. ' +
          'Si tienes alguna pregunta, escríbeme cuando quieras.',
        introduction_image_url: images.introduction,
        about_company_title: `Acerca de ${company}`,
        about_company_content_1:
          `Fundada en 2001, ${company} es una empresa global de bienestar con productos de nutrición, cuidado de la piel y estilo de vida, ` +
          'elaborados con estrictos estándares de calidad.',
        about_company_content_2:
          `Hoy ${company} tiene presencia en más de 90 países y llega a sus clientes a través de una comunidad ` +
          'de distribuidores independientes.',
        about_company_image_url: images.about,
        why_network_marketing_title: '¿Por qué el mercadeo en red?',
        why_network_marketing_content:
          'El mercadeo en red permite empezar un negocio propio con una inversión inicial baja, sin inventario y desde cualquier lugar. ' +
          'Cuentas con la capacitación y el apoyo de un equipo con experiencia para avanzar a tu ritmo. Los resultados dependen del esfuerzo de cada persona.',
        opportunity_video_url: null,
        opportunity_video_header_title: null,
        support_content:
          '¿Tienes preguntas sobre un producto, un pedido o el negocio? Envíame un mensaje desde la página de contacto y te respondo en menos de 24 horas.',
      },
      sliders: [
        { image: null, description: 'Bienestar para cada día: empieza hoy con Valeria', ctaText: 'Ver productos', ctaLink: '/products' },
      ],
      blogs: [
        {
          title: 'Una rutina de bienestar para mañanas ocupadas',
          image: images.blog1,
          is_visible: true,
          daysAgo: 6,
          content:
            '<p>Estos son los hábitos sencillos que mantengo incluso en las mañanas con más prisa.</p>' +
            '<ul><li>Un vaso de agua al despertar</li><li>Cinco minutos de estiramientos</li><li>Un desayuno equilibrado</li></ul>',
          banners: [{ image: images.blog1banner1, image_content: 'El día empieza con un vaso de agua.' }],
        },
      ],
      contactUs: [
        {
          contactus_image: images.contact,
          contactus_text: '¿Dudas sobre productos, precios o cómo unirte al negocio? Déjame un mensaje y te respondo en un día.',
        },
      ],
      social: { instagram: 'https://www.instagram.com/bienestarconvaleria' },
      subscriberMessage: {
        subject: 'Gracias por suscribirte a Bienestar con Valeria',
        body:
          'Hola:\n\nGracias por suscribirte a mi boletín. Te compartiré consejos de bienestar y novedades de productos.\n\n' +
          'Un abrazo,\nValeria Hernández\nDistribuidora independiente',
        enabled: true,
      },
      subscribers: [],
      leads: [],
    }),
  };
}

/** Yui's site (Japan): in Japanese, with the Japanese catalog and prices in yen. */
function yui(company) {
  return {
    key: 'yui',
    user: { first_name: '結衣', last_name: '佐藤', email: 'yui@example.com', password: 'Yui12345!', mobile: '+81 90-1234-5678' },
    tenant: {
      subdomain: 'yui',
      country: 'JP',
      site_language: 'ja',
      site_name: 'ゆいのウェルネス日和',
      first_name: '結衣',
      last_name: '佐藤',
      email_id: 'yui@example.com',
      mobile: '+81 90-1234-5678',
      address: '〒150-0041 東京都渋谷区神南1-2-3',
      skype: null,
      nht_website_link: 'https://www.example.com/yui',
      nht_store_link: null,
      nht_joining_link: 'https://join.example.com/jp/yui',
      meta_description: '佐藤結衣の独立ディストリビューターサイト：円価格のウェルネス製品とビジネスの機会をご紹介します。',
    },
    images: {
      introduction: { title: 'Yui', subtitle: 'Tokyo', palette: 'blue', width: 1200, height: 800 },
      about: { title: company, subtitle: 'Since 2001 · 90+ countries', palette: 'teal', width: 1200, height: 800 },
      blog1: { title: 'Morning routine', palette: 'rose', width: 1200, height: 630 },
      blog1banner1: { title: 'Water first', palette: 'blue', width: 1200, height: 500 },
      contact: { title: 'Contact', subtitle: 'Tokyo · Online', palette: 'purple', width: 1200, height: 630 },
    },
    content: (company, images) => ({
      home: {
        welcome_description:
          `ゆいのウェルネス日和へようこそ！${company} の独立ディストリビューター、佐藤結衣です。` +
          '毎日使っているウェルネス製品と、健やかな暮らしのためのちょっとしたヒントをご紹介しています。',
        introduction_content:
          `家族のためによりよい栄養を探していたときに ${company} と出会いました。` +
          '東京の友人たちと製品を分かち合ううちに、自分のペースで続ける小さなビジネスになりました。ご質問があれば、いつでもお気軽にどうぞ。',
        introduction_image_url: images.introduction,
        about_company_title: `${company} について`,
        about_company_content_1:
          `${company} は 2001 年に設立されたグローバルなウェルネス企業で、厳格な品質基準のもと、` +
          '栄養補助食品、スキンケア、ライフスタイル製品を提供しています。',
        about_company_content_2: `現在 ${company} は 90 か国以上で事業を展開し、独立ディストリビューターのコミュニティを通じてお客様に製品を届けています。`,
        about_company_image_url: images.about,
        why_network_marketing_title: 'ネットワークマーケティングとは？',
        why_network_marketing_content:
          'ネットワークマーケティングは、少ない初期費用で在庫を持たずに、場所を選ばず始められるビジネスの形です。' +
          '経験豊富なチームの研修とサポートを受けながら、自分のペースで進められます。成果は一人ひとりの取り組みによって異なります。',
        opportunity_video_url: null,
        opportunity_video_header_title: null,
        support_content:
          '製品やご注文、ビジネスについてご質問はありますか？お問い合わせページからメッセージをお送りいただければ、24 時間以内にお返事します。',
      },
      sliders: [
        {
          image: null,
          description: '毎日の自分のためのウェルネスを、ゆいと一緒に始めましょう',
          ctaText: '製品を見る',
          ctaLink: '/products',
        },
      ],
      blogs: [
        {
          title: '忙しい朝のためのウェルネス習慣',
          image: images.blog1,
          is_visible: true,
          daysAgo: 4,
          content:
            '<p>出勤前の慌ただしい朝でも続けられる、シンプルな習慣をご紹介します。</p>' +
            '<ul><li>起きたらまずコップ一杯の水</li><li>5 分間のストレッチ</li><li>バランスのよい朝ごはん</li></ul>',
          banners: [{ image: images.blog1banner1, image_content: '一日の始まりはコップ一杯の水から。' }],
        },
      ],
      contactUs: [
        {
          contactus_image: images.contact,
          contactus_text: '製品や価格、ビジネスへの参加についてご質問があれば、メッセージをお送りください。1 日以内にお返事します。',
        },
      ],
      social: { instagram: 'https://www.instagram.com/yuiwellnessbiyori' },
      subscriberMessage: {
        subject: 'ゆいのウェルネス日和のニュースレターにご登録いただきありがとうございます',
        body:
          'こんにちは。\n\nニュースレターにご登録いただきありがとうございます。ウェルネスのヒントや製品の最新情報をお届けします。\n\n' +
          'よろしくお願いいたします。\n佐藤結衣\n独立ディストリビューター',
        enabled: true,
      },
      subscribers: [],
      leads: [],
    }),
  };
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
