import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { CallOut } from '@codegouvfr/react-dsfr/CallOut';
import { LienExterne, PageStatique, Section } from '../../components/PageStatique.tsx';
import { CATEGORIES_FICHES_MEMO, LIBELLES_CATEGORIE_FICHE_MEMO } from '@registre/shared/domain/fichesMemo/categories';
import FichesMemo from '../../components/FichesMemo.tsx';
import { pageExiste } from '../../lib/navigation/index.ts';

const SOMMAIRE = [
  { ancre: 'le-registre', titre: "Qu'est-ce que le registre ?" },
  { ancre: 'obligations', titre: 'Qui doit immatriculer ?' },
  { ancre: 'creer-un-compte', titre: 'Créer un compte' },
  { ancre: 'immatriculer', titre: 'Immatriculer une copropriété' },
  { ancre: 'mettre-a-jour', titre: 'Tenir les données à jour' },
  { ancre: 'fiches-memo', titre: 'Fiches mémo et tutoriels' },
  { ancre: 'faq', titre: 'Questions fréquentes' },
  { ancre: 'contact', titre: 'Contact' },
];

export default function Aide() {
  return (
    <PageStatique
      sommaire={SOMMAIRE}
      chapo="Tout ce qu'il faut savoir pour immatriculer une copropriété, tenir ses informations à jour et utiliser le registre au quotidien."
    >
      <Section ancre="le-registre" titre="Qu'est-ce que le registre ?">
        <p>
          Le registre national d'immatriculation des copropriétés a été créé par la loi n° 2014-366 du 24 mars 2014 pour l'accès
          au logement et un urbanisme rénové, dite loi ALUR. Ses règles figurent aux articles L711-1 et suivants du code de la
          construction et de l'habitation (CCH), précisés par le décret n° 2016-1167 du 26 août 2016 et par l'arrêté du 10 octobre
          2016 qui fixe la liste des informations à déclarer.
        </p>
        <p>
          Son objectif est de mieux connaître le parc des copropriétés, leur état et leur fonctionnement, afin que l'État et les
          collectivités puissent repérer au plus tôt les copropriétés qui se fragilisent et conduire les actions de prévention et
          d'accompagnement adaptées.
        </p>
        <p>
          Chaque syndicat de copropriétaires y reçoit un numéro d'immatriculation composé de deux lettres et de sept chiffres (par
          exemple AA1-234-567). Le registre rassemble des informations d'identification (nom, adresse, date de création du
          syndicat, nombre et nature des lots, syndic en exercice), des informations financières issues des comptes approuvés en
          assemblée générale et des informations sur le bâti (nombre de bâtiments, période de construction, étiquette énergétique
          lorsqu'elle est connue).
        </p>
        <p>
          Le registre est tenu par l'Agence nationale de l'habitat (Anah). Une partie des informations est publique : l'annuaire
          des copropriétés et les statistiques du parc peuvent être consultés sans compte.
        </p>
      </Section>

      <Section ancre="obligations" titre="Qui doit immatriculer ?">
        <p>
          L'obligation concerne tous les syndicats de copropriétaires gérant des immeubles à destination partielle ou totale
          d'habitation. Les copropriétés existantes ont été immatriculées selon un calendrier progressif fixé par la loi : avant
          le 31 décembre 2016 pour celles de plus de 200 lots, avant le 31 décembre 2017 pour celles de plus de 50 lots, et avant
          le 31 décembre 2018 pour toutes les autres.
        </p>
        <ul>
          <li>
            <strong>Le syndic</strong>, professionnel ou bénévole, immatricule la copropriété qu'il administre et déclare chaque
            année les informations mises à jour.
          </li>
          <li>
            <strong>L'administrateur provisoire</strong> désigné par le juge accomplit ces démarches lorsque la copropriété est
            placée sous administration provisoire.
          </li>
          <li>
            <strong>Le notaire</strong> immatricule la copropriété lors de sa mise en copropriété (publication du règlement de
            copropriété et de l'état descriptif de division) et peut procéder à une immatriculation d'office lors d'une vente,
            lorsque la copropriété n'est pas encore immatriculée.
          </li>
        </ul>
        <p>
          À défaut d'immatriculation ou de mise à jour, le syndic peut être mis en demeure puis se voir appliquer une astreinte
          pouvant aller jusqu'à 20 euros par lot et par semaine de retard. Une copropriété non immatriculée ne peut pas bénéficier
          des subventions de l'État, de ses établissements publics ou des collectivités territoriales.
        </p>
      </Section>

      <Section ancre="creer-un-compte" titre="Créer un compte">
        <p>L'accès au registre en écriture se fait avec un compte nominatif. Le type de compte dépend de votre situation :</p>
        <ul>
          <li>
            <strong>Syndic professionnel</strong> : l'établissement s'inscrit avec son numéro SIRET ; son code d'activité (APE)
            doit correspondre à une activité de gestion immobilière. Un code d'activation est envoyé par courrier à l'adresse de
            l'établissement sous quinze jours. L'administrateur principal du compte peut ensuite créer jusqu'à quatre
            administrateurs secondaires et autant de gestionnaires que nécessaire.
          </li>
          <li>
            <strong>Syndic bénévole</strong> : le copropriétaire désigné syndic par l'assemblée générale ouvre un compte à son nom
            ; il pourra rattacher la copropriété qu'il administre en fournissant le procès-verbal de l'assemblée qui l'a désigné.
          </li>
          <li>
            <strong>Notaire</strong> : l'étude notariale est enregistrée une fois ; seuls les notaires peuvent l'ajouter, puis ils
            ouvrent l'accès à leurs collaborateurs.
          </li>
        </ul>
        <p>
          Votre mot de passe doit compter au moins 12 caractères, dont une majuscule, une minuscule, un chiffre et un caractère
          spécial, sans espace. Une fois votre compte actif, connectez-vous depuis la page <Link to="/compte">Connexion</Link>.
        </p>
      </Section>

      <Section ancre="immatriculer" titre="Immatriculer une copropriété">
        <p>L'immatriculation se fait en ligne, en plusieurs étapes que vous pouvez interrompre et reprendre :</p>
        <ol>
          <li>
            identification de la copropriété : nom d'usage, adresse principale et adresses secondaires, parcelles cadastrales ;
          </li>
          <li>
            organisation juridique : date du règlement de copropriété, syndicat principal ou secondaire, résidence-service ;
          </li>
          <li>caractéristiques : nombre de lots à usage d'habitation, de bureaux, de commerces et de stationnement ;</li>
          <li>données financières de l'exercice clos et approuvé : charges, impayés, dettes, fonds de travaux ;</li>
          <li>données techniques : nombre de bâtiments, période de construction, chauffage ;</li>
          <li>mandat du syndic et pièce justificative (procès-verbal d'assemblée générale ou contrat de syndic).</li>
        </ol>
        <p>
          Les déclarations sont vérifiées par le teneur du registre, qui s'assure notamment que la copropriété n'est pas déjà
          immatriculée. Vous êtes informé(e) par courriel de la validation ou, le cas échéant, des précisions demandées. Le numéro
          d'immatriculation figure ensuite dans votre espace et sur l'attestation d'immatriculation.
        </p>
        <p>
          Si la copropriété est déjà immatriculée par le syndic précédent, vous n'avez pas à l'immatriculer de nouveau : demandez
          son rattachement à votre compte avec son numéro d'immatriculation et le justificatif de votre désignation.
        </p>
      </Section>

      <Section ancre="mettre-a-jour" titre="Tenir les données à jour">
        <p>
          Chaque année, le syndic met à jour les données financières dans les deux mois qui suivent l'assemblée générale ayant
          approuvé les comptes. Les autres informations (adresse, nombre de lots, procédures en cours, changement de syndic) sont
          mises à jour dès qu'elles évoluent.
        </p>
        <p>
          Lorsque votre mandat prend fin, déclarez votre successeur ou laissez-le rattacher la copropriété : le registre conserve
          l'historique des mandats successifs. En cas de disparition du syndicat (réunion des lots entre les mains d'un seul
          propriétaire, démolition), déclarez sa dissolution avec les justificatifs correspondants.
        </p>
        {pageExiste('/aide/logiciels-de-syndic') && (
          <p>
            Un syndic peut aussi immatriculer ses copropriétés et faire leurs mises à jour annuelles depuis son logiciel de
            gestion, relié au registre par son service web : voir{' '}
            <Link to="/aide/logiciels-de-syndic">Connecter un logiciel de syndic au registre</Link>.
          </p>
        )}
      </Section>

      <Section ancre="fiches-memo" titre="Fiches mémo et tutoriels">
        <p>
          Les fiches mémo résument en une ou deux pages, au format PDF, ce que chacun doit savoir et faire au registre : les
          obligations et les délais, les démarches pas à pas et les textes de référence.
        </p>
        {pageExiste('/aide/tutoriels/videos') && (
          <p>
            Les démarches les plus courantes sont aussi détaillées étape par étape dans les{' '}
            <Link to="/aide/tutoriels/videos">tutoriels</Link>.
          </p>
        )}
        {CATEGORIES_FICHES_MEMO.map((c) => (
          <FichesMemo key={c} categorie={c} titre={LIBELLES_CATEGORIE_FICHE_MEMO[c]} titreAs="h3" avecResumes />
        ))}
      </Section>

      <Section ancre="faq" titre="Questions fréquentes">
        <div className={fr.cx('fr-accordions-group')}>
          <Accordion label="Je suis copropriétaire : dois-je faire une démarche ?" titleAs="h3">
            Non. L'immatriculation et la mise à jour incombent au syndic de votre copropriété. Vous pouvez vérifier dans
            l'annuaire public que votre copropriété est bien immatriculée et interroger votre syndic en cas de doute.
          </Accordion>
          <Accordion label="Combien coûte l'immatriculation ?" titleAs="h3">
            L'immatriculation au registre est gratuite. Un syndic professionnel ne peut pas facturer au syndicat les frais d'une
            astreinte prononcée pour défaut d'immatriculation ou de mise à jour.
          </Accordion>
          <Accordion label="J'ai oublié mon identifiant ou mon mot de passe." titleAs="h3">
            Votre identifiant figure dans le courriel reçu à la création de votre compte. Si vous avez oublié votre mot de passe,
            adressez-vous à l'administrateur principal du compte de votre établissement ou au teneur du registre (voir la rubrique
            Contact ci-dessous) : ils peuvent réinitialiser l'accès à votre compte.
          </Accordion>
          <Accordion label="Où trouver le numéro d'immatriculation de ma copropriété ?" titleAs="h3">
            Il figure dans l'espace du syndic et dans l'annuaire public des copropriétés. Il doit être mentionné dans les actes de
            vente d'un lot de copropriété.
          </Accordion>
          <Accordion label="Les informations du registre sont-elles publiques ?" titleAs="h3">
            Les informations d'identification de la copropriété et certaines caractéristiques (nombre de lots, période de
            construction) sont publiques. Les informations financières détaillées et les coordonnées des personnes ne sont
            accessibles qu'aux utilisateurs habilités.
          </Accordion>
        </div>
        <p className={fr.cx('fr-mt-3w')}>
          D'autres réponses vous attendent dans les <Link to="/aide/questionsansreponse">questions fréquentes</Link> et sur la
          page <Link to="/aide/registreetmoi">Le registre et moi</Link>.
        </p>
      </Section>

      <Section ancre="contact" titre="Contact">
        {pageExiste('/aide/formulaire') && (
          <p>
            Le plus simple est d'écrire au teneur du registre par le <Link to="/aide/formulaire">formulaire de contact</Link> :
            votre demande reçoit une référence et une réponse par courriel.
          </p>
        )}
        <p>
          Pour une question sur le fonctionnement du registre, sur votre compte ou sur une déclaration en cours, adressez-vous au
          teneur du registre :
        </p>
        <address className={fr.cx('fr-mb-3w')}>
          Agence nationale de l'habitat (Anah)
          <br />
          Registre national des copropriétés
          <br />
          8 avenue de l'Opéra
          <br />
          75001 Paris
        </address>
        <p>
          Indiquez dans votre message votre identifiant et, s'il s'agit d'une copropriété déjà immatriculée, son numéro
          d'immatriculation. Ne joignez jamais votre mot de passe.
        </p>
        <CallOut title="Une question sur la vie de votre copropriété ?" titleAs="h3">
          Les questions relatives aux charges, aux assemblées générales ou aux travaux relèvent de votre syndic. Pour un conseil
          juridique gratuit, l'agence départementale d'information sur le logement (ADIL) de votre département peut vous
          renseigner ; vous trouverez aussi de nombreuses fiches pratiques sur{' '}
          <LienExterne href="https://www.service-public.fr">service-public.fr</LienExterne>.
        </CallOut>
      </Section>
    </PageStatique>
  );
}
