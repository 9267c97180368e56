/** The id of a list's text box (its resource's name), which gets focus when the search chip goes. */
export const searchBoxId = (resource: string) => `${resource}-search`;
