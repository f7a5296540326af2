/**
 * [issue 25] The guide's reference sections: the service's endpoints (with their scope), the list's cursor and
 * filters, the batch flow and the idempotency of writes.
 */
import { fr } from '@codegouvfr/react-dsfr';
import { PREFIXE_API_LOGICIELS as V1, scopeOAuth } from '@registre/shared/domain/logiciels/portees';
import { Section } from '../../../components/PageStatique.tsx';
import { BlocCode } from './BlocCode.tsx';
import { CHIFFRES, EXEMPLE_LOT, PAGINATION, commandesLot } from './guide.ts';
import { EXEMPLE_RENOUVELLEMENT, POINTS } from './points.ts';

export function SectionPointsDAcces() {
  return (
    <Section ancre="points-d-acces" titre="Les points d’accès">
      <p>
        Tous les chemins commencent par <code>{V1}</code> ; les corps et les réponses sont en JSON, avec les noms de champs des
        formulaires du registre. Chaque appel porte l’en-tête <code>Authorization: Bearer &lt;jeton&gt;</code> ; le jeton doit
        porter la portée indiquée.
      </p>
      <div className={`${fr.cx('fr-table', 'fr-table--bordered')} fr-table--multiline`}>
        <div className="fr-table__wrapper">
          <div className="fr-table__container">
            <div className="fr-table__content">
              <table>
                <caption>Les points d’accès de la version 1</caption>
                <thead>
                  <tr>
                    <th scope="col">Requête</th>
                    <th scope="col">Portée</th>
                    <th scope="col">Rôle</th>
                  </tr>
                </thead>
                <tbody>
                  {POINTS.map((p) => (
                    <tr key={`${p.methode} ${p.chemin}`}>
                      <th scope="row">
                        <code className="identifiant-technique">
                          {p.methode} {p.chemin}
                        </code>
                      </th>
                      <td>
                        <code>{scopeOAuth(p.portee)}</code>
                      </td>
                      <td>{p.role}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </div>

      <h3>La liste des copropriétés</h3>
      <ul>
        <li>
          <code>limite</code> : le nombre de copropriétés par page, de 1 à {PAGINATION.limiteMax} ({PAGINATION.limiteParDefaut}{' '}
          par défaut) ;
        </li>
        <li>
          <code>curseur</code> : la valeur de <code>curseurSuivant</code> de la page précédente ; <code>curseurSuivant</code> vaut{' '}
          <code>null</code> sur la dernière page ;
        </li>
        <li>
          <code>modifieesDepuis</code> : une date et heure ISO 8601 avec fuseau (par exemple <code>2026-01-31T00:00:00Z</code>) —
          seules les copropriétés modifiées depuis, pour une synchronisation incrémentale ;
        </li>
        <li>
          <code>echeance=maj-annuelle</code> : les copropriétés dont la mise à jour annuelle est due ou en retard ;{' '}
          <code>echeance=fin-mandat</code> : celles dont le mandat finit dans les <code>jours</code> prochains jours (de 1 à{' '}
          {PAGINATION.joursMax}, {PAGINATION.joursParDefaut} par défaut).
        </li>
      </ul>
      <p>
        Les lectures répondent un en-tête <code>ETag</code> : renvoyé dans <code>If-None-Match</code>, il vaut une réponse{' '}
        <code>304 Not Modified</code> sans corps tant que rien n’a changé.
      </p>

      <h3>Immatriculation et mise à jour annuelle</h3>
      <p>
        Les règles sont celles des formulaires, avec les mêmes messages. Un avertissement (une valeur inhabituelle mais possible)
        refuse la requête tant que <code>confirmerAvertissements</code> ne vaut pas <code>true</code>. Une mise à jour annuelle
        peut porter la <code>version</code> lue avec la fiche : si la copropriété a été modifiée entre-temps, la réponse est un
        409, et il faut relire la fiche avant de renvoyer. La mise à jour standard (à tout moment, hors campagne annuelle) prend
        le même corps et suit les mêmes règles. Une mise à jour enregistrée remplace celle qu’un utilisateur aurait commencée sur
        le site ; après une mise à jour refusée par une règle, la fiche de la copropriété propose une mise à jour commencée (les
        données en vigueur), que le syndic peut remplir et terminer sur le site.
      </p>

      <h3>Renouvellement du mandat et rattachement</h3>
      <p>
        Le mandat s’écrit comme dans le formulaire : <code>adminProvisoire</code>, <code>dateDebutMandat</code> et{' '}
        <code>dateFinMandat</code> au format JJ/MM/AAAA, <code>typeJustifMandat</code> (<code>CONTRAT_SYNDIC</code>,{' '}
        <code>PV_AG</code> ou <code>ORDO_NOMINATION</code>). Le justificatif est le fichier PDF lui-même, encodé en base64 sans
        retour à la ligne dans <code>justificatif.contenuBase64</code>, avec son <code>nomFichier</code> : 5 Mo au plus une fois
        décodé, vérifié par son contenu comme sur le site (un fichier refusé l’est avec le chemin{' '}
        <code>justificatif.contenuBase64</code>). Il est obligatoire pour un renouvellement, facultatif pour un rattachement. La{' '}
        <code>declarationHonneur</code> du formulaire vaut <code>true</code>. Le nouveau mandat d’un renouvellement commence après
        la fin de celui qu’il renouvelle.
      </p>
      <BlocCode titre="Le corps d’un renouvellement (POST …/coproprietes/{numero}/renouvellements)" langage="json">
        {EXEMPLE_RENOUVELLEMENT}
      </BlocCode>
      <p>
        La demande part aux teneurs du registre, qui décident sous un jour ouvré : la réponse <code>202</code> donne son{' '}
        <code>idDemande</code> (<code>RENOUVELLEMENT-…</code> ou <code>RATTACHEMENT-…</code>) et sa <code>dateLimite</code> ; son
        état se lit ensuite par{' '}
        <code>
          GET {V1}/demandes/{'{idDemande}'}
        </code>
        .
      </p>
    </Section>
  );
}

export function SectionLots() {
  const origine = window.location.origin;
  return (
    <Section ancre="lots" titre="Les lots de mises à jour annuelles">
      <p>
        Pour la campagne annuelle, un lot porte jusqu’à {CHIFFRES.tailleMaxLot} mises à jour annuelles, chacune avec le{' '}
        <code>numeroImmatriculation</code> de sa copropriété et les blocs qui changent. Le lot est accepté aussitôt (réponse{' '}
        <code>202</code> avec son <code>idLot</code>) puis traité en arrière-plan ; chaque mise à jour est appliquée ou refusée
        indépendamment des autres.
      </p>
      <BlocCode titre="lot.json : le corps d’un lot" langage="json">
        {EXEMPLE_LOT}
      </BlocCode>
      <BlocCode titre="Envoyer un lot puis suivre son traitement" langage="shell">
        {commandesLot(origine)}
      </BlocCode>
      <p>
        La réponse du suivi donne le <code>statut</code> du lot (<code>EN_COURS</code> puis <code>TERMINE</code>), les nombres{' '}
        <code>appliquees</code> et <code>refusees</code>, et pour chaque mise à jour son <code>index</code> dans{' '}
        <code>misesAJour</code>, son <code>statut</code> (<code>EN_ATTENTE</code>, <code>APPLIQUEE</code> ou <code>REFUSEE</code>)
        et ses <code>erreurs</code> : chaque champ refusé avec son chemin JSON dans le lot (par exemple{' '}
        <code>misesAJour[3].donneesFinancieres.dateAg</code>) et son message en français. Corrigez puis renvoyez seulement les
        mises à jour refusées, dans un nouveau lot. Si l’accès qui a envoyé le lot est révoqué pendant son traitement, les mises à
        jour qui restent sont refusées avec le code <code>ACCES_LOGICIEL_REVOQUE</code>.
      </p>
    </Section>
  );
}

export function SectionIdempotence() {
  return (
    <Section ancre="idempotence" titre="Rejouer une écriture sans risque : Idempotency-Key">
      <p>
        Faites porter à chaque écriture (<code>POST</code>) un en-tête <code>Idempotency-Key</code> : une valeur unique par
        opération, de 1 à 255 caractères ASCII imprimables, par exemple un UUID généré par le logiciel. Si la réponse se perd
        (coupure réseau, délai dépassé), renvoyez la même requête avec la même clé :
      </p>
      <ul>
        <li>
          même clé, même chemin et même corps dans les {CHIFFRES.idempotenceHeures} heures : le registre rejoue la première
          réponse réussie (même statut, même corps, avec l’en-tête <code>Idempotent-Replayed: true</code>) sans refaire
          l’opération ;
        </li>
        <li>
          même clé avec un autre corps : réponse <code>422</code> — une nouvelle opération prend une nouvelle clé ;
        </li>
        <li>
          même clé pendant que la première requête est encore traitée : réponse <code>409</code> avec <code>Retry-After</code>, à
          renvoyer après ce délai ;
        </li>
        <li>une requête refusée (une erreur) libère sa clé : corrigée, elle peut être renvoyée avec la même clé.</li>
      </ul>
      <p>Sans cet en-tête, l’écriture est faite à chaque envoi : un renvoi après une coupure pourrait la faire deux fois.</p>
    </Section>
  );
}
