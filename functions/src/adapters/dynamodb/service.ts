/**
 * The one ElectroDB Service over the single table, and the transaction helper every state-changing use case
 * goes through: the aggregate write (with its `version` condition) and its journal event commit together.
 */
import { Service } from 'electrodb';
import { ErreurMetier, type CodeErreur } from '@registre/shared/errors/catalogue';
import { config, selonConfig } from '../../platform/config.ts';
import { documentClient } from './client.ts';
import { creerEntiteUtilisateur } from './utilisateur.ts';
import { creerEntiteTeledeclarant } from './teledeclarant.ts';
import { creerEntiteEtablissement } from './etablissement.ts';
import { creerEntiteEvenement } from './evenement.ts';
import { creerEntiteCaptcha } from './captcha.ts';
import { creerEntiteParametre } from './parametre.ts';
import { creerEntiteContactNewsletter } from './contactNewsletter.ts';
import { creerEntiteCompteur } from './compteur.ts';
import { creerEntiteCle } from './cle.ts';
import { creerEntiteConnexionEnTantQue } from './connexionEnTantQue.ts';
import { creerEntiteEchecsConnexion } from './echecsConnexion.ts';
import { creerEntiteCertificat } from './certificat.ts';
import { creerEntiteEtude } from './etude.ts';
import { creerEntiteAgentInstitutionnel } from './agentInstitutionnel.ts';
import { creerEntiteEtatClavis } from './etatClavis.ts';
import { creerEntiteCopropriete } from './copropriete.ts';
import { creerEntiteDeclaration } from './declaration.ts';
import { creerEntiteDemandeValidation } from './demandeValidation.ts';
import { creerEntiteCleDoublon } from './cleDoublon.ts';
import { creerEntiteMandat } from './mandat.ts';
import { creerEntiteSuccesseur } from './successeur.ts';
import { creerEntiteDissolution } from './dissolution.ts';
import { creerEntiteFichierDonneesBrutes } from './fichierDonneesBrutes.ts';
import { creerEntiteCleRecherche, creerEntiteLigneListe } from './ligneListe.ts';
import { creerEntiteAgendaMaj } from './agendaMaj.ts';
import { creerEntiteLigneFile } from './ligneFile.ts';
import { creerEntiteLigneCategorisation, creerEntiteRechercheCategorisation } from './categorisation.ts';
import { creerEntiteReclamation } from './reclamation.ts';
import { creerEntiteBrouillonMaj } from './brouillonMaj.ts';
import { creerEntiteIndicateur, creerEntiteMarqueIndicateur } from './indicateur.ts';
import {
  creerEntiteCompteurCarte,
  creerEntiteTrancheAnnuaire,
  creerEntiteCompteurStatistique,
  creerEntiteEntreeAnnuaire,
  creerEntiteLigneAnnuaire,
} from './annuaire.ts';
import { creerEntiteReponseIdempotente } from './reponseIdempotente.ts';
import { creerEntiteAccesLogiciel } from './accesLogiciel.ts';
import { creerEntiteLotLogiciel, creerEntiteResultatLot, creerEntiteTrancheLot } from './lotLogiciel.ts';
import { estConflitTransaction, reessayer } from './reessais.ts';

function creerService() {
  const opts = { client: documentClient(), table: config().TABLE_NAME };
  return new Service(
    {
      utilisateur: creerEntiteUtilisateur(opts),
      teledeclarant: creerEntiteTeledeclarant(opts),
      etablissement: creerEntiteEtablissement(opts),
      evenement: creerEntiteEvenement(opts),
      captcha: creerEntiteCaptcha(opts),
      parametre: creerEntiteParametre(opts),
      contactNewsletter: creerEntiteContactNewsletter(opts),
      compteur: creerEntiteCompteur(opts),
      cle: creerEntiteCle(opts),
      connexionEnTantQue: creerEntiteConnexionEnTantQue(opts),
      echecsConnexion: creerEntiteEchecsConnexion(opts),
      certificat: creerEntiteCertificat(opts),
      etude: creerEntiteEtude(opts),
      agentInstitutionnel: creerEntiteAgentInstitutionnel(opts),
      etatClavis: creerEntiteEtatClavis(opts),
      copropriete: creerEntiteCopropriete(opts),
      declaration: creerEntiteDeclaration(opts),
      demandeValidation: creerEntiteDemandeValidation(opts),
      cleDoublon: creerEntiteCleDoublon(opts),
      mandat: creerEntiteMandat(opts),
      successeur: creerEntiteSuccesseur(opts),
      dissolution: creerEntiteDissolution(opts),
      fichierDonneesBrutes: creerEntiteFichierDonneesBrutes(opts),
      ligneListe: creerEntiteLigneListe(opts), // [issue 11]
      cleRecherche: creerEntiteCleRecherche(opts), // [issue 11]
      agendaMaj: creerEntiteAgendaMaj(opts),
      ligneFile: creerEntiteLigneFile(opts), // [issue 15]
      indicateur: creerEntiteIndicateur(opts), // [issue 14] MCO indicators by period
      marqueIndicateur: creerEntiteMarqueIndicateur(opts), // [issue 14] what the indicators' projector counted
      entreeAnnuaire: creerEntiteEntreeAnnuaire(opts), // [issue 12]
      ligneAnnuaire: creerEntiteLigneAnnuaire(opts),
      compteurStatistique: creerEntiteCompteurStatistique(opts),
      compteurCarte: creerEntiteCompteurCarte(opts),
      trancheAnnuaire: creerEntiteTrancheAnnuaire(opts), // [issue 23] the stream projector's chunks of counter moves
      ligneCategorisation: creerEntiteLigneCategorisation(opts), // [issue 13]
      rechercheCategorisation: creerEntiteRechercheCategorisation(opts),
      reclamation: creerEntiteReclamation(opts), // the contact form's complaints
      brouillonMaj: creerEntiteBrouillonMaj(opts), // [issue 27] one update draft per condominium
      accesLogiciel: creerEntiteAccesLogiciel(opts), // [issue 25] the establishments' software accesses (OAuth clients)
      reponseIdempotente: creerEntiteReponseIdempotente(opts), // [issue 25] Idempotency-Key of the web service
      lotLogiciel: creerEntiteLotLogiciel(opts), // [issue 25] a batch of annual updates sent by a syndic's software
      trancheLot: creerEntiteTrancheLot(opts),
      resultatLot: creerEntiteResultatLot(opts),
    },
    opts,
  );
}

export type Base = ReturnType<typeof creerService>;
export const db: () => Base = selonConfig(() => creerService());

type Ecriture = Parameters<Base['transaction']['write']>[0];
export type EntitesTransaction = Parameters<Ecriture>[0];
/** One write of a transaction, as the writers return it (`.commit()` of an entity's operation). */
export type EcritureTransaction = ReturnType<Ecriture>[number];

/**
 * Runs one DynamoDB transaction. A failed condition (stale `version`, an item that already exists…) becomes the
 * given business error, 409 CONFLIT_MODIFICATION by default; nothing is written in that case.
 */
export async function transaction(
  ecritures: Ecriture,
  siConflit: CodeErreur | ((indicesEnEchec: number[]) => CodeErreur) = 'CONFLIT_MODIFICATION',
): Promise<void> {
  // DynamoDB cancels a transaction that races another one on the same item (TransactionConflict): nothing was
  // written, so it is tried again, a few times, after a short random pause (issue 3: concurrent user creations)
  await reessayer(
    async () => {
      const r = await db().transaction.write(ecritures).go();
      if (!r.canceled) return;
      const raisons = (r.data as { code?: string }[]).map((d) => d.code);
      if (raisons.includes('ConditionalCheckFailed')) {
        const indices = raisons.flatMap((c, i) => (c === 'ConditionalCheckFailed' ? [i] : []));
        throw new ErreurMetier(typeof siConflit === 'function' ? siConflit(indices) : siConflit);
      }
      throw new TransactionAnnulee(raisons);
    },
    { essais: 6, pauseMs: 20, pauseMaxMs: 250, reessayable: (e) => e instanceof TransactionAnnulee && e.conflit },
  );
}

class TransactionAnnulee extends Error {
  readonly conflit: boolean;
  constructor(raisons: (string | undefined)[]) {
    super(`Transaction annulée : ${raisons.join(', ')}`);
    this.conflit = estConflitTransaction(raisons);
  }
}
