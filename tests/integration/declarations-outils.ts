/**
 * What the two files of the registration tests share (declarations.test.ts, declarations-decisions.test.ts): the
 * demo sessions and the reads they check with.
 */
import { db } from '@registre/functions/adapters/dynamodb/service';
import { appeler, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';

/** The sessions of the demo accounts: syndic (declarant 1001) and its manager, another syndic (1002), notaries, keeper. */
export async function sessionsDeclarations() {
  const [syndic, gestionnaire, autreSyndic, notaire, collaborateur, teneur] = await Promise.all(
    [
      'TELE_PRO_ADMIN_PRINC',
      'TELE_PRO_GESTION',
      'TELE_NONPRO_ADMIN_PRINC',
      'NOTAIRE_NOTAIRE',
      'NOTAIRE_COLLAB',
      'TENEUR_ADMIN_PRINC',
    ].map((p) => jetonDe(loginDe(p))),
  );
  utiliserEnvCloud();
  return { syndic, gestionnaire, autreSyndic, notaire, collaborateur, teneur };
}

/** The register's table, read directly (the cloud's environment, set by `sessionsDeclarations`). */
export const base = () => db();

export const nouvelle = (jeton: string, x: string) => appeler('GET', `/api/coproprietes/new/${x}`, { jeton });
export const lire = (jeton: string, id: number) => appeler('GET', `/api/coproprietes/brouillon/${id}`, { jeton });
export const doublonsDe = (jeton: string, id: number, n = 2) =>
  appeler('GET', `/api/coproprietes/doublon/declaration/adressePrincipale/${id}/nbBatimentsRef/${n}/noType`, { jeton });
export const coproprieteEnBase = async (idCopropriete: number) =>
  (await base().entities.copropriete.get({ idCopropriete }).go()).data!;
export const declarationEnBase = async (idDeclaration: number) =>
  (await base().entities.declaration.get({ idDeclaration }).go()).data!;
export const joursAvant = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};
