/**
 * Declare the dissolution of a condominium (spec 000 §2 /copropriete/declarer-une-dissolution, §3 "Dissolution"):
 * a notary types the registration number ("Rechercher"), a syndic arrives from its condominium list with
 * `?id=<idCopropriete>`. The condominium is shown and, when the caller may declare its dissolution now, the form:
 * reason (other reason when AUTRE), triggering fact and its date, proof type, request date (today by default), the
 * PDF (uploaded by presigned POST and checked by the server). The same schema as the server checks it; the
 * server's field errors land on the fields and in the error summary.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { FicheCopropriete } from '../../components/mandat/FicheCopropriete.tsx';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';

import { dateIsoVersFr, normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { dissoudre, infosDissolution } from '@registre/shared/routes/coproprietes.routes';
import { faitsGenerateurs, motifsDissolution, piecesDissolution } from '@registre/shared/routes/referentiels.routes';
import { dissolutionSchema, type DissolutionSaisie, type InfosDissolution } from '@registre/shared/schemas/dissolution';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { ChampJustificatif, ID_CHAMP_JUSTIFICATIF, useJustificatif } from '../../components/mandat/Justificatif.tsx';
import { ResumeErreurs, type ErreurResumee } from '../../components/mandat/ResumeErreurs.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

const MESSAGE_NUMERO = "Saisissez un numéro d'immatriculation valide : deux lettres et sept chiffres (AA1234567 ou AA1-234-567).";

export default function DeclarerDissolution() {
  const titre = usePageCourante()?.titre;
  const [query, setQuery] = useSearchParams();
  const id = query.get('id')?.trim() || null;
  const numero = query.get('numero')?.trim() || null;
  const cible = id ?? (numero ? normaliserImmatriculation(numero) : null);
  const [resultat, setResultat] = useState<string | null>(null);

  const infos = useRequete(
    infosDissolution,
    { params: { id: cible ?? '-' }, erreursGerees: [400, 404] },
    { enabled: cible !== null, retry: false, staleTime: 0, gcTime: 0 },
  );

  if (resultat) {
    return (
      <div className={fr.cx('fr-container', 'fr-my-4w')}>
        <h1>{titre}</h1>
        <Alert
          severity="success"
          as="h2"
          title="Déclaration de dissolution transmise"
          description={resultat}
          className={fr.cx('fr-mb-3w')}
        />
        <Button linkProps={{ to: '/' }} iconId="fr-icon-home-4-line">
          Retour à l'accueil
        </Button>
      </div>
    );
  }

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {!id && (
        <Recherche
          initial={numero ?? ''}
          rechercher={(n) => {
            setQuery({ numero: n });
          }}
        />
      )}
      {cible !== null && infos.isPending && <p role="status">Recherche de la copropriété…</p>}
      {infos.isError && (
        <Alert
          severity="error"
          as="h2"
          title="Copropriété introuvable"
          description={
            infos.error.code === 'RESSOURCE_INTROUVABLE'
              ? 'Aucune copropriété dont vous pouvez déclarer la dissolution ne correspond à votre recherche.'
              : infos.error.message
          }
          className={fr.cx('fr-mb-3w')}
          role="alert"
        />
      )}
      {numero && !id && !cible && (
        <Alert severity="error" small description={MESSAGE_NUMERO} className={fr.cx('fr-mb-3w')} role="alert" />
      )}
      {infos.data && (
        <>
          <FicheCopropriete copropriete={infos.data} />
          {infos.data.dissoluble ? (
            <Formulaire key={infos.data.idCopropriete} infos={infos.data} termine={setResultat} />
          ) : (
            <Alert
              severity="warning"
              as="h2"
              title="Vous ne pouvez pas déclarer la dissolution de cette copropriété"
              description={infos.data.raison ?? ''}
              className={fr.cx('fr-mb-3w')}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The notary's search by registration number. */
function Recherche({ initial, rechercher }: { initial: string; rechercher: (numero: string) => void }) {
  const [saisie, setSaisie] = useState(initial);
  const [erreur, setErreur] = useState<string | null>(null);
  return (
    <form
      role="search"
      aria-label="Rechercher la copropriété"
      className={fr.cx('fr-mb-4w')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const n = normaliserImmatriculation(saisie.trim());
        if (!n) {
          setErreur(MESSAGE_NUMERO);
          return;
        }
        setErreur(null);
        rechercher(n);
      }}
    >
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="Numéro d'immatriculation de la copropriété"
            hintText="Format attendu : AA1234567 ou AA1-234-567"
            {...etatChamp(erreur ?? undefined)}
            nativeInputProps={{
              value: saisie,
              onChange: (e) => setSaisie(e.target.value),
              autoComplete: 'off',
              maxLength: 20,
              name: 'numero',
            }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-3', 'fr-mb-3w')}>
          <Button type="submit" iconId="fr-icon-search-line">
            Rechercher
          </Button>
        </div>
      </div>
    </form>
  );
}

const CHAMPS = [
  'motif',
  'autreMotif',
  'faitGenerateur',
  'dateFaitGenerateur',
  'typeJustif',
  'dateDemande',
  'idDocument',
] as const satisfies readonly (keyof DissolutionSaisie)[];
type Champ = (typeof CHAMPS)[number];
const ID_CHAMP: Record<Champ, string> = {
  motif: 'dissolution-motif',
  autreMotif: 'dissolution-autre-motif',
  faitGenerateur: 'dissolution-fait-generateur',
  dateFaitGenerateur: 'dissolution-date-fait',
  typeJustif: 'dissolution-type-justif',
  dateDemande: 'dissolution-date-demande',
  idDocument: ID_CHAMP_JUSTIFICATIF,
};

function Formulaire({ infos, termine }: { infos: InfosDissolution; termine: (message: string) => void }) {
  const aujourdhui = dateDuJourParis(new Date());
  const schema = useMemo(() => dissolutionSchema({ aujourdhui }), [aujourdhui]);
  const {
    register,
    watch,
    setValue,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<DissolutionSaisie>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: {
      immatriculation: infos.immatriculation ?? String(infos.idCopropriete),
      motif: '' as DissolutionSaisie['motif'],
      autreMotif: '',
      faitGenerateur: '',
      dateFaitGenerateur: '',
      typeJustif: '',
      dateDemande: dateIsoVersFr(aujourdhui),
      idDocument: '',
    },
  });
  const fichier = useJustificatif();
  const [erreurEnvoi, setErreurEnvoi] = useState<string | null>(null);
  const resume = useRef<HTMLDivElement>(null);

  const motif = watch('motif');
  const motifChoisi = motif ? motif : null;
  const motifs = useRequete(motifsDissolution);
  const faits = useRequete(faitsGenerateurs, { params: { x: motifChoisi ?? 'AUTRE' } }, { enabled: motifChoisi !== null });
  const pieces = useRequete(piecesDissolution, { params: { x: motifChoisi ?? 'AUTRE' } }, { enabled: motifChoisi !== null });

  // another reason: its triggering facts and proof types change, the choices made are cleared
  const motifPrecedent = useRef(motif);
  useEffect(() => {
    if (motifPrecedent.current === motif) return;
    motifPrecedent.current = motif;
    setValue('faitGenerateur', '');
    setValue('typeJustif', '');
  }, [motif, setValue]);

  // the verified document is what the form sends
  const idDocument = fichier.justificatif?.idDocument ?? '';
  useEffect(() => {
    setValue('idDocument', idDocument, { shouldValidate: isSubmitted });
  }, [idDocument, isSubmitted, setValue]);

  const aller = (champ: Champ) => {
    if (champ === 'idDocument') document.getElementById(ID_CHAMP_JUSTIFICATIF)?.focus();
    else setFocus(champ);
  };
  const erreurDe = (champ: Champ) =>
    champ === 'idDocument' ? (fichier.erreur ?? errors.idDocument?.message) : errors[champ]?.message;
  const resumees: ErreurResumee[] = CHAMPS.flatMap((champ) => {
    const message = erreurDe(champ);
    return message ? [{ champ: ID_CHAMP[champ], message, aller: () => aller(champ) }] : [];
  });

  const focaliserResume = () => requestAnimationFrame(() => resume.current?.focus());

  const soumettre = handleSubmit(
    async (v) => {
      setErreurEnvoi(null);
      try {
        const r = await appeler(dissoudre, { body: v, erreursGerees: [400, 404, 409] });
        termine(r.message);
      } catch (e) {
        if (!(e instanceof ErreurApi)) throw e;
        const place = placerErreursServeur(e, setError, CHAMPS);
        if (e.corps.erreurs?.idDocument) fichier.signaler(e.corps.erreurs.idDocument);
        if (place || e.corps.erreurs?.idDocument) focaliserResume();
        else setErreurEnvoi(e.message);
      }
    },
    (_erreurs: FieldErrors<DissolutionSaisie>) => focaliserResume(),
  );

  const options = (liste: readonly { code: string; libelle: string }[] | undefined) => [
    <option key="" value="">
      Sélectionnez une option
    </option>,
    ...(liste ?? []).map((o) => (
      <option key={o.code} value={o.code}>
        {o.libelle}
      </option>
    )),
  ];

  return (
    <section aria-labelledby="formulaire-titre">
      <h2 id="formulaire-titre">La dissolution</h2>
      <ResumeErreurs ref={resume} erreurs={resumees} />
      {erreurEnvoi && (
        <Alert
          severity="error"
          as="h3"
          title="La déclaration n'a pas pu être transmise"
          description={erreurEnvoi}
          className={fr.cx('fr-mb-3w')}
          role="alert"
        />
      )}
      <form onSubmit={soumettre} noValidate aria-label="Déclaration de dissolution">
        <p className={fr.cx('fr-hint-text')}>Tous les champs sont obligatoires, sauf mention contraire.</p>
        <Select
          label="Motif de la dissolution"
          {...etatChamp(errors.motif?.message)}
          nativeSelectProps={{ ...register('motif'), id: ID_CHAMP.motif }}
        >
          {options(motifs.data)}
        </Select>
        {motif === 'AUTRE' && (
          <Input
            label="Précisez le motif"
            hintText="500 caractères au maximum."
            textArea
            {...etatChamp(errors.autreMotif?.message)}
            nativeTextAreaProps={{ ...register('autreMotif'), id: ID_CHAMP.autreMotif, maxLength: 500, rows: 3 }}
          />
        )}
        <Select
          label="Fait générateur"
          hint={motifChoisi ? undefined : "Choisissez d'abord le motif."}
          disabled={!motifChoisi}
          {...etatChamp(errors.faitGenerateur?.message)}
          nativeSelectProps={{ ...register('faitGenerateur'), id: ID_CHAMP.faitGenerateur }}
        >
          {options(faits.data)}
        </Select>
        <Input
          label="Date du fait générateur"
          hintText="Format attendu : JJ/MM/AAAA ; au plus tard aujourd'hui"
          {...etatChamp(errors.dateFaitGenerateur?.message)}
          nativeInputProps={{
            ...register('dateFaitGenerateur'),
            id: ID_CHAMP.dateFaitGenerateur,
            inputMode: 'numeric',
            maxLength: 10,
            autoComplete: 'off',
          }}
        />
        <Select
          label="Type de justificatif"
          hint={motifChoisi ? undefined : "Choisissez d'abord le motif."}
          disabled={!motifChoisi}
          {...etatChamp(errors.typeJustif?.message)}
          nativeSelectProps={{ ...register('typeJustif'), id: ID_CHAMP.typeJustif }}
        >
          {options(pieces.data)}
        </Select>
        <Input
          label="Date de la demande"
          hintText="Format attendu : JJ/MM/AAAA ; aujourd'hui par défaut, pas avant la date du fait générateur"
          {...etatChamp(errors.dateDemande?.message)}
          nativeInputProps={{
            ...register('dateDemande'),
            id: ID_CHAMP.dateDemande,
            inputMode: 'numeric',
            maxLength: 10,
            autoComplete: 'off',
          }}
        />
        <div className={fr.cx('fr-mb-4w')}>
          <ChampJustificatif
            etat={{ ...fichier, erreur: erreurDe('idDocument') ?? null }}
            libelle="Justificatif de la dissolution"
            obligatoire
          />
        </div>
        <ButtonsGroup
          inlineLayoutWhen="md and up"
          buttons={[
            { children: 'Annuler', priority: 'secondary', linkProps: { to: '/' } },
            {
              children: isSubmitting ? 'Envoi…' : 'Déclarer la dissolution',
              type: 'submit',
              disabled: isSubmitting || fichier.depot,
            },
          ]}
        />
      </form>
    </section>
  );
}
