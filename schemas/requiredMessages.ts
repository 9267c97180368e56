// Wordings the validators of several schema files share (each file's `validators`).
export const ID_MISSING = 'ID field is missing';
export const blank = (title: string) => `${title} can't be empty`;
