/** Reporting an error on a condominium's record: the modal and its form. */
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { declarerErreur } from '@registre/shared/routes/declarations.routes';
import { declarationErreurSchema } from '@registre/shared/schemas/copropriete/miseAJour';
import { appeler, ErreurApi } from '../../api/client.ts';
import { etatChamp } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';

export const modaleErreur = createModal({ id: 'modale-signaler-erreur', isOpenedByDefault: false });
export const ID_FORMULAIRE_ERREUR = 'formulaire-signaler-erreur';

type SaisieErreur = z.input<typeof declarationErreurSchema>;

/** « Signaler une erreur »: the description of the error on the declaration in force. */
export function ModaleSignalerErreur({ idDeclaration, signalee }: { idDeclaration: number; signalee: () => void }) {
  const [n, setN] = useState(0);
  useIsModalOpen(modaleErreur, { onConceal: () => setN((x) => x + 1) });
  return (
    <modaleErreur.Component
      title="Signaler une erreur"
      titleAs="h2"
      size="large"
      concealingBackdrop={false}
      buttons={[
        { children: 'Annuler', priority: 'secondary', nativeButtonProps: { type: 'button' } },
        {
          children: "Signaler l'erreur",
          iconId: 'fr-icon-send-plane-line',
          doClosesModal: false,
          nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE_ERREUR },
        },
      ]}
    >
      <FormulaireErreur key={n} idDeclaration={idDeclaration} signalee={signalee} />
    </modaleErreur.Component>
  );
}

function FormulaireErreur({ idDeclaration, signalee }: { idDeclaration: number; signalee: () => void }) {
  const [echec, setEchec] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SaisieErreur, unknown, z.output<typeof declarationErreurSchema>>({
    resolver: zodResolver(declarationErreurSchema),
    defaultValues: { erreur: '' },
  });
  const envoyer = handleSubmit(async (v) => {
    setEchec(null);
    try {
      await appeler(declarerErreur, {
        params: { id: idDeclaration },
        query: { erreur: v.erreur },
        erreursGerees: [400, 404, 409],
      });
      modaleErreur.close();
      notifier({
        severite: 'success',
        titre: "L'erreur est signalée.",
        description: 'Le teneur du registre la retrouvera sur la fiche de la copropriété.',
      });
      signalee();
    } catch (e) {
      setEchec(
        e instanceof ErreurApi
          ? (Object.values(e.corps.erreurs ?? {})[0] ?? e.message)
          : "L'erreur n'a pas pu être signalée : veuillez réessayer.",
      );
    }
  });
  return (
    <form id={ID_FORMULAIRE_ERREUR} noValidate onSubmit={(e) => void envoyer(e)} aria-label="Signaler une erreur">
      <p>
        Décrivez l'erreur que vous constatez dans les données de la déclaration en vigueur : le teneur du registre la verra sur la
        fiche de la copropriété.
      </p>
      {echec && <Alert severity="error" small description={echec} className={fr.cx('fr-mb-2w')} role="alert" />}
      <Input
        textArea
        label="Description de l'erreur"
        hintText="2 000 caractères au maximum"
        {...etatChamp(errors.erreur?.message)}
        nativeTextAreaProps={{ ...register('erreur'), maxLength: 2000, rows: 5, disabled: isSubmitting }}
      />
    </form>
  );
}
