// What the top bar needs of search before the popup's code has loaded (in the first load, so kept tiny).

/** The server refuses longer searches (server/src/modules/search). */
export const SEARCH_MAX_LENGTH = 100;

/** The full results page of a search. */
export const searchPagePath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/** What the top bar's input tells assistive technology about its popup (WAI-ARIA combobox). */
export interface ComboboxAria {
  expanded: boolean;
  /** The listbox's id while it is shown. */
  controls?: string;
  /** The highlighted option's id. */
  activeId?: string;
}
