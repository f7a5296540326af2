/**
 * Demo accounts, seeded idempotently in local mode only: one per profile (16) plus the built-in institutional
 * account, with the declarants (professional syndic firm, volunteer syndic, notary firm) their users belong to.
 */
import { LIBELLES_PROFIL, PROFILS, type Profil } from '@registre/shared/domain/profils';
import { db } from '@registre/functions/adapters/dynamodb/service';
import { creerGroupe, creerIdentite } from '@registre/functions/adapters/cognito/index';
import { hacherCode } from '@registre/functions/comptes/commun';
import { compteurAdminsSecondaires } from '@registre/functions/comptes/utilisateurs';

export const MOT_DE_PASSE_DEMO = 'Registre-Demo-2026!';

export interface CompteDemo {
  login: string;
  motDePasse: string;
  profil: Profil;
  libelle: string;
}

const DECLARANTS = {
  PRO: {
    idTeledeclarant: 1001,
    type: 'PRO',
    siret: '81234567800013',
    raisonSociale: 'Cabinet Demeure Gestion',
    codeApe: '6832A',
  },
  NON_PRO: {
    idTeledeclarant: 1002,
    type: 'NON_PRO',
    siret: '82345678900010',
    raisonSociale: 'Syndicat coopératif Les Tilleuls',
    codeApe: '9499Z',
  },
  NOTAIRE: {
    idTeledeclarant: 1003,
    type: 'NOTAIRE',
    siret: '83456789000019',
    raisonSociale: 'Étude Martin et associés, notaires',
    codeApe: '6910Z',
  },
} as const;

/**
 * [issue 3] A professional syndic that chose its password and awaits the code posted to it (ATT_ACTIVATION): its
 * users see the activation banner; the code is CODE_DEMO_EN_ATTENTE (reset to that state at each start).
 */
export const LOGIN_EN_ATTENTE = 'demo.syndic_en_attente';
export const CODE_DEMO_EN_ATTENTE = 'DEMO2026';
const EN_ATTENTE = {
  idTeledeclarant: 1004,
  type: 'PRO',
  siret: '60192837700014',
  raisonSociale: 'Paris Est Copropriétés',
  codeApe: '6832A',
} as const;

const famille = (p: Profil): keyof typeof DECLARANTS | null =>
  p.startsWith('TELE_PRO') ? 'PRO' : p.startsWith('TELE_NONPRO') ? 'NON_PRO' : p.startsWith('NOTAIRE') ? 'NOTAIRE' : null;

const PRENOMS = [
  'Camille',
  'Dominique',
  'Claude',
  'Alix',
  'Sacha',
  'Morgan',
  'Louise',
  'Jules',
  'Inès',
  'Hugo',
  'Léa',
  'Nathan',
  'Chloé',
  'Yanis',
  'Manon',
  'Noé',
];

export const comptesDemo = (): CompteDemo[] => [
  ...PROFILS.map((profil) => ({
    login: `demo.${profil.toLowerCase()}`,
    motDePasse: MOT_DE_PASSE_DEMO,
    profil,
    libelle: LIBELLES_PROFIL[profil],
  })),
  {
    login: 'institutionnel',
    motDePasse: MOT_DE_PASSE_DEMO,
    profil: 'INSTITUTIONNEL' as Profil,
    libelle: 'Compte institutionnel intégré',
  },
  {
    login: LOGIN_EN_ATTENTE,
    motDePasse: MOT_DE_PASSE_DEMO,
    profil: 'TELE_PRO_ADMIN_PRINC' as Profil,
    libelle: `Syndic professionnel en attente du code d'activation postal (code : ${CODE_DEMO_EN_ATTENTE})`,
  },
];

export async function semerDemo(maintenant = new Date()): Promise<CompteDemo[]> {
  const entites = db().entities;
  for (const d of [...Object.values(DECLARANTS), EN_ATTENTE]) {
    const enAttente = d.idTeledeclarant === EN_ATTENTE.idTeledeclarant;
    await entites.teledeclarant
      .put({
        ...d,
        statut: enAttente ? 'ATT_ACTIVATION' : 'ACTIF',
        email: `contact.${d.idTeledeclarant}@demo.registre.local`,
        dateCreation: maintenant.toISOString(),
        // [issue 3] copies for the keepers' search, the principal administrator's name set below
        codePostal: '75007',
        commune: 'PARIS',
        ...(enAttente && { codeActivationHash: hacherCode(d.idTeledeclarant, CODE_DEMO_EN_ATTENTE), essaisCodeActivation: 0 }),
      })
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
        actif: true,
      })
      .go();
  }
  for (const profil of PROFILS) await creerGroupe(profil, LIBELLES_PROFIL[profil]);
  const comptes = comptesDemo();
  for (const [i, c] of comptes.entries()) {
    const email = `${c.login}@demo.registre.local`;
    await creerIdentite(c.login, email, c.motDePasse, c.profil);
    const { data: existant } = await entites.utilisateur.get({ login: c.login }).go();
    if (existant?.statut === 'INACTIF') {
      // [issue 3] a demo account left unused for months was deactivated by the inactivity workflow: open it again
      await entites.utilisateur
        .patch({ login: c.login })
        .set({ statut: 'ACTIF', dateDerniereActivite: maintenant.toISOString() })
        .go();
    }
    if (existant) continue; // keep what the person changed in "Mon compte"
    const f = famille(c.profil);
    const d = c.login === LOGIN_EN_ATTENTE ? EN_ATTENTE : f ? DECLARANTS[f] : null;
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
  // [issue 3] each declarant's principal administrator copied for the keepers' search, and the count of its
  // secondary administrators (the 4-at-most rule reads it)
  for (const d of [...Object.values(DECLARANTS), EN_ATTENTE]) {
    const { data: utilisateurs } = await entites.utilisateur.query
      .parTeledeclarant({ idTeledeclarant: d.idTeledeclarant })
      .go({ pages: 'all' });
    const admin = utilisateurs.find((u) => u.adminPrincipal && u.statut !== 'SUPPRIME');
    if (admin) {
      await entites.teledeclarant
        .patch({ idTeledeclarant: d.idTeledeclarant })
        .set({ nomAdmin: admin.nom, prenomAdmin: admin.prenom, loginAdmin: admin.login, motDePasseActive: true })
        .go();
    }
    const secondaires = utilisateurs.filter((u) => u.profil.endsWith('_ADMIN_SECOND') && u.statut !== 'SUPPRIME').length;
    await entites.compteur.put({ nom: compteurAdminsSecondaires(d.idTeledeclarant), valeur: secondaires }).go();
  }
  await entites.parametre
    .create({ cle: 'INFO_MESSAGE', valeur: 'Version de démonstration locale : les comptes et les données sont fictifs.' })
    .go()
    .catch(() => undefined); // already there: keep the keepers' message
  return comptes;
}
