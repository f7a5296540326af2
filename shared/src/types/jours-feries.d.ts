/** @socialgouv/jours-feries ships no types. */
declare module '@socialgouv/jours-feries' {
  /** French public holidays of a year, by name; `alsace` adds Good Friday and St Stephen's Day. */
  export default function joursFeries(annee: number, options?: { alsace?: boolean }): Record<string, Date>;
}
