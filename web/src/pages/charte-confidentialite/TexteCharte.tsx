import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { VERSION_CHARTE } from '@registre/shared/schemas/institutionnels';

/** The version this text is: the server refuses an acceptance of another version. */
export const VERSION_TEXTE = VERSION_CHARTE;

/**
 * The confidentiality charter of the register's institutional area, version 2026-01 (spec 001 §4 "Institutional
 * flow"). A new wording is a new `VERSION_CHARTE` (shared/schemas/institutionnels.ts): every agent accepts it again.
 */
export function TexteCharte() {
  return (
    <div className="charte" data-testid="texte-charte">
      <h2 className={fr.cx('fr-h4')}>1. Objet</h2>
      <p>
        La présente charte fixe les conditions dans lesquelles les agents publics habilités accèdent aux données du registre
        national d'immatriculation des copropriétés, institué par les articles L. 711-1 et suivants du code de la construction et
        de l'habitation (CCH) et précisé par ses articles R. 711-1 et suivants. Le registre a pour objet de faciliter la
        connaissance, par les pouvoirs publics, de l'état des copropriétés et la mise en œuvre des actions destinées à prévenir
        leurs difficultés.
      </p>
      <p>
        Elle s'applique à tout agent des services de l'État, des collectivités territoriales et de leurs groupements, de l'Agence
        nationale de l'habitat (Anah) et des autres organismes publics qui se connecte à l'espace institutionnel, que ce soit par
        ProConnect ou par un compte institutionnel du registre.
      </p>

      <h2 className={fr.cx('fr-h4')}>2. Données accessibles</h2>
      <p>
        L'espace institutionnel donne accès, dans la limite du périmètre géographique attaché à votre compte (national, régional,
        départemental, intercommunal ou communal), aux informations déclarées par les syndics et les notaires : identification et
        adresse des copropriétés, caractéristiques des immeubles et des lots, données financières (budget, impayés, dettes),
        procédures administratives et judiciaires en cours, identité des syndics et des représentants légaux. Certaines de ces
        données sont des données à caractère personnel, notamment l'identité et les coordonnées des syndics bénévoles, qui sont
        des personnes physiques.
      </p>

      <h2 className={fr.cx('fr-h4')}>3. Usages autorisés</h2>
      <p>Les données du registre ne peuvent être utilisées que pour l'exercice de vos missions de service public, notamment :</p>
      <ul>
        <li>la connaissance du parc de logements en copropriété de votre territoire ;</li>
        <li>le repérage et l'observation des copropriétés fragiles ou en difficulté ;</li>
        <li>
          la préparation, la conduite et l'évaluation des politiques de l'habitat (programmes locaux de l'habitat, programmes
          opérationnels de prévention et d'accompagnement, opérations programmées d'amélioration de l'habitat, plans de
          sauvegarde, opérations de requalification) ;
        </li>
        <li>la production d'études et de statistiques, diffusées sous une forme ne permettant pas d'identifier les personnes.</li>
      </ul>

      <h2 className={fr.cx('fr-h4')}>4. Usages interdits</h2>
      <p>Il est notamment interdit :</p>
      <ul>
        <li>d'utiliser les données à des fins personnelles, commerciales, de prospection ou de démarchage ;</li>
        <li>de les communiquer ou de les céder à une personne ou à un organisme qui n'y est pas habilité ;</li>
        <li>de publier des données permettant d'identifier une personne physique ;</li>
        <li>
          de les rapprocher d'autres fichiers pour une finalité étrangère à vos missions, ou d'en extraire davantage que ce que
          votre mission requiert ;
        </li>
        <li>de prêter vos moyens de connexion ou de laisser un tiers utiliser votre session.</li>
      </ul>

      <h2 className={fr.cx('fr-h4')}>5. Vos engagements</h2>
      <ul>
        <li>
          garder confidentielles les données consultées, y compris après la fin de vos fonctions : vous êtes tenu(e) au secret et
          à la discrétion professionnels ;
        </li>
        <li>
          conserver les fichiers téléchargés sur des supports sécurisés de votre organisme, pendant la seule durée nécessaire à la
          mission, puis les supprimer ;
        </li>
        <li>
          signaler sans délai au teneur du registre et au délégué à la protection des données de votre organisme toute perte,
          divulgation ou accès non autorisé aux données.
        </li>
      </ul>

      <h2 className={fr.cx('fr-h4')}>6. Protection des données personnelles</h2>
      <p>
        Les traitements de données réalisés à partir du registre sont soumis au règlement (UE) 2016/679 du 27 avril 2016 relatif à
        la protection des données (RGPD) et à la loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux
        libertés. Votre organisme est responsable des traitements qu'il met en œuvre avec ces données et veille au respect des
        principes de finalité, de minimisation, de durée de conservation limitée et de sécurité.
      </p>
      <p>
        Le registre conserve votre identité d'agent (nom, adresse électronique, service, périmètre) pour gérer votre accès ; vos
        connexions et l'acceptation de la présente charte sont tracées. Vous disposez des droits d'accès, de rectification et de
        limitation prévus par le RGPD : voir la page <Link to="/donnees-personnelles">Données personnelles</Link>.
      </p>

      <h2 className={fr.cx('fr-h4')}>7. Contrôles et sanctions</h2>
      <p>
        Les accès à l'espace institutionnel sont journalisés et peuvent être contrôlés. Tout manquement à la présente charte peut
        entraîner la suspension immédiate de votre accès, sans préjudice des poursuites disciplinaires et pénales encourues,
        notamment au titre des articles 226-13 (violation du secret professionnel), 226-16 à 226-24 (atteintes aux droits de la
        personne résultant des fichiers ou des traitements informatiques, dont le détournement de finalité puni de cinq ans
        d'emprisonnement et de 300 000 euros d'amende) et 323-1 et suivants (atteintes aux systèmes de traitement automatisé de
        données) du code pénal.
      </p>

      <h2 className={fr.cx('fr-h4')}>8. Acceptation</h2>
      <p className={fr.cx('fr-mb-0')}>
        L'accès à l'espace institutionnel est subordonné à l'acceptation de la présente charte, dont la date et la version sont
        conservées. Une nouvelle version de la charte doit être acceptée à nouveau. Si vous la refusez, vous êtes déconnecté(e) du
        registre.
      </p>
    </div>
  );
}
