/** Pictograms the home tiles may use (mapped to DSFR pictograms by the home page). */
export type Pictogramme =
  | 'avatar'
  | 'aide'
  | 'maison'
  | 'livre'
  | 'recherche'
  | 'document'
  | 'entreprise'
  | 'communaute'
  | 'signature'
  | 'telechargement'
  | 'statistiques';
