/**
 * Password creation fields (spec 001 §5): the DSFR PasswordInput with its "Afficher" toggle and the live list headed
 * "Votre mot de passe doit contenir :" — each rule of REGLES_MOT_DE_PASSE as info (nothing typed yet), valid or
 * error —, then the confirmation field.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { PasswordInput } from '@codegouvfr/react-dsfr/blocks/PasswordInput';
import { etatsRegles } from './formulaire.ts';

export function ChampsNouveauMotDePasse(props: {
  valeur: string;
  /** the form was submitted once: an empty password then shows its rules in error */
  soumis: boolean;
  motDePasse: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  erreurConfirmation?: string;
  libelle?: string;
}) {
  const regles = etatsRegles(props.valeur ?? '', (props.valeur ?? '').length > 0 || props.soumis);
  return (
    <>
      <div className={fr.cx('fr-fieldset__element')}>
        <PasswordInput
          label={props.libelle ?? 'Mot de passe'}
          messagesHint="Votre mot de passe doit contenir :"
          messages={regles.map((r) => ({ severity: r.severite, message: r.libelle }))}
          nativeInputProps={{ ...props.motDePasse, autoComplete: 'new-password', required: true, maxLength: 256 }}
        />
      </div>
      <div className={fr.cx('fr-fieldset__element')}>
        <PasswordInput
          label="Confirmation du mot de passe"
          messagesHint=""
          messages={props.erreurConfirmation ? [{ severity: 'error', message: props.erreurConfirmation }] : []}
          nativeInputProps={{ ...props.confirmation, autoComplete: 'new-password', required: true, maxLength: 256 }}
        />
      </div>
    </>
  );
}
