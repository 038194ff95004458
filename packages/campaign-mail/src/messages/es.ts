import type { ServerMessages } from './en.js';

/** Spanish (neutral Latin American, «tú»). */
export const es: ServerMessages = {
  'mail.greeting': '¡Hola!',
  'mail.signoff': 'Un saludo cordial,',
  'mail.unsubscribe': 'Darse de baja',

  'confirm.subject': 'Confirma tu suscripción a {siteName}',
  'confirm.intro': 'Gracias por suscribirte al boletín de {siteName}. Confirma que esta es tu dirección de correo electrónico:',
  'confirm.introText':
    'Gracias por suscribirte al boletín de {siteName}. Confirma que esta es tu dirección de correo electrónico abriendo este enlace:',
  'confirm.button': 'Confirmar mi suscripción',
  'confirm.copyLink': 'O copia este enlace en tu navegador: {link}',
  'confirm.validFor': '{days, plural, one {El enlace es válido durante # día.} other {El enlace es válido durante # días.}}',
  'confirm.ignore': 'Si no pediste suscribirte, ignora este correo: no se te añadirá a la lista y {siteName} no volverá a escribirte.',
  'confirm.subscribedOn': 'Alguien suscribió esta dirección en {siteUrl}.',

  'welcome.subject': '¡Te damos la bienvenida a {siteName}!',
  'welcome.thanks': 'Gracias por suscribirte al boletín de {siteName}. ¡Nos alegra mucho tenerte con nosotros!',
  'welcome.introDistributor': 'Soy {distributorName}, distribuidor independiente de {companyName}.',
  'welcome.introSite': '{siteName} está a cargo de un distribuidor independiente de {companyName}.',
  'welcome.news': '{intro} De vez en cuando recibirás de mi parte consejos de bienestar, novedades de productos y ofertas especiales.',
  'welcome.replyHint': '¿Tienes alguna pregunta mientras tanto? Solo responde a este correo; me llega directamente a mí.',
  'welcome.subscribedOn': 'Te suscribiste en {siteUrl}, por eso recibes este correo.',
  'welcome.dontWant': '¿No quieres recibir correos de {siteName}? {unsubscribe}.',
  'welcome.dontWantText': '¿No quieres recibir correos de {siteName}? Darse de baja: {url}',

  'invite.subject': '{who} te invita al boletín de {site}',
  'invite.greeting': 'Hola:',
  'invite.intro': '{who} te tiene entre sus contactos y le gustaría enviarte el boletín de {site}. ¿Quieres recibirlo?',
  'invite.button': 'Sí, suscríbeme',
  'invite.buttonText': 'Sí, suscríbeme: {url}',
  'invite.validFor': '{days, plural, one {Este enlace es válido durante # día.} other {Este enlace es válido durante # días.}}',
  'invite.ignore': 'Si no haces nada, no se te suscribirá y no volveremos a preguntarte.',

  'lead.subject': 'Gracias por tu mensaje a {siteName}',
  'lead.greeting': 'Hola, {name}:',
  'lead.received':
    'Gracias por ponerte en contacto a través de {siteName}. He recibido tu mensaje y te responderé personalmente lo antes ' +
    'posible, normalmente en uno o dos días hábiles.',
  'lead.replyHint': 'Si quieres añadir algo mientras tanto, solo responde a este correo; me llega directamente a mí.',
  'lead.visitorFallback': 'amigo',
  'lead.why': 'Recibes este correo porque enviaste un mensaje a través de {siteUrl}.',

  'campaign.buyNow': 'Comprar ahora',
  'campaign.readMore': 'Leer más',
  'campaign.why': 'Recibes este correo porque te suscribiste en {site}.',
  'campaign.webVersion': 'Ver en el navegador',

  'form.subscribed': '¡Suscripción completada! Revisa tu correo y haz clic en el enlace para confirmar tu suscripción.',
  'form.confirmationPending': '¡Suscripción completada! Tu enlace de confirmación va en camino: revisa tu correo (y la carpeta de spam).',
  'form.alreadySubscribed': '¡Suscripción completada! Ya estabas en nuestra lista.',
  'form.leadReceived': '¡Gracias! Tu mensaje se ha enviado.',

  'page.invalid.title': 'Este enlace para darse de baja no es válido',
  'page.invalid.text': 'Puede que el enlace esté incompleto. Copia el enlace completo del correo y vuelve a intentarlo.',
  'page.ask.title': '¿Darte de baja?',
  'page.ask.text': 'Pulsa el botón para dejar de recibir los boletines de {siteName}.',
  'page.ask.button': 'Darme de baja',
  'page.already.title': 'Ya no estás suscrito',
  'page.done.title': 'Te has dado de baja',
  'page.done.text': 'No volverás a recibir boletines de {siteName}.',
  'page.undo.lead': '¿Te diste de baja por error?',
  'page.undo.button': 'Volver a suscribirme',
  'page.again.lead': '¿Quieres volver a recibir el boletín?',
  'page.again.button': 'Enviarme un correo de confirmación',
  'page.confirmationSent.title': 'Revisa tu correo',
  'page.confirmationSent.text':
    'Te hemos enviado un correo con un enlace para confirmar tu suscripción al boletín de {siteName}. ' +
    'Volverás a recibir el boletín en cuanto lo confirmes.',
  'page.resubscribed.title': 'Vuelves a estar suscrito',
  'page.resubscribed.text': '¡Qué bueno tenerte de vuelta! Volverás a recibir el boletín de {siteName}.',
  'page.resubscribedPending.title': 'Confirma tu suscripción',
  'page.resubscribedPending.text':
    'Tu suscripción al boletín de {siteName} no está confirmada. Vuelve a suscribirte en el sitio y confírmala desde el correo que te enviaremos.',
  'page.cannotResubscribe.title': 'No podemos volver a suscribir esta dirección',
  'page.cannotResubscribe.text': 'Los correos a esta dirección fueron rechazados o denunciados, así que ya no le enviamos boletines.',
  'page.confirm.title': 'Confirma tu suscripción',
  'page.confirm.text': 'Pulsa el botón para confirmar que quieres recibir el boletín de {listName}.',
  'page.confirm.button': 'Confirmar suscripción',
  'page.sequenceAsk.text': 'Pulsa el botón para dejar de recibir correos de {siteName}.',
  'page.sequenceDone.text': 'No volverás a recibir correos de {siteName}.',
};
