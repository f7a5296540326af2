import { Link } from 'react-router-dom';
import { LienExterne, PageStatique, Section } from '../../components/PageStatique.tsx';

/** Accessibility statement following the RGAA 4.1 model. */
export default function Accessibilite() {
  return (
    <PageStatique>
      <p>
        L'Agence nationale de l'habitat (Anah), teneur du registre, s'engage à rendre ses services numériques accessibles,
        conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005 pour l'égalité des droits et des chances, la
        participation et la citoyenneté des personnes handicapées.
      </p>
      <p>Cette déclaration d'accessibilité s'applique au site du Registre national des copropriétés.</p>

      <Section ancre="etat-conformite" titre="État de conformité">
        <p>
          Le Registre national des copropriétés est <strong>non conforme</strong> avec le référentiel général d'amélioration de
          l'accessibilité (RGAA), version 4.1.
        </p>
        <p>
          En l'absence d'audit, le RGAA impose cette mention, même si le service a été conçu pour être accessible : le site est
          construit avec le système de design de l'État (DSFR), chaque page est vérifiée automatiquement avec l'outil axe-core et
          les parcours principaux (connexion, gestion du compte, consentement aux cookies, abonnement à la lettre d'information)
          sont testés au clavier seul. <strong>Aucun audit de conformité complet n'a encore été réalisé</strong> par un organisme
          indépendant : le taux de conformité aux critères du RGAA n'est donc pas encore mesuré. Cet audit sera conduit et cette
          déclaration mise à jour avec ses résultats.
        </p>
      </Section>

      <Section ancre="contenus-non-accessibles" titre="Contenus non accessibles">
        <h3>Non-conformités identifiées</h3>
        <ul>
          <li>
            Le code de vérification (captcha) des formulaires de connexion et d'abonnement repose sur une image ; une question
            textuelle équivalente est proposée à la place et peut être renouvelée avec le bouton « Nouveau code », mais le
            dispositif n'a pas encore été éprouvé avec l'ensemble des technologies d'assistance.
          </li>
          <li>
            Sur les écrans de moins de 992 pixels de large, certaines pages sont moins lisibles ; un message le signale en haut de
            page.
          </li>
        </ul>
        <h3>Dérogations pour charge disproportionnée</h3>
        <p>Aucune dérogation n'est invoquée.</p>
        <h3>Contenus non soumis à l'obligation d'accessibilité</h3>
        <p>
          Les documents bureautiques publiés avant le 23 septembre 2018 et les contenus de tiers qui ne sont ni financés ni
          développés par l'Anah ne sont pas soumis à l'obligation d'accessibilité.
        </p>
      </Section>

      <Section ancre="etablissement" titre="Établissement de cette déclaration">
        <p>Cette déclaration a été établie le 21 novembre 2026.</p>
        <h3>Technologies utilisées pour la réalisation du site</h3>
        <ul>
          <li>HTML5</li>
          <li>CSS (système de design de l'État)</li>
          <li>JavaScript (React)</li>
          <li>WAI-ARIA</li>
        </ul>
        <h3>Environnement de test</h3>
        <p>
          Les vérifications ont été réalisées avec le navigateur Chromium, l'outil de test automatisé axe-core et une navigation
          au clavier seul.
        </p>
        <h3>Pages vérifiées</h3>
        <ul>
          <li>
            <Link to="/">Accueil</Link>
          </li>
          <li>
            <Link to="/compte">Connexion</Link>
          </li>
          <li>Mon compte</li>
          <li>
            <Link to="/aide">Aide</Link>
          </li>
          <li>
            <Link to="/sitemap">Plan du site</Link>
          </li>
          <li>Page d'erreur (page non trouvée)</li>
        </ul>
      </Section>

      <Section ancre="retour-information" titre="Retour d'information et contact">
        <p>
          Si vous n'arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter le teneur du registre pour être
          orienté(e) vers une alternative accessible ou obtenir le contenu sous une autre forme :
        </p>
        <address>
          Agence nationale de l'habitat – Registre national des copropriétés
          <br />
          Accessibilité numérique
          <br />
          8 avenue de l'Opéra
          <br />
          75001 Paris
        </address>
      </Section>

      <Section ancre="voies-de-recours" titre="Voies de recours">
        <p>
          Cette procédure est à utiliser dans le cas suivant : vous avez signalé au responsable du site un défaut d'accessibilité
          qui vous empêche d'accéder à un contenu ou à un des services du portail et vous n'avez pas obtenu de réponse
          satisfaisante.
        </p>
        <p>Vous pouvez :</p>
        <ul>
          <li>
            écrire un message au <LienExterne href="https://formulaire.defenseurdesdroits.fr/">Défenseur des droits</LienExterne>{' '}
            ;
          </li>
          <li>
            contacter le délégué du{' '}
            <LienExterne href="https://www.defenseurdesdroits.fr/saisir/delegues">
              Défenseur des droits dans votre région
            </LienExterne>{' '}
            ;
          </li>
          <li>
            envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse 71120, 75342
            Paris CEDEX 07.
          </li>
        </ul>
      </Section>
    </PageStatique>
  );
}
