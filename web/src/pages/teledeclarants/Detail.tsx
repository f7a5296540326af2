/** A declarant's detail and its update form, in the keepers' declarant management. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { StatutTeledeclarant, TypeTeledeclarant } from '@registre/shared/domain/enums';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { statutsTeledeclarantSuivants } from '@registre/shared/routes/referentiels.routes';
import { modifier } from '@registre/shared/routes/teledeclarants.routes';
import { modifierTeledeclarantSchema } from '@registre/shared/schemas/teledeclarant';
import { ErreurApi } from '../../api/client.ts';
import { useMutationRoute, useRequete } from '../../api/hooks.ts';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { ID_FORMULAIRE_MODIFICATION, Ligne } from './recherche.ts';

export function Detail({ ligne }: { ligne: Ligne }) {
  const lignes: [string, string][] = [
    ['Identifiant', String(ligne.idTeledeclarant)],
    ['Raison sociale', ligne.raisonSociale ?? '—'],
    ['SIRET', ligne.siret ?? '—'],
    ['Type', TypeTeledeclarant.labels[ligne.typeTeledeclarant]],
    ['Code APE', ligne.codeAPE ?? '—'],
    ['Code postal', ligne.codePostal ?? '—'],
    ['Commune', ligne.commune ?? '—'],
    ['Administrateur principal', [ligne.prenomAdmin, ligne.nomAdmin].filter(Boolean).join(' ') || '—'],
    ['Adresse électronique', ligne.email ?? '—'],
    ['Statut', StatutTeledeclarant.labels[ligne.statutTeledeclarant]],
    ['Mot de passe activé', ligne.motDePasseActive ? 'Oui' : 'Non'],
    ['Date de création', dateIsoVersFr(ligne.dateCreation)],
  ];
  return (
    <dl className="fiche" data-testid="detail-teledeclarant">
      {lignes.map(([t, v]) => (
        <div key={t} className={fr.cx('fr-mb-1w')}>
          <dt className={fr.cx('fr-text--bold')}>{t}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

type FormulaireMaj = z.input<typeof modifierTeledeclarantSchema>;

export function FormulaireModification({ ligne, enregistre }: { ligne: Ligne; enregistre: (l: Ligne) => Promise<void> }) {
  const suivants = useRequete(
    statutsTeledeclarantSuivants,
    { params: { t: ligne.statutTeledeclarant } },
    { staleTime: Infinity },
  );
  const maj = useMutationRoute(modifier, { erreursGerees: [400, 409] });
  const [erreur, setErreur] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormulaireMaj>({
    resolver: zodResolver(modifierTeledeclarantSchema, undefined, { raw: true }),
    defaultValues: {
      statutTeledeclarant: ligne.statutTeledeclarant,
      email: ligne.email ?? '',
      raisonSociale: ligne.raisonSociale ?? '',
      version: ligne.version,
    },
  });
  const soumettre = handleSubmit(async (valeurs) => {
    setErreur(null);
    try {
      await enregistre(await maj.mutateAsync({ params: { id: ligne.idTeledeclarant }, body: valeurs }));
    } catch (e) {
      if (!(e instanceof ErreurApi) || e.status >= 500 || e.status === 403) return;
      if (placerErreursServeur(e, setError, ['statutTeledeclarant', 'email', 'raisonSociale'])) return;
      setErreur(e.message);
    }
  });
  // the select gets its value when it registers: the options must be there first
  if (!suivants.data) return <p role="status">Chargement des statuts…</p>;
  return (
    <form id={ID_FORMULAIRE_MODIFICATION} onSubmit={soumettre} noValidate aria-label="Modifier le télédéclarant">
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} role="alert" />}
      <Select
        label="Statut"
        hint="Le statut actuel, ou l'un des statuts qui peuvent lui succéder."
        {...etatChamp(errors.statutTeledeclarant?.message)}
        nativeSelectProps={register('statutTeledeclarant')}
      >
        <option value={ligne.statutTeledeclarant}>{StatutTeledeclarant.labels[ligne.statutTeledeclarant]} (actuel)</option>
        {suivants.data
          .filter((s) => s.code !== ligne.statutTeledeclarant)
          .map((s) => (
            <option key={s.code} value={s.code}>
              {s.libelle}
            </option>
          ))}
      </Select>
      <Input
        label="Adresse électronique"
        hintText="Format attendu : nom@domaine.fr"
        {...etatChamp(errors.email?.message)}
        nativeInputProps={{ ...register('email'), type: 'email', maxLength: 100 }}
      />
      <Input
        label="Raison sociale"
        {...etatChamp(errors.raisonSociale?.message)}
        nativeInputProps={{ ...register('raisonSociale'), maxLength: 100 }}
      />
    </form>
  );
}
