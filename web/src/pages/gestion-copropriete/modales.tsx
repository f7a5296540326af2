/**
 * The two modals of the keeper's condominium management page: a removal (the required reason, then a
 * confirmation step saying what will happen) and a mandate date correction (a dd/mm/yyyy date, the server's
 * refusal shown on the field). Each opens from a button carrying the modal's `buttonProps` (DSFR returns the focus
 * to it on close); the form inside is fresh each time the modal opens.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { suppressionSchema } from '@registre/shared/schemas/suppressions';
import { ErreurApi } from '../../api/client.ts';
import { etatChamp } from '../../components/formulaire.ts';
import { dateSaisieSchema, type TexteSuppression } from './gestion.ts';

export const modaleSuppression = createModal({ id: 'modale-suppression-gestion', isOpenedByDefault: false });
export const modaleDate = createModal({ id: 'modale-date-mandat', isOpenedByDefault: false });

const ID_FORMULAIRE_RAISON = 'formulaire-raison-suppression';
const ID_FORMULAIRE_DATE = 'formulaire-date-mandat';

/** A failure's message for the keeper (a 5xx or an authorization error is shown by the shell). */
export function messageEchec(e: unknown): string | null {
  if (!(e instanceof ErreurApi)) return 'Une erreur inattendue est survenue : veuillez réessayer.';
  if (e.status >= 500 || e.status === 401 || e.status === 403) return null;
  const champs = Object.values(e.corps.erreurs ?? {});
  return champs.length > 0 ? champs.join(' ') : e.message;
}

/** A counter that changes each time the modal closes: the form inside is keyed on it. */
function useRemiseAZero(modale: typeof modaleSuppression, alors?: () => void): number {
  const [n, setN] = useState(0);
  useIsModalOpen(modale, {
    onConceal: () => {
      setN((x) => x + 1);
      alors?.();
    },
  });
  return n;
}

export interface ActionSuppression {
  texte: TexteSuppression;
  /** runs the removal with the reason; throws the API error */
  executer: (raison: string) => Promise<void>;
}

export function ModaleSuppression({ action, termine }: { action: ActionSuppression | null; termine: (titre: string) => void }) {
  /** the reason to confirm (confirmation step), null on the typing step */
  const [raison, setRaison] = useState<string | null>(null);
  /** what was typed, kept when the keeper goes back from the confirmation to change it */
  const [derniere, setDerniere] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const cle = useRemiseAZero(modaleSuppression, () => {
    setRaison(null);
    setDerniere(null);
    setErreur(null);
  });

  const confirmer = async () => {
    if (!action || raison === null) return;
    setEnvoi(true);
    setErreur(null);
    try {
      await action.executer(raison);
      modaleSuppression.close();
      termine(action.texte.succes);
    } catch (e) {
      setRaison(null);
      setErreur(messageEchec(e));
    } finally {
      setEnvoi(false);
    }
  };

  return (
    <modaleSuppression.Component
      title={action ? (raison !== null ? `${action.texte.titre} : confirmation` : action.texte.titre) : 'Suppression'}
      titleAs="h2"
      size="large"
      concealingBackdrop={false}
      buttons={
        raison !== null
          ? [
              {
                children: 'Modifier la raison',
                priority: 'secondary',
                doClosesModal: false,
                nativeButtonProps: { type: 'button' },
                onClick: () => setRaison(null),
              },
              {
                children: action?.texte.confirmer ?? 'Confirmer',
                iconId: 'fr-icon-delete-line',
                doClosesModal: false,
                disabled: envoi,
                nativeButtonProps: { type: 'button' },
                onClick: () => void confirmer(),
              },
            ]
          : [
              { children: 'Annuler', priority: 'secondary', nativeButtonProps: { type: 'button' } },
              { children: 'Poursuivre', doClosesModal: false, nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE_RAISON } },
            ]
      }
    >
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} role="alert" />}
      {action && raison !== null ? (
        <div data-testid="confirmation-suppression">
          <p>{action.texte.consequence}</p>
          <h3 className={fr.cx('fr-h6')}>Raison</h3>
          <p className="texte-libre">{raison}</p>
        </div>
      ) : (
        <SaisieRaison
          key={cle}
          valeur={derniere}
          poursuivre={(r) => {
            setDerniere(r);
            setRaison(r);
          }}
        />
      )}
    </modaleSuppression.Component>
  );
}

function SaisieRaison({ valeur, poursuivre }: { valeur: string | null; poursuivre: (raison: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof suppressionSchema>, unknown, z.output<typeof suppressionSchema>>({
    resolver: zodResolver(suppressionSchema),
    defaultValues: { raison: valeur ?? '' },
  });
  return (
    <form
      id={ID_FORMULAIRE_RAISON}
      onSubmit={handleSubmit((v) => poursuivre(v.raison))}
      noValidate
      aria-label="Raison de la suppression"
    >
      <Input
        label="Raison (obligatoire)"
        hintText="Elle est conservée au journal et communiquée au syndic par courriel (2 000 caractères au maximum)."
        textArea
        {...etatChamp(errors.raison?.message)}
        nativeTextAreaProps={{ ...register('raison'), rows: 5, maxLength: 2000 }}
      />
    </form>
  );
}

export interface EditionDate {
  champ: 'dateDebut' | 'dateFin';
  /** "du 01/01/2026 au 31/12/2026" */
  mandat: string;
  actuelle: string;
  /** runs the edit with the typed dd/mm/yyyy date; throws the API error */
  executer: (saisie: string) => Promise<void>;
}

export function ModaleDate({ edition, termine }: { edition: EditionDate | null; termine: (titre: string) => void }) {
  const cle = useRemiseAZero(modaleDate);
  const titre = edition?.champ === 'dateFin' ? 'Modifier la date de fin' : 'Modifier la date de début';
  return (
    <modaleDate.Component
      title={titre}
      titleAs="h2"
      concealingBackdrop={false}
      buttons={[
        { children: 'Annuler', priority: 'secondary', nativeButtonProps: { type: 'button' } },
        {
          children: 'Enregistrer',
          iconId: 'fr-icon-save-line',
          doClosesModal: false,
          nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE_DATE },
        },
      ]}
    >
      {edition && <SaisieDate key={`${cle}-${edition.champ}-${edition.mandat}`} edition={edition} termine={termine} />}
    </modaleDate.Component>
  );
}

function SaisieDate({ edition, termine }: { edition: EditionDate; termine: (titre: string) => void }) {
  const debut = edition.champ === 'dateDebut';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof dateSaisieSchema>>({
    resolver: zodResolver(dateSaisieSchema),
    defaultValues: { date: edition.actuelle },
  });
  const envoyer = handleSubmit(async (v) => {
    try {
      await edition.executer(v.date);
      modaleDate.close();
      termine(debut ? 'La date de début du mandat a été modifiée.' : 'La date de fin du mandat a été modifiée.');
    } catch (e) {
      setError('date', { type: 'server', message: messageEchec(e) ?? 'La modification a échoué.' }, { shouldFocus: true });
    }
  });
  return (
    <form
      id={ID_FORMULAIRE_DATE}
      onSubmit={envoyer}
      noValidate
      aria-label={debut ? 'Correction de la date de début du mandat' : 'Correction de la date de fin du mandat'}
    >
      <p>Mandat {edition.mandat}.</p>
      <Input
        label={debut ? 'Nouvelle date de début' : 'Nouvelle date de fin'}
        hintText="Format attendu : JJ/MM/AAAA"
        {...etatChamp(errors.date?.message)}
        nativeInputProps={{ ...register('date'), inputMode: 'numeric', autoComplete: 'off', maxLength: 10 }}
      />
    </form>
  );
}
