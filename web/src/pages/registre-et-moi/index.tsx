import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Highlight } from '@codegouvfr/react-dsfr/Highlight';
import { PageStatique, Section } from '../../components/PageStatique.tsx';

const SOMMAIRE = [
  { ancre: 'coproprietaire', titre: 'Je suis copropriétaire' },
  { ancre: 'syndic-professionnel', titre: 'Je suis syndic professionnel' },
  { ancre: 'syndic-benevole', titre: 'Je suis syndic bénévole' },
  { ancre: 'notaire', titre: 'Je suis notaire' },
  { ancre: 'acteur-public', titre: 'Je représente une collectivité ou un acteur public' },
];

export default function RegistreEtMoi() {
  return (
    <PageStatique
      sommaire={SOMMAIRE}
      chapo="Le registre concerne chaque acteur de la copropriété de façon différente. Retrouvez ce qu'il implique pour vous."
    >
      <Section ancre="coproprietaire" titre="Je suis copropriétaire">
        <p>
          Vous n'avez aucune démarche à accomplir vous-même : c'est le syndic de votre copropriété, qu'il soit professionnel ou
          bénévole, qui immatricule le syndicat des copropriétaires et met ses informations à jour chaque année après l'assemblée
          générale.
        </p>
        <p>
          Le registre vous est utile pour vérifier que votre copropriété est immatriculée, connaître son numéro d'immatriculation
          (il figure dans les actes de vente) et comparer sa situation aux statistiques publiques du parc de votre commune ou de
          votre département.
        </p>
        <Highlight>
          Si votre copropriété n'est pas immatriculée, parlez-en à votre syndic ou au conseil syndical : sans immatriculation, la
          copropriété ne peut pas recevoir d'aides publiques, notamment pour des travaux de rénovation énergétique.
        </Highlight>
      </Section>

      <Section ancre="syndic-professionnel" titre="Je suis syndic professionnel">
        <p>
          Votre établissement ouvre un compte de télédéclarant avec son numéro SIRET. L'administrateur principal reçoit par
          courrier le code d'activation du compte, puis crée les comptes de ses collaborateurs : administrateurs secondaires
          (quatre au plus) et gestionnaires.
        </p>
        <p>Depuis votre espace, vous pouvez :</p>
        <ul>
          <li>immatriculer les copropriétés que vous administrez et qui ne le sont pas encore ;</li>
          <li>rattacher à votre compte les copropriétés déjà immatriculées par votre prédécesseur ;</li>
          <li>effectuer la mise à jour annuelle des données financières dans les deux mois suivant l'assemblée générale ;</li>
          <li>renouveler les mandats, déclarer votre successeur ou la dissolution d'un syndicat ;</li>
          <li>suivre sur votre tableau de bord les mandats expirés et les mises à jour attendues.</li>
        </ul>
        <p>
          Le manquement à ces obligations expose le syndic à une astreinte pouvant atteindre 20 euros par lot et par semaine de
          retard, qui ne peut pas être facturée au syndicat des copropriétaires.
        </p>
      </Section>

      <Section ancre="syndic-benevole" titre="Je suis syndic bénévole">
        <p>
          Copropriétaire désigné syndic par l'assemblée générale, vous avez les mêmes obligations qu'un syndic professionnel, avec
          des démarches simplifiées : votre compte est nominatif et vous déclarez en général une seule copropriété.
        </p>
        <p>
          Préparez le procès-verbal de l'assemblée générale qui vous a désigné (il justifie votre mandat) et les comptes du
          dernier exercice approuvé. Si le syndicat était déjà immatriculé, demandez son rattachement à votre compte avec son
          numéro d'immatriculation plutôt que de l'immatriculer à nouveau.
        </p>
      </Section>

      <Section ancre="notaire" titre="Je suis notaire">
        <p>
          Lors de la mise en copropriété d'un immeuble, le notaire qui reçoit le règlement de copropriété et l'état descriptif de
          division procède à l'immatriculation initiale du syndicat. Lors de la vente d'un lot, il vérifie l'immatriculation de la
          copropriété et peut l'immatriculer d'office si le syndic ne l'a pas fait.
        </p>
        <p>
          Votre étude notariale est enregistrée une fois dans le registre, par un notaire ; les collaborateurs de l'étude
          disposent ensuite d'un accès en consultation. Le notaire peut aussi déclarer la dissolution d'un syndicat lorsque tous
          les lots sont réunis entre les mains d'un seul propriétaire.
        </p>
      </Section>

      <Section ancre="acteur-public" titre="Je représente une collectivité ou un acteur public">
        <p>
          Les collectivités territoriales et les services de l'État disposent d'un accès institutionnel leur permettant
          d'exploiter les données du registre sur leur territoire : outil de catégorisation des copropriétés selon des critères de
          fragilité, rapports de synthèse et extractions de données brutes.
        </p>
        <p>
          Ces outils servent à repérer les copropriétés en difficulté, à préparer les programmes d'intervention (opérations
          programmées d'amélioration de l'habitat, plans de sauvegarde) et à suivre les effets des politiques publiques. Les
          données ouvertes du registre, sans information personnelle, sont également publiées pour tous.
        </p>
        <p className={fr.cx('fr-mt-3w')}>
          Une question ? Consultez les <Link to="/aide/questionsansreponse">questions fréquentes</Link> ou la page{' '}
          <Link to="/aide">Aide</Link>.
        </p>
      </Section>
    </PageStatique>
  );
}
