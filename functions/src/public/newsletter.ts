/**
 * The newsletter archive (spec 001 §7 "Newsletter and memo sheets"): the letters newest first, the download of one
 * by its exact name, and a keeper administrator's publication (extension). The PDF is checked by its content with
 * the supporting documents' checker; the file name is the server's, built from the date and the title.
 */
import { verifierNombre } from '@registre/shared/domain/pdf';
import { dateFrVersIso, dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { FichierRecu } from '@registre/shared/routes/documents.routes';
import { newsletter } from '@registre/shared/routes/index';
import { NOM_NEWSLETTER, nomNewsletterSchema, type Newsletter } from '@registre/shared/routes/newsletter.routes';
import { controlerJustificatif } from '../adapters/documents/analysePdf.ts';
import { journaliser } from '../adapters/dynamodb/journal.ts';
import { lienTelechargement } from '../adapters/s3/exports.ts';
import {
  NewsletterExistante,
  cleNewsletter,
  ecrireNewsletter,
  lireNewsletter,
  listerArchive,
  titreNewsletter,
  type ObjetArchive,
} from '../adapters/s3/newsletters.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { implementer, ReponseHttp } from '../platform/http.ts';
import { slug } from '../statistiques/rapport.ts';
import { exigerFichierValide } from './pdf.ts';

/**
 * Larger letters are answered by a 5-minute link to the object: a Lambda answer carries 6 MB at most, and the
 * body is base64 (4/3 of the file).
 */
export const TAILLE_MAX_REPONSE_DIRECTE = 4 * 1024 * 1024;

/** `lettre-AAAA-MM-JJ-<slug of the title>.pdf`: what the server names a letter (never the client's file name). */
export function nomNewsletter(dateIso: string, titre: string): string {
  return `lettre-${dateIso}-${slug(titre) || 'lettre'}.pdf`;
}

/** The publication day a letter's name carries (ISO), null for a name outside the archive's pattern. */
export const dateDuNom = (nom: string): string | null => NOM_NEWSLETTER.exec(nom)?.[1] ?? null;

type Lettre = ObjetArchive & { datePublication: string };

/** Newest first: by the day in the name, then by the time written, then by name. */
export function plusRecentesDabord<T extends Pick<Lettre, 'nom' | 'datePublication' | 'modifie'>>(lettres: readonly T[]): T[] {
  return [...lettres].sort(
    (a, b) =>
      b.datePublication.localeCompare(a.datePublication) ||
      (b.modifie?.getTime() ?? 0) - (a.modifie?.getTime() ?? 0) ||
      b.nom.localeCompare(a.nom),
  );
}

const estNomDeLettre = (nom: string) => nomNewsletterSchema.safeParse(nom).success;

/** The letters of the archive: only objects whose name has the strict pattern (anything else is not a letter). */
async function archive(): Promise<Lettre[]> {
  return (await listerArchive()).flatMap((o) => {
    const datePublication = estNomDeLettre(o.nom) ? dateDuNom(o.nom) : null;
    return datePublication ? [{ ...o, datePublication }] : [];
  });
}

export const implementationsNewsletter = [
  implementer(newsletter.liste, async () => {
    const lettres = plusRecentesDabord(await archive());
    return Promise.all(
      lettres.map(async (l): Promise<Newsletter> => ({
        nom: l.nom,
        titre: (await titreNewsletter(l.nom)) ?? `Lettre d'information du ${dateIsoVersFr(l.datePublication)}`,
        datePublication: l.datePublication,
        taille: l.taille,
      })),
    );
  }),

  implementer(newsletter.telecharger, async ({ query }) => {
    // `../x`, `/etc/passwd`, an unknown name: the same 404, and no key is built from what is not an archive name
    const nom = nomNewsletterSchema.safeParse(query.fileName);
    const lettre = nom.success ? (await archive()).find((l) => l.nom === nom.data) : undefined;
    if (!lettre) throw new ErreurMetier('NEWSLETTER_INTROUVABLE');
    const disposition = `attachment; filename="${lettre.nom}"`;
    if (lettre.taille > TAILLE_MAX_REPONSE_DIRECTE) {
      const lien = await lienTelechargement(cleNewsletter(lettre.nom), lettre.nom, 'application/pdf');
      return new ReponseHttp(302, null, { location: lien, 'content-disposition': disposition });
    }
    return new ReponseHttp(200, await lireNewsletter(lettre.nom), {
      'content-type': 'application/pdf',
      'content-disposition': disposition,
    });
  }),

  implementer(newsletter.publier, async ({ body, session, maintenant }) => {
    // the parts the platform read: a Blob only ever comes from the browser's side of the schema
    const fichiers = body.fichiers.filter((f): f is FichierRecu => !(f instanceof Blob));
    exigerFichierValide(verifierNombre(fichiers.length));
    const octets = fichiers[0].octets;
    exigerFichierValide(await controlerJustificatif(octets));
    const datePublication = dateFrVersIso(body.datePublication)!;
    const nom = nomNewsletter(datePublication, body.titre);
    // the local S3 ignores If-None-Match: the listing says it first, AWS refuses a race itself
    if ((await listerArchive()).some((o) => o.nom === nom)) throw new ErreurMetier('NEWSLETTER_EXISTANTE');
    await ecrireNewsletter(nom, octets, body.titre).catch((e: unknown) => {
      throw e instanceof NewsletterExistante ? new ErreurMetier('NEWSLETTER_EXISTANTE') : e;
    });
    await journaliser({
      categorie: 'NEWSLETTER',
      type: 'PUBLICATION_NEWSLETTER',
      ...acteurDe(session),
      cible: nom,
      details: { titre: body.titre, datePublication, octets: octets.length },
      quand: maintenant,
    });
    const lettre: Newsletter = { nom, titre: body.titre, datePublication, taille: octets.length };
    return new ReponseHttp(201, lettre);
  }),
];
