/** A moment as the reader writes dates in the interface's language. */
export const dateTime = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

export const dateOnly = (iso: string, language: string) => new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' });
