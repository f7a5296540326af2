import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { FicheCopropriete } from '../../components/mandat/FicheCopropriete.tsx';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { declarerSuccesseur, detailMandatCopro, verifierSuccesseurPossible } from '@registre/shared/routes/mandats.routes';
import type { DeclarationSuccesseurLue } from '@registre/shared/schemas/mandats';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { etatChamp } from '../../components/formulaire.ts';
import { ResumeErreurs, type ErreurResumee } from '../../components/mandat/ResumeErreurs.tsx';
import { lienVers } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import {
  CHAMPS_SUCCESSEUR,
  formulaireSuccesseurSchema,
  messageEnvoi,
  VALEURS_VIDES,
  type FormulaireSuccesseur,
} from './successeur.ts';

/**
 * Declaring a successor (spec 001 "Establishment and successor"; `/declarer-un-successeur?id=<idCopropriete>`): the
 * declarant holding the condominium names the syndic who takes it over (SIRET, professional or volunteer, e-mail).
 * Whether it is possible is asked first (`verifieDeclSuccPossible`): its error replaces the form. The successor
 * receives a link by mail to confirm.
 */
export default function DeclarationSuccesseur() {
  const titre = usePageCourante()?.titre;
  const [query] = useSearchParams();
  const brut = Number(query.get('id'));
  const id = Number.isInteger(brut) && brut > 0 ? brut : null;
  const liste = lienVers('coproprietes') ?? '/copropriete';
  const retour = `${liste}?filtre=declare-new-successor`;

  const detail = useRequete(
    detailMandatCopro,
    { params: { id: String(id ?? 0), authority: 'VISUALISER_COPRO' }, erreursGerees: [400, 404] },
    { enabled: id !== null, retry: false },
  );
  const possible = useQuery<boolean, ErreurApi>({
    queryKey: [verifierSuccesseurPossible.id, id],
    queryFn: async () =>
      (await appeler(verifierSuccesseurPossible, { body: { idCopropriete: id! }, erreursGerees: [400, 404, 409] })).response,
    enabled: id !== null,
    retry: false,
    gcTime: 0,
  });

  let contenu;
  if (id === null || detail.isError) {
    contenu = (
      <Alert
        severity="error"
        as="h2"
        title="Copropriété introuvable"
        description={
          <>
            {detail.error ? `${detail.error.message} ` : ''}
            <Link to={retour}>Choisissez la copropriété dans la liste</Link>.
          </>
        }
      />
    );
  } else if (detail.isPending || possible.isPending) {
    contenu = <p>Chargement…</p>;
  } else {
    contenu = (
      <>
        <FicheCopropriete copropriete={{ ...detail.data.infoCopro, etat: detail.data.statut }} />
        {possible.isError || !possible.data ? (
          <Alert
            severity="warning"
            as="h2"
            title="Vous ne pouvez pas déclarer de successeur pour cette copropriété"
            description={
              <>
                <p>{possible.error?.message ?? 'La déclaration d’un successeur n’est pas possible pour le moment.'}</p>
                <p>
                  <Link to={retour}>Retour à la liste des copropriétés</Link>
                </p>
              </>
            }
          />
        ) : (
          <Formulaire idCopropriete={id} retour={retour} />
        )}
      </>
    );
  }

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {contenu}
    </div>
  );
}

function Formulaire({ idCopropriete, retour }: { idCopropriete: number; retour: string }) {
  const methodes = useForm<FormulaireSuccesseur>({
    resolver: zodResolver(formulaireSuccesseurSchema, undefined, { raw: true }),
    defaultValues: VALEURS_VIDES,
  });
  const {
    register,
    setError,
    setFocus,
    handleSubmit,
    getValues,
    formState: { errors },
  } = methodes;
  const [envoi, setEnvoi] = useState(false);
  const [erreurEnvoi, setErreurEnvoi] = useState<string | null>(null);
  const [resultat, setResultat] = useState<{ lue: DeclarationSuccesseurLue; email: string } | null>(null);
  const [resumeDemande, setResumeDemande] = useState(0);
  const refResume = useRef<HTMLDivElement>(null);
  const refMessage = useRef<HTMLDivElement>(null);

  const erreursResumees: ErreurResumee[] = CHAMPS_SUCCESSEUR.flatMap((champ) => {
    const message = errors[champ]?.message;
    return message ? [{ champ, message, aller: () => setFocus(champ) }] : [];
  });
  useEffect(() => {
    if (resumeDemande > 0) refResume.current?.focus();
  }, [resumeDemande]);
  useEffect(() => {
    if (resultat || erreurEnvoi) refMessage.current?.focus();
  }, [resultat, erreurEnvoi]);

  const soumettre = handleSubmit(
    async (v) => {
      setErreurEnvoi(null);
      setEnvoi(true);
      try {
        const lue = await appeler(declarerSuccesseur, {
          body: { idCopropriete, siret: v.siret, type: v.type, email: v.email },
          erreursGerees: [400, 403, 404, 409],
        });
        setResultat({ lue, email: getValues('email').trim() });
      } catch (e) {
        if (!(e instanceof ErreurApi)) throw e;
        let place = false;
        for (const champ of CHAMPS_SUCCESSEUR) {
          const message = e.corps.erreurs?.[champ];
          if (message) {
            setError(champ, { type: 'server', message });
            place = true;
          }
        }
        if (place) setResumeDemande((n) => n + 1);
        else setErreurEnvoi(e.message);
      } finally {
        setEnvoi(false);
      }
    },
    () => setResumeDemande((n) => n + 1),
  );

  if (resultat) {
    return (
      <div ref={refMessage} tabIndex={-1}>
        <Alert
          severity="success"
          as="h2"
          title="Successeur déclaré"
          description={
            <>
              <p>{messageEnvoi(resultat.email, resultat.lue.expireLe)}</p>
              <p>
                <Link to={retour}>Retour à la liste des copropriétés</Link>
              </p>
            </>
          }
        />
      </div>
    );
  }

  const radioType = register('type');
  return (
    <>
      {erreurEnvoi && (
        <div ref={refMessage} tabIndex={-1}>
          <Alert
            severity="error"
            as="h2"
            title="Le successeur n'a pas pu être déclaré"
            description={erreurEnvoi}
            className={fr.cx('fr-mb-3w')}
          />
        </div>
      )}
      {resumeDemande > 0 && erreursResumees.length > 0 && <ResumeErreurs ref={refResume} erreurs={erreursResumees} />}
      <form onSubmit={soumettre} noValidate aria-labelledby="successeur-titre">
        <h2 id="successeur-titre">Le syndic successeur</h2>
        <p>
          Le syndic que vous désignez reçoit par courriel un lien pour confirmer la reprise de la copropriété ; il déclare ensuite
          son mandat. Tous les champs sont obligatoires.
        </p>
        <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="successeur-legende">
          <legend className={fr.cx('fr-fieldset__legend')} id="successeur-legende">
            Identification du successeur
          </legend>
          <div className={fr.cx('fr-fieldset__element')}>
            <Input
              label="SIRET de l'établissement successeur"
              hintText="14 chiffres, sans espace"
              {...etatChamp(errors.siret?.message)}
              nativeInputProps={{ ...register('siret'), inputMode: 'numeric', maxLength: 14, autoComplete: 'off' }}
            />
          </div>
          <div className={fr.cx('fr-fieldset__element')}>
            <RadioButtons
              legend="Type de syndic"
              orientation="horizontal"
              {...etatChamp(errors.type?.message)}
              options={[
                { label: 'Syndic professionnel', nativeInputProps: { ...radioType, value: 'PRO' } },
                { label: 'Syndic bénévole', nativeInputProps: { ...radioType, value: 'NON_PRO' } },
              ]}
            />
          </div>
          <div className={fr.cx('fr-fieldset__element')}>
            <Input
              label="Adresse électronique du successeur"
              hintText="Le lien de confirmation y est envoyé. Exemple : prenom.nom@exemple.fr"
              {...etatChamp(errors.email?.message)}
              nativeInputProps={{ ...register('email'), type: 'email', autoComplete: 'email', maxLength: 100 }}
            />
          </div>
        </fieldset>
        <ButtonsGroup
          inlineLayoutWhen="md and up"
          buttons={[
            { children: 'Annuler', priority: 'secondary', linkProps: { to: retour } },
            { children: envoi ? 'Envoi…' : 'Déclarer le successeur', type: 'submit', disabled: envoi },
          ]}
        />
      </form>
    </>
  );
}
