/**
 * [issue 23] A RNIC file cut into ranges the `import-rnic` workflow loads side by side: one quick pass over the
 * file reads each record as the import does (the same reader, header and row reading) and notes where every
 * `lignesParPlage`-th record ends, so that each range starts where an import would resume a slice (import.ts
 * `Reprise`). The same pass notes the rows whose registration number an earlier valid row of the file already has:
 * a range then rejects them with the same reason as one import reading the whole file would, wherever the earlier
 * row is.
 */
import type { Readable } from 'node:stream';
import { lireEntete } from '@registre/shared/domain/rnic/colonnes';
import { lireLigne, valeursParColonne } from '@registre/shared/domain/rnic/ligne';
import { avecDelimiteur, lireEnregistrements } from './lecteurCsv.ts';
import type { Reprise } from './import.ts';

export interface Decoupage {
  /** where each range after the first starts (the end of the record before it) */
  bornes: Reprise[];
  /** line → the earlier line of the file with the same registration number */
  doublons: Record<string, number>;
}

/** The ranges of a file; null when its header cannot be read (the import of its first range refuses it). */
export async function decouperEnPlages(source: Readable, lignesParPlage: number, aujourdhui: string): Promise<Decoupage | null> {
  const d = await avecDelimiteur(source);
  if (d.vide) return null;
  const bornes: Reprise[] = [];
  const doublons: Record<string, number> = {};
  const premieres = new Map<string, number>();
  let entete: Reprise['entete'] | undefined;
  let n = 0;
  for await (const enr of lireEnregistrements(d.flux, { delimiteur: d.delimiteur, bom: true })) {
    if (!entete) {
      const e = enr.ok ? lireEntete(enr.valeurs) : null;
      if (!e?.ok) return null;
      entete = e;
      continue;
    }
    if (enr.ok && enr.valeurs.length === 1 && enr.valeurs[0] === '') continue; // a blank line is no row
    if (enr.ok && enr.valeurs.length === entete.nbChamps) {
      const lu = lireLigne(valeursParColonne(enr.valeurs, entete.positions), aujourdhui);
      if (lu.ok) {
        const premiere = premieres.get(lu.copropriete.immatriculation);
        if (premiere === undefined) premieres.set(lu.copropriete.immatriculation, enr.ligne);
        else doublons[enr.ligne] = premiere;
      }
    }
    if (++n % lignesParPlage === 0)
      bornes.push({ octet: d.ignores + enr.octetFin, ligne: enr.derniereLigne, entete, delimiteur: d.delimiteur });
  }
  if (n > 0 && n % lignesParPlage === 0) bornes.pop(); // the file ends there: no empty last range
  return { bornes, doublons };
}
