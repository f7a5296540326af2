/**
 * The stepper shared by the registration wizard (`/immatriculer-copropriete/:etape`) and the updates of a registered
 * condominium (`/copropriete/mise-a-jour/:id/:typeMaj`): the whole declaration in one react-hook-form, the DSFR
 * Stepper, the error summary (each error linked to its field or its step), the warnings to confirm, the check of a
 * step with the block's shared schema (the same the server runs) and the fields of each step.
 *
 * What differs between the two (where a step is saved, what the last step does, the duplicates of a registration)
 * stays in the page: `useEtapesDeclaration` holds the state, `CadreEtapes` shows it, `FormulaireEtape` is one step.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import type { ButtonProps } from '@codegouvfr/react-dsfr/Button';
import { Stepper } from '@codegouvfr/react-dsfr/Stepper';
import { TITRES_ETAPES, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import type { Avertissement } from '@registre/shared/domain/copropriete/avertissements';
import type { ContexteDeclaration, NomBloc } from '@registre/shared/domain/copropriete/types';
import type { TypeMaj } from '@registre/shared/domain/enums';
import type { ImmatCoproprieteFormulaire } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import { ErreurApi } from '../../api/client.ts';
import {
  avertissementsAConfirmer,
  blocDeLEtape,
  contexteDuFormulaire,
  erreursServeur,
  formulaireDepuisDeclaration,
  positionStepper,
  verifierBloc,
  type Erreurs,
} from './assistant.ts';
import { AvertissementsAConfirmer, ResumeErreurs } from './Alertes.tsx';
import { ContexteErreurs, focaliserChamp } from './champs.tsx';
import { ContexteAssistant } from './contexte.ts';
import { EtapeInfosRattachement } from './etapes/InfosRattachement.tsx';
import { EtapeIdentification } from './etapes/Identification.tsx';
import { EtapeProcedures } from './etapes/Procedures.tsx';
import { EtapeDonneesFinancieres } from './etapes/DonneesFinancieres.tsx';
import { EtapeDonneesTechniques } from './etapes/DonneesTechniques.tsx';

type CodeTypeMaj = (typeof TypeMaj.values)[number];

/** Today in Paris (ISO), when the server's context does not say. */
export function aujourdhuiParis(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

export interface OptionsEtapes {
  /** the kind of update (ANNUELLE: the unchanged closing date is a warning); null for a registration */
  typeMaj?: CodeTypeMaj | null;
  /**
   * 400 AVERTISSEMENTS_NON_CONFIRMES: what the page does with the server's warnings (field → message); without
   * it, they are shown as field errors (the registration's behaviour)
   */
  surAvertissementsServeur?: (erreurs: Record<string, string>) => void;
}

export type FocusEtapes = { cible: 'erreurs' | 'avertissements' | 'champ'; chemin?: string; n: number };

/** The state of a declaration walked step by step. */
export function useEtapesDeclaration(declaration: DeclarationDto, etape: CleEtape, options: OptionsEtapes = {}) {
  const typeImmat = declaration.typeImmat;
  const typeMaj = options.typeMaj ?? null;
  const form = useForm<ImmatCoproprieteFormulaire>({ defaultValues: formulaireDepuisDeclaration(declaration) });
  const [erreurs, setErreurs] = useState<Erreurs>({});
  const [confirmations, setConfirmations] = useState<Set<string>>(() => new Set(declaration.confirmations));
  const [avertissementsLocaux, setAvertissementsLocaux] = useState<{ bloc: string; liste: Avertissement[] } | null>(null);
  const [geoIndisponible, setGeoIndisponible] = useState(
    declaration.geolocalisationIndisponible === true || declaration.contexte?.geolocalisationIndisponible === true,
  );
  const [conflit, setConflit] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [occupe, setOccupe] = useState(false);
  const [focus, setFocus] = useState<FocusEtapes | null>(null);
  const refErreurs = useRef<HTMLDivElement>(null);
  const refAvertissements = useRef<HTMLDivElement>(null);

  const contexte = useMemo<ContexteDeclaration>(
    () => ({
      ...declaration.contexte,
      aujourdhui: declaration.contexte?.aujourdhui ?? aujourdhuiParis(),
      typeImmat,
      ...(typeMaj ? { typeMaj } : {}),
    }),
    [declaration.contexte, typeImmat, typeMaj],
  );
  const contexteCourant = () => contexteDuFormulaire(contexte, form.getValues(), geoIndisponible);

  // a step change: the previous step's errors and message go
  useEffect(() => {
    setErreurs({});
    setMessage(null);
  }, [etape]);

  useEffect(() => {
    if (!focus) return;
    if (focus.cible === 'erreurs') refErreurs.current?.focus();
    else if (focus.cible === 'avertissements') refAvertissements.current?.focus();
    else if (focus.chemin) focaliserChamp(focus.chemin);
  }, [focus]);

  const montrerErreurs = useCallback((e: Erreurs) => {
    setErreurs(e);
    setFocus((f) => ({ cible: 'erreurs', n: (f?.n ?? 0) + 1 }));
  }, []);
  const focaliserAvertissements = useCallback(() => setFocus((f) => ({ cible: 'avertissements', n: (f?.n ?? 0) + 1 })), []);

  const { surAvertissementsServeur } = options;
  /** An API failure: the conflict, the field errors (on their fields and in the summary), the warnings, a message. */
  const traiterErreur = (e: unknown, blocErreurs: NomBloc | null) => {
    if (!(e instanceof ErreurApi)) {
      setMessage("L'opération a échoué : veuillez réessayer.");
      return;
    }
    const champs = e.corps.erreurs && Object.keys(e.corps.erreurs).length > 0 ? e.corps.erreurs : null;
    if (e.status === 409 && e.code === 'CONFLIT_MODIFICATION') setConflit(true);
    else if (e.status === 400 && e.code === 'AVERTISSEMENTS_NON_CONFIRMES' && champs && surAvertissementsServeur)
      surAvertissementsServeur(champs);
    else if (e.status === 400 && champs) montrerErreurs(erreursServeur(champs, blocErreurs));
    else setMessage(e.message);
  };

  /**
   * "Suivant": the block of the step checked with its shared schema (errors shown, focus on the summary), then its
   * warnings (shown; the focus goes to them while one is not confirmed). True when the step may be saved.
   */
  const verifierEtape = (bloc: NomBloc): boolean => {
    setMessage(null);
    const ctx = contexteCourant();
    const verification = verifierBloc(bloc, form.getValues(), ctx);
    if (!verification.ok) {
      montrerErreurs(verification.erreurs);
      return false;
    }
    setErreurs({});
    const tous = avertissementsAConfirmer(bloc, verification.valeur, ctx, new Set());
    setAvertissementsLocaux({ bloc, liste: tous });
    if (tous.some((a) => !confirmations.has(a.code))) {
      focaliserAvertissements();
      return false;
    }
    return true;
  };

  const basculer = (code: string, confirme: boolean) =>
    setConfirmations((s) => {
      const n = new Set(s);
      if (confirme) n.add(code);
      else n.delete(code);
      return n;
    });

  /** The warnings shown on a step: those just computed for its block, else the server's not confirmed yet. */
  const avertissementsDeLEtape = (bloc: NomBloc | null) =>
    avertissementsLocaux?.bloc === bloc
      ? avertissementsLocaux.liste
      : declaration.avertissements.filter((a) => a.bloc === bloc && !a.confirme);

  return {
    declaration,
    typeImmat,
    form,
    erreurs,
    setErreurs,
    montrerErreurs,
    confirmations,
    basculer,
    avertissementsLocaux,
    setAvertissementsLocaux,
    avertissementsDeLEtape,
    focaliserAvertissements,
    geoIndisponible,
    setGeoIndisponible,
    conflit,
    setConflit,
    message,
    setMessage,
    occupe,
    setOccupe,
    refErreurs,
    refAvertissements,
    contexte,
    contexteCourant,
    traiterErreur,
    verifierEtape,
  };
}
export type EtatEtapes = ReturnType<typeof useEtapesDeclaration>;

/**
 * The frame of a step: the providers the fields read (form, errors, route), the lead, the DSFR Stepper, the
 * conflict, the failure message, the geocoding outage, the error summary and the warnings to confirm.
 */
export function CadreEtapes(props: {
  etat: EtatEtapes;
  etape: CleEtape;
  ordre: readonly CleEtape[];
  entete?: ReactNode;
  /** shown while `etat.conflit` */
  alerteConflit: ReactNode;
  lienEtape: (e: CleEtape) => string;
  avertissements: readonly { code: string; message: string; champ: string }[];
  /** shown between the stepper and the alerts (a note about the kind of update…) */
  avantAlertes?: ReactNode;
  children: ReactNode;
}) {
  const { etat, etape, ordre } = props;
  const position = positionStepper(etape, ordre);
  const bloc = blocDeLEtape(etape);
  return (
    <ContexteAssistant.Provider
      value={{
        typeImmat: etat.typeImmat,
        geolocalisationIndisponible: etat.geoIndisponible,
        signalerGeolocalisationIndisponible: () => etat.setGeoIndisponible(true),
      }}
    >
      <ContexteErreurs.Provider value={etat.erreurs}>
        <FormProvider {...(etat.form as UseFormReturn<ImmatCoproprieteFormulaire>)}>
          {props.entete}
          <Stepper
            currentStep={position.numero}
            stepCount={position.total}
            title={TITRES_ETAPES[etape]}
            nextTitle={position.suivante ? TITRES_ETAPES[position.suivante] : undefined}
          />
          {props.avantAlertes}
          {etat.conflit && props.alerteConflit}
          {etat.message && (
            <Alert
              severity="error"
              as="h2"
              className={fr.cx('fr-mb-4w')}
              title="L'opération n'a pas abouti"
              description={etat.message}
            />
          )}
          {etat.geoIndisponible && bloc === 'identification' && (
            <Alert
              severity="info"
              small
              className={fr.cx('fr-mb-3w')}
              description="Géolocalisation indisponible : veuillez réessayer plus tard. Vous pouvez poursuivre : les adresses et parcelles non géolocalisées pourront être localisées plus tard."
            />
          )}
          <ResumeErreurs ref={etat.refErreurs} erreurs={etat.erreurs} etape={etape} etapes={ordre} lienEtape={props.lienEtape} />
          <AvertissementsAConfirmer
            ref={etat.refAvertissements}
            avertissements={props.avertissements}
            confirmations={etat.confirmations}
            basculer={etat.basculer}
          />
          {props.children}
        </FormProvider>
      </ContexteErreurs.Provider>
    </ContexteAssistant.Provider>
  );
}

/** The fields of a step that edits a block. */
export function ChampsEtape({ etape }: { etape: CleEtape }) {
  switch (etape) {
    case 'infos-rattachement':
      return <EtapeInfosRattachement />;
    case 'identification':
      return <EtapeIdentification />;
    case 'procedures':
      return <EtapeProcedures />;
    case 'donnees-financieres':
      return <EtapeDonneesFinancieres />;
    case 'donnees-techniques':
      return <EtapeDonneesTechniques />;
    default:
      return null;
  }
}

/**
 * One step's form: its fields (or `contenu` instead, e.g. a block shown read-only), its buttons; submitting it is
 * "Suivant".
 */
export function FormulaireEtape(props: {
  etape: CleEtape;
  boutons: [ButtonProps, ...ButtonProps[]];
  suivant: () => void;
  contenu?: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={TITRES_ETAPES[props.etape]}
      onSubmit={(e) => {
        e.preventDefault();
        props.suivant();
      }}
    >
      {props.contenu ?? (
        <>
          <p className={fr.cx('fr-hint-text')}>Sauf mention contraire, tous les champs sont obligatoires.</p>
          <ChampsEtape etape={props.etape} />
        </>
      )}
      <ButtonsGroup className={fr.cx('fr-mt-4w')} inlineLayoutWhen="md and up" buttons={props.boutons} />
    </form>
  );
}

/**
 * The buttons of a step: "Précédent" (but on the first), "Enregistrer et quitter", then "Suivant" (submit) — or, on
 * the summary, the button that sends the declaration (`envoi`).
 */
export function boutonsEtape(o: {
  premiere: boolean;
  occupe: boolean;
  precedent: () => void;
  enregistrerEtQuitter: () => void;
  envoi?: { libelle: string; desactive?: boolean; envoyer: () => void };
}): [ButtonProps, ...ButtonProps[]] {
  const boutons: [ButtonProps, ...ButtonProps[]] = [
    {
      children: 'Enregistrer et quitter',
      priority: 'tertiary',
      type: 'button',
      disabled: o.occupe,
      onClick: o.enregistrerEtQuitter,
    },
    o.envoi
      ? {
          children: o.envoi.libelle,
          iconId: 'fr-icon-send-plane-line',
          iconPosition: 'right',
          type: 'button',
          disabled: o.occupe || (o.envoi.desactive ?? false),
          onClick: o.envoi.envoyer,
        }
      : {
          children: 'Suivant',
          iconId: 'fr-icon-arrow-right-line',
          iconPosition: 'right',
          type: 'submit',
          disabled: o.occupe,
        },
  ];
  if (!o.premiere)
    boutons.unshift({
      children: 'Précédent',
      priority: 'secondary',
      iconId: 'fr-icon-arrow-left-line',
      type: 'button',
      disabled: o.occupe,
      onClick: o.precedent,
    });
  return boutons;
}
