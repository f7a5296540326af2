/**
 * The mandate fields of the attachment and renewal forms (spec 000 §5 "Mandate"): provisional administrator
 * yes/no, start and end dates (dd/mm/yyyy), and the proof type. Inside a react-hook-form `FormProvider` whose
 * values hold `adminProvisoire` ("true"/"false"), `dateDebutMandat`, `dateFinMandat` and `typeJustifMandat`.
 */
import { useFormContext, type FieldError } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { etatChamp } from '../formulaire.ts';

export interface ValeursMandat {
  adminProvisoire?: string | null;
  dateDebutMandat?: string | null;
  dateFinMandat?: string | null;
  typeJustifMandat?: string | null;
}

export const CHAMPS_MANDAT = ['adminProvisoire', 'dateDebutMandat', 'dateFinMandat', 'typeJustifMandat'] as const;

type Erreurs = Partial<Record<(typeof CHAMPS_MANDAT)[number], FieldError>>;

/**
 * The fieldset "Votre mandat": provisional administrator, start, end. `aideDebut` replaces the start's constraint
 * in its hint ("au plus tard aujourd'hui" for a first mandate; a renewal may start in the future).
 */
export function ChampsMandat({ legende = 'Votre mandat', aideDebut }: { legende?: string; aideDebut?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ValeursMandat>();
  const e = errors as Erreurs;
  const radioAdmin = register('adminProvisoire');
  return (
    <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="mandat-legende">
      <legend className={fr.cx('fr-fieldset__legend')} id="mandat-legende">
        {legende}
      </legend>
      <div className={fr.cx('fr-fieldset__element')}>
        <RadioButtons
          legend="Êtes-vous administrateur provisoire de la copropriété ?"
          hintText="Un administrateur provisoire est désigné par une ordonnance du tribunal judiciaire."
          orientation="horizontal"
          {...etatChamp(e.adminProvisoire?.message)}
          options={[
            { label: 'Oui', nativeInputProps: { ...radioAdmin, value: 'true' } },
            { label: 'Non', nativeInputProps: { ...radioAdmin, value: 'false' } },
          ]}
        />
      </div>
      <div className={fr.cx('fr-fieldset__element')}>
        <Input
          label="Date de début du mandat"
          hintText={`Format attendu : JJ/MM/AAAA ; ${aideDebut ?? "au plus tard aujourd'hui"}`}
          {...etatChamp(e.dateDebutMandat?.message)}
          nativeInputProps={{ ...register('dateDebutMandat'), inputMode: 'numeric', maxLength: 10, autoComplete: 'off' }}
        />
      </div>
      <div className={fr.cx('fr-fieldset__element')}>
        <Input
          label="Date de fin du mandat"
          hintText="Format attendu : JJ/MM/AAAA ; postérieure à aujourd'hui, 12 mois en général, moins de 3 ans"
          {...etatChamp(e.dateFinMandat?.message)}
          nativeInputProps={{ ...register('dateFinMandat'), inputMode: 'numeric', maxLength: 10, autoComplete: 'off' }}
        />
      </div>
    </fieldset>
  );
}

/** The proof type (Select) from the given list ({code, libelle}); an empty first option asks to choose. */
export function ChampTypeJustificatif({ types }: { types: readonly { code: string; libelle: string }[] }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ValeursMandat>();
  const e = errors as Erreurs;
  return (
    <Select
      label="Type de justificatif"
      {...etatChamp(e.typeJustifMandat?.message)}
      nativeSelectProps={register('typeJustifMandat')}
    >
      <option value="">Sélectionnez une option</option>
      {types.map((t) => (
        <option key={t.code} value={t.code}>
          {t.libelle}
        </option>
      ))}
    </Select>
  );
}

/** The declaration on honour every mandate request carries (spec 000 §5 "Attachment"). */
export function ChampDeclarationHonneur() {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ declarationHonneur: boolean }>();
  return (
    <Checkbox
      {...etatChamp(errors.declarationHonneur?.message)}
      options={[
        {
          label:
            "Je déclare sur l'honneur être le représentant légal de la copropriété, et que les informations fournies sont exactes.",
          nativeInputProps: register('declarationHonneur'),
        },
      ]}
    />
  );
}
