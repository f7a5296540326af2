export * from './types.ts';
export * from './dates.ts';
export * from './conversions.ts';
export * from './constantes.ts';
export * from './exercices.ts';
export * from './etapes.ts';
export * from './avertissements.ts';
