/**
 * The form of a user of a declarant (add or edit), shared by "Mes comptes utilisateurs" and the keepers' page of a
 * declarant's users: civility, names, email, phone and profile, validated with the shared schemas. The profile is
 * chosen among the profiles the server offers; when the server says the profile may not change, it is only shown.
 * Errors the server answers (400 with fields, 409, business errors such as TROP_ADMIN_SECONDAIRES) are shown in the
 * form, which stays open.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { Civilite } from '@registre/shared/domain/enums';
import { creerUtilisateurSchema, modifierUtilisateurSchema, type UtilisateurDto } from '@registre/shared/schemas/teledeclarant';
import { ErreurApi } from '../api/client.ts';
import { etatChamp, placerErreursServeur } from './formulaire.ts';

export type NouvelUtilisateur = z.input<typeof creerUtilisateurSchema>;
export type UtilisateurModifie = z.input<typeof modifierUtilisateurSchema>;
type Valeurs = UtilisateurModifie;
const CHAMPS = ['civilite', 'nom', 'prenom', 'email', 'telephone', 'profil'] as const;

const valeursDe = (u: UtilisateurDto | null): Valeurs => ({
  login: u?.login ?? '',
  version: u?.version ?? 0,
  civilite: (u?.civilite ?? undefined) as Valeurs['civilite'],
  nom: u?.nom ?? '',
  prenom: u?.prenom ?? '',
  email: u?.email ?? '',
  telephone: u?.telephone ?? '',
  profil: (u?.profil ?? '') as Valeurs['profil'],
  restrictions: u?.restrictions ?? [],
});

export interface ProprietesFormulaireUtilisateur {
  /** id of the <form>, for a submit button placed outside it (modal footer) */
  idFormulaire: string;
  /** null: a new user */
  utilisateur: UtilisateurDto | null;
  profils: readonly { code: string; libelle: string }[] | undefined;
  profilModifiable: boolean;
  enregistrer: (valeurs: NouvelUtilisateur | UtilisateurModifie) => Promise<void>;
}

export function FormulaireUtilisateur({
  idFormulaire,
  utilisateur,
  profils,
  profilModifiable,
  enregistrer,
}: ProprietesFormulaireUtilisateur) {
  const creation = utilisateur === null;
  const [erreur, setErreur] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<Valeurs>({
    // a new user has no login nor version yet: the creation schema ignores both
    resolver: zodResolver(
      creation ? (creerUtilisateurSchema as unknown as typeof modifierUtilisateurSchema) : modifierUtilisateurSchema,
      undefined,
      {
        raw: true,
      },
    ),
    defaultValues: valeursDe(utilisateur),
  });

  const soumettre = handleSubmit(async ({ login, version, ...reste }) => {
    setErreur(null);
    try {
      await enregistrer(creation ? reste : { ...reste, login, version });
    } catch (e) {
      if (!(e instanceof ErreurApi) || e.status >= 500 || e.status === 403) return;
      if (placerErreursServeur(e, setError, CHAMPS)) return;
      setErreur(e.message);
    }
  });

  const profilChoisi = watch('profil');
  const libelleProfil = utilisateur?.libelleProfil ?? profils?.find((p) => p.code === profilChoisi)?.libelle;

  // the select gets its value when it registers: the options must be there first
  if (profilModifiable && !profils) return <p role="status">Chargement des profils…</p>;

  return (
    <form
      id={idFormulaire}
      onSubmit={soumettre}
      noValidate
      aria-label={creation ? 'Ajouter un utilisateur' : "Modifier l'utilisateur"}
    >
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} role="alert" />}
      <p className={fr.cx('fr-hint-text')}>Sauf mention contraire, tous les champs sont obligatoires.</p>
      <RadioButtons
        legend="Civilité"
        orientation="horizontal"
        state={errors.civilite ? 'error' : 'default'}
        stateRelatedMessage={errors.civilite ? 'Choisissez la civilité.' : undefined}
        options={Civilite.values.map((code) => ({
          label: Civilite.labels[code],
          nativeInputProps: { ...register('civilite'), value: code },
        }))}
      />
      <Input
        label="Nom"
        {...etatChamp(errors.nom?.message)}
        nativeInputProps={{ ...register('nom'), autoComplete: 'off', maxLength: 50 }}
      />
      <Input
        label="Prénom"
        {...etatChamp(errors.prenom?.message)}
        nativeInputProps={{ ...register('prenom'), autoComplete: 'off', maxLength: 50 }}
      />
      <Input
        label="Adresse électronique"
        hintText="Format attendu : nom@domaine.fr"
        {...etatChamp(errors.email?.message)}
        nativeInputProps={{ ...register('email'), type: 'email', autoComplete: 'off', maxLength: 100 }}
      />
      <Input
        label="Téléphone (facultatif)"
        hintText="Format international, par exemple +33611223344"
        {...etatChamp(errors.telephone?.message)}
        nativeInputProps={{ ...register('telephone'), type: 'tel', autoComplete: 'off' }}
      />
      {profilModifiable ? (
        <Select
          label="Profil"
          hint="Le profil détermine ce que l'utilisateur peut faire dans le compte."
          {...etatChamp(errors.profil ? (profilChoisi ? errors.profil.message : 'Choisissez un profil.') : undefined)}
          nativeSelectProps={{ ...register('profil') }}
        >
          <option value="" disabled>
            Sélectionnez un profil
          </option>
          {profils?.map((p) => (
            <option key={p.code} value={p.code}>
              {p.libelle}
            </option>
          ))}
        </Select>
      ) : (
        <div className={fr.cx('fr-mb-3w')}>
          <p className={fr.cx('fr-mb-0', 'fr-text--bold')}>Profil</p>
          <p className={fr.cx('fr-mb-0')} data-champ="profil">
            {libelleProfil}
          </p>
          <p className={fr.cx('fr-hint-text')}>Le profil de cet utilisateur ne peut pas être modifié.</p>
        </div>
      )}
    </form>
  );
}
