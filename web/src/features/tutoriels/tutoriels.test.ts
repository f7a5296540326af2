import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dureeLisible, TUTORIELS } from './tutoriels.ts';

const PUBLIC = new URL('../../../public', import.meta.url).pathname;
const fichier = (src: string) => `${PUBLIC}${src}`;

describe('tutoriels', () => {
  it('les quatre démarches courantes, chacune avec un pas-à-pas', () => {
    expect(TUTORIELS.map((t) => t.titre)).toEqual([
      'Créer son compte de syndic',
      'Immatriculer une copropriété',
      'Faire la mise à jour annuelle',
      "Rechercher dans l'annuaire",
    ]);
    const ids = TUTORIELS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of TUTORIELS) {
      expect(t.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(t.etapes.length).toBeGreaterThanOrEqual(3);
      expect(t.dureeMinutes).toBeGreaterThan(0);
    }
  });

  // never a dead player: a video is declared only with its files, and its captions are WebVTT
  it('chaque vidéo déclarée existe avec ses sous-titres WebVTT', () => {
    for (const t of TUTORIELS.filter((x) => x.video)) {
      const v = t.video!;
      expect(v.src.startsWith('/tutoriels/'), t.id).toBe(true);
      expect(existsSync(fichier(v.src)), v.src).toBe(true);
      expect(existsSync(fichier(v.sousTitres)), v.sousTitres).toBe(true);
      expect(readFileSync(fichier(v.sousTitres), 'utf8').startsWith('WEBVTT')).toBe(true);
      if (v.affiche) expect(existsSync(fichier(v.affiche)), v.affiche).toBe(true);
    }
  });

  it('des durées lisibles', () => {
    expect(dureeLisible(5)).toBe('5 min');
    expect(dureeLisible(65)).toBe('1 h 05');
  });
});
