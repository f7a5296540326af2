export * from './champs.ts';
export * from './infoRattachement.ts';
export * from './identification.ts';
export * from './procedures.ts';
export * from './donneesFinancieres.ts';
export * from './donneesTechniques.ts';
export * from './immatCopropriete.ts';
export * from './transformations.ts';
