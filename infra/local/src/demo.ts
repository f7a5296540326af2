/**
 * Demo accounts, seeded idempotently in local mode only: one per profile (16) plus the built-in institutional
 * account, with the declarants (professional syndic firm, volunteer syndic, notary firm) their users belong to.
 */
import { LIBELLES_PROFIL, PROFILS, type Profil } from '@registre/shared/domain/profils';
import { db } from '@registre/functions/adapters/dynamodb/service';
import { creerGroupe, creerIdentite } from '@registre/functions/adapters/cognito/index';

export const MOT_DE_PASSE_DEMO = 'Registre-Demo-2026!';

export interface CompteDemo {
  login: string;
  motDePasse: string;
  profil: Profil;
  libelle: string;
}

const DECLARANTS = {
  PRO: { idTeledeclarant: 1001, type: 'PRO', siret: '81234567800013', raisonSociale: 'Cabinet Demeure Gestion', codeApe: '6832A' },
  NON_PRO: { idTeledeclarant: 1002, type: 'NON_PRO', siret: '82345678900010', raisonSociale: 'Syndicat coopératif Les Tilleuls', codeApe: '9499Z' },
  NOTAIRE: { idTeledeclarant: 1003, type: 'NOTAIRE', siret: '83456789000019', raisonSociale: 'Étude Martin et associés, notaires', codeApe: '6910Z' },
} as const;

const famille = (p: Profil): keyof typeof DECLARANTS | null =>
  p.startsWith('TELE_PRO') ? 'PRO' : p.startsWith('TELE_NONPRO') ? 'NON_PRO' : p.startsWith('NOTAIRE') ? 'NOTAIRE' : null;

const PRENOMS = ['Camille', 'Dominique', 'Claude', 'Alix', 'Sacha', 'Morgan', 'Louise', 'Jules', 'Inès', 'Hugo', 'Léa', 'Nathan', 'Chloé', 'Yanis', 'Manon', 'Noé'];

export const comptesDemo = (): CompteDemo[] => [
  ...PROFILS.map((profil) => ({ login: `demo.${profil.toLowerCase()}`, motDePasse: MOT_DE_PASSE_DEMO, profil, libelle: LIBELLES_PROFIL[profil] })),
  { login: 'institutionnel', motDePasse: MOT_DE_PASSE_DEMO, profil: 'INSTITUTIONNEL' as Profil, libelle: 'Compte institutionnel intégré' },
];

export async function semerDemo(maintenant = new Date()): Promise<CompteDemo[]> {
  const entites = db().entities;
  for (const d of Object.values(DECLARANTS)) {
    await entites.teledeclarant
      .put({ ...d, statut: 'ACTIF', email: `contact.${d.idTeledeclarant}@demo.registre.local`, dateCreation: maintenant.toISOString() })
      .go();
    await entites.etablissement
      .put({
        siret: d.siret,
        raisonSociale: d.raisonSociale,
        codeApe: d.codeApe,
        l1: d.raisonSociale,
        l4: '20 avenue de Ségur',
        l6: '75007 PARIS',
        l7: 'FRANCE',
        codePostal: '75007',
        localite: 'Paris',
        codeInsee: '75107',
        voie: 'avenue de Ségur',
        idTeledeclarant: d.idTeledeclarant,
      })
      .go();
  }
  for (const profil of PROFILS) await creerGroupe(profil, LIBELLES_PROFIL[profil]);
  const comptes = comptesDemo();
  for (const [i, c] of comptes.entries()) {
    const email = `${c.login}@demo.registre.local`;
    await creerIdentite(c.login, email, c.motDePasse, c.profil);
    const { data: existant } = await entites.utilisateur.get({ login: c.login }).go();
    if (existant) continue; // keep what the person changed in "Mon compte"
    const f = famille(c.profil);
    const d = f ? DECLARANTS[f] : null;
    await entites.utilisateur
      .create({
        login: c.login,
        email,
        civilite: i % 2 ? 'M' : 'MME',
        nom: c.login === 'institutionnel' ? 'Institutionnel' : 'Démo',
        prenom: PRENOMS[i % PRENOMS.length],
        profil: c.profil,
        statut: 'ACTIF',
        activated: true,
        adminPrincipal: /ADMIN_PRINC$|^NOTAIRE_ADMIN$/.test(c.profil),
        ...(d ? { idTeledeclarant: d.idTeledeclarant, typeTeledeclarant: d.type } : {}),
        ...(c.profil.startsWith('TENEUR_') ? { typeTeledeclarant: '0' as const } : {}),
        ...(c.profil === 'INSTITUTIONNEL' ? { typeTeledeclarant: 'institutionnel' as const } : {}),
        dateCreation: maintenant.toISOString(),
      })
      .go();
  }
  await entites.parametre
    .create({ cle: 'INFO_MESSAGE', valeur: 'Version de démonstration locale : les comptes et les données sont fictifs.' })
    .go()
    .catch(() => undefined); // already there: keep the keepers' message
  return comptes;
}
