/**
 * The one ElectroDB Service over the single table, and the transaction helper every state-changing use case
 * goes through: the aggregate write (with its `version` condition) and its journal event commit together.
 */
import { Service } from 'electrodb';
import { ErreurMetier, type CodeErreur } from '@registre/shared/errors/catalogue';
import { config } from '../../platform/config.ts';
import { documentClient } from './client.ts';
import { creerEntiteUtilisateur } from './utilisateur.ts';
import { creerEntiteTeledeclarant } from './teledeclarant.ts';
import { creerEntiteEtablissement } from './etablissement.ts';
import { creerEntiteEvenement } from './evenement.ts';
import { creerEntiteCaptcha } from './captcha.ts';
import { creerEntiteParametre } from './parametre.ts';
import { creerEntiteContactNewsletter } from './contactNewsletter.ts';
import { creerEntiteCompteur } from './compteur.ts';

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
    },
    opts,
  );
}

export type Base = ReturnType<typeof creerService>;
let base: Base | undefined;
export const db = (): Base => (base ??= creerService());
export const reinitialiserBase = () => {
  base = undefined;
};

type Ecriture = Parameters<Base['transaction']['write']>[0];
export type EntitesTransaction = Parameters<Ecriture>[0];

/**
 * Runs one DynamoDB transaction. A failed condition (stale `version`, an item that already exists…) becomes the
 * given business error, 409 CONFLIT_MODIFICATION by default; nothing is written in that case.
 */
export async function transaction(ecritures: Ecriture, siConflit: CodeErreur = 'CONFLIT_MODIFICATION'): Promise<void> {
  const r = await db().transaction.write(ecritures).go();
  if (r.canceled) {
    const raisons = (r.data as { code?: string }[]).map((d) => d.code);
    if (raisons.includes('ConditionalCheckFailed')) throw new ErreurMetier(siConflit);
    throw new Error(`Transaction annulée : ${raisons.join(', ')}`);
  }
}
