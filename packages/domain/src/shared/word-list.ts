/** Words as a sentence lists them: 'phone', 'phone and website', 'name, phone and website'. */
export const wordList = (words: readonly string[]): string =>
  new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' })
    .format(words)
    .replace(', and ', ' and ');
