/**
 * Text written into HTML the server builds itself (the web service's reference page, the local identity provider's
 * pages, the local mail outbox): the five characters that could open markup or close an attribute, as entities.
 */
export const echapperHtml = (texte: string) => texte.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
