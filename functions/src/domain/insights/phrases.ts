// The phrases of one review text, for recurring themes (issue 16 item 2). The
// text work is wink-nlp's (tokens, sentence boundaries, its English stop
// words, the Porter2 stemmer, negation scope): no hand-written stemmer or
// stop-word list. A phrase is a run of 2-3 content words inside a sentence
// (stop words and punctuation end a run), or a single content word; words
// under a negation keep a "not" so that "not rude" never counts as "rude".
// A phrase neither starts nor ends with a hedge or filler (LIGHT_WORDS).
// A phrase only says something when it holds a word that judges (wink's
// part of speech: an adjective, adverb or verb, or a negated word), so
// "clear feedback" and "micromanages" are themes and "deadline weeks",
// "client" or "data analyst" (what the work is about, who the reviewer was)
// are not. Hyphenated words are one word ("fixed-term", "one-to-ones").

import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type ItsFunction } from 'wink-nlp';

const nlp = winkNLP(model, ['sbd', 'negation', 'pos']);
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
/** Plain praise the stars already give: no theme alone, but it judges what it qualifies ("good communication"). */
const PLAIN_PRAISE = 'good great nice fine okay bad little much';

const BARE_WORDS = [
  'step steps stage stages round rounds process part start end final first second next last',
  'minute minutes hour hours day days week weeks month months year years time times half season seasons',
  'monday tuesday wednesday thursday friday saturday sunday',
  'position role job experience case example people person company place',
  'came come went go took take gave give made make asked ask told tell said say explained explain',
  'called sent started ended spent left used tried looked wanted needed kept began',
  // Verbs any account of work uses ("helped me", "worked there"): themes read "Mentioned in 4 reviews: helped".
  'help helps helped helping work works worked working get let keep want need know knew think thought',
  'find found leave leaves stay stayed join joined move moved',
  // Who the work is for and who is around: "client", "consultant" were themes of seeded managers.
  'client clients customer customers consultant consultants guest guests manager managers boss team teams',
  'staff colleague colleagues employee employees member members candidate candidates recruiter interviewer',
  // Nouns of planning that wink tags as adjectives before a noun ("staffing plans" judged nothing).
  'staffing scheduling planning',
  // How the reviewer was employed ("while studying", "full time", "after an internal move"): about them, not the subject.
  'study studying studied student students intern interns internship contract agency internal full',
  'junior senior associate',
  PLAIN_PRAISE,
].flatMap((line) => line.split(' '));

let bareStems: ReadonlySet<string> | null = null;
let quietStems: ReadonlySet<string> | null = null;

/** Whether a one-word phrase (its key, a stem) is one of the BARE_WORDS. */
export function isBareWord(key: string): boolean {
  bareStems ??= new Set(BARE_WORDS.map(stemOfNormal));
  return bareStems.has(key);
}

/**
 * Whether a word judges nothing even when wink tags it an adjective or verb: the BARE_WORDS, except
 * plain praise, which says something about what it qualifies ("good communication").
 */
function isQuiet(stem: string): boolean {
  quietStems ??= new Set(BARE_WORDS.filter((w) => !PLAIN_PRAISE.split(' ').includes(w)).map(stemOfNormal));
  return quietStems.has(stem);
}

/** Parts of speech of a word that judges: "rushed", "clear", "ghosted", "rarely". */
const JUDGING_POS = new Set(['ADJ', 'ADV', 'VERB']);

/**
 * Words of judgement about work that wink's lexicon lacks: it tags an unknown word a noun, so
 * "micromanages", the commonest complaint about a manager, judged nothing.
 */
const JUDGING_WORDS = [
  'micromanage micromanages micromanaged micromanaging micromanagement micromanager micromanagers',
  'favouritism favoritism condescending underpaid understaffed overworked',
].flatMap((line) => line.split(' '));

let judgingStems: ReadonlySet<string> | null = null;

/** Whether a word judges: by wink's part of speech, or one of the JUDGING_WORDS; never a quiet word. */
function judges(stem: string, pos: string): boolean {
  judgingStems ??= new Set(JUDGING_WORDS.map(stemOfNormal));
  return judgingStems.has(stem) || (JUDGING_POS.has(pos) && !isQuiet(stem));
}

export type Phrase = {
  /** The stems, space-separated: what makes two phrases the same. */
  key: string;
  /** How it was written (lower case, its own spelling): what a reader is shown. */
  text: string;
  words: number;
  /** Whether a word of it judges (an adjective, adverb or verb that is no bare word, or a negated word). */
  judging: boolean;
};

type RunWord = { stem: string; text: string; negated: boolean; judging: boolean };

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

/** A word of a sentence: hyphenated parts joined ("fixed-term"), or null for a stop word or punctuation. */
type SentenceWord = { text: string; stem: string; pos: string; negated: boolean } | null;

/** The words of a sentence, in order, with a null wherever a run of content words must end. */
function sentenceWords(sentence: ItemSentence): SentenceWord[] {
  const tokens = sentence.tokens();
  const types = tokens.out(its.type) as string[];
  const stops = tokens.out(its.stopWordFlag) as boolean[];
  const stems = tokens.out(its.stem as unknown as ItsFunction<string>) as string[];
  // Shown as written, in lower case: wink's normal form is American ("behaviour" -> "behavior"),
  // beside reviews and a site written otherwise. Stems still make both spellings one phrase.
  const values = tokens.out(its.value) as string[];
  const normals = tokens.out(its.normal) as string[];
  const negated = tokens.out(its.negationFlag) as boolean[];
  const pos = tokens.out(its.pos) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const part = (i: number) => {
    const text = (values[i] as string).toLowerCase();
    const normal = normals[i] as string;
    return {
      text,
      stem: normal === text ? (stems[i] as string) : stemOfNormal(normal),
      stop: stops[i] === true,
    };
  };
  const out: SentenceWord[] = [];
  for (let i = 0; i < types.length; i++) {
    if (types[i] !== 'word') {
      out.push(null);
      continue;
    }
    const parts = [part(i)];
    let last = i;
    // "fixed-term", "one-to-ones": one word, whose part of speech is its last part's ("fixed-term" is no verb).
    while (values[last + 1] === '-' && types[last + 2] === 'word' && !spaces[last + 1] && !spaces[last + 2]) {
      last += 2;
      parts.push(part(last));
    }
    const single = parts.length === 1;
    if (single && parts[0]?.stop) out.push(null);
    else
      out.push({
        text: parts.map((p) => p.text).join('-'),
        stem: parts.map((p) => p.stem).join('-'),
        pos: pos[last] as string,
        negated: negated.slice(i, last + 1).some(Boolean),
      });
    i = last;
  }
  return out;
}

/** The distinct phrases of a text (each counted once per review). */
export function phrasesOf(text: string): Phrase[] {
  const found = new Map<string, Phrase>();
  // Tagged in lower case: wink takes a capitalised first word for a name ("Micromanages everything.").
  const doc = nlp.readDoc(text.toLowerCase());
  doc.sentences().each((sentence: ItemSentence) => {
    let run: RunWord[] = [];
    const flush = () => {
      for (let size = 1; size <= MAX_PHRASE_WORDS; size++) {
        for (let start = 0; start + size <= run.length; start++) {
          const words = run.slice(start, start + size);
          if (size === 1 && (words[0]?.text.length ?? 0) < MIN_WORD_LENGTH) continue;
          if (LIGHT_WORDS.has(words[0]?.text ?? '') || LIGHT_WORDS.has(words.at(-1)?.text ?? '')) continue;
          const key = words.map((w) => (w.negated ? `not ${w.stem}` : w.stem)).join(' ');
          const judging = words.some((w) => w.judging);
          const known = found.get(key);
          if (!known) found.set(key, { key, text: negatedText(words), words: size, judging });
          else if (judging) known.judging = true;
        }
      }
      run = [];
    };
    for (const word of sentenceWords(sentence)) {
      if (!word) {
        flush();
        continue;
      }
      const judging = word.negated || judges(word.stem, word.pos);
      run.push({ stem: word.stem, text: word.text, negated: word.negated, judging });
    }
    flush();
  });
  return [...found.values()];
}
