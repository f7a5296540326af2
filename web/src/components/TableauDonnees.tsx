/**
 * A DSFR data table (DSFR 1.12+ "tableau" markup: wrapper, fixed selection column, sort buttons) for the lists
 * of the register. react-dsfr's <Table> renders plain rows and headers only; this one adds what spec 001 asks of
 * a table: row selection with a checkbox per row labelled "Sélectionner la ligne N" and the counter
 * "N lignes sélectionnées" (§9), and sorting by clicking a column header — asc/desc toggles on the same column, a
 * new column starts asc (§4) — with `aria-sort` on the header cell.
 */
import { useId, type ReactNode } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { compteurSelection, triSuivant, type Tri } from './formulaire.ts';

export type { Tri };

export interface Colonne<T> {
  cle: string;
  titre: string;
  rendu: (ligne: T) => ReactNode;
  /** the field sent as sortField; absent: the column is not sortable */
  tri?: string;
}

export interface ProprietesTableau<T> {
  titre: string;
  /** the caption is read by screen readers; shown unless false */
  titreVisible?: boolean;
  colonnes: readonly Colonne<T>[];
  lignes: readonly T[];
  cle: (ligne: T) => string;
  tri?: { courant: Tri | null; changer: (t: Tri) => void };
  selection?: {
    cles: ReadonlySet<string>;
    changer: (cles: Set<string>) => void;
    /** rows that may not be selected (e.g. not deletable) show a disabled checkbox */
    selectionnable?: (ligne: T) => boolean;
  };
  /** shown in the table body when there is no row */
  vide: ReactNode;
  /**
   * a wide table whose rows may hold nothing focusable: its scrolling container takes the keyboard focus (a
   * keyboard user scrolls it with the arrows; axe "scrollable-region-focusable")
   */
  defilableAuClavier?: boolean;
}

export function TableauDonnees<T>({
  titre,
  titreVisible = true,
  colonnes,
  lignes,
  cle,
  tri,
  selection,
  vide,
  defilableAuClavier = false,
}: ProprietesTableau<T>) {
  const id = useId().replace(/:/g, '');
  const nbColonnes = colonnes.length + (selection ? 1 : 0);
  const basculer = (k: string, coche: boolean) => {
    if (!selection) return;
    const suivantes = new Set(selection.cles);
    if (coche) suivantes.add(k);
    else suivantes.delete(k);
    selection.changer(suivantes);
  };

  return (
    <div
      className={`${fr.cx('fr-table', 'fr-table--bordered', !titreVisible && 'fr-table--no-caption')} fr-table--multiline`}
      id={`tableau-${id}`}
    >
      <div className="fr-table__wrapper">
        <div
          className="fr-table__container"
          {...(defilableAuClavier ? { tabIndex: 0, role: 'group', 'aria-label': `${titre} (tableau défilant)` } : {})}
        >
          <div className="fr-table__content">
            <table>
              <caption>{titre}</caption>
              <thead>
                <tr>
                  {selection && (
                    <th className="fr-cell--fixed" scope="col">
                      <span className="fr-sr-only">Titres de lignes</span>
                    </th>
                  )}
                  {colonnes.map((c) => {
                    const actif = tri && c.tri && tri.courant?.champ === c.tri ? tri.courant.sens : null;
                    if (!tri || !c.tri) {
                      return (
                        <th key={c.cle} scope="col">
                          {c.titre}
                        </th>
                      );
                    }
                    const champ = c.tri;
                    return (
                      <th
                        key={c.cle}
                        scope="col"
                        aria-sort={actif === 'asc' ? 'ascending' : actif === 'desc' ? 'descending' : 'none'}
                        data-tri={champ}
                      >
                        <div className="fr-cell--sort">
                          <span>{c.titre}</span>
                          <button
                            type="button"
                            className={`${fr.cx('fr-btn', 'fr-btn--sm')} fr-btn--sort`}
                            data-sens={actif ?? undefined}
                            title={
                              actif === 'asc'
                                ? `Trier par ${c.titre}, ordre décroissant`
                                : `Trier par ${c.titre}, ordre croissant`
                            }
                            onClick={() => tri.changer(triSuivant(tri.courant, champ))}
                          >
                            {actif === 'asc'
                              ? `Trier par ${c.titre}, ordre décroissant`
                              : `Trier par ${c.titre}, ordre croissant`}
                          </button>
                        </div>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {lignes.length === 0 && (
                  <tr>
                    <td colSpan={nbColonnes}>{vide}</td>
                  </tr>
                )}
                {lignes.map((ligne, i) => {
                  const k = cle(ligne);
                  const choisie = selection?.cles.has(k) ?? false;
                  const possible = selection?.selectionnable ? selection.selectionnable(ligne) : true;
                  const idCase = `tableau-${id}-ligne-${i + 1}`;
                  return (
                    <tr key={k} data-ligne={k} aria-selected={selection ? choisie : undefined}>
                      {selection && (
                        <th className="fr-cell--fixed" scope="row">
                          <div className={fr.cx('fr-checkbox-group', 'fr-checkbox-group--sm')}>
                            <input
                              type="checkbox"
                              id={idCase}
                              name={`selection-${id}`}
                              checked={choisie}
                              disabled={!possible}
                              onChange={(e) => basculer(k, e.target.checked)}
                            />
                            <label className={fr.cx('fr-label')} htmlFor={idCase}>
                              Sélectionner la ligne {i + 1}
                            </label>
                          </div>
                        </th>
                      )}
                      {colonnes.map((c) => (
                        <td key={c.cle}>{c.rendu(ligne)}</td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      </div>
      {selection && (
        <div className="fr-table__footer">
          <div className="fr-table__footer--start">
            <p className="fr-table__detail" role="status" data-testid="compteur-selection">
              {compteurSelection(selection.cles.size)}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
