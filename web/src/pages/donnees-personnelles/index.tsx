import { fr } from '@codegouvfr/react-dsfr';
import { Table } from '@codegouvfr/react-dsfr/Table';
import { LienExterne, PageStatique, Section } from '../../components/PageStatique.tsx';

const SOMMAIRE = [
  { ancre: 'responsable', titre: 'Responsable du traitement' },
  { ancre: 'finalites', titre: 'Finalités et bases légales' },
  { ancre: 'donnees', titre: 'Données traitées' },
  { ancre: 'destinataires', titre: 'Destinataires' },
  { ancre: 'conservation', titre: 'Durées de conservation' },
  { ancre: 'securite', titre: 'Sécurité' },
  { ancre: 'droits', titre: 'Vos droits' },
  { ancre: 'cookies', titre: 'Cookies et stockage local' },
];

export default function DonneesPersonnelles() {
  return (
    <PageStatique
      sommaire={SOMMAIRE}
      chapo="Le registre traite des données personnelles des personnes qui le renseignent. Cette page décrit ces traitements, conformément au règlement général sur la protection des données (RGPD) et à la loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés."
    >
      <Section ancre="responsable" titre="Responsable du traitement">
        <p>
          Le responsable du traitement est l'Agence nationale de l'habitat (Anah), 8 avenue de l'Opéra, 75001 Paris, en sa qualité
          de teneur du registre national d'immatriculation des copropriétés (article L711-1 du code de la construction et de
          l'habitation).
        </p>
      </Section>

      <Section ancre="finalites" titre="Finalités et bases légales">
        <Table
          caption="Traitements mis en œuvre et leur base légale"
          headers={['Finalité', 'Base légale (article 6 du RGPD)']}
          data={[
            [
              'Tenue du registre : immatriculation des syndicats de copropriétaires, mises à jour, rattachements et changements de syndic',
              "Obligation légale (6.1.c) : articles L711-1 à L711-7 et R711-1 et suivants du code de la construction et de l'habitation",
            ],
            [
              'Gestion des comptes des télédéclarants, des notaires et des teneurs du registre, authentification',
              "Mission d'intérêt public (6.1.e) confiée au teneur du registre",
            ],
            ['Traçabilité des actions (journal des événements) et sécurité du service', "Mission d'intérêt public (6.1.e)"],
            [
              "Publication de l'annuaire et des statistiques, mise à disposition des acteurs publics",
              "Obligation légale (6.1.c) et mission d'intérêt public (6.1.e)",
            ],
            ["Envoi de la lettre d'information", 'Consentement (6.1.a), retirable à tout moment'],
          ]}
        />
      </Section>

      <Section ancre="donnees" titre="Données traitées">
        <ul>
          <li>
            Pour les utilisateurs : civilité, nom, prénom, adresse électronique, numéro de téléphone facultatif, identifiant,
            profil, établissement de rattachement et, pour les syndics professionnels, numéro SIRET et numéro de carte
            professionnelle.
          </li>
          <li>Données de connexion : dates de connexion et de dernière activité, actions tracées dans le journal.</li>
          <li>
            Pour les copropriétés : les informations prévues par l'arrêté du 10 octobre 2016 ; elles concernent le syndicat des
            copropriétaires et ne comportent pas de données sur les copropriétaires eux-mêmes, à l'exception des coordonnées du
            syndic et, le cas échéant, de l'administrateur provisoire.
          </li>
          <li>Pour la lettre d'information : l'adresse électronique de l'abonné.</li>
        </ul>
      </Section>

      <Section ancre="destinataires" titre="Destinataires">
        <p>
          Les données sont accessibles aux agents habilités de l'Anah chargés de la tenue du registre, aux utilisateurs de
          l'établissement auquel vous êtes rattaché(e) selon leur profil, et, pour les informations sur les copropriétés, aux
          services de l'État et aux collectivités territoriales dans le cadre de leurs missions. L'annuaire public et les données
          ouvertes ne contiennent aucune donnée personnelle. L'hébergeur du service agit en qualité de sous-traitant, sur le
          territoire français.
        </p>
      </Section>

      <Section ancre="conservation" titre="Durées de conservation">
        <ul>
          <li>Données des comptes : pendant la durée d'utilisation du compte, puis trois ans après la dernière activité.</li>
          <li>Journal des événements et données de connexion : un an.</li>
          <li>Informations relatives aux copropriétés : pendant toute la durée d'existence du syndicat, puis archivage.</li>
          <li>Adresse d'abonnement à la lettre d'information : jusqu'à la désinscription.</li>
        </ul>
      </Section>

      <Section ancre="securite" titre="Sécurité">
        <p>
          Les échanges sont chiffrés, l'accès aux comptes est protégé par un mot de passe robuste et un code de vérification, les
          droits de chaque utilisateur sont limités à son profil et chaque action sensible est tracée.
        </p>
      </Section>

      <Section ancre="droits" titre="Vos droits">
        <p>
          Vous disposez d'un droit d'accès, de rectification et de limitation du traitement de vos données. Pour la lettre
          d'information, vous pouvez retirer votre consentement à tout moment. Les droits d'opposition et d'effacement ne
          s'appliquent pas aux traitements fondés sur une obligation légale.
        </p>
        <p>Pour exercer vos droits, écrivez au délégué à la protection des données de l'Anah :</p>
        <address className={fr.cx('fr-mb-3w')}>
          Agence nationale de l'habitat
          <br />
          Délégué à la protection des données
          <br />
          8 avenue de l'Opéra
          <br />
          75001 Paris
        </address>
        <p>
          Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation
          à la Commission nationale de l'informatique et des libertés (<LienExterne href="https://www.cnil.fr">CNIL</LienExterne>
          ), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.
        </p>
      </Section>

      <Section ancre="cookies" titre="Cookies et stockage local">
        <p>
          Le site ne dépose aucun cookie de mesure d'audience ni de publicité. Il n'utilise que des traceurs strictement
          nécessaires à son fonctionnement, exemptés de consentement :
        </p>
        <ul>
          <li>
            le cookie <code>agreeCookies</code>, qui mémorise pendant un jour que vous avez pris connaissance du bandeau
            d'information ;
          </li>
          <li>
            les jetons de session conservés dans le stockage local de votre navigateur lorsque vous êtes connecté(e) ; ils sont
            effacés à la déconnexion.
          </li>
        </ul>
      </Section>
    </PageStatique>
  );
}
