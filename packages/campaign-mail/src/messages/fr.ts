import type { ServerMessages } from './en.js';

/** French («vous»). */
export const fr: ServerMessages = {
  'mail.greeting': 'Bonjour,',
  'mail.signoff': 'Bien cordialement,',
  'mail.unsubscribe': 'Se désabonner',

  'confirm.subject': 'Confirmez votre abonnement à {siteName}',
  'confirm.intro': 'Merci de vous être abonné(e) à la newsletter de {siteName}. Confirmez qu’il s’agit bien de votre adresse e-mail :',
  'confirm.introText':
    'Merci de vous être abonné(e) à la newsletter de {siteName}. Confirmez qu’il s’agit bien de votre adresse e-mail en ouvrant ce lien :',
  'confirm.button': 'Confirmer mon abonnement',
  'confirm.copyLink': 'Ou copiez ce lien dans votre navigateur : {link}',
  'confirm.validFor': '{days, plural, one {Le lien est valable # jour.} other {Le lien est valable # jours.}}',
  'confirm.ignore':
    'Si vous n’avez pas demandé à vous abonner, ignorez cet e-mail : vous ne serez pas ajouté(e) à la liste et {siteName} ne vous écrira plus.',
  'confirm.subscribedOn': 'Quelqu’un a abonné cette adresse sur {siteUrl}.',

  'welcome.subject': 'Bienvenue sur {siteName} !',
  'welcome.thanks': 'Merci de vous être abonné(e) à la newsletter de {siteName}. Nous sommes ravis de vous compter parmi nous !',
  'welcome.introDistributor': 'Je suis {distributorName}, distributeur indépendant de {companyName}.',
  'welcome.introSite': '{siteName} est tenu par un distributeur indépendant de {companyName}.',
  'welcome.news':
    '{intro} De temps en temps, vous recevrez de ma part des conseils bien-être, des nouveautés produits et des offres spéciales.',
  'welcome.replyHint': 'Une question d’ici là ? Répondez simplement à cet e-mail : il m’arrive directement.',
  'welcome.subscribedOn': 'Vous vous êtes abonné(e) sur {siteUrl}, c’est pourquoi vous recevez cet e-mail.',
  'welcome.dontWant': 'Vous ne souhaitez plus recevoir d’e-mails de {siteName} ? {unsubscribe}.',
  'welcome.dontWantText': 'Vous ne souhaitez plus recevoir d’e-mails de {siteName} ? Se désabonner : {url}',

  'invite.subject': '{who} vous invite à recevoir la newsletter de {site}',
  'invite.greeting': 'Bonjour,',
  'invite.intro': '{who} vous compte parmi ses contacts et aimerait vous envoyer la newsletter de {site}. Souhaitez-vous la recevoir ?',
  'invite.button': 'Oui, je m’abonne',
  'invite.buttonText': 'Oui, je m’abonne : {url}',
  'invite.validFor': '{days, plural, one {Ce lien est valable # jour.} other {Ce lien est valable # jours.}}',
  'invite.ignore': 'Si vous ne faites rien, vous ne serez pas abonné(e) et nous ne vous le redemanderons pas.',

  'lead.subject': 'Merci pour votre message à {siteName}',
  'lead.greeting': 'Bonjour {name},',
  'lead.received':
    'Merci de m’avoir contacté(e) via {siteName}. J’ai bien reçu votre message et je vous répondrai personnellement dès que ' +
    'possible, généralement sous un ou deux jours ouvrés.',
  'lead.replyHint': 'Si vous souhaitez ajouter quelque chose d’ici là, répondez simplement à cet e-mail : il m’arrive directement.',
  'lead.visitorFallback': 'à vous',
  'lead.why': 'Vous recevez cet e-mail parce que vous avez envoyé un message via {siteUrl}.',

  'campaign.buyNow': 'Acheter',
  'campaign.readMore': 'Lire la suite',
  'campaign.why': 'Vous recevez cet e-mail parce que vous vous êtes abonné(e) sur {site}.',
  'campaign.webVersion': 'Voir dans le navigateur',

  'form.subscribed': 'Abonnement réussi ! Consultez votre boîte e-mail et cliquez sur le lien pour confirmer votre abonnement.',
  'form.confirmationPending': 'Abonnement réussi ! Votre lien de confirmation est en route : consultez votre boîte e-mail (et vos spams).',
  'form.alreadySubscribed': 'Abonnement réussi ! Vous étiez déjà inscrit(e) sur notre liste.',
  'form.leadReceived': 'Merci ! Votre message a bien été envoyé.',

  'page.invalid.title': 'Ce lien de désabonnement n’est pas valide',
  'page.invalid.text': 'Le lien est peut-être incomplet. Copiez le lien entier depuis l’e-mail et réessayez.',
  'page.ask.title': 'Se désabonner ?',
  'page.ask.text': 'Appuyez sur le bouton pour ne plus recevoir la newsletter de {siteName}.',
  'page.ask.button': 'Me désabonner',
  'page.already.title': 'Vous êtes désabonné(e)',
  'page.done.title': 'Votre désabonnement est confirmé',
  'page.done.text': 'Vous ne recevrez plus la newsletter de {siteName}.',
  'page.undo.lead': 'Désabonné(e) par erreur ?',
  'page.undo.button': 'Me réabonner',
  'page.again.lead': 'Vous souhaitez recevoir à nouveau la newsletter ?',
  'page.again.button': 'M’envoyer un e-mail de confirmation',
  'page.confirmationSent.title': 'Consultez votre boîte e-mail',
  'page.confirmationSent.text':
    'Nous vous avons envoyé un e-mail contenant un lien pour confirmer votre abonnement à la newsletter de {siteName}. ' +
    'Vous la recevrez à nouveau dès que vous aurez confirmé.',
  'page.resubscribed.title': 'Vous êtes de nouveau abonné(e)',
  'page.resubscribed.text': 'Bon retour parmi nous ! Vous recevrez à nouveau la newsletter de {siteName}.',
  'page.resubscribedPending.title': 'Confirmez votre abonnement',
  'page.resubscribedPending.text':
    'Votre abonnement à la newsletter de {siteName} n’est pas confirmé. ' +
    'Abonnez-vous à nouveau sur le site et confirmez depuis l’e-mail que nous vous enverrons.',
  'page.cannotResubscribe.title': 'Nous ne pouvons pas réabonner cette adresse',
  'page.cannotResubscribe.text':
    'Les e-mails envoyés à cette adresse ont été refusés ou signalés : nous ne lui envoyons donc plus de newsletter.',
  'page.confirm.title': 'Confirmez votre abonnement',
  'page.confirm.text': 'Appuyez sur le bouton pour confirmer que vous souhaitez recevoir la newsletter de {listName}.',
  'page.confirm.button': 'Confirmer l’abonnement',
  'page.sequenceAsk.text': 'Appuyez sur le bouton pour ne plus recevoir d’e-mails de {siteName}.',
  'page.sequenceDone.text': 'Vous ne recevrez plus d’e-mails de {siteName}.',
};
