import { describe, expect, it } from 'vitest';
import {
  controleDeclarationSuccesseur,
  controleLienSuccesseur,
  controleRetraitSuccesseur,
  controleSiretSuccesseur,
  detientCopropriete,
  expirationLienSuccesseur,
  successeurDeclare,
  successeurEnAttente,
  type CoproprieteSuccession,
  type SuccesseurResume,
} from './successeur.ts';

const MAINTENANT = new Date('2026-05-10T10:00:00.000Z');
const m = (idMandat: number, statut: string, idTeledeclarant = 1) => ({
  idMandat,
  statut,
  dateDebut: '2025-05-01',
  dateFin: '2026-04-30',
  idTeledeclarant,
});
const rattachee: CoproprieteSuccession = { etat: 'IMMATRICULEE_RATTACHEE', idTeledeclarant: 1, idMandatCourant: 10 };
const s = (ajouts: Partial<SuccesseurResume> = {}): SuccesseurResume => ({
  statut: 'SUCCESSEUR_DECLARE',
  expireLe: '2026-06-09T10:00:00.000Z',
  siret: '81234567800013',
  idTeledeclarantPredecesseur: 1,
  ...ajouts,
});

describe('successeur : qui peut le déclarer', () => {
  it('le lien vaut 30 jours ; en attente tant que déclaré et non expiré', () => {
    expect(expirationLienSuccesseur(MAINTENANT).toISOString()).toBe('2026-06-09T10:00:00.000Z');
    expect(successeurEnAttente(s(), MAINTENANT)).toBe(true);
    expect(successeurEnAttente(s({ expireLe: MAINTENANT.toISOString() }), MAINTENANT)).toBe(false);
    expect(successeurEnAttente(s({ statut: 'SUCCESSEUR_VALIDE' }), MAINTENANT)).toBe(false);
    expect(successeurEnAttente(s({ statut: 'SUPPRIME' }), MAINTENANT)).toBe(false);
  });

  it('le syndic au mandat courant (ou expiré), l’étude qui l’a immatriculée tant qu’elle n’est pas rattachée', () => {
    expect(detientCopropriete(rattachee, [m(10, 'COURANT')], 1, false)).toBe(true);
    expect(detientCopropriete({ ...rattachee, etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' }, [m(10, 'EXPIRE')], 1, false)).toBe(
      true,
    );
    expect(detientCopropriete(rattachee, [m(10, 'COURANT')], 2, false)).toBe(false);
    const notaire: CoproprieteSuccession = { etat: 'IMMATRICULEE_A_RATTACHER', idTeledeclarant: 3 };
    expect(detientCopropriete(notaire, [], 3, true)).toBe(true);
    expect(detientCopropriete({ ...notaire, etat: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' }, [], 3, true)).toBe(true);
    expect(detientCopropriete({ ...notaire, etat: 'IMMATRICULEE_RATTACHEE' }, [], 3, true)).toBe(false);
    // a syndic left as registrant of a condominium it no longer holds
    expect(detientCopropriete({ ...notaire, idTeledeclarant: 1 }, [], 1, false)).toBe(false);
    expect(detientCopropriete(rattachee, [m(10, 'COURANT')], null, false)).toBe(false);
  });

  it('contrôle : introuvable, impossible, déjà déclaré, demande en cours, dans cet ordre', () => {
    const controle = (c: CoproprieteSuccession, successeurs: SuccesseurResume[] = [], idTeledeclarant: number | null = 1) =>
      controleDeclarationSuccesseur({
        c,
        mandats: [m(10, 'COURANT')],
        successeurs,
        idTeledeclarant,
        notaire: false,
        maintenant: MAINTENANT,
      });
    expect(controle(rattachee)).toBeNull();
    expect(controle(rattachee, [], 2)).toBe('RESSOURCE_INTROUVABLE');
    expect(controle(rattachee, [], null)).toBe('RESSOURCE_INTROUVABLE');
    expect(controle({ ...rattachee, etat: 'DISSOUTE' })).toBe('SUCCESSEUR_IMPOSSIBLE');
    expect(controle(rattachee, [s()])).toBe('SUCCESSEUR_DEJA_DECLARE');
    expect(controle({ ...rattachee, idDemandeEnCours: 'RATTACHEMENT-3' }, [s()])).toBe('SUCCESSEUR_DEJA_DECLARE');
    expect(controle({ ...rattachee, idDemandeEnCours: 'RATTACHEMENT-3' })).toBe('DEMANDE_EN_COURS');
    // expired, declined, confirmed declarations do not block a new one
    expect(
      controle(rattachee, [
        s({ expireLe: '2026-05-01T00:00:00.000Z' }),
        s({ statut: 'SUPPRIME' }),
        s({ statut: 'SUCCESSEUR_VALIDE' }),
      ]),
    ).toBeNull();
  });

  it('le successeur n’est pas son propre établissement', () => {
    expect(controleSiretSuccesseur('81234567800013', '81234567800013')).toBe('SUCCESSEUR_SOI_MEME');
    expect(controleSiretSuccesseur('81234567800013', '81234567800099')).toBeNull();
    expect(controleSiretSuccesseur('81234567800013', null)).toBeNull();
  });
});

describe('successeur : le lien, le retrait', () => {
  it('le lien : en attente, puis le SIRET de l’établissement connecté', () => {
    expect(controleLienSuccesseur(null, MAINTENANT)).toBe('LIEN_SUCCESSEUR_INVALIDE');
    expect(controleLienSuccesseur(s(), MAINTENANT)).toBeNull();
    expect(controleLienSuccesseur(s({ statut: 'SUCCESSEUR_VALIDE' }), MAINTENANT)).toBe('LIEN_SUCCESSEUR_INVALIDE');
    expect(controleLienSuccesseur(s({ expireLe: '2026-05-10T09:59:59.000Z' }), MAINTENANT)).toBe('LIEN_SUCCESSEUR_INVALIDE');
    expect(controleLienSuccesseur(s(), MAINTENANT, '81234567800013')).toBeNull();
    expect(controleLienSuccesseur(s(), MAINTENANT, '81234567800099')).toBe('SUCCESSEUR_AUTRE_ETABLISSEMENT');
    expect(controleLienSuccesseur(s(), MAINTENANT, null)).toBe('SUCCESSEUR_AUTRE_ETABLISSEMENT');
  });

  it('le prédécesseur retire sa déclaration tant qu’elle n’est pas confirmée', () => {
    expect(controleRetraitSuccesseur(s(), 1)).toBeNull();
    expect(controleRetraitSuccesseur(s({ expireLe: '2026-01-01T00:00:00.000Z' }), 1)).toBeNull();
    expect(controleRetraitSuccesseur(s(), 2)).toBe('RESSOURCE_INTROUVABLE');
    expect(controleRetraitSuccesseur(null, 1)).toBe('RESSOURCE_INTROUVABLE');
    expect(controleRetraitSuccesseur(s({ statut: 'SUCCESSEUR_VALIDE' }), 1)).toBe('DEMANDE_DEJA_TRAITEE');
    expect(controleRetraitSuccesseur(s({ statut: 'SUPPRIME' }), 1)).toBe('DEMANDE_DEJA_TRAITEE');
  });

  it('is-successeur-declare : en attente, ou confirmé sans reprise par le successeur', () => {
    const confirme = s({
      statut: 'SUCCESSEUR_VALIDE',
      idTeledeclarantSuccesseur: 2,
      dateConfirmation: '2026-05-01T00:00:00.000Z',
    });
    const mandat = (statut: string, idTeledeclarant: number, dateCreation: string) => ({ statut, idTeledeclarant, dateCreation });
    expect(successeurDeclare([], [], MAINTENANT)).toBe(false);
    expect(successeurDeclare([s()], [], MAINTENANT)).toBe(true);
    expect(successeurDeclare([s({ expireLe: '2026-05-01T00:00:00.000Z' }), s({ statut: 'SUPPRIME' })], [], MAINTENANT)).toBe(
      false,
    );
    expect(successeurDeclare([confirme], [], MAINTENANT)).toBe(true);
    // its attachment pending or refused: not taken over yet
    expect(successeurDeclare([confirme], [mandat('A_VALIDER', 2, '2026-05-02T00:00:00.000Z')], MAINTENANT)).toBe(true);
    expect(successeurDeclare([confirme], [mandat('REFUSE', 2, '2026-05-02T00:00:00.000Z')], MAINTENANT)).toBe(true);
    // an older mandate of the same declarant does not count
    expect(successeurDeclare([confirme], [mandat('ARCHIVE', 2, '2020-01-01T00:00:00.000Z')], MAINTENANT)).toBe(true);
    expect(successeurDeclare([confirme], [mandat('COURANT', 2, '2026-05-02T00:00:00.000Z')], MAINTENANT)).toBe(false);
    expect(successeurDeclare([confirme], [mandat('COURANT', 3, '2026-05-02T00:00:00.000Z')], MAINTENANT)).toBe(true);
  });
});
