import { describe, expect, it } from 'vitest';
import { progression, suiviProgression, type Progression } from './progression.ts';

describe("progression d'un export en arrière-plan", () => {
  it('le pourcentage fait, arrondi en dessous, jamais 100 avant le fichier', () => {
    expect(progression(0, 10_000)).toEqual({ fait: 0, total: 10_000, pourcentage: 0 });
    expect(progression(4_567, 10_000).pourcentage).toBe(45);
    expect(progression(10_000, 10_000).pourcentage).toBe(99);
  });
  it('un total trop court grandit avec ce qui est fait ; rien à faire : 0 %', () => {
    expect(progression(120, 100)).toEqual({ fait: 120, total: 120, pourcentage: 99 });
    expect(progression(0, 0).pourcentage).toBe(0);
  });
});

describe('suivi de la progression', () => {
  it('publie tout de suite, puis au plus toutes les 2 s ; un échec de publication ne l’arrête pas', async () => {
    let t = 0;
    const publiees: Progression[] = [];
    let echouer = false;
    const avancer = suiviProgression(
      100,
      async (p) => {
        if (echouer) throw new Error('S3 indisponible');
        publiees.push(p);
      },
      { maintenant: () => t },
    );
    const publications = () => new Promise((r) => setTimeout(r, 0));
    avancer(0);
    await publications();
    t = 1000;
    avancer(30);
    t = 2500;
    echouer = true;
    avancer(20);
    await publications();
    echouer = false;
    t = 4600;
    avancer(25);
    await publications();
    expect(publiees.map((p) => p.fait)).toEqual([0, 75]);
    expect(publiees[1].pourcentage).toBe(75);
  });
});
