/**
 * [issue 25] « Connecter un logiciel de syndic au registre »: the guide of the web service for the editors of syndic
 * management software — who it is for, how an establishment creates an access, a first session with curl (the token
 * URL read from the service's OpenAPI document), the endpoints, batches, idempotency, errors, limits, versioning,
 * and the links to the reference page and the OpenAPI document. Public.
 */
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { CallOut } from '@codegouvfr/react-dsfr/CallOut';
import { LIBELLES_PORTEES, PORTEES_LOGICIEL, scopeOAuth } from '@registre/shared/domain/logiciels/portees';
import { PageStatique, Section } from '../../../components/PageStatique.tsx';
import { pageParId } from '../../../lib/navigation/index.ts';
import { BlocCode } from './BlocCode.tsx';
import { SectionErreurs } from './Erreurs.tsx';
import { SectionIdempotence, SectionLots, SectionPointsDAcces } from './PointsDAcces.tsx';
import {
  CHIFFRES,
  PAGINATION,
  REPONSE_JETON,
  URL_OPENAPI,
  URL_REFERENCE,
  commandeJeton,
  commandeListe,
  scriptPremierAppel,
  urlJetonDuDocument,
} from './guide.ts';

const SOMMAIRE = [
  { ancre: 'pour-qui', titre: 'Pour qui ?' },
  { ancre: 'obtenir-un-acces', titre: 'Obtenir un accès' },
  { ancre: 'premier-appel', titre: 'Premier appel avec curl' },
  { ancre: 'points-d-acces', titre: 'Les points d’accès' },
  { ancre: 'lots', titre: 'Les lots' },
  { ancre: 'idempotence', titre: 'Idempotency-Key' },
  { ancre: 'erreurs', titre: 'Les erreurs' },
  { ancre: 'limites', titre: 'Les limites' },
  { ancre: 'versions', titre: 'Versions et dépréciation' },
  { ancre: 'reference', titre: 'Documentation de référence' },
];

/** The token endpoint, from the published OpenAPI document (null while unread or when it does not say). */
function useUrlJeton() {
  return useQuery({
    queryKey: ['logiciels.openapi', 'tokenUrl'],
    queryFn: async ({ signal }) => {
      const r = await fetch(URL_OPENAPI, { headers: { accept: 'application/json' }, signal });
      if (!r.ok) return null;
      return urlJetonDuDocument(await r.json(), window.location.origin);
    },
    staleTime: Infinity,
    retry: false,
  });
}

export default function GuideLogiciels() {
  const origine = window.location.origin;
  const jeton = useUrlJeton();
  const urlJeton = jeton.data ?? null;
  const monEtablissement = pageParId('monEtablissement');

  return (
    <PageStatique
      sommaire={SOMMAIRE}
      chapo="Le service web du registre permet à un logiciel de gestion de syndic de lire les copropriétés de l’établissement, de les immatriculer et de faire leurs mises à jour annuelles, une à une ou par lots, sans ressaisie dans les formulaires."
    >
      <Section ancre="pour-qui" titre="Pour qui ?">
        <p>
          Ce guide s’adresse aux éditeurs de logiciels de gestion de copropriété et aux équipes techniques des syndics qui relient
          leur logiciel au registre. Le service est une API REST en JSON, sécurisée par OAuth 2.0 (« client credentials », RFC
          6749 §4.4) et décrite par un document OpenAPI 3.1.
        </p>
        <p>
          Le logiciel agit au nom d’un établissement de syndic, jamais au-delà des droits de son administrateur principal : il ne
          voit que les copropriétés de cet établissement. Chaque écriture applique les règles des formulaires, avec les mêmes
          contrôles, les mêmes validations par le teneur du registre, et s’inscrit au journal de la copropriété sous le nom du
          logiciel.
        </p>
      </Section>

      <Section ancre="obtenir-un-acces" titre="Obtenir un accès">
        <ol>
          <li>
            L’administrateur principal de l’établissement se connecte au registre et ouvre{' '}
            {monEtablissement ? <strong>{monEtablissement.titre}</strong> : <strong>Mon établissement</strong>} ›{' '}
            <strong>Accès logiciels</strong>.
          </li>
          <li>Il crée un accès : le nom du logiciel (repris au journal) et les portées qu’il lui accorde.</li>
          <li>
            Le registre affiche l’identifiant du client et son secret <strong>une seule fois</strong> : ils se saisissent dans le
            logiciel ou se transmettent à l’éditeur par un canal sûr. Le registre ne conserve pas le secret.
          </li>
        </ol>
        <div className={`${fr.cx('fr-table', 'fr-table--bordered')} fr-table--multiline`}>
          <div className="fr-table__wrapper">
            <div className="fr-table__container">
              <div className="fr-table__content">
                <table>
                  <caption>Les portées d’un accès</caption>
                  <thead>
                    <tr>
                      <th scope="col">Portée OAuth</th>
                      <th scope="col">Ce qu’elle permet</th>
                    </tr>
                  </thead>
                  <tbody>
                    {PORTEES_LOGICIEL.map((p) => (
                      <tr key={p}>
                        <th scope="row">
                          <code>{scopeOAuth(p)}</code>
                        </th>
                        <td>{LIBELLES_PORTEES[p]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </div>
        </div>
        <p>
          Au même endroit, l’administrateur voit la dernière utilisation de chaque accès, renouvelle un secret (l’ancien cesse
          aussitôt de fonctionner) ou révoque un accès : le logiciel n’obtient plus de jeton, et ses jetons en cours sont refusés
          dans les {CHIFFRES.revocationSecondes} secondes. Il en va de même si le compte qui a créé l’accès est supprimé ou n’est
          plus administrateur principal de l’établissement. Créez un accès par logiciel et par usage, avec les seules portées
          nécessaires.
        </p>
      </Section>

      <Section ancre="premier-appel" titre="Premier appel avec curl">
        <p>
          Le jeton s’obtient auprès du serveur d’autorisation, dont l’adresse figure dans le document OpenAPI (
          <code>components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl</code>).
        </p>
        <p data-testid="url-jeton">
          {jeton.isPending ? (
            'Lecture de l’adresse du serveur d’autorisation…'
          ) : urlJeton ? (
            <>
              Adresse du serveur d’autorisation : <code className="identifiant-technique">{urlJeton}</code>
            </>
          ) : (
            <>
              L’adresse du serveur d’autorisation n’a pas pu être lue : vous la trouverez dans le{' '}
              <a href={URL_OPENAPI}>document OpenAPI du service</a>, à l’emplacement indiqué ci-dessus. Remplacez{' '}
              <code>&lt;URL_JETON&gt;</code> par cette adresse dans les commandes.
            </>
          )}
        </p>
        <BlocCode titre="1. Obtenir un jeton d’accès" langage="shell">
          {commandeJeton(urlJeton)}
        </BlocCode>
        <p>
          La réponse donne le jeton (<code>access_token</code>) et sa durée de validité en secondes (<code>expires_in</code>) ;
          demandez-en un nouveau quand il expire. Par exemple :
        </p>
        <BlocCode titre="Réponse du serveur d’autorisation" langage="json">
          {REPONSE_JETON}
        </BlocCode>
        <BlocCode titre="2. Lister les copropriétés dont la mise à jour annuelle est due" langage="shell">
          {commandeListe(origine)}
        </BlocCode>
        <BlocCode titre="Les deux étapes en un script (avec jq)" langage="shell">
          {scriptPremierAppel(origine, urlJeton)}
        </BlocCode>
      </Section>

      <SectionPointsDAcces />
      <SectionLots />
      <SectionIdempotence />
      <SectionErreurs />

      <Section ancre="limites" titre="Les limites">
        <ul>
          <li>
            {CHIFFRES.parSeconde} requêtes par seconde et par accès en continu, jusqu’à {CHIFFRES.rafale} en rafale ; au-delà, la
            réponse est <code>429</code> avec un en-tête <code>Retry-After</code> (en secondes) à respecter avant de réessayer ;
          </li>
          <li>{CHIFFRES.tailleMaxLot} mises à jour annuelles au plus par lot ;</li>
          <li>{PAGINATION.limiteMax} copropriétés au plus par page de la liste ;</li>
          <li>10 Mo au plus par requête ;</li>
          <li>une réponse d’écriture est rejouable {CHIFFRES.idempotenceHeures} heures avec sa clé d’idempotence.</li>
        </ul>
        <p>
          Pour une campagne de mises à jour, préférez les lots aux appels un à un : un lot de {CHIFFRES.tailleMaxLot} mises à jour
          ne compte que pour une requête.
        </p>
      </Section>

      <Section ancre="versions" titre="Versions et dépréciation">
        <ul>
          <li>
            La version figure dans le chemin : <code>/api/logiciels/v1</code>.
          </li>
          <li>
            Une version évolue sans préavis par ajouts seulement : un nouveau point d’accès, un nouveau champ de réponse, un
            nouveau paramètre facultatif, un nouveau code d’erreur. Un logiciel doit donc ignorer les champs qu’il ne connaît pas.
          </li>
          <li>
            Un changement incompatible (un champ retiré ou renommé, une règle plus stricte sur un champ existant) ne se fait que
            dans une nouvelle version, <code>/v2</code>.
          </li>
          <li>
            La version <code>/v1</code> reste servie au moins 12 mois après la publication de <code>/v2</code>. Sa fin est
            annoncée dans ses réponses par les en-têtes <code>Deprecation</code> et <code>Sunset</code> (la date d’arrêt), ainsi
            que sur cette page.
          </li>
        </ul>
      </Section>

      <Section ancre="reference" titre="Documentation de référence">
        <ul>
          <li>
            <a href={URL_REFERENCE}>La page de référence du service</a> : chaque point d’accès, ses paramètres, ses corps et ses
            réponses.
          </li>
          <li>
            <a href={URL_OPENAPI}>Le document OpenAPI 3.1 du service</a> (JSON), pour générer un client (par exemple avec
            openapi-typescript ou openapi-generator).
          </li>
        </ul>
        <CallOut title="Une question ?" titleAs="h3">
          Pour une question sur le service ou une anomalie, écrivez au teneur du registre depuis la page{' '}
          <Link to="/aide">Aide</Link> en citant l’<code>instance</code> de la réponse en erreur.
        </CallOut>
      </Section>
    </PageStatique>
  );
}
