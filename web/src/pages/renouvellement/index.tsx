import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { FicheCopropriete } from '../../components/mandat/FicheCopropriete.tsx';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { avertissementsInfoRattachement } from '@registre/shared/domain/copropriete/avertissements';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { StatutRattachement, TypeJustifMandat } from '@registre/shared/domain/enums';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { detailRenouvellement, renouvellement } from '@registre/shared/routes/mandats.routes';
import { piecesJustificatives } from '@registre/shared/routes/referentiels.routes';
import { infoRattachementVersServeur } from '@registre/shared/schemas/copropriete/infoRattachement';
import type { DetailMandatCopro } from '@registre/shared/schemas/mandats';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import {
  CHAMPS_MANDAT,
  ChampsMandat,
  ChampTypeJustificatif,
  ChampDeclarationHonneur,
} from '../../components/mandat/ChampsMandat.tsx';
import { ChampJustificatif, ID_CHAMP_JUSTIFICATIF, useJustificatif } from '../../components/mandat/Justificatif.tsx';
import { ResumeErreurs, type ErreurResumee } from '../../components/mandat/ResumeErreurs.tsx';
import { lienVers } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { AvertissementsAConfirmer } from '../../features/declaration/Alertes.tsx';
import {
  aideDebutRenouvellement,
  corpsRenouvellement,
  formulaireRenouvellementSchema,
  MESSAGE_JUSTIFICATIF_OBLIGATOIRE,
  raisonNonRenouvelable,
  valeursInitiales,
  type FormulaireRenouvellement,
} from './renouvellement.ts';

const CHAMPS = [...CHAMPS_MANDAT, 'declarationHonneur'] as const;
type Champ = (typeof CHAMPS)[number];

/**
 * Mandate renewal (spec 000 §1, §5 "Mandate"; `/renouveler-mandat?id=<idCopropriete>`): the condominium and the
 * mandate to renew (current or expired, held by the caller's establishment); when it can be renewed, the new
 * mandate (starting the day after the end of the renewed one or later, possibly in the future: a mandate is
 * renewed before it ends), its REQUIRED supporting PDF and the sworn statement. The keeper validates it within
 * one working day.
 */
export default function Renouvellement() {
  const titre = usePageCourante()?.titre;
  const [query] = useSearchParams();
  const brut = Number(query.get('id'));
  const id = Number.isInteger(brut) && brut > 0 ? brut : null;
  const liste = lienVers('coproprietes') ?? '/copropriete';

  const detail = useRequete(
    detailRenouvellement,
    { params: { id: id ?? 0 }, erreursGerees: [400, 404] },
    { enabled: id !== null, retry: false },
  );

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {id === null ? (
        <Alert
          severity="error"
          as="h2"
          title="Copropriété introuvable"
          description={
            <>
              Choisissez la copropriété dans{' '}
              <Link to={`${liste}?filtre=renouveler-mandat`}>la liste des mandats à renouveler</Link>.
            </>
          }
        />
      ) : detail.isPending ? (
        <p>Chargement…</p>
      ) : detail.isError ? (
        <Alert
          severity="error"
          as="h2"
          title="Copropriété introuvable"
          description={
            <>
              {detail.error.message} <Link to={`${liste}?filtre=renouveler-mandat`}>Retour à la liste des copropriétés</Link>
            </>
          }
        />
      ) : (
        <Contenu detail={detail.data} liste={liste} />
      )}
    </div>
  );
}

function Contenu({ detail, liste }: { detail: DetailMandatCopro; liste: string }) {
  const aujourdhui = dateDuJourParis(new Date());
  const raison = raisonNonRenouvelable(detail, aujourdhui);
  const c = detail.infoCopro;
  const m = detail.infoMandatRattachement;
  const [envoye, setEnvoye] = useState<string | null>(null);
  const refSucces = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (envoye) refSucces.current?.focus();
  }, [envoye]);

  return (
    <>
      <FicheCopropriete copropriete={{ ...c, etat: detail.statut }} />

      {m && (
        <section className={fr.cx('fr-mb-4w')} aria-labelledby="mandat-titre">
          <h2 id="mandat-titre">Le mandat à renouveler</h2>
          <dl>
            <dt className={fr.cx('fr-text--bold')}>Période</dt>
            <dd>
              Du {dateIsoVersFr(m.dateDebut)} au {dateIsoVersFr(m.dateFin)}
            </dd>
            {detail.mandatCoproStatus && (
              <>
                <dt className={fr.cx('fr-text--bold')}>Statut du rattachement</dt>
                <dd>{StatutRattachement.labels[detail.mandatCoproStatus]}</dd>
              </>
            )}
            <dt className={fr.cx('fr-text--bold')}>Administrateur provisoire</dt>
            <dd>{m.adminProvisoire === null ? '—' : m.adminProvisoire ? 'Oui' : 'Non'}</dd>
            <dt className={fr.cx('fr-text--bold')}>Justificatif</dt>
            <dd>
              {m.typeJustif ? TypeJustifMandat.labels[m.typeJustif] : '—'}
              {m.nomFichier ? ` (${m.nomFichier})` : ''}
            </dd>
          </dl>
        </section>
      )}

      {envoye ? (
        <div ref={refSucces} tabIndex={-1}>
          <Alert
            severity="success"
            as="h2"
            title="Renouvellement déclaré"
            description={
              <>
                <p>{envoye}</p>
                <p>
                  <Link to={liste}>Retour à la liste de mes copropriétés</Link>
                </p>
              </>
            }
          />
        </div>
      ) : raison ? (
        <Alert
          severity="info"
          as="h2"
          title={raison.titre}
          description={
            <>
              <p>{raison.description}</p>
              <p>
                <Link to={liste}>Retour à la liste de mes copropriétés</Link>
              </p>
            </>
          }
        />
      ) : (
        m && <Formulaire detail={detail} finPrecedent={m.dateFin} aujourdhui={aujourdhui} liste={liste} reussite={setEnvoye} />
      )}
    </>
  );
}

function Formulaire({
  detail,
  finPrecedent,
  aujourdhui,
  liste,
  reussite,
}: {
  detail: DetailMandatCopro;
  finPrecedent: string;
  aujourdhui: string;
  liste: string;
  reussite: (message: string) => void;
}) {
  const schema = useMemo(
    () => formulaireRenouvellementSchema({ aujourdhui, finMandatPrecedent: finPrecedent }),
    [aujourdhui, finPrecedent],
  );
  const methodes = useForm<FormulaireRenouvellement>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: valeursInitiales(detail),
  });
  const {
    watch,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors },
  } = methodes;
  const fichier = useJustificatif();
  const { justificatif, depot, erreur: erreurFichier, signaler: signalerFichier } = fichier;

  const admin = watch('adminProvisoire');
  const types = useRequete(
    piecesJustificatives,
    { query: { adminProvisoire: admin === 'true' ? 'true' : 'false' } },
    { enabled: admin === 'true' || admin === 'false', staleTime: Infinity },
  );
  // until the reference list answers (and before the yes/no answer): the same list from the shared enumeration, so
  // that a prefilled proof type is among the options from the start
  const listeTypes =
    types.data ??
    TypeJustifMandat.list.filter((t) =>
      admin === 'true' ? t.code === 'ORDO_NOMINATION' : admin === 'false' ? t.code !== 'ORDO_NOMINATION' : true,
    );

  const [confirmations, setConfirmations] = useState<Set<string>>(new Set());
  const [avertissements, setAvertissements] = useState<{ code: string; message: string; champ: string }[]>([]);
  const [erreurEnvoi, setErreurEnvoi] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const [resumeDemande, setResumeDemande] = useState(0);
  const refAvertissements = useRef<HTMLDivElement>(null);
  const refResume = useRef<HTMLDivElement>(null);
  const refErreurEnvoi = useRef<HTMLDivElement>(null);

  const erreursResumees: ErreurResumee[] = [
    ...CHAMPS.flatMap((champ: Champ) => {
      const message = errors[champ]?.message;
      return message ? [{ champ, message, aller: () => setFocus(champ) }] : [];
    }),
    ...(erreurFichier
      ? [
          {
            champ: ID_CHAMP_JUSTIFICATIF,
            message: erreurFichier,
            aller: () => document.getElementById(ID_CHAMP_JUSTIFICATIF)?.focus(),
          },
        ]
      : []),
  ];
  const afficherResume = resumeDemande > 0 && erreursResumees.length > 0;
  useEffect(() => {
    if (resumeDemande > 0) refResume.current?.focus();
  }, [resumeDemande]);

  const signalerResume = () => setResumeDemande((n) => n + 1);

  const soumettre = handleSubmit(
    async (v) => {
      setErreurEnvoi(null);
      if (!justificatif) {
        signalerFichier(MESSAGE_JUSTIFICATIF_OBLIGATOIRE);
        signalerResume();
        return;
      }
      const restants = avertissementsInfoRattachement(infoRattachementVersServeur(v)).filter((a) => !confirmations.has(a.code));
      if (restants.length > 0) {
        setAvertissements(restants);
        requestAnimationFrame(() => refAvertissements.current?.focus());
        return;
      }
      setEnvoi(true);
      try {
        const resultat = await appeler(renouvellement, {
          body: corpsRenouvellement(detail.infoCopro.idCopropriete, v, [...confirmations], justificatif.idDocument),
          erreursGerees: [400, 404, 409],
        });
        reussite(resultat.message);
      } catch (e) {
        if (!(e instanceof ErreurApi)) throw e;
        let place = false;
        for (const champ of CHAMPS) {
          const message = e.corps.erreurs?.[champ];
          if (message) {
            setError(champ, { type: 'server', message });
            place = true;
          }
        }
        const surFichier = e.corps.erreurs?.idDocument ?? e.corps.erreurs?.justificatif;
        if (surFichier) {
          signalerFichier(surFichier);
          place = true;
        }
        if (place) signalerResume();
        else {
          setErreurEnvoi(e.message);
          requestAnimationFrame(() => refErreurEnvoi.current?.focus());
        }
      } finally {
        setEnvoi(false);
      }
    },
    () => {
      if (!justificatif && !erreurFichier) signalerFichier(MESSAGE_JUSTIFICATIF_OBLIGATOIRE);
      signalerResume();
    },
  );

  const basculer = (code: string, confirme: boolean) =>
    setConfirmations((c) => {
      const suivantes = new Set(c);
      if (confirme) suivantes.add(code);
      else suivantes.delete(code);
      return suivantes;
    });

  return (
    <>
      {erreurEnvoi && (
        <div ref={refErreurEnvoi} tabIndex={-1}>
          <Alert
            severity="error"
            as="h2"
            title="Le renouvellement n'a pas pu être déclaré"
            description={erreurEnvoi}
            className={fr.cx('fr-mb-3w')}
          />
        </div>
      )}
      {afficherResume && <ResumeErreurs ref={refResume} erreurs={erreursResumees} />}
      <AvertissementsAConfirmer
        ref={refAvertissements}
        avertissements={avertissements}
        confirmations={confirmations}
        basculer={basculer}
      />

      <FormProvider {...methodes}>
        <form onSubmit={soumettre} noValidate aria-labelledby="nouveau-mandat-titre">
          <h2 id="nouveau-mandat-titre">Le nouveau mandat</h2>
          <p className={fr.cx('fr-hint-text')}>Tous les champs sont obligatoires.</p>
          <ChampsMandat legende="Dates et qualité du nouveau mandat" aideDebut={aideDebutRenouvellement(finPrecedent)} />

          <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="justificatif-legende">
            <legend className={fr.cx('fr-fieldset__legend')} id="justificatif-legende">
              Justificatif du nouveau mandat
            </legend>
            <div className={fr.cx('fr-fieldset__element')}>
              <ChampTypeJustificatif types={listeTypes} />
            </div>
            <div className={fr.cx('fr-fieldset__element')}>
              <ChampJustificatif etat={fichier} obligatoire />
            </div>
          </fieldset>

          <ChampDeclarationHonneur />

          <ButtonsGroup
            inlineLayoutWhen="md and up"
            buttons={[
              { children: 'Annuler', priority: 'secondary', linkProps: { to: liste } },
              { children: envoi ? 'Envoi…' : 'Déclarer le renouvellement', type: 'submit', disabled: envoi || depot },
            ]}
          />
        </form>
      </FormProvider>
    </>
  );
}
