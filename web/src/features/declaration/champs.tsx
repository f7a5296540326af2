/**
 * The fields of the wizard's steps, bound to the one react-hook-form of the wizard by their path
 * (`identification.nomCopropriete`), each labelled, with its DSFR error state read from the wizard's errors (the
 * step's check or the server's answer) and an id derived from its path, which the error summary links to.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { etatChamp } from '../../components/formulaire.ts';
import { idChamp, type Erreurs } from './assistant.ts';

export const ContexteErreurs = createContext<Erreurs>({});
export const useErreurs = () => useContext(ContexteErreurs);
export const useErreur = (chemin: string): string | undefined => useContext(ContexteErreurs)[chemin];

/** Moves the focus to a field (the first option of a group of radios or checkboxes). */
export function focaliserChamp(chemin: string): void {
  const el = document.getElementById(idChamp(chemin));
  if (!el) return;
  const cible = el.matches('input, select, textarea, button')
    ? el
    : (el.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button') ?? el);
  if (cible === el && !el.matches('input, select, textarea, button') && !el.hasAttribute('tabindex'))
    el.setAttribute('tabindex', '-1');
  cible.focus();
  el.scrollIntoView({ block: 'center' });
}

interface ProprietesChamp {
  nom: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function ChampTexte(
  props: ProprietesChamp & {
    maxLength?: number;
    autoComplete?: string;
    inputMode?: 'numeric' | 'decimal' | 'email' | 'text';
    type?: string;
  },
) {
  const { register } = useFormContext();
  const erreur = useErreur(props.nom);
  return (
    <Input
      className={props.className}
      label={props.label}
      hintText={props.hint}
      {...etatChamp(erreur)}
      nativeInputProps={{
        ...register(props.nom),
        id: idChamp(props.nom),
        maxLength: props.maxLength,
        autoComplete: props.autoComplete ?? 'off',
        inputMode: props.inputMode,
        type: props.type ?? 'text',
      }}
    />
  );
}

/** A date typed dd/mm/yyyy (the register's format, spec 000 §3). */
export function ChampDate(props: ProprietesChamp) {
  return (
    <ChampTexte
      {...props}
      hint={
        <>
          {props.hint ? (
            <>
              {props.hint}
              <br />
            </>
          ) : null}
          Format attendu : JJ/MM/AAAA
        </>
      }
      maxLength={10}
      inputMode="numeric"
    />
  );
}

/** A whole number. */
export function ChampNombre(props: ProprietesChamp & { maxLength?: number }) {
  return <ChampTexte {...props} inputMode="numeric" maxLength={props.maxLength ?? 6} />;
}

/** An amount in euros (comma or dot, two decimals). */
export function ChampMontant(props: ProprietesChamp) {
  return (
    <ChampTexte
      {...props}
      hint={props.hint ?? 'En euros, deux décimales au plus (exemple : 1234,56)'}
      inputMode="decimal"
      maxLength={18}
    />
  );
}

/** A yes/no question: radios "Oui" ("true") and "Non" ("false"), inline. */
export function ChampOuiNon(props: ProprietesChamp) {
  const { register } = useFormContext();
  const erreur = useErreur(props.nom);
  const champ = register(props.nom);
  return (
    <RadioButtons
      id={idChamp(props.nom)}
      className={props.className}
      legend={props.label}
      hintText={props.hint}
      orientation="horizontal"
      {...etatChamp(erreur)}
      options={[
        { label: 'Oui', nativeInputProps: { ...champ, value: 'true' } },
        { label: 'Non', nativeInputProps: { ...champ, value: 'false' } },
      ]}
    />
  );
}

/** A value of a reference list. */
export function ChampListe(props: ProprietesChamp & { options: readonly { code: string; libelle: string }[]; vide?: string }) {
  const { register } = useFormContext();
  const erreur = useErreur(props.nom);
  return (
    <Select
      className={props.className}
      label={props.label}
      hint={props.hint}
      {...etatChamp(erreur)}
      nativeSelectProps={{ ...register(props.nom), id: idChamp(props.nom) }}
    >
      <option value="">{props.vide ?? 'Sélectionnez une option'}</option>
      {props.options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.libelle}
        </option>
      ))}
    </Select>
  );
}

/** A checkbox holding "true"/"false" (the form's boolean shape). */
export function CaseACocher(props: ProprietesChamp) {
  const { watch, setValue } = useFormContext();
  const erreur = useErreur(props.nom);
  const valeur = watch(props.nom) as unknown;
  const coche = valeur === true || valeur === 'true';
  return (
    <Checkbox
      id={idChamp(props.nom)}
      className={props.className}
      {...etatChamp(erreur)}
      options={[
        {
          label: props.label,
          hintText: props.hint,
          nativeInputProps: {
            name: props.nom,
            checked: coche,
            onChange: (e) => setValue(props.nom, e.target.checked ? 'true' : 'false', { shouldDirty: true }),
          },
        },
      ]}
    />
  );
}

/** A DSFR fieldset with its legend (a group of fields of a step). */
export function Groupe(props: { titre: ReactNode; id?: string; hint?: ReactNode; erreur?: string; children: ReactNode }) {
  return (
    <fieldset
      className={fr.cx('fr-fieldset', props.erreur ? 'fr-fieldset--error' : undefined)}
      id={props.id}
      aria-labelledby={props.id ? `${props.id}-legende` : undefined}
    >
      <legend className={fr.cx('fr-fieldset__legend')} id={props.id ? `${props.id}-legende` : undefined}>
        {props.titre}
        {props.hint && <span className={fr.cx('fr-hint-text')}>{props.hint}</span>}
      </legend>
      {props.children}
      {props.erreur && (
        <div className={fr.cx('fr-messages-group')} aria-live="assertive">
          <p className={fr.cx('fr-message', 'fr-message--error')}>{props.erreur}</p>
        </div>
      )}
    </fieldset>
  );
}

/** One element of a fieldset (DSFR spacing). */
export const Element = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={`${fr.cx('fr-fieldset__element')}${className ? ` ${className}` : ''}`}>{children}</div>
);
