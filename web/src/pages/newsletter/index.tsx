/**
 * "Lettres d'information" (spec 001 §2 `newsletter`, §7 "Newsletter and memo sheets"): the letters published,
 * newest first, each with its title, its date and its download link (PDF, size). A keeper administrator publishes
 * one from the same page: a title, a publication date and the PDF, checked by the server's own schema.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Download } from '@codegouvfr/react-dsfr/Download';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Upload } from '@codegouvfr/react-dsfr/Upload';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { verifierAnnonce } from '@registre/shared/domain/pdf';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import {
  liste,
  publicationNewsletterSchema,
  publier,
  telecharger,
  type PublicationNewsletter,
} from '@registre/shared/routes/newsletter.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { cleRequete, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { PageStatique, Section } from '../../components/PageStatique.tsx';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { accesAutorise } from '../../lib/navigation/index.ts';
import { dateFr, tailleFichier } from '../../lib/format.ts';

/** The download address of a letter (a plain link: the browser saves the PDF under the name the answer gives). */
export const lienLettre = (nom: string) => `${telecharger.path}?${new URLSearchParams({ fileName: nom })}`;

export default function PageNewsletter() {
  const { visiteur } = useSession();
  return (
    <PageStatique chapo="Les lettres d'information du registre national des copropriétés : actualité réglementaire, nouveautés du service et rappels du calendrier, à télécharger au format PDF.">
      {accesAutorise(publier.acces, visiteur) && (
        <Section ancre="publier" titre="Publier une lettre d'information">
          <Publication />
        </Section>
      )}
      <Section ancre="lettres-publiees" titre="Lettres publiées">
        <ListeLettres />
      </Section>
    </PageStatique>
  );
}

function ListeLettres() {
  const lettres = useRequete(liste);
  if (lettres.isPending) return <p role="status">Chargement…</p>;
  if (lettres.isError)
    return (
      <div data-testid="lettres-indisponibles">
        <p>La liste des lettres d'information n'a pas pu être chargée. Réessayez dans quelques instants.</p>
        <Button priority="secondary" iconId="fr-icon-refresh-line" onClick={() => void lettres.refetch()}>
          Recharger la liste des lettres
        </Button>
      </div>
    );
  if (lettres.data.length === 0)
    return <p data-testid="aucune-lettre">Aucune lettre d'information n'a encore été publiée : revenez bientôt.</p>;
  return (
    <ul className={fr.cx('fr-raw-list')} data-testid="lettres">
      {lettres.data.map((l) => (
        <li key={l.nom} className={fr.cx('fr-mb-4w')}>
          <h3 className={fr.cx('fr-h6', 'fr-mb-1v')}>{l.titre}</h3>
          <p className={fr.cx('fr-text--sm', 'fr-mb-1v')}>Publiée le {dateFr(l.datePublication)}</p>
          <Download
            label={
              <>
                Télécharger<span className={fr.cx('fr-sr-only')}> la lettre « {l.titre} » </span>
              </>
            }
            details={`PDF – ${tailleFichier(l.taille)}`}
            linkProps={{ to: lienLettre(l.nom), reloadDocument: true }}
          />
        </li>
      ))}
    </ul>
  );
}

const CHAMPS = ['titre', 'datePublication'] as const;
const FICHIER_MANQUANT = 'Choisissez le fichier PDF de la lettre.';

function Publication() {
  const queryClient = useQueryClient();
  const [fichier, setFichier] = useState<File | null>(null);
  const [erreurFichier, setErreurFichier] = useState<string | null>(null);
  // a new key empties the file input after a publication
  const [cleFichier, setCleFichier] = useState(0);
  const [envoi, setEnvoi] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PublicationNewsletter>({
    resolver: zodResolver(publicationNewsletterSchema),
    defaultValues: { titre: '', datePublication: dateIsoVersFr(dateDuJourParis(new Date())) },
  });

  const choisir = (f: File | undefined) => {
    setFichier(f ?? null);
    const annonce = f ? verifierAnnonce(f.name, f.size) : null;
    setErreurFichier(annonce && !annonce.ok ? annonce.message : null);
  };

  const soumettre = handleSubmit(async (v) => {
    if (!fichier || erreurFichier) return;
    setEnvoi(true);
    try {
      const lettre = await appeler(publier, { body: { ...v, fichiers: [fichier] }, erreursGerees: [400, 409] });
      notifier({
        severite: 'success',
        titre: `La lettre « ${lettre.titre} » est publiée.`,
        description: `Elle est en tête de la liste, sous le nom ${lettre.nom}.`,
      });
      reset({ titre: '', datePublication: v.datePublication });
      setFichier(null);
      setCleFichier((n) => n + 1);
      await queryClient.invalidateQueries({ queryKey: cleRequete(liste) });
    } catch (e) {
      if (!(e instanceof ErreurApi)) throw e;
      if (e.status === 409) setError('titre', { type: 'server', message: e.message }, { shouldFocus: true });
      // a refused PDF: its message on the file field; a refused field: on that field
      else if (e.status === 400 && !placerErreursServeur(e, setError, CHAMPS)) setErreurFichier(e.message);
    } finally {
      setEnvoi(false);
    }
  });

  return (
    <form
      onSubmit={(e) => {
        // the file is not a field of the schema: its absence is told with the other fields' errors
        if (!fichier) setErreurFichier(FICHIER_MANQUANT);
        void soumettre(e);
      }}
      noValidate
      aria-labelledby="publier-titre"
      data-testid="publication-lettre"
    >
      <p className={fr.cx('fr-hint-text')}>Tous les champs sont obligatoires.</p>
      <Input
        label="Titre de la lettre"
        hintText="De 3 à 150 caractères ; il donne aussi son nom au fichier."
        {...etatChamp(errors.titre?.message)}
        nativeInputProps={{ ...register('titre'), maxLength: 150, autoComplete: 'off' }}
      />
      <Input
        label="Date de publication"
        hintText="Format attendu : JJ/MM/AAAA"
        {...etatChamp(errors.datePublication?.message)}
        nativeInputProps={{ ...register('datePublication'), maxLength: 10, inputMode: 'numeric', autoComplete: 'off' }}
      />
      <Upload
        key={cleFichier}
        label="Fichier de la lettre"
        hint="Format PDF uniquement, 5 Mo au maximum. Son contenu est vérifié avant publication."
        state={erreurFichier ? 'error' : 'default'}
        stateRelatedMessage={erreurFichier ?? undefined}
        disabled={envoi}
        nativeInputProps={{
          accept: '.pdf,application/pdf',
          name: 'fichier',
          onChange: (e) => choisir(e.target.files?.[0]),
        }}
      />
      <Button type="submit" className={fr.cx('fr-mt-3w')} iconId="fr-icon-upload-line" disabled={envoi}>
        {envoi ? 'Publication en cours…' : 'Publier la lettre'}
      </Button>
    </form>
  );
}
