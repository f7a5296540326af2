/**
 * The keeper's decision on a request he holds the lock of (spec 000 §4 "Other workflows", §7 "Keeper validation"):
 * validate (with duplicates, only after ticking that they are other condominiums), refuse (reason and motives, then
 * a confirmation step), ask the declarant for precision, assign to the keeper. Every form uses the route's own body
 * schema; a 400 is shown on its fields, a 404 / 409 is handed to the page as a conflict.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import {
  MOTIFS_REFUS,
  affectationTeneurSchema,
  demandePrecisionSchema,
  refusDemandeSchema,
  validationDemandeSchema,
  type MotifRefus,
  type PageValidation,
} from '@registre/shared/schemas/copropriete/api';
import { affecterTeneur, demanderPrecision, refuser, valider } from '@registre/shared/routes/validations.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { conflitDe, designationCopropriete, formaterNumero, type Conflit } from '../../features/demandes/demandes.ts';

export interface Resultat {
  titre: string;
  description?: string;
}

interface ProprietesDecision {
  page: PageValidation;
  termine: (r: Resultat) => Promise<void>;
  enConflit: (c: Conflit) => void;
  retour: () => void;
  occupe: boolean;
}

const modaleRefus = createModal({ id: 'modale-refus-demande', isOpenedByDefault: false });
const modalePrecision = createModal({ id: 'modale-precision-demande', isOpenedByDefault: false });
const modaleAffectation = createModal({ id: 'modale-affectation-demande', isOpenedByDefault: false });

export const MESSAGE_DOUBLONS_NON_VERIFIES =
  'Cochez cette case après avoir vérifié que les doublons potentiels sont d’autres copropriétés.';

/**
 * An action's failure: the field errors of a 400 are placed by the caller; a 404 / 409 becomes the page's conflict
 * (and the modal closes); any other message is returned to be shown in the form (a 5xx is shown by the shell).
 */
function echec(e: unknown, enConflit: (c: Conflit) => void, fermer?: () => void): string | null {
  if (!(e instanceof ErreurApi)) return 'Une erreur inattendue est survenue : veuillez réessayer.';
  const c = conflitDe(e);
  if (c) {
    fermer?.();
    enConflit(c);
    return null;
  }
  if (e.status >= 500 || e.status === 403 || e.status === 401) return null;
  return e.message;
}

/** The notice after a validation, in the words of the request's type. */
function resultatValidation(d: PageValidation['demande'], immatriculation: string | null): Resultat {
  const copro = designationCopropriete(d);
  switch (d.typeDemande) {
    case 'RATTACHEMENT':
      return {
        titre: 'La demande a été validée.',
        description: `Le mandat devient le mandat courant de la copropriété ${copro}. Le syndic en est informé par courriel.`,
      };
    case 'RENOUVELLEMENT':
      return {
        titre: 'La demande a été validée.',
        description: `Le nouveau mandat de la copropriété ${copro} est enregistré. Le syndic en est informé par courriel.`,
      };
    case 'DISSOLUTION':
      return {
        titre: 'La demande a été validée.',
        description: `La copropriété ${copro} est dissoute. Le déclarant en est informé par courriel.`,
      };
    default: {
      const numero = formaterNumero(immatriculation);
      return {
        titre: 'La demande a été validée.',
        description: numero
          ? `La copropriété ${copro} est immatriculée sous le numéro ${numero}. Le déclarant en est informé par courriel.`
          : 'Le déclarant en est informé par courriel.',
      };
    }
  }
}

export function Decision({ page, termine, enConflit, retour, occupe }: ProprietesDecision) {
  const d = page.demande;
  const avecDoublons = page.doublons.length > 0;
  const [erreur, setErreur] = useState<string | null>(null);
  const schema = validationDemandeSchema.refine((v) => !avecDoublons || v.doublonsVerifies === true, {
    path: ['doublonsVerifies'],
    message: MESSAGE_DOUBLONS_NON_VERIFIES,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof validationDemandeSchema>>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: { version: d.version, doublonsVerifies: false },
  });

  const soumettre = handleSubmit(async (v) => {
    setErreur(null);
    try {
      const r = await appeler(valider, {
        params: { id: d.idDemande },
        body: { version: d.version, doublonsVerifies: avecDoublons ? v.doublonsVerifies : false },
        erreursGerees: [400, 404, 409],
      });
      await termine(resultatValidation(d, r.immatriculation));
    } catch (e) {
      setErreur(echec(e, enConflit));
    }
  });

  const ouvrir = (m: typeof modaleRefus) => ({ ...m.buttonProps, type: 'button' as const });
  const nonDisponible = occupe || isSubmitting;

  return (
    <section aria-labelledby="section-decision" className={`decision ${fr.cx('fr-p-3w', 'fr-mb-3w')}`}>
      <h2 id="section-decision" className={fr.cx('fr-h4')}>
        Votre décision
      </h2>
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} role="alert" />}
      <form onSubmit={soumettre} noValidate aria-label="Valider la demande">
        {avecDoublons && (
          <Checkbox
            state={errors.doublonsVerifies ? 'error' : 'default'}
            stateRelatedMessage={errors.doublonsVerifies?.message}
            options={[
              {
                label: "J'ai vérifié que les doublons potentiels sont d'autres copropriétés",
                hintText: `${page.doublons.length} doublon${page.doublons.length > 1 ? 's' : ''} potentiel${page.doublons.length > 1 ? 's' : ''} listé${page.doublons.length > 1 ? 's' : ''} ci-dessus.`,
                nativeInputProps: register('doublonsVerifies'),
              },
            ]}
          />
        )}
        <ButtonsGroup
          inlineLayoutWhen="md and up"
          buttons={[
            { children: 'Valider la demande', type: 'submit', iconId: 'fr-icon-check-line', disabled: nonDisponible },
            {
              children: 'Refuser',
              priority: 'secondary',
              iconId: 'fr-icon-close-line',
              disabled: nonDisponible,
              nativeButtonProps: ouvrir(modaleRefus),
            },
            {
              children: 'Demander des précisions',
              priority: 'secondary',
              iconId: 'fr-icon-mail-line',
              disabled: nonDisponible,
              nativeButtonProps: ouvrir(modalePrecision),
            },
            // once assigned, the keeper administrators handle it: no second assignment
            ...(d.affecteeTeneur
              ? []
              : [
                  {
                    children: 'Affecter au teneur',
                    priority: 'secondary' as const,
                    iconId: 'fr-icon-user-line' as const,
                    disabled: nonDisponible,
                    nativeButtonProps: ouvrir(modaleAffectation),
                  },
                ]),
            {
              children: 'Retour à la liste',
              priority: 'tertiary',
              iconId: 'fr-icon-arrow-left-line',
              type: 'button',
              disabled: occupe,
              onClick: retour,
            },
          ]}
        />
      </form>

      <ModaleRefus page={page} termine={termine} enConflit={enConflit} />
      <ModalePrecision page={page} termine={termine} enConflit={enConflit} />
      <ModaleAffectation page={page} termine={termine} enConflit={enConflit} />
    </section>
  );
}

type ProprietesModale = Pick<ProprietesDecision, 'page' | 'termine' | 'enConflit'>;

/** A counter that changes each time the modal closes: the form inside is keyed on it (a fresh form each time). */
function useRemiseAZero(modale: typeof modaleRefus, alors?: () => void): number {
  const [n, setN] = useState(0);
  useIsModalOpen(modale, {
    onConceal: () => {
      setN((x) => x + 1);
      alors?.();
    },
  });
  return n;
}

/* ---------- refusal: reason and motives, then confirmation ---------- */

type FormulaireRefus = z.input<typeof refusDemandeSchema>;
const ID_FORMULAIRE_REFUS = 'formulaire-refus-demande';

function ModaleRefus({ page, termine, enConflit }: ProprietesModale) {
  const [saisie, setSaisie] = useState<z.output<typeof refusDemandeSchema> | null>(null);
  /** what was typed, kept when the keeper goes back from the confirmation to change it */
  const [derniere, setDerniere] = useState<FormulaireRefus | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const cle = useRemiseAZero(modaleRefus, () => {
    setSaisie(null);
    setDerniere(null);
    setErreur(null);
  });

  const confirmer = async () => {
    if (!saisie) return;
    setEnvoi(true);
    setErreur(null);
    try {
      await appeler(refuser, { params: { id: page.demande.idDemande }, body: saisie, erreursGerees: [400, 404, 409] });
      modaleRefus.close();
      await termine({ titre: 'La demande a été refusée.', description: 'Le déclarant en est informé par courriel.' });
    } catch (e) {
      const message = echec(e, enConflit, () => modaleRefus.close());
      // the fields are on the first step: back to it with the server's message
      setSaisie(null);
      setErreur(message);
    } finally {
      setEnvoi(false);
    }
  };

  return (
    <modaleRefus.Component
      title={saisie ? 'Confirmer le refus' : 'Refuser la demande'}
      titleAs="h2"
      size="large"
      concealingBackdrop={false}
      buttons={
        saisie
          ? [
              { children: 'Modifier', priority: 'secondary', doClosesModal: false, onClick: () => setSaisie(null) },
              {
                children: 'Confirmer le refus',
                iconId: 'fr-icon-close-line',
                doClosesModal: false,
                disabled: envoi,
                onClick: () => void confirmer(),
              },
            ]
          : [
              { children: 'Annuler', priority: 'secondary' },
              { children: 'Poursuivre', doClosesModal: false, nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE_REFUS } },
            ]
      }
    >
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} role="alert" />}
      {saisie ? (
        <div data-testid="confirmation-refus">
          <p>
            Vous allez refuser la demande de la copropriété <strong>{designationCopropriete(page.demande)}</strong>. Le déclarant
            sera informé par courriel de la raison et des motifs suivants.
          </p>
          <h3 className={fr.cx('fr-h6')}>Motifs</h3>
          <ul>
            {saisie.typesMotifRefus.map((m) => (
              <li key={m}>{MOTIFS_REFUS[m]}</li>
            ))}
          </ul>
          <h3 className={fr.cx('fr-h6')}>Raison</h3>
          <p className="texte-libre">{saisie.raison}</p>
        </div>
      ) : (
        <SaisieRefus
          key={cle}
          page={page}
          valeurs={derniere}
          poursuivre={(v) => {
            setDerniere(v);
            setSaisie(v);
          }}
        />
      )}
    </modaleRefus.Component>
  );
}

function SaisieRefus({
  page,
  valeurs,
  poursuivre,
}: {
  page: PageValidation;
  valeurs: FormulaireRefus | null;
  poursuivre: (v: z.output<typeof refusDemandeSchema>) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormulaireRefus, unknown, z.output<typeof refusDemandeSchema>>({
    resolver: zodResolver(refusDemandeSchema),
    defaultValues: valeurs ?? { version: page.demande.version, raison: '', typesMotifRefus: [] },
  });
  return (
    <form id={ID_FORMULAIRE_REFUS} onSubmit={handleSubmit(poursuivre)} noValidate aria-label="Raison et motifs du refus">
      <Checkbox
        legend="Motifs du refus"
        hintText="Cochez au moins un motif."
        state={errors.typesMotifRefus ? 'error' : 'default'}
        stateRelatedMessage={errors.typesMotifRefus?.message}
        options={(Object.entries(MOTIFS_REFUS) as [MotifRefus, string][]).map(([code, libelle]) => ({
          label: libelle,
          nativeInputProps: { ...register('typesMotifRefus'), value: code },
        }))}
      />
      <Input
        label="Raison du refus"
        hintText="Expliquez au déclarant pourquoi sa demande est refusée (2 000 caractères au maximum)."
        textArea
        {...etatChamp(errors.raison?.message)}
        nativeTextAreaProps={{ ...register('raison'), rows: 5, maxLength: 2000 }}
      />
    </form>
  );
}

/* ---------- request for precision ---------- */

type FormulairePrecision = z.input<typeof demandePrecisionSchema>;
const ID_FORMULAIRE_PRECISION = 'formulaire-precision-demande';

function ModalePrecision({ page, termine, enConflit }: ProprietesModale) {
  const cle = useRemiseAZero(modalePrecision);
  return (
    <modalePrecision.Component
      title="Demander des précisions au déclarant"
      titleAs="h2"
      size="large"
      concealingBackdrop={false}
      buttons={[
        { children: 'Annuler', priority: 'secondary' },
        {
          children: 'Envoyer la demande',
          iconId: 'fr-icon-send-plane-line',
          doClosesModal: false,
          nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE_PRECISION },
        },
      ]}
    >
      <FormulaireMessage
        key={cle}
        id={ID_FORMULAIRE_PRECISION}
        champ="message"
        libelle="Votre message"
        aide={
          page.demande.typeDemande === 'IMMATRICULATION'
            ? `Il est envoyé par courriel à ${page.declarant.email ?? 'l’adresse du déclarant'} ; la demande attend sa réponse (4 000 caractères au maximum).`
            : `Il est envoyé par courriel au demandeur ; la demande reste dans la file des validations, libérée (4 000 caractères au maximum).`
        }
        maximum={4000}
        schema={demandePrecisionSchema}
        valeurs={{ idDemande: page.demande.idDemande, version: page.demande.version, message: '' }}
        envoyer={(body: FormulairePrecision) => appeler(demanderPrecision, { body, erreursGerees: [400, 404, 409] })}
        fermer={() => modalePrecision.close()}
        termine={() =>
          termine({
            titre: 'Votre demande de précisions a été envoyée au déclarant.',
            description:
              page.demande.typeDemande === 'IMMATRICULATION'
                ? `La demande de la copropriété ${designationCopropriete(page.demande)} attend sa réponse.`
                : `La demande de la copropriété ${designationCopropriete(page.demande)} reste dans la file des validations.`,
          })
        }
        enConflit={enConflit}
      />
    </modalePrecision.Component>
  );
}

/* ---------- assignment to the keeper ---------- */

type FormulaireAffectation = z.input<typeof affectationTeneurSchema>;
const ID_FORMULAIRE_AFFECTATION = 'formulaire-affectation-demande';

function ModaleAffectation({ page, termine, enConflit }: ProprietesModale) {
  const cle = useRemiseAZero(modaleAffectation);
  return (
    <modaleAffectation.Component
      title="Affecter la demande au teneur du registre"
      titleAs="h2"
      size="large"
      concealingBackdrop={false}
      buttons={[
        { children: 'Annuler', priority: 'secondary' },
        {
          children: 'Affecter',
          iconId: 'fr-icon-user-line',
          doClosesModal: false,
          nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE_AFFECTATION },
        },
      ]}
    >
      <FormulaireMessage
        key={cle}
        id={ID_FORMULAIRE_AFFECTATION}
        champ="raisonAffectationTeneur"
        libelle="Raison de l'affectation"
        aide="Les administrateurs du teneur du registre traiteront la demande (2 000 caractères au maximum)."
        maximum={2000}
        schema={affectationTeneurSchema}
        valeurs={{
          idDemande: page.demande.idDemande,
          idMandat: page.demande.idMandat,
          version: page.demande.version,
          raisonAffectationTeneur: '',
        }}
        envoyer={(body: FormulaireAffectation) => appeler(affecterTeneur, { body, erreursGerees: [400, 404, 409] })}
        fermer={() => modaleAffectation.close()}
        termine={() =>
          termine({
            titre: 'La demande a été affectée au teneur du registre.',
            description: `La demande de la copropriété ${designationCopropriete(page.demande)} est désormais à traiter par ses administrateurs.`,
          })
        }
        enConflit={enConflit}
      />
    </modaleAffectation.Component>
  );
}

/** A one-textarea form of a modal (precision message, assignment reason) on a route's body schema. */
function FormulaireMessage<T extends Record<string, unknown>>(p: {
  id: string;
  champ: keyof T & string;
  libelle: string;
  aide: string;
  maximum: number;
  schema: z.ZodType<unknown, T>;
  valeurs: T;
  envoyer: (body: T) => Promise<unknown>;
  fermer: () => void;
  termine: () => Promise<void>;
  enConflit: (c: Conflit) => void;
}) {
  const [erreur, setErreur] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, unknown>>({
    resolver: zodResolver(p.schema as z.ZodType<unknown, Record<string, unknown>>, undefined, { raw: true }),
    defaultValues: p.valeurs,
  });
  const soumettre = handleSubmit(async (v) => {
    setErreur(null);
    try {
      await p.envoyer(v as T);
      p.fermer();
      await p.termine();
    } catch (e) {
      if (placerErreursServeur(e, setError, [p.champ])) return;
      setErreur(echec(e, p.enConflit, p.fermer));
    }
  });
  const message = errors[p.champ]?.message;
  return (
    <form id={p.id} onSubmit={soumettre} noValidate aria-busy={isSubmitting}>
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} role="alert" />}
      <Input
        label={p.libelle}
        hintText={p.aide}
        textArea
        {...etatChamp(typeof message === 'string' ? message : undefined)}
        nativeTextAreaProps={{ ...register(p.champ), rows: 6, maxLength: p.maximum }}
      />
    </form>
  );
}
