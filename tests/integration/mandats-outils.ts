/**
 * What the mandate renewal and successor tests share (renouvellement.test.ts, successeur.test.ts): the demo
 * sessions, dates in Paris, condominiums whose mandate has ended, the renewal as the SPA posts it and the keeper's
 * decision.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { appeler, cloud, jetonDe } from '../support/api.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { base } from '../support/validations.ts';

export const SYNDIC_A = 'demo.tele_pro_admin_princ';
export const SYNDIC_A2 = 'demo.tele_pro_gestion';
export const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
export const NOTAIRE = 'demo.notaire_notaire';
export const TENEUR = 'demo.teneur_admin_princ';
export const MAIL = (login: string) => `${login}@demo.registre.local`;

/** The demo accounts' sessions, by login (filled by `sessionsMandats` in each file's beforeAll). */
export const j: Record<string, string> = {};
export async function sessionsMandats(): Promise<void> {
  for (const l of [SYNDIC_A, SYNDIC_A2, SYNDIC_B, NOTAIRE, TENEUR]) j[l] = await jetonDe(l);
}

export const fichier = (nom: string) => readFileSync(new URL(`../fixtures/fichiers/${nom}`, import.meta.url));
export const get = (qui: string, chemin: string) => appeler('GET', chemin, { jeton: j[qui] });

/** today in Paris, yyyy-mm-dd (the server's "today") */
export const aujourdhui = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
export const decaler = (isoDate: string, jours: number, mois = 0) => {
  const [a, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(a, m - 1 + mois, d + jours)).toISOString().slice(0, 10);
};
export const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');

export async function idTeledeclarantDe(login: string) {
  const { data } = await (await base()).entities.utilisateur.get({ login }).go();
  return data!.idTeledeclarant!;
}
export async function siretDe(login: string) {
  const { data } = await (await base()).entities.teledeclarant.get({ idTeledeclarant: await idTeledeclarantDe(login) }).go();
  return data!.siret!;
}
export async function mandatsDe(idCopropriete: number) {
  return (await (await base()).entities.mandat.query.parCopropriete({ idCopropriete }).go()).data;
}
export async function successeursDe(idCopropriete: number) {
  return (await (await base()).entities.successeur.query.parCopropriete({ idCopropriete }).go()).data;
}

/**
 * A condominium of syndic A whose mandate ended yesterday (or ends on `fin`): still COURANT (the expiry workflow
 * has not run) or already EXPIRE (condominium IMMATRICULEE_RATTACHEMENT_EXPIRE).
 */
export async function coproprieteEchue(etat: 'COURANT' | 'EXPIRE' = 'COURANT', fin = decaler(aujourdhui(), -1)) {
  const r = await immatriculerCopropriete(j[SYNDIC_A]);
  const db = await base();
  const c = (await db.entities.copropriete.get({ idCopropriete: r.idCopropriete }).go()).data!;
  const cle = { idCopropriete: c.idCopropriete, idMandat: c.idMandatCourant! };
  if (etat === 'COURANT')
    await db.entities.mandat
      .patch(cle)
      .set({ dateDebut: decaler(fin, 1, -12), dateFin: fin, finCourant: fin })
      .go();
  else
    await db.entities.mandat
      .patch(cle)
      .set({ dateDebut: decaler(fin, 1, -12), dateFin: fin, statut: 'EXPIRE' })
      .remove(['finCourant', 'moisFinCourant'])
      .go();
  await db.entities.copropriete
    .patch({ idCopropriete: c.idCopropriete })
    .set({ dateFinMandat: fin, ...(etat === 'EXPIRE' && { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' as const }) })
    .go();
  return { ...r, idMandat: c.idMandatCourant!, nom: c.nomCopropriete!, fin };
}

/** The renewal's text fields: a 12-month mandate from today. */
export const champs = (idCopropriete: number, ajouts: Record<string, string> = {}): Record<string, string> => ({
  idCopropriete: String(idCopropriete),
  adminProvisoire: 'false',
  dateDebutMandat: fr(aujourdhui()),
  dateFinMandat: fr(decaler(aujourdhui(), -1, 12)),
  typeJustifMandat: 'PV_AG',
  confirmations: '[]',
  declarationHonneur: 'true',
  ...ajouts,
});
export const PDF: [string, string, Buffer][] = [['justificatif', 'PV AG 2026.pdf', fichier('valide.pdf')]];

/** POST mandats/renouvellement as the SPA does (multipart). */
export async function renouveler(qui: string, texte: Record<string, string>, fichiers: [string, string, Buffer][] = PDF) {
  const form = new FormData();
  for (const [k, v] of Object.entries(texte)) form.append(k, v);
  for (const [champ, nom, octets] of fichiers)
    form.append(champ, new Blob([new Uint8Array(octets)], { type: 'application/pdf' }), nom);
  const r = await fetch(`${cloud().url}/api/mandats/renouvellement`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${j[qui]}` },
  });
  return { status: r.status, corps: (await r.json()) as any };
}

/** A keeper locks then decides the request. */
export async function decider(idDemande: string, decision: 'valider' | 'refuser') {
  const page = await get(TENEUR, `/api/declarations/update-etat-encours/${idDemande}`);
  expect(page.status).toBe(200);
  const version = page.corps.demande.version;
  return appeler('POST', `/api/declarations/${decision}/${idDemande}`, {
    jeton: j[TENEUR],
    json:
      decision === 'valider'
        ? { version }
        : { version, raison: 'Procès-verbal illisible', typesMotifRefus: ['JUSTIFICATIF_NON_CONFORME'] },
  });
}
