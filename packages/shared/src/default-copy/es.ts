import type { DefaultCopy } from './types.js';

export const es: DefaultCopy = {
  heroDescription:
    'Descubre los productos de bienestar de {company} y una oportunidad de negocio flexible que puedes desarrollar a tu manera.',
  heroCta: 'Ver productos',
  welcomeTitle: 'Bienvenido a {siteName}',
  welcomeText:
    '¡Gracias por tu visita! Soy distribuidor independiente de {company}. Conoce los productos que uso y recomiendo, ' +
    'descubre cómo funciona la oportunidad de negocio y escríbeme siempre que tengas una pregunta.',
  introductionTitle: 'Presentación',
  introductionText:
    '{company} ofrece productos de nutrición, cuidado de la piel y estilo de vida. Como tu distribuidor independiente, ' +
    'puedo ayudarte a elegir los productos que mejor se adaptan a ti y, si lo deseas, explicarte cómo compartirlos con otras personas.',
  aboutTitle: 'Acerca de {company}',
  aboutContent1:
    'Fundada en 2001, {company} es una empresa internacional que desarrolla productos de nutrición, cuidado de la piel ' +
    'y estilo de vida con estrictos estándares de calidad.',
  aboutContent2:
    'Hoy {company} está presente en más de 90 países. Sus productos llegan a los clientes a través de una comunidad ' +
    'mundial de distribuidores independientes que los comparten de persona a persona.',
  whyTitle: '¿Por qué el marketing de redes?',
  whyText:
    'El marketing de redes permite empezar un negocio propio con una inversión inicial reducida y sin necesidad de ' +
    'mantener inventario. Tú decides tu horario y aprendes junto a un equipo con experiencia que te acompaña en cada paso.',
  videoTitle: 'Descubre la oportunidad',
  supportTitle: 'Estamos aquí para ayudarte',
  supportText:
    '¿Tienes alguna pregunta sobre un producto, un pedido o la oportunidad de negocio? Envía un mensaje desde la página ' +
    'de contacto y recibirás una respuesta personal. Nuestro equipo y la atención al cliente de {company} están siempre dispuestos a ayudarte.',
};
