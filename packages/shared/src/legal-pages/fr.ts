import type { LegalTexts } from './types.js';

export const fr: LegalTexts = ({ siteName, companyName }) => {
  const contact = { contactLink: 'page de contact' };
  return {
    'income-disclaimer': {
      title: 'Avertissement sur les revenus',
      sections: [
        { paragraphs: [[{ disclaimer: 'income' }]] },
        {
          heading: 'Aucune garantie de gains',
          paragraphs: [
            [
              `${siteName} est tenu par un distributeur indépendant de ${companyName}. Les exemples de revenus, de gains ou de style de vie ` +
                'présentés ou décrits sur ce site ne sont que des illustrations. Ils ne sont pas représentatifs et ne constituent pas une ' +
                'promesse que vous obtiendrez le même montant, ni aucun montant.',
            ],
            [
              'La réussite en tant que distributeur dépend de nombreux facteurs, dont le temps et les efforts que vous y consacrez, vos ' +
                'compétences et votre expérience, ainsi que les conditions du marché. La plupart des distributeurs ont des revenus modestes, ' +
                'et certains n’en tirent aucun.',
            ],
          ],
        },
        {
          heading: 'Votre propre décision',
          paragraphs: [
            [
              'Avant de rejoindre une opportunité d’affaires, lisez la déclaration officielle de revenus et le plan de rémunération de ' +
                'l’entreprise, et envisagez de demander l’avis d’un conseiller financier indépendant. Pour toute question, utilisez la ',
              contact,
              '.',
            ],
          ],
        },
      ],
    },
    'privacy-policy': {
      title: 'Politique de confidentialité',
      sections: [
        {
          paragraphs: [
            [
              `Cette politique de confidentialité explique comment ${siteName} (« nous ») collecte et utilise les données personnelles ` +
                'lorsque vous visitez ce site. ',
              { disclaimer: 'site' },
            ],
          ],
        },
        {
          heading: 'Les données que nous collectons',
          paragraphs: [
            [
              'Nous ne collectons que les informations que vous choisissez de nous donner : vos nom, adresse e-mail, numéro de téléphone et ' +
                'message lorsque vous utilisez le formulaire de contact, et votre adresse e-mail lorsque vous vous abonnez à la newsletter. ' +
                'Comme la plupart des sites, notre serveur enregistre aussi des données techniques de base, comme votre adresse IP et votre ' +
                'navigateur, pour la sécurité et le bon fonctionnement du site.',
            ],
          ],
        },
        {
          heading: 'Comment nous utilisons vos données',
          paragraphs: [
            [
              'Nous utilisons vos coordonnées pour répondre à vos messages, vous envoyer la newsletter que vous avez demandée et vous ' +
                `présenter les produits de ${companyName} et l’opportunité d’affaires lorsque vous avez manifesté votre intérêt. ` +
                'Nous ne vendons ni ne louons vos données personnelles à qui que ce soit.',
            ],
          ],
        },
        {
          heading: 'Liens vers d’autres sites',
          paragraphs: [
            [
              `Ce site renvoie vers la boutique officielle et les pages d’inscription de ${companyName}, ainsi que vers des réseaux sociaux. ` +
                'Ces sites ont leurs propres politiques de confidentialité, que nous ne contrôlons pas.',
            ],
          ],
        },
        {
          heading: 'Vos choix',
          paragraphs: [
            [
              'Vous pouvez vous désabonner de la newsletter à tout moment grâce au lien présent dans chaque e-mail. Pour consulter, ' +
                'corriger ou supprimer les informations que nous détenons à votre sujet, envoyez une demande via la ',
              contact,
              '.',
            ],
          ],
        },
        {
          heading: 'Modifications de cette politique',
          paragraphs: [
            ['Nous pouvons mettre à jour cette politique de temps à autre. La version en vigueur est toujours publiée sur cette page.'],
          ],
        },
      ],
    },
    'terms-of-use': {
      title: 'Conditions d’utilisation',
      sections: [
        {
          paragraphs: [
            [
              `En utilisant ${siteName}, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser ce site.`,
            ],
          ],
        },
        { heading: 'Site d’un distributeur indépendant', paragraphs: [[{ disclaimer: 'site' }]] },
        {
          heading: 'Informations sur les produits',
          paragraphs: [
            [{ disclaimer: 'product' }],
            [
              'Les descriptions et les prix des produits sont donnés à titre informatif et peuvent changer sans préavis. Les commandes sont ' +
                `passées et livrées via la boutique officielle de ${companyName}, selon ses propres conditions de vente.`,
            ],
          ],
        },
        { heading: 'Revenus', paragraphs: [[{ disclaimer: 'income' }]] },
        {
          heading: 'Utilisation de ce site',
          paragraphs: [
            [
              'Vous pouvez consulter et partager ce site à des fins personnelles et non commerciales. N’en faites pas un usage abusif, ' +
                'par exemple en envoyant du spam via ses formulaires ou en tentant de perturber son fonctionnement. Les marques et noms de ' +
                'produits appartiennent à leurs propriétaires respectifs.',
            ],
          ],
        },
        {
          heading: 'Limitation de responsabilité',
          paragraphs: [
            [
              `Ce site est fourni « en l’état ». Dans les limites permises par la loi, ${siteName} décline toute responsabilité pour ` +
                'toute perte résultant de l’utilisation de ce site ou de la confiance accordée à son contenu.',
            ],
          ],
        },
        { heading: 'Contact', paragraphs: [['Des questions sur ces conditions ? Utilisez la ', contact, '.']] },
      ],
    },
  };
};
