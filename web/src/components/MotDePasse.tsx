/**
 * Password creation fields (spec 001 §5): the DSFR PasswordInput with its "Afficher" toggle and the live list headed
 * "Votre mot de passe doit contenir :" — each rule of REGLES_MOT_DE_PASSE as info (nothing typed yet), valid or
 * error —, then the confirmation field.
 */
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { PasswordInput } from '@codegouvfr/react-dsfr/blocks/PasswordInput';
import type { activer, terminerMotDePasse } from '@registre/shared/routes/inscription.routes';
import { creationMotDePasseSchema } from '@registre/shared/schemas/teledeclarant';
import { ErreurApi } from '../api/client.ts';
import { useMutationRoute } from '../api/hooks.ts';
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

/**
 * Choosing a password with the key of a mail (account activation, forgotten password): the same form and the
 * same answers — true: `succes`; false (key used or expired, spec 001 §5): `refus`; 400: the server's message.
 */
export function FormulaireMotDePasseAvecCle(props: {
  route: typeof activer | typeof terminerMotDePasse;
  cle: string;
  idLegende: string;
  legende: string;
  introduction?: string;
  libelle?: string;
  bouton: string;
  succes: ReactNode;
  refus: ReactNode;
}) {
  const envoi = useMutationRoute(props.route, { erreursGerees: [400] });
  const [resultat, setResultat] = useState<'ok' | 'refuse' | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<z.input<typeof creationMotDePasseSchema>>({
    resolver: zodResolver(creationMotDePasseSchema, undefined, { raw: true }),
    defaultValues: { key: props.cle, motDePasse: '', confirmation: '' },
  });

  const soumettre = handleSubmit(async (valeurs) => {
    setErreur(null);
    try {
      setResultat((await envoi.mutateAsync({ body: valeurs })) ? 'ok' : 'refuse');
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 400) setErreur(e.message);
    }
  });

  if (resultat === 'ok') return <>{props.succes}</>;
  if (resultat === 'refuse') return <>{props.refus}</>;
  return (
    <form onSubmit={soumettre} noValidate aria-labelledby={props.idLegende}>
      <fieldset className={fr.cx('fr-fieldset')} aria-labelledby={props.idLegende}>
        <legend className={fr.cx('fr-fieldset__legend')} id={props.idLegende}>
          <h2 className={fr.cx('fr-h4', 'fr-mb-0')}>{props.legende}</h2>
        </legend>
        {props.introduction && <p className={fr.cx('fr-fieldset__element')}>{props.introduction}</p>}
        {erreur && (
          <div className={fr.cx('fr-fieldset__element')}>
            <Alert severity="error" small description={erreur} role="alert" />
          </div>
        )}
        <ChampsNouveauMotDePasse
          libelle={props.libelle}
          valeur={watch('motDePasse')}
          soumis={isSubmitted}
          motDePasse={register('motDePasse')}
          confirmation={register('confirmation')}
          erreurConfirmation={errors.confirmation?.message}
        />
      </fieldset>
      <Button type="submit" disabled={isSubmitting}>
        {props.bouton}
      </Button>
    </form>
  );
}
