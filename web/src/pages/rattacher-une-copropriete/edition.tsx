import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { avertissementsInfoRattachement } from '@registre/shared/domain/copropriete/avertissements';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { EtatCopropriete, TypeJustifMandat } from '@registre/shared/domain/enums';
import { dateIsoVersFr, formaterImmatriculation, normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { getEtat, mandatMemeSiren, rattachement, rattachementSansJustificatif } from '@registre/shared/routes/mandats.routes';
import { infoRattachementVersServeur } from '@registre/shared/schemas/copropriete/infoRattachement';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { ChampsMandat, ChampTypeJustificatif, ChampDeclarationHonneur } from '../../components/mandat/ChampsMandat.tsx';
import { ChampJustificatif, ID_CHAMP_JUSTIFICATIF, useJustificatif } from '../../components/mandat/Justificatif.tsx';
import { notifier } from '../../lib/notifications.ts';
import { lienVers } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { AvertissementsAConfirmer } from '../../features/declaration/Alertes.tsx';
import {
  champsDemande,
  corpsRattachementJustifie,
  formulaireRattachementSchema,
  MESSAGE_JUSTIFICATIF,
  type FormulaireRattachement,
} from '../../features/rattachement/rattachement.ts';

const CHAMPS = ['adminProvisoire', 'dateDebutMandat', 'dateFinMandat', 'typeJustifMandat', 'declarationHonneur'] as const;

/**
 * The attachment request (spec 000 §2 /rattacher-une-copropriete/edit, §5 "Mandate"): the condominium, the mandate
 * (the rules of the registration's infoRattachement block; a mandate of other than 12 months is confirmed), the
 * supporting document (a PDF checked by the server) or "no proof", and the sworn statement.
 */
export default function EditionRattachement() {
  const titre = usePageCourante()?.titre;
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const numero = normaliserImmatriculation(query.get('numero') ?? '');
  const liste = lienVers('rattacher') ?? '/rattacher-une-copropriete';
  const aujourdhui = dateDuJourParis(new Date());

  const etat = useRequete(getEtat, { params: { x: numero ?? '-' } }, { enabled: numero !== null, retry: false });
  const memeSiren = useRequete(
    mandatMemeSiren,
    { params: { x: numero ?? '-' } },
    { enabled: numero !== null && query.has('idMandat'), retry: false },
  );

  const schema = useMemo(() => formulaireRattachementSchema({ aujourdhui, finMandatPrecedent: null }), [aujourdhui]);
  const methodes = useForm<FormulaireRattachement>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: {
      adminProvisoire: '',
      dateDebutMandat: '',
      dateFinMandat: '',
      typeJustifMandat: '',
      pasJustif: false,
      declarationHonneur: false,
    },
  });
  const { register, watch, reset, setError, handleSubmit } = methodes;
  const fichier = useJustificatif();
  const { justificatif, depot, signaler: setErreurFichier } = fichier;

  // a mandate of an establishment of the same company: its type and proof prefill the form
  const prerempli = useRef(false);
  useEffect(() => {
    const m = memeSiren.data;
    if (!m || prerempli.current) return;
    prerempli.current = true;
    reset({
      adminProvisoire: m.adminProvisoire === null ? '' : m.adminProvisoire ? 'true' : 'false',
      dateDebutMandat: dateIsoVersFr(m.dateDebut),
      dateFinMandat: dateIsoVersFr(m.dateFin),
      typeJustifMandat: m.typeJustif ?? '',
      pasJustif: false,
      declarationHonneur: false,
    });
  }, [memeSiren.data, reset]);

  const [confirmations, setConfirmations] = useState<Set<string>>(new Set());
  const [avertissements, setAvertissements] = useState<{ code: string; message: string; champ: string }[]>([]);
  const [erreurEnvoi, setErreurEnvoi] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const refAvertissements = useRef<HTMLDivElement>(null);

  const admin = watch('adminProvisoire');
  const pasJustif = watch('pasJustif');
  const types = TypeJustifMandat.list.filter((t) =>
    admin === 'true' ? t.code === 'ORDO_NOMINATION' : admin === 'false' ? t.code !== 'ORDO_NOMINATION' : true,
  );

  useEffect(() => {
    if (pasJustif) setErreurFichier(null);
  }, [pasJustif, setErreurFichier]);

  useEffect(() => {
    if (etat.isError) {
      notifier({ severite: 'error', titre: 'Copropriété introuvable', description: etat.error.message });
    }
  }, [etat.isError, etat.error]);

  if (!numero) return <Navigate to={liste} replace />;
  if (etat.isError) return <Navigate to="/" replace />;

  const soumettre = handleSubmit(async (v) => {
    setErreurEnvoi(null);
    if (!v.pasJustif && !justificatif) {
      setErreurFichier(MESSAGE_JUSTIFICATIF);
      document.getElementById(ID_CHAMP_JUSTIFICATIF)?.focus();
      return;
    }
    const restants = avertissementsInfoRattachement(infoRattachementVersServeur(v)).filter((a) => !confirmations.has(a.code));
    if (restants.length > 0) {
      setAvertissements(restants);
      requestAnimationFrame(() => refAvertissements.current?.focus());
      return;
    }
    const champs = champsDemande(numero, v, [...confirmations]);
    setEnvoi(true);
    try {
      const resultat =
        !v.pasJustif && justificatif
          ? await appeler(rattachement, {
              body: corpsRattachementJustifie(champs, justificatif.idDocument),
              erreursGerees: [400, 404, 409],
            })
          : await appeler(rattachementSansJustificatif, { body: champs, erreursGerees: [400, 404, 409] });
      notifier({
        severite: 'success',
        titre: 'Demande de rattachement transmise',
        description: resultat.message,
        persistante: true,
      });
      navigate(liste);
    } catch (e) {
      if (!(e instanceof ErreurApi)) throw e;
      let place = false;
      for (const champ of CHAMPS) {
        const message = e.corps.erreurs?.[champ];
        if (message) {
          setError(champ, { type: 'server', message }, { shouldFocus: !place });
          place = true;
        }
      }
      if (e.corps.erreurs?.idDocument) setErreurFichier(e.corps.erreurs.idDocument);
      if (!place) setErreurEnvoi(e.message);
    } finally {
      setEnvoi(false);
    }
  });

  const basculer = (code: string, confirme: boolean) =>
    setConfirmations((c) => {
      const suivantes = new Set(c);
      if (confirme) suivantes.add(code);
      else suivantes.delete(code);
      return suivantes;
    });

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <section className={fr.cx('fr-mb-4w')} aria-labelledby="copropriete-titre">
        <h2 id="copropriete-titre">La copropriété</h2>
        <dl>
          <dt className={fr.cx('fr-text--bold')}>Numéro d'immatriculation</dt>
          <dd>{formaterImmatriculation(numero)}</dd>
          {memeSiren.data?.nomCopropriete && (
            <>
              <dt className={fr.cx('fr-text--bold')}>Nom</dt>
              <dd>{memeSiren.data.nomCopropriete}</dd>
            </>
          )}
          <dt className={fr.cx('fr-text--bold')}>Statut</dt>
          <dd>{etat.data ? EtatCopropriete.labels[etat.data.response] : 'Chargement…'}</dd>
        </dl>
        {memeSiren.data && (
          <Alert
            severity="info"
            small
            description={`Un établissement de votre entreprise (${memeSiren.data.raisonSociale ?? 'même SIREN'}) est mandaté sur cette copropriété jusqu'au ${dateIsoVersFr(memeSiren.data.dateFin)} : son mandat préremplit le formulaire.`}
          />
        )}
      </section>

      {erreurEnvoi && (
        <Alert
          severity="error"
          as="h2"
          title="La demande n'a pas pu être transmise"
          description={erreurEnvoi}
          className={fr.cx('fr-mb-3w')}
        />
      )}
      <AvertissementsAConfirmer
        ref={refAvertissements}
        avertissements={avertissements}
        confirmations={confirmations}
        basculer={basculer}
      />

      <FormProvider {...methodes}>
        <form onSubmit={soumettre} noValidate aria-label="Demande de rattachement">
          <ChampsMandat />

          <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="justificatif-legende">
            <legend className={fr.cx('fr-fieldset__legend')} id="justificatif-legende">
              Justificatif du mandat
            </legend>
            <div className={fr.cx('fr-fieldset__element')}>
              <ChampTypeJustificatif types={types} />
            </div>
            {!pasJustif && (
              <div className={fr.cx('fr-fieldset__element')}>
                <ChampJustificatif etat={fichier} />
              </div>
            )}
            <div className={fr.cx('fr-fieldset__element')}>
              <Checkbox
                options={[
                  {
                    label: "Je n'ai pas de justificatif",
                    hintText: 'Le teneur du registre examinera la demande sans document.',
                    nativeInputProps: register('pasJustif'),
                  },
                ]}
              />
            </div>
          </fieldset>

          <ChampDeclarationHonneur />

          <ButtonsGroup
            inlineLayoutWhen="md and up"
            buttons={[
              { children: 'Annuler', priority: 'secondary', linkProps: { to: liste } },
              { children: envoi ? 'Envoi…' : 'Envoyer la demande', type: 'submit', disabled: envoi || depot },
            ]}
          />
        </form>
      </FormProvider>
    </div>
  );
}
