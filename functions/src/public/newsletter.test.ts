/** The newsletter archive's pure rules: the server's file names, the strict name check, the order of the list. */
import { describe, expect, it } from 'vitest';
import { NOM_NEWSLETTER, nomNewsletterSchema, publicationNewsletterSchema } from '@registre/shared/routes/newsletter.routes';
import { dateDuNom, nomNewsletter, plusRecentesDabord } from './newsletter.ts';

describe("nom d'une lettre d'information", () => {
  it('est donné par le serveur : la date puis le titre en minuscules ASCII, sans accent ni espace', () => {
    expect(nomNewsletter('2026-03-15', 'Lettre n° 12 : la mise à jour annuelle, œuvre commune !')).toBe(
      'lettre-2026-03-15-lettre-n-12-la-mise-a-jour-annuelle-oeuvre-commune.pdf',
    );
    expect(nomNewsletter('2026-03-15', '../../etc/passwd')).toBe('lettre-2026-03-15-etc-passwd.pdf');
    // a title without any letter kept by the slug still gives a valid name
    expect(nomNewsletter('2026-03-15', '¿¡ ★ !?')).toBe('lettre-2026-03-15-lettre.pdf');
  });

  it('a toujours la forme stricte que le téléchargement accepte, même pour un titre de 150 caractères', () => {
    for (const titre of ['Été 2026', 'a'.repeat(150), 'Mise à jour — « annuelle » 2026', '12 3', "L'été"]) {
      const nom = nomNewsletter('2026-07-01', titre);
      expect(nom, titre).toMatch(NOM_NEWSLETTER);
      expect(nomNewsletterSchema.safeParse(nom).success, titre).toBe(true);
    }
  });

  it('refuse tout ce qui sort de l’archive : chemins relatifs ou absolus, autres extensions, majuscules', () => {
    for (const nom of [
      '../x',
      '../lettre-2026-01-01-a.pdf',
      '/etc/passwd',
      'lettre-2026-01-01-a.pdf/../../x',
      'newsletters/lettre-2026-01-01-a.pdf',
      'lettre-2026-01-01-a.PDF',
      'lettre-2026-01-01-A.pdf',
      'lettre-2026-01-01-.pdf',
      'lettre-2026-01-01-a--b.pdf',
      'lettre-26-01-01-a.pdf',
      'lettre-2026-01-01-a.pdf\n',
      '%2e%2e%2fx',
      `lettre-2026-01-01-${'a'.repeat(61)}.pdf`,
      '',
    ])
      expect(nomNewsletterSchema.safeParse(nom).success, nom).toBe(false);
    expect(dateDuNom('lettre-2026-01-31-voeux.pdf')).toBe('2026-01-31');
    expect(dateDuNom('/etc/passwd')).toBeNull();
  });
});

describe('formulaire de publication', () => {
  it('demande un titre de 3 à 150 caractères et une date JJ/MM/AAAA qui ne soit pas future', () => {
    expect(publicationNewsletterSchema.safeParse({ titre: ' Lettre de printemps ', datePublication: '15/03/2026' }).data).toEqual(
      {
        titre: 'Lettre de printemps',
        datePublication: '15/03/2026',
      },
    );
    const erreurs = (v: unknown) =>
      publicationNewsletterSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(erreurs({})).toEqual(['titre: Ce champ est obligatoire.', 'datePublication: Ce champ est obligatoire.']);
    expect(erreurs({ titre: 'ab', datePublication: '2026-03-15' })).toEqual([
      'titre: Le titre doit comporter au moins 3 caractères.',
      'datePublication: La date doit être au format JJ/MM/AAAA.',
    ]);
    expect(erreurs({ titre: '!!!', datePublication: '31/12/2999' })).toEqual([
      'titre: Le titre doit contenir au moins une lettre ou un chiffre.',
      "datePublication: La date de publication ne peut pas être postérieure à aujourd'hui.",
    ]);
    expect(erreurs({ titre: 'x'.repeat(151), datePublication: '01/01/2026' })).toEqual([
      'titre: Le titre comporte 150 caractères au maximum.',
    ]);
  });
});

describe('ordre de la liste', () => {
  it('de la plus récente à la plus ancienne : par la date du nom, puis par le moment du dépôt', () => {
    const l = (nom: string, datePublication: string, modifie: string | null) => ({
      nom,
      datePublication,
      modifie: modifie ? new Date(modifie) : null,
    });
    const triees = plusRecentesDabord([
      l('lettre-2025-12-01-hiver.pdf', '2025-12-01', '2026-02-01T10:00:00Z'),
      l('lettre-2026-03-01-b.pdf', '2026-03-01', '2026-03-01T08:00:00Z'),
      l('lettre-2026-03-01-a.pdf', '2026-03-01', '2026-03-01T09:00:00Z'),
      l('lettre-2026-01-15-voeux.pdf', '2026-01-15', null),
    ]);
    expect(triees.map((x) => x.nom)).toEqual([
      'lettre-2026-03-01-a.pdf',
      'lettre-2026-03-01-b.pdf',
      'lettre-2026-01-15-voeux.pdf',
      'lettre-2025-12-01-hiver.pdf',
    ]);
  });
});
