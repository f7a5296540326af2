/**
 * Helpers of the keepers' validation tests (issue 4): a pending registration request written as the submission
 * writes it (declaration A_VALIDER with its duplicates, condominium IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER,
 * request item), with ids from the register's own sequences, and the table read directly.
 */
import { immatriculationDepuisSequence } from '@registre/shared/domain/copropriete/immatriculation';
import { immatCoproprieteVersServeur } from '@registre/shared/schemas/copropriete/immatCopropriete';
import { immatCoproprieteValide, identificationValide } from '@registre/shared/schemas/copropriete/fixtures';
import type { Doublon } from '@registre/shared/schemas/copropriete/api';
import type { Profil } from '@registre/shared/domain/profils';
import { echeanceUnJourOuvre } from '@registre/shared/domain/joursOuvres';
import { utiliserEnvCloud } from './api.ts';

export async function base() {
  utiliserEnvCloud();
  return (await import('@registre/functions/adapters/dynamodb/service')).db();
}

async function numero(nom: 'declaration' | 'copropriete' | 'immatriculation') {
  utiliserEnvCloud();
  return (await import('@registre/functions/declarations/commun')).prochainNumero(nom);
}

export interface DemandeCreee {
  idDemande: string;
  idDeclaration: number;
  idCopropriete: number;
  idDoublon: number;
  immatDoublon: string;
  nomCopropriete: string;
  echeance: string;
}

/** A registered condominium, to be the duplicate of the requests. */
async function coproprieteImmatriculee(nom: string, idTeledeclarant: number) {
  const db = await base();
  const idCopropriete = await numero('copropriete');
  const n = await numero('immatriculation');
  // a number of the register's own sequence (an import raises it past ZA…: no fixed prefix)
  const immatriculation = immatriculationDepuisSequence(n);
  const quand = new Date().toISOString();
  await db.entities.copropriete
    .create({
      idCopropriete,
      immatriculation,
      etat: 'IMMATRICULEE_RATTACHEE',
      typeImmat: 'DEFAULT',
      nomCopropriete: nom,
      adresseReference: '12 Rue des Lilas 75011 Paris',
      nbLots: 12,
      nbBatiments: 1,
      idTeledeclarant,
      representantLegal: 'Syndic démo',
      dateCreation: quand,
    })
    .go();
  return { idCopropriete, immatriculation };
}

/**
 * A pending registration request of `login` (a demo syndic by default), filed at `dateDemande` (default now),
 * with one duplicate unless `sansDoublon`.
 */
export async function creerDemande(
  o: {
    login?: string;
    profil?: Profil;
    nom?: string;
    dateDemande?: Date;
    sansDoublon?: boolean;
    horsDelai?: boolean;
    echeance?: Date;
  } = {},
): Promise<DemandeCreee> {
  const db = await base();
  const login = o.login ?? 'demo.tele_pro_admin_princ';
  const { data: u } = await db.entities.utilisateur.get({ login }).go();
  if (!u?.idTeledeclarant) throw new Error(`${login} n'a pas de télédéclarant`);
  const idTeledeclarant = u.idTeledeclarant;
  const nomCopropriete = o.nom ?? `Résidence validation ${Math.random().toString(36).slice(2, 8)}`;
  const dateDemande = o.dateDemande ?? new Date();
  const echeance = (o.echeance ?? echeanceUnJourOuvre(dateDemande)).toISOString();
  const doublon = await coproprieteImmatriculee(`${nomCopropriete} (existante)`, idTeledeclarant);
  const idDeclaration = await numero('declaration');
  const idCopropriete = await numero('copropriete');
  const idDemande = `IMMATRICULATION-${idDeclaration}`;
  const valeur = immatCoproprieteVersServeur(
    immatCoproprieteValide({ identification: identificationValide({ nomCopropriete }) }),
  );
  valeur.identification = {
    ...valeur.identification,
    idCopropriete,
    adresseSecondaire: [
      { ...valeur.identification.adressePrincipale!, type: 'SECONDAIRE', libelle: '14 Rue des Lilas 75011 Paris', idRnb: null },
    ],
  };
  const doublons: Doublon[] = o.sansDoublon
    ? []
    : [
        {
          idCopropriete: doublon.idCopropriete,
          immatriculation: null,
          nomCopropriete: 'ancien nom',
          adresseReference: '12 Rue des Lilas 75011 Paris',
          dateReglementCopropriete: null,
          nbLots: null,
          nbBatiments: null,
          representantLegal: null,
          etat: 'BROUILLON',
          motifs: ['MEME_ADRESSE'],
        },
      ];
  const quand = dateDemande.toISOString();
  await db.transaction
    .write((e) => [
      e.declaration
        .create({
          idDeclaration,
          idCopropriete,
          idTeledeclarant,
          loginCreateur: login,
          loginDeclarant: login,
          profilDeclarant: o.profil ?? u.profil,
          statut: 'A_VALIDER',
          typeDeclaration: 'A_VALIDER',
          typeImmat: 'DEFAULT',
          immatCopropriete: valeur,
          confirmations: ['EXERCICE_LONG'],
          doublons,
          dateCreation: quand,
          dateModification: quand,
          dateSoumission: quand,
          version: 2,
        })
        .commit(),
      e.copropriete
        .create({
          idCopropriete,
          etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
          typeImmat: 'DEFAULT',
          nomCopropriete,
          adresseReference: valeur.identification.adressePrincipale?.libelle ?? undefined,
          commune: 'Paris',
          idTeledeclarant,
          idDemandeEnCours: idDemande,
          dateCreation: quand,
        })
        .commit(),
      e.demandeValidation
        .create({
          idDemande,
          typeDemande: 'IMMATRICULATION',
          statut: 'A_VALIDER',
          idDeclaration,
          idCopropriete,
          idTeledeclarant,
          nomCopropriete,
          commune: 'Paris',
          profilDemandeur: o.profil ?? u.profil,
          loginDemandeur: login,
          nomDemandeur: `${u.prenom} ${u.nom}`,
          dateDemande: quand,
          echeance,
          nbDoublons: doublons.length,
          horsDelai: o.horsDelai ?? false,
        })
        .commit(),
    ])
    .go();
  return {
    idDemande,
    idDeclaration,
    idCopropriete,
    idDoublon: doublon.idCopropriete,
    immatDoublon: doublon.immatriculation,
    nomCopropriete,
    echeance,
  };
}

export async function lireDemande(idDemande: string) {
  return (await (await base()).entities.demandeValidation.get({ idDemande }).go()).data;
}
export async function lireCopropriete(idCopropriete: number) {
  return (await (await base()).entities.copropriete.get({ idCopropriete }).go()).data;
}
export async function lireDeclaration(idDeclaration: number) {
  return (await (await base()).entities.declaration.get({ idDeclaration }).go()).data;
}

export const BOITE_TENEURS = 'teneurs@registre-coproprietes.local';
