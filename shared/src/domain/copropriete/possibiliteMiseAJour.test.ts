import { describe, expect, it } from 'vitest';
import { EtatCopropriete } from '../enums.ts';
import { AUTORITES_PAR_PROFIL, PROFILS, estNotaire, estSyndic, estTeneur, type Profil } from '../profils.ts';
import { messageEtat, possibiliteMiseAJour, refusMiseAJour, type TypeMiseAJour } from './possibiliteMiseAJour.ts';

/** the six declarant profiles (professional and volunteer syndics) */
const SYNDICS = PROFILS.filter(estSyndic);
const A_JOUR = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
];

/** Written out by hand from spec 000 §4–§5 and the profile matrix: who (as holder, or keeper) may, in which states. */
const ATTENDU: Record<TypeMiseAJour, { profils: Profil[]; etats: string[] }> = {
  ANNUELLE: { profils: SYNDICS, etats: A_JOUR },
  STANDARD: { profils: SYNDICS, etats: A_JOUR },
  COMPTESNONAPPROUVES: { profils: SYNDICS, etats: A_JOUR },
  MODIF_DEMANDE: {
    profils: [...SYNDICS, 'NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE'],
    etats: ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'],
  },
  MODIFICATION_ADMIN: { profils: ['TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND'], etats: A_JOUR },
};
const TYPES = Object.keys(ATTENDU) as TypeMiseAJour[];

/** The condominium held by declarant 7, its registration request pending, an unapproved exercise waiting. */
const copro = (etat: string) => ({ etat, idTeledeclarant: 7, idDemandeEnCours: 'IMMATRICULATION-12', exerciceNonApprouve: true });
/** A caller of that profile: a declarant's user of declarant 7 (the holder), or a keeper, or nobody's. */
const appelant = (p: Profil, idTeledeclarant: number | null = estSyndic(p) || estNotaire(p) ? 7 : null) => ({
  autorites: AUTORITES_PAR_PROFIL[p],
  idTeledeclarant,
});

describe('who may update a condominium in which state: every type × profile × state', () => {
  for (const typeMaj of TYPES) {
    it(typeMaj, () => {
      const ecarts: string[] = [];
      for (const profil of PROFILS) {
        for (const etat of EtatCopropriete.values) {
          const p = possibiliteMiseAJour(appelant(profil), copro(etat), typeMaj);
          const voulu = ATTENDU[typeMaj].profils.includes(profil) && ATTENDU[typeMaj].etats.includes(etat);
          const visible = estSyndic(profil) || estNotaire(profil) || estTeneur(profil);
          if (p.possible !== voulu || p.visible !== visible || (p.raison === null) !== voulu)
            ecarts.push(`${profil} ${etat}: ${JSON.stringify(p)}`);
          // the refusal follows the decision: none when possible, 404 when not even visible
          const refus = refusMiseAJour(appelant(profil), copro(etat), typeMaj);
          const refusVoulu = voulu
            ? null
            : !visible
              ? { code: 'RESSOURCE_INTROUVABLE', raison: null }
              : {
                  code:
                    typeMaj === 'MODIFICATION_ADMIN' && !estTeneur(profil) ? 'ACCES_NON_AUTORISE' : 'COPROPRIETE_NON_MODIFIABLE',
                  raison: p.raison,
                };
          if (JSON.stringify(refus) !== JSON.stringify(refusVoulu))
            ecarts.push(`${profil} ${etat}: refus ${JSON.stringify(refus)}`);
        }
      }
      expect(ecarts).toEqual([]);
    });
  }

  it("refuses the declarant's users of another declarant as if the condominium did not exist (404)", () => {
    for (const typeMaj of TYPES) {
      const autre = appelant('TELE_PRO_ADMIN_PRINC', 8);
      expect(possibiliteMiseAJour(autre, copro('IMMATRICULEE_RATTACHEE'), typeMaj)).toMatchObject({
        possible: false,
        visible: false,
      });
      expect(refusMiseAJour(autre, copro('IMMATRICULEE_RATTACHEE'), typeMaj)).toEqual({
        code: 'RESSOURCE_INTROUVABLE',
        raison: null,
      });
    }
  });

  it('answers 403 to a holder asking for the administrative update, 409 with the reason otherwise', () => {
    expect(refusMiseAJour(appelant('TELE_PRO_ADMIN_PRINC'), copro('IMMATRICULEE_RATTACHEE'), 'MODIFICATION_ADMIN')?.code).toBe(
      'ACCES_NON_AUTORISE',
    );
    expect(refusMiseAJour(appelant('TENEUR_ASS_HOTLINE_ADMIN'), copro('IMMATRICULEE_RATTACHEE'), 'MODIFICATION_ADMIN')).toEqual({
      code: 'COPROPRIETE_NON_MODIFIABLE',
      raison: 'La modification administrative est réservée aux administrateurs du teneur du registre.',
    });
    expect(refusMiseAJour(appelant('TELE_PRO_ADMIN_PRINC'), copro('DISSOUTE'), 'ANNUELLE')).toEqual({
      code: 'COPROPRIETE_NON_MODIFIABLE',
      raison: 'Cette copropriété est dissoute : elle ne peut plus être mise à jour.',
    });
  });

  it('needs a waiting registration request for MODIF_DEMANDE and a waiting exercise for COMPTESNONAPPROUVES', () => {
    const syndic = appelant('TELE_PRO_GESTION');
    const attente = { ...copro('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'), idDemandeEnCours: 'RATTACHEMENT-3' };
    expect(possibiliteMiseAJour(syndic, attente, 'MODIF_DEMANDE').raison).toBe(
      "Aucune demande d'immatriculation de cette copropriété n'attend la décision du teneur du registre.",
    );
    const sansExercice = { ...copro('IMMATRICULEE_RATTACHEE'), exerciceNonApprouve: undefined };
    expect(possibiliteMiseAJour(syndic, sansExercice, 'COMPTESNONAPPROUVES').possible).toBe(false);
    expect(possibiliteMiseAJour(syndic, sansExercice, 'ANNUELLE').possible).toBe(true);
  });

  it('says why the state forbids it', () => {
    expect(messageEtat({ etat: 'SUPPRIMEE' })).toContain('supprimée du registre');
    expect(messageEtat({ etat: 'DISSOLUTION_A_VALIDER' })).toContain('Une dissolution');
    expect(messageEtat({ etat: 'BROUILLON' })).toContain("n'est pas encore immatriculée");
  });
});
