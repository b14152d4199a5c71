// The phrases of one review text, for recurring themes (issue 16 item 2). The
// text work is wink-nlp's (tokens, sentence boundaries, its English stop
// words, the Porter2 stemmer, negation scope): no hand-written stemmer or
// stop-word list. A phrase is a run of 2-3 content words inside a sentence
// (stop words and punctuation end a run), or a single content word; words
// under a negation keep a "not" so that "not rude" never counts as "rude".
// A phrase neither starts nor ends with a hedge or filler (LIGHT_WORDS).

import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type ItsFunction } from 'wink-nlp';

const nlp = winkNLP(model, ['sbd', 'negation']);
const its = nlp.its;

/** Words this short carry no theme of their own ("ok", "hr" are kept only inside phrases). */
const MIN_WORD_LENGTH = 3;
export const MAX_PHRASE_WORDS = 3;

/**
 * Hedges and fillers that wink's stop words leave in: reviews are full of them ("it felt like",
 * "a bit", "kind of"), so they recurred in most reviews and came out as themes ("Mentioned in 6
 * reviews: feel like"). No theme is one of them, or starts or ends with one; a phrase may hold one
 * inside ("interview felt rushed"), and the words they qualify ("rushed") stay themes.
 */
const LIGHT_WORDS = new Set(
  [
    'feel feels feeling felt like likes liked seem seems',
    'bit lot lots kind kinda sort sorta way ways thing things stuff',
    'got gotten gets getting sure overall pretty actually definitely basically literally honestly',
    'generally totally maybe probably',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The stem of a word wink writes otherwise in its normal form ("organised" -> "organized"): wink stems
 * the word as written, so the two spellings of one word were two themes. Few words differ; kept per
 * process.
 */
const normalStems = new Map<string, string>();
function stemOfNormal(normal: string): string {
  let stem = normalStems.get(normal);
  if (stem === undefined) {
    stem =
      (
        nlp
          .readDoc(normal)
          .tokens()
          .out(its.stem as unknown as ItsFunction<string>) as string[]
      )[0] ?? normal;
    normalStems.set(normal, stem);
  }
  return stem;
}

/**
 * Words that say nothing as a theme on their own: steps and stages of any process, units of time,
 * the role itself, verbs that only report ("explained", "came", "took") and plain praise the stars
 * already give. "Mentioned in 4 reviews: steps" told a reader nothing. Inside a phrase they stay
 * ("final round", "explained the steps"), where they say what happened.
 */
const BARE_WORDS = [
  'step steps stage stages round rounds process part start end final first second next last',
  'minute minutes hour hours day days week weeks month months year years time times',
  'monday tuesday wednesday thursday friday saturday sunday',
  'position role job experience case example people person company place',
  'came come went go took take gave give made make asked ask told tell said say explained explain',
  'called sent started ended spent left used tried looked wanted needed kept began',
  'good great nice fine okay bad little much',
].flatMap((line) => line.split(' '));

let bareStems: ReadonlySet<string> | null = null;

/** Whether a one-word phrase (its key, a stem) is one of the BARE_WORDS. */
export function isBareWord(key: string): boolean {
  bareStems ??= new Set(BARE_WORDS.map(stemOfNormal));
  return bareStems.has(key);
}

export type Phrase = {
  /** The stems, space-separated: what makes two phrases the same. */
  key: string;
  /** How it was written (lower case, its own spelling): what a reader is shown. */
  text: string;
  words: number;
};

type RunWord = { stem: string; text: string; negated: boolean };

/** How a phrase reads: one "not" before each run of negated words ("not trick questions"). */
function negatedText(words: readonly RunWord[]): string {
  return words.map((w, i) => (w.negated && !words[i - 1]?.negated ? `not ${w.text}` : w.text)).join(' ');
}

/** The stems of a name's words ("Emily Chen" -> "emili", "chen"): a theme never is who it is about. */
export function nameStems(names: readonly string[]): Set<string> {
  return new Set(
    names.flatMap((name) =>
      phrasesOf(name)
        .filter((p) => p.words === 1)
        .map((p) => p.key),
    ),
  );
}

/** The distinct phrases of a text (each counted once per review). */
export function phrasesOf(text: string): Phrase[] {
  const found = new Map<string, Phrase>();
  const doc = nlp.readDoc(text);
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const types = tokens.out(its.type) as string[];
    const stops = tokens.out(its.stopWordFlag) as boolean[];
    const stems = tokens.out(its.stem as unknown as ItsFunction<string>) as string[];
    // Shown as written, in lower case: wink's normal form is American ("behaviour" -> "behavior"),
    // beside reviews and a site written otherwise. Stems still make both spellings one phrase.
    const values = tokens.out(its.value) as string[];
    const normals = tokens.out(its.normal) as string[];
    const negated = tokens.out(its.negationFlag) as boolean[];
    let run: RunWord[] = [];
    const flush = () => {
      for (let size = 1; size <= MAX_PHRASE_WORDS; size++) {
        for (let start = 0; start + size <= run.length; start++) {
          const words = run.slice(start, start + size);
          if (size === 1 && (words[0]?.text.length ?? 0) < MIN_WORD_LENGTH) continue;
          if (LIGHT_WORDS.has(words[0]?.text ?? '') || LIGHT_WORDS.has(words.at(-1)?.text ?? '')) continue;
          const key = words.map((w) => (w.negated ? `not ${w.stem}` : w.stem)).join(' ');
          if (!found.has(key)) found.set(key, { key, text: negatedText(words), words: size });
        }
      }
      run = [];
    };
    for (let i = 0; i < types.length; i++) {
      const word = types[i] === 'word' && !stops[i];
      if (!word) {
        flush();
        continue;
      }
      const text = (values[i] as string).toLowerCase();
      const normal = normals[i] as string;
      const stem = normal === text ? (stems[i] as string) : stemOfNormal(normal);
      run.push({ stem, text, negated: negated[i] === true });
    }
    flush();
  });
  return [...found.values()];
}
