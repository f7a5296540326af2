import { describe, expect, it } from 'vitest';
import {
  ecrireCurseurListe,
  finMandatDuCurseur,
  lectureListe,
  lireCurseurListe,
  majAnnuelleLogiciel,
  mandatLogiciel,
  MESSAGE_CURSEUR_AUTRES_CRITERES,
  MESSAGE_CURSEUR_INVALIDE,
  statutMandatLogiciel,
} from './liste.ts';

describe('liste des copropriétés du service pour logiciels : ce qui est lu', () => {
  it('lit la liste du syndic qui répond à l’échéance demandée', () => {
    expect(lectureListe({}, '2026-03-10')).toEqual({
      filtre: 'seeAllCopro',
      finMandatJusquau: null,
      modifieesDepuis: null,
      signature: '-|-|-',
    });
    expect(lectureListe({ echeance: 'maj-annuelle', jours: 30 }, '2026-03-10')).toMatchObject({
      filtre: 'annuelle',
      finMandatJusquau: null,
      signature: 'maj-annuelle|-|-',
    });
    expect(lectureListe({ echeance: 'fin-mandat', jours: 30 }, '2026-03-10')).toMatchObject({
      filtre: 'mandate',
      finMandatJusquau: '2026-04-09',
      signature: 'fin-mandat|30|-',
    });
    // 90 days by default; across a month and a year end
    expect(lectureListe({ echeance: 'fin-mandat' }, '2025-12-15').finMandatJusquau).toBe('2026-03-15');
  });

  it('garde la date de fin fixée par la première page quand le curseur la porte', () => {
    expect(lectureListe({ echeance: 'fin-mandat', jours: 30 }, '2026-03-11', '2026-04-09').finMandatJusquau).toBe('2026-04-09');
    expect(lectureListe({}, '2026-03-11', '2026-04-09').finMandatJusquau).toBeNull();
  });

  it('ramène « modifiées depuis » à l’instant UTC que stockent les copropriétés', () => {
    const l = lectureListe({ modifieesDepuis: '2026-01-31T01:00:00+01:00' }, '2026-03-10');
    expect(l.modifieesDepuis).toBe('2026-01-31T00:00:00.000Z');
    expect(l.signature).toBe('-|-|2026-01-31T00:00:00.000Z');
  });
});

describe('curseur opaque de la liste', () => {
  const sig = lectureListe({ echeance: 'fin-mandat', jours: 30 }, '2026-03-10').signature;

  it('se relit pour les mêmes critères', () => {
    const c = ecrireCurseurListe(sig, { apres: '000000001234', finMandatJusquau: '2026-04-09' });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(lireCurseurListe(c, sig)).toEqual({ apres: '000000001234', finMandatJusquau: '2026-04-09' });
    expect(finMandatDuCurseur(c)).toBe('2026-04-09');
    const sansFin = ecrireCurseurListe('-|-|-', { apres: '42', finMandatJusquau: null });
    expect(lireCurseurListe(sansFin, '-|-|-')).toEqual({ apres: '42', finMandatJusquau: null });
    expect(finMandatDuCurseur(sansFin)).toBeNull();
  });

  it('est refusé, en français, quand il a été donné pour d’autres critères', () => {
    const c = ecrireCurseurListe(sig, { apres: '1', finMandatJusquau: '2026-04-09' });
    expect(lireCurseurListe(c, 'fin-mandat|60|-')).toEqual({ erreur: MESSAGE_CURSEUR_AUTRES_CRITERES });
  });

  it('est refusé quand il n’est pas l’un des nôtres', () => {
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const mauvais of [
      'pas un curseur !',
      '%%%',
      'a',
      Buffer.from('pas du json').toString('base64url'),
      encode({ apres: '1' }),
      encode([2, sig, '1', null]),
      encode([1, sig, 'DROP TABLE', null]),
      encode([1, sig, '1234567890123', null]),
      encode([1, sig, 12, null]),
      encode([1, sig, '1', '09/04/2026']),
      Buffer.from([0xff, 0xfe, 0x00]).toString('base64url'),
    ])
      expect(lireCurseurListe(mauvais, sig)).toEqual({ erreur: MESSAGE_CURSEUR_INVALIDE });
    expect(finMandatDuCurseur('%%%')).toBeNull();
  });
});

describe('résumé d’une copropriété : mise à jour annuelle et mandat stockés', () => {
  it('traduit le statut stocké de la mise à jour annuelle, sans relire le calendrier', () => {
    const base = {
      etat: 'IMMATRICULEE_RATTACHEE',
      avecMandat: true,
      majAnnuelleExigibleLe: '2026-01-01',
      majAnnuelleDateLimite: '2026-08-31',
    };
    expect(majAnnuelleLogiciel({ ...base, statutMajAnnuelle: 'A_FAIRE' })).toEqual({
      statut: 'DUE',
      exigibleLe: '2026-01-01',
      echeance: '2026-08-31',
    });
    expect(majAnnuelleLogiciel({ ...base, statutMajAnnuelle: 'FAITE' })?.statut).toBe('A_JOUR');
    expect(majAnnuelleLogiciel({ ...base, statutMajAnnuelle: 'EN_RETARD' })?.statut).toBe('EN_RETARD');
    expect(majAnnuelleLogiciel({ ...base, statutMajAnnuelle: null })).toBeNull();
    expect(
      majAnnuelleLogiciel({ ...base, etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', statutMajAnnuelle: 'A_FAIRE' }),
    ).toBeNull();
  });

  it('donne le mandat et son statut d’après l’état stocké', () => {
    expect(
      mandatLogiciel({
        etat: 'IMMATRICULEE_RATTACHEE',
        avecMandat: true,
        dateDebutMandat: '2025-04-01',
        dateFinMandat: '2026-03-31',
      }),
    ).toEqual({ dateDebut: '2025-04-01', dateFin: '2026-03-31', statut: 'COURANT' });
    expect(mandatLogiciel({ etat: 'IMMATRICULEE_A_RATTACHER', avecMandat: false })).toBeNull();
    expect(statutMandatLogiciel('IMMATRICULEE_RATTACHEMENT_EXPIRE')).toBe('EXPIRE');
    expect(statutMandatLogiciel('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER')).toBe('A_CONFIRMER');
    expect(statutMandatLogiciel('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER')).toBe('A_VALIDER');
    expect(statutMandatLogiciel('IMMATRICULATION_DEMANDE_DE_PRECISIONS')).toBe('A_VALIDER');
    expect(statutMandatLogiciel('IMMATRICULATION_ET_RATTACHEMENT_REFUSES')).toBe('AUTRE');
    expect(statutMandatLogiciel('DISSOUTE')).toBe('AUTRE');
  });
});
