/**
 * [issue 27, point 7] « Mon étude notariale » is served to the client certificate only (GET /api/public/etudenotariale):
 * a notary or collaborator signed in by password is not offered it (menu, tiles, sitemap), a certificate session is.
 */
import { describe, expect, it } from 'vitest';
import { AUTORITES_PAR_PROFIL, type Profil } from '@registre/shared/domain/profils';
import { menuPrincipal, pageParId, peutOuvrir, planDuSite, tuilesAccueil, type Visiteur } from './index.ts';

const NOTAIRES = ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB'] as const satisfies readonly Profil[];
const notaire = (profil: Profil, parCertificat: boolean): Visiteur => ({
  connecte: true,
  profil,
  autorites: AUTORITES_PAR_PROFIL[profil],
  parCertificat,
});
const liens = (v: Visiteur) => menuPrincipal(v).flatMap((e) => (e.entrees ? e.entrees.map((l) => l.chemin) : [e.chemin]));
const plan = (v: Visiteur) => {
  const chemins: string[] = [];
  const parcourir = (n: ReturnType<typeof planDuSite>) =>
    n.forEach((x) => {
      chemins.push(x.page.chemin);
      parcourir(x.enfants);
    });
  parcourir(planDuSite(v));
  return chemins;
};

describe('« Mon étude notariale » selon la session', () => {
  const etude = pageParId('monEtude')!;

  it.each(NOTAIRES)('%s connecté par mot de passe : ni menu, ni tuile, ni plan du site', (profil) => {
    const v = notaire(profil, false);
    expect(peutOuvrir(etude, v)).toBe(false);
    expect(liens(v)).not.toContain('/compte/monetude');
    expect(tuilesAccueil(v).map((t) => t.id)).not.toContain('monEtude');
    expect(plan(v)).not.toContain('/compte/monetude');
  });

  it.each(NOTAIRES)('%s connecté par certificat : la page est offerte dans « Mon espace »', (profil) => {
    const v = notaire(profil, true);
    expect(peutOuvrir(etude, v)).toBe(true);
    expect(liens(v)).toContain('/compte/monetude');
    expect(plan(v)).toContain('/compte/monetude');
  });
});
