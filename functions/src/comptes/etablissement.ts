/**
 * "Mon établissement" (spec 001 §2, §3 "Establishment"): read by the declarant's users (MON_ENTREPRISE_LECTURE)
 * and the keepers (LIRE_TELEDECLARANT), written by the principal administrator or the notary
 * (MON_ENTREPRISE_ECRITURE), with optimistic locking and a journal line. Another declarant's establishment is
 * answered 404, as if it did not exist.
 */
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { Etablissement } from '@registre/shared/schemas/teledeclarant';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { chargerTeledeclarant, versEtablissementDto } from './commun.ts';

async function etablissementDu(idTeledeclarant: number) {
  const t = await chargerTeledeclarant(idTeledeclarant);
  const { data: e } =
    t?.siret && t.statut !== 'SUPPRIME' ? await db().entities.etablissement.get({ siret: t.siret }).go() : { data: null };
  if (!t || !e) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return { t, e };
}

export async function lireEtablissement(session: Session, idTeledeclarant: number): Promise<Etablissement> {
  const sien = session.idTeledeclarant === idTeledeclarant && session.autorites.includes('MON_ENTREPRISE_LECTURE');
  if (!sien && !session.autorites.includes('LIRE_TELEDECLARANT')) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return versEtablissementDto((await etablissementDu(idTeledeclarant)).e);
}

export async function lireEtablissementParSiret(siret: string): Promise<Etablissement> {
  const { data } = await db().entities.etablissement.get({ siret }).go();
  if (!data) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return versEtablissementDto(data);
}

type Ligne = 'l1' | 'l2' | 'l3' | 'l4' | 'l5' | 'l6' | 'l7';
export interface ModificationEtablissement extends Record<Ligne, string | null> {
  raisonSociale: string;
  telephone: string | null;
  version: number;
}

export async function modifierEtablissement(
  session: Session,
  m: ModificationEtablissement,
  maintenant: Date,
): Promise<Etablissement> {
  if (session.idTeledeclarant === null) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const { t, e } = await etablissementDu(session.idTeledeclarant);
  if (e.version !== m.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const { version, ...champs } = m;
  const aPoser = Object.fromEntries(Object.entries(champs).filter(([, v]) => v !== null)) as Partial<
    Record<Ligne | 'telephone' | 'raisonSociale', string>
  >;
  const aRetirer = (Object.keys(champs) as (keyof typeof champs)[]).filter((k) => champs[k] === null) as (Ligne | 'telephone')[];
  // line 6 "75007 PARIS" gives the postal code and the town, read by the keepers' search
  const cpVille = /^(\d{5})\s+(.+)$/.exec(m.l6 ?? '');
  const ville = cpVille ? { codePostal: cpVille[1], localite: cpVille[2].replace(/\s+CEDEX.*$/i, '') } : {};
  await transaction((tx) => {
    const maj = tx.etablissement.patch({ siret: e.siret }).set({ ...aPoser, ...ville, dateMiseAJour: maintenant.toISOString() });
    return [
      (aRetirer.length ? maj.remove(aRetirer) : maj)
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, version))
        .commit(),
      tx.teledeclarant
        .patch({ idTeledeclarant: t.idTeledeclarant })
        .set({ raisonSociale: m.raisonSociale, ...(cpVille && { codePostal: ville.codePostal, commune: ville.localite }) })
        .commit(),
      ligneJournal(tx, {
        categorie: 'TELEDECLARANT',
        type: 'MODIFICATION_ETABLISSEMENT',
        ...acteurDe(session),
        cible: String(t.idTeledeclarant),
        details: { siret: e.siret },
        quand: maintenant,
      }),
    ];
  });
  return lireEtablissement({ ...session, autorites: [...session.autorites, 'MON_ENTREPRISE_LECTURE'] }, t.idTeledeclarant);
}
