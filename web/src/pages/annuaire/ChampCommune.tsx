/**
 * [issue 12] The commune of the directory's advanced search: an autocomplete field (ARIA 1.2 combobox with a list
 * and an inline completion) over `GET api/public/commune/{dept}/{term}`, with the keyboard of spec 001 §4
 * "Autocomplete field":
 *  - the list shows on focus or input (at most 250 px high, §9);
 *  - arrow down and up move the highlight;
 *  - arrow right accepts the inline completion;
 *  - Enter or Tab selects the highlighted item, or else the first item whose name starts with the typed text
 *    (case-insensitive);
 *  - Backspace or arrow left hides the inline completion.
 * The department must be chosen first (the service completes within one department).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { rechercheCommunes } from '@registre/shared/routes/statistiques.routes';
import type { CommuneGeo } from '@registre/shared/schemas/statistiques';
import { useRequete } from '../../api/hooks.ts';

export interface ProprietesChampCommune {
  id: string;
  departement: string;
  /** the name shown (typed or chosen) */
  nom: string;
  /** the chosen commune's INSEE code ('' while none is chosen) */
  codeInsee: string;
  /** the text changed (the commune is no longer chosen) or a commune was chosen */
  changer: (nom: string, commune: CommuneGeo | null) => void;
  erreur?: string;
}

const minuscules = (s: string) => s.toLocaleLowerCase('fr');
/** The first item whose name starts with the typed text, case-insensitive. */
export const premierQuiCommencePar = <T extends { nom: string }>(items: readonly T[], saisie: string) =>
  saisie.trim() ? items.find((c) => minuscules(c.nom).startsWith(minuscules(saisie.trim()))) : undefined;

export function ChampCommune({ id, departement, nom, codeInsee, changer, erreur }: ProprietesChampCommune) {
  const base = useId().replace(/:/g, '');
  const idListe = `${base}-communes`;
  const champ = useRef<HTMLInputElement>(null);
  const [ouvert, setOuvert] = useState(false);
  const [surbrillance, setSurbrillance] = useState(-1);
  // the inline completion: the full name of the first matching item, its end selected in the field
  const [completer, setCompleter] = useState(false);
  const terme = nom.trim();
  const actif = departement !== '' && terme.length > 0 && !codeInsee;
  const requete = useRequete(
    rechercheCommunes,
    { params: { dept: departement, term: terme.slice(0, 60) }, erreursGerees: [400, 404] },
    { enabled: actif, staleTime: 5 * 60_000, placeholderData: keepPreviousData, retry: false },
  );
  const items = actif ? (requete.data ?? []) : [];
  const completion = completer ? premierQuiCommencePar(items, nom) : undefined;
  const valeurAffichee = completion ? nom + completion.nom.slice(nom.length) : nom;
  const listeVisible = ouvert && items.length > 0;

  useLayoutEffect(() => {
    if (completion && champ.current && document.activeElement === champ.current)
      champ.current.setSelectionRange(nom.length, valeurAffichee.length);
  }, [completion, nom.length, valeurAffichee.length]);
  useEffect(() => setSurbrillance(-1), [requete.data]);

  const choisir = (c: CommuneGeo) => {
    changer(c.nom, c);
    setCompleter(false);
    setOuvert(false);
    setSurbrillance(-1);
  };

  const auClavier = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setOuvert(true);
        setSurbrillance((s) => Math.min(items.length - 1, s + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setSurbrillance((s) => Math.max(0, s - 1));
        break;
      case 'ArrowRight':
        if (completion) {
          e.preventDefault();
          choisir(completion);
        }
        break;
      case 'ArrowLeft':
        setCompleter(false);
        break;
      case 'Backspace':
        if (completion) {
          // only the completion goes, not a typed letter
          e.preventDefault();
          setCompleter(false);
        }
        break;
      case 'Enter':
      case 'Tab': {
        if (!ouvert && e.key === 'Tab') break;
        const c = items[surbrillance] ?? premierQuiCommencePar(items, nom);
        if (c) {
          if (e.key === 'Enter') e.preventDefault();
          choisir(c);
        } else if (e.key === 'Enter' && listeVisible) e.preventDefault();
        break;
      }
      case 'Escape':
        if (listeVisible) {
          e.preventDefault();
          setOuvert(false);
          setCompleter(false);
        }
        break;
    }
  };

  const idOption = (i: number) => `${idListe}-${i}`;
  const indication = !departement
    ? "Choisissez d'abord un département."
    : 'Début du nom, puis choix dans la liste (flèches, Entrée).';

  return (
    <div className="champ-commune">
      <Input
        label="Commune"
        hintText={indication}
        disabled={!departement}
        state={erreur ? 'error' : 'default'}
        stateRelatedMessage={erreur}
        nativeInputProps={{
          id,
          ref: champ,
          value: valeurAffichee,
          role: 'combobox',
          autoComplete: 'off',
          maxLength: 60,
          'aria-autocomplete': 'both',
          'aria-expanded': listeVisible,
          'aria-controls': idListe,
          'aria-activedescendant': listeVisible && surbrillance >= 0 ? idOption(surbrillance) : undefined,
          onFocus: () => setOuvert(true),
          onBlur: () => {
            setOuvert(false);
            setCompleter(false);
          },
          onChange: (e) => {
            const insertion = (e.nativeEvent as InputEvent).inputType?.startsWith('insert') ?? true;
            setCompleter(insertion);
            setOuvert(true);
            setSurbrillance(-1);
            changer(e.target.value, null);
          },
          onKeyDown: auClavier,
        }}
      />
      <ul id={idListe} role="listbox" aria-label="Communes proposées" className="champ-commune__liste" hidden={!listeVisible}>
        {listeVisible &&
          items.map((c, i) => (
            <li
              key={c.codeInsee}
              id={idOption(i)}
              role="option"
              aria-selected={i === surbrillance}
              className={i === surbrillance ? 'champ-commune__option champ-commune__option--active' : 'champ-commune__option'}
              // (mousedown: before the field's blur closes the list)
              onMouseDown={(e) => {
                e.preventDefault();
                choisir(c);
              }}
            >
              {c.nom}{' '}
              <span className={fr.cx('fr-text--xs')}>({c.codesPostaux.length ? c.codesPostaux.join(', ') : c.codeInsee})</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
