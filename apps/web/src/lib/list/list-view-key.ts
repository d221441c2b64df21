/** The list key a page's view is stored under: its path, which names the list in every tab and on every machine. */
export const listKeyOf = (pathname: string) => pathname.replace(/[^\w/.:-]/g, '').slice(0, 80) || '/';

/** GET/PUT/DELETE address of a list's saved view. */
export const listViewUrl = (listKey: string) => `list-view?key=${encodeURIComponent(listKey)}`;
