// wink-nlp ships its similarity utilities without types: the part we use.
declare module 'wink-nlp/utilities/similarity.js' {
  const similarity: {
    set: { tversky(a: Set<string>, b: Set<string>, alpha?: number, beta?: number): number };
  };
  export default similarity;
}
