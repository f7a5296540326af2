/**
 * The captcha (spec 001 §4, §5): an image of distorted characters with a text alternative (a question) — either
 * answer is accepted —, an answer field and a "Nouveau code" button. The form verifies it on submit
 * (`POST /api/public/captcha/verify` answers true or false) and sends the verified challenge id with its request.
 * A challenge is single-use: after a failed verification or a failed request, a new one is loaded.
 */
import { useCallback, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { fr } from '@codegouvfr/react-dsfr';
import { defiCaptcha, verifierCaptcha } from '@registre/shared/routes/public.routes';
import { verifierCaptchaSchema } from '@registre/shared/schemas/compte';
import { appeler } from '../api/client.ts';

export const MESSAGE_CAPTCHA_INCORRECT = 'Le code de vérification est incorrect';

export interface EtatCaptcha {
  defi: { id: string; image: string; alternative: string } | undefined;
  chargement: boolean;
  indisponible: boolean;
  reponse: string;
  setReponse(v: string): void;
  erreur: string | null;
  /** loads a new challenge and clears the answer */
  nouveau(): void;
  /** checks the answer; resolves with the verified challenge id, or null (the error is then shown) */
  verifier(): Promise<string | null>;
}

/** `actif: false` defers loading the challenge (the footer form loads it when the visitor starts filling it in). */
export function useCaptcha(nom: string, actif = true): EtatCaptcha {
  const [tirage, setTirage] = useState(0);
  const [reponse, setReponse] = useState('');
  const [erreur, setErreur] = useState<string | null>(null);
  const requete = useQuery({
    queryKey: ['captcha', nom, tirage],
    queryFn: ({ signal }) => appeler(defiCaptcha, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    enabled: actif,
  });
  const defi = requete.data;

  const nouveau = useCallback(() => {
    setReponse('');
    setTirage((t) => t + 1);
  }, []);

  const verifier = useCallback(async () => {
    if (!defi) {
      setErreur("Le code de vérification n'a pas pu être chargé : demandez un nouveau code.");
      return null;
    }
    const saisie = verifierCaptchaSchema.safeParse({ id: defi.id, reponse });
    if (!saisie.success) {
      setErreur(saisie.error.issues[0]?.message ?? MESSAGE_CAPTCHA_INCORRECT);
      return null;
    }
    const juste = await appeler(verifierCaptcha, { body: { id: defi.id, reponse }, erreursGerees: [400] }).catch(() => false);
    if (!juste) {
      setErreur(MESSAGE_CAPTCHA_INCORRECT);
      nouveau();
      return null;
    }
    setErreur(null);
    return defi.id;
  }, [defi, reponse, nouveau]);

  return {
    defi,
    chargement: requete.isFetching,
    indisponible: requete.isError,
    reponse,
    setReponse: (v) => {
      setReponse(v);
      if (erreur) setErreur(null);
    },
    erreur,
    nouveau,
    verifier,
  };
}

export function Captcha({ captcha, taille = 'normale' }: { captcha: EtatCaptcha; taille?: 'normale' | 'compacte' }) {
  const id = useId();
  const idAlternative = `${id}-alternative`;
  const { defi } = captcha;
  return (
    <fieldset className={`${fr.cx('fr-fieldset')} captcha`} aria-labelledby={`${id}-legende`}>
      <legend className={fr.cx('fr-fieldset__legend', taille === 'compacte' ? 'fr-text--md' : undefined)} id={`${id}-legende`}>
        Vérification anti-robot
      </legend>
      <div className={fr.cx('fr-fieldset__element')}>
        <div className="captcha__defi" aria-live="polite">
          {defi ? (
            <>
              <img
                className="captcha__image"
                src={defi.image}
                alt="Code de vérification à recopier. Une question équivalente est proposée sous l'image."
              />
              <p className={fr.cx('fr-text--sm', 'fr-mb-0')} id={idAlternative}>
                <span className={fr.cx('fr-text--bold')}>Alternative textuelle :</span> {defi.alternative}
              </p>
            </>
          ) : (
            <p className={fr.cx('fr-text--sm', 'fr-mb-0')}>
              {captcha.indisponible
                ? "Le code de vérification n'a pas pu être chargé : demandez un nouveau code."
                : 'Chargement du code de vérification…'}
            </p>
          )}
        </div>
        <Button
          type="button"
          priority="secondary"
          size="small"
          iconId="fr-icon-refresh-line"
          className={fr.cx('fr-mt-1w')}
          onClick={captcha.nouveau}
          disabled={captcha.chargement}
        >
          Nouveau code
        </Button>
      </div>
      <div className={fr.cx('fr-fieldset__element')}>
        <Input
          label="Code de vérification"
          hintText="Recopiez les caractères de l'image, ou répondez à la question de l'alternative textuelle."
          state={captcha.erreur ? 'error' : 'default'}
          stateRelatedMessage={captcha.erreur ?? undefined}
          nativeInputProps={{
            name: 'captcha',
            value: captcha.reponse,
            onChange: (e) => captcha.setReponse(e.target.value),
            autoComplete: 'off',
            autoCapitalize: 'off',
            spellCheck: false,
            maxLength: 10,
            required: true,
            'aria-describedby': defi ? idAlternative : undefined,
          }}
        />
      </div>
    </fieldset>
  );
}
