import type { DefaultCopy } from './types.js';

export const fr: DefaultCopy = {
  heroDescription: 'Découvrez les produits bien-être de {company} et une activité indépendante flexible, à développer à votre rythme.',
  heroCta: 'Voir les produits',
  welcomeTitle: 'Bienvenue sur {siteName}',
  welcomeText:
    'Merci de votre visite ! Je suis distributeur indépendant de {company}. Découvrez les produits que j’utilise et ' +
    'que je recommande, apprenez comment fonctionne l’activité et contactez-moi pour toute question.',
  introductionTitle: 'Présentation',
  introductionText:
    '{company} propose des produits de nutrition, de soin de la peau et de style de vie. En tant que distributeur ' +
    'indépendant, je peux vous aider à choisir les produits qui vous conviennent et, si vous le souhaitez, vous montrer ' +
    'comment les faire découvrir à d’autres personnes.',
  aboutTitle: 'À propos de {company}',
  aboutContent1:
    'Fondée en 2001, {company} est une entreprise internationale qui développe des produits de nutrition, de soin de ' +
    'la peau et de style de vie selon des normes de qualité exigeantes.',
  aboutContent2:
    'Aujourd’hui, {company} est présente dans plus de 90 pays. Ses produits sont proposés aux clients par une ' +
    'communauté mondiale de distributeurs indépendants, de personne à personne.',
  whyTitle: 'Pourquoi la vente en réseau ?',
  whyText:
    'La vente en réseau permet de lancer sa propre activité avec un investissement de départ modeste et sans stock à ' +
    'gérer. Vous organisez votre temps comme vous le souhaitez et vous êtes accompagné par une équipe expérimentée à chaque étape.',
  videoTitle: 'Découvrir l’activité',
  supportTitle: 'Nous sommes là pour vous aider',
  supportText:
    'Une question sur un produit, une commande ou l’activité ? Envoyez un message depuis la page de contact et vous ' +
    'recevrez une réponse personnelle. Notre équipe et le service client de {company} sont toujours prêts à vous aider.',
};
