/** How the feedback types and categories read in the dialog: "UI" is an acronym, not "Ui". */
const SPECIAL: Record<string, string> = { ui: 'UI' };

export const feedbackLabel = (value: string): string =>
  SPECIAL[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
