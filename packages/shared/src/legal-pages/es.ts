import type { LegalTexts } from './types.js';

export const es: LegalTexts = ({ siteName, companyName }) => {
  const contact = { contactLink: 'página de contacto' };
  return {
    'income-disclaimer': {
      title: 'Aviso sobre ingresos',
      sections: [
        { paragraphs: [[{ disclaimer: 'income' }]] },
        {
          heading: 'Sin garantía de ganancias',
          paragraphs: [
            [
              `${siteName} está a cargo de un distribuidor independiente de ${companyName}. Los ejemplos de ingresos, ganancias o estilo de vida ` +
                'que se muestran o describen en este sitio son solo ilustraciones. No son típicos ni una promesa de que obtendrás ' +
                'la misma cantidad ni ninguna otra.',
            ],
            [
              'El éxito como distribuidor depende de muchos factores, como el tiempo y el esfuerzo que dediques, tus habilidades y tu experiencia, ' +
                'y las condiciones del mercado. La mayoría de los distribuidores obtiene ingresos modestos, y algunos no obtienen ninguno.',
            ],
          ],
        },
        {
          heading: 'Tu propia decisión',
          paragraphs: [
            [
              'Antes de unirte a cualquier oportunidad de negocio, lee la declaración oficial de ingresos y el plan de compensación de la empresa, ' +
                'y considera pedir asesoramiento financiero independiente. Si tienes preguntas, usa la ',
              contact,
              '.',
            ],
          ],
        },
      ],
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      sections: [
        {
          paragraphs: [
            [
              `Esta política de privacidad explica cómo ${siteName} («nosotros») recoge y utiliza datos personales cuando visitas este sitio web. `,
              { disclaimer: 'site' },
            ],
          ],
        },
        {
          heading: 'Datos que recogemos',
          paragraphs: [
            [
              'Solo recogemos los datos que decides darnos: tu nombre, correo electrónico, teléfono y mensaje cuando usas el formulario de ' +
                'contacto, y tu correo electrónico cuando te suscribes al boletín. Como la mayoría de los sitios web, nuestro servidor también ' +
                'registra datos técnicos básicos, como tu dirección IP y tu navegador, por seguridad y para mantener el sitio en funcionamiento.',
            ],
          ],
        },
        {
          heading: 'Cómo usamos tus datos',
          paragraphs: [
            [
              `Usamos tus datos para responder a tus mensajes, enviarte el boletín que solicitaste e informarte sobre los productos de ${companyName} ` +
                'y la oportunidad de negocio cuando hayas mostrado interés. No vendemos ni alquilamos tus datos personales a nadie.',
            ],
          ],
        },
        {
          heading: 'Enlaces a otros sitios web',
          paragraphs: [
            [
              `Este sitio enlaza con la tienda oficial y las páginas de registro de ${companyName} y con redes sociales. Esos sitios tienen ` +
                'sus propias políticas de privacidad, que no controlamos.',
            ],
          ],
        },
        {
          heading: 'Tus opciones',
          paragraphs: [
            [
              'Puedes darte de baja del boletín en cualquier momento con el enlace que aparece en cada correo. Para consultar, corregir o ' +
                'eliminar los datos que tenemos sobre ti, envía una solicitud a través de la ',
              contact,
              '.',
            ],
          ],
        },
        {
          heading: 'Cambios en esta política',
          paragraphs: [['Podemos actualizar esta política de vez en cuando. La versión vigente siempre se publica en esta página.']],
        },
      ],
    },
    'terms-of-use': {
      title: 'Condiciones de uso',
      sections: [
        { paragraphs: [[`Al usar ${siteName} aceptas estas condiciones. Si no estás de acuerdo, no utilices este sitio web.`]] },
        { heading: 'Sitio web de un distribuidor independiente', paragraphs: [[{ disclaimer: 'site' }]] },
        {
          heading: 'Información sobre los productos',
          paragraphs: [
            [{ disclaimer: 'product' }],
            [
              'Las descripciones y los precios de los productos son informativos y pueden cambiar sin previo aviso. Los pedidos se realizan ' +
                `y se entregan a través de la tienda oficial de ${companyName}, según sus propias condiciones de venta.`,
            ],
          ],
        },
        { heading: 'Ganancias', paragraphs: [[{ disclaimer: 'income' }]] },
        {
          heading: 'Uso de este sitio',
          paragraphs: [
            [
              'Puedes navegar por este sitio y compartirlo con fines personales y no comerciales. No hagas un uso indebido del sitio, por ' +
                'ejemplo, enviando spam a través de sus formularios o intentando interrumpir su servicio. Las marcas y los nombres de ' +
                'productos pertenecen a sus respectivos propietarios.',
            ],
          ],
        },
        {
          heading: 'Limitación de responsabilidad',
          paragraphs: [
            [
              `Este sitio se ofrece «tal cual». En la medida en que lo permita la ley, ${siteName} no se hace responsable de ninguna pérdida ` +
                'derivada del uso de este sitio o de la confianza depositada en su contenido.',
            ],
          ],
        },
        { heading: 'Contacto', paragraphs: [['¿Tienes preguntas sobre estas condiciones? Usa la ', contact, '.']] },
      ],
    },
  };
};
