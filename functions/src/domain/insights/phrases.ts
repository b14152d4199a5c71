// The phrases of one review text, for recurring themes (issue 16 item 2). The
// text work is wink-nlp's (tokens, sentence boundaries, its English stop
// words, the Porter2 stemmer, negation scope): no hand-written stemmer or
// stop-word list. A phrase is a run of 2-3 content words inside a sentence
// (stop words and punctuation end a run), or a single content word; words
// under a negation keep a "not" so that "not rude" never counts as "rude".
// A phrase neither starts nor ends with a hedge or filler (LIGHT_WORDS).
// Hyphenated words are one word ("fixed-term", "one-to-ones").

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
    // Only says when: "the interview came 5 days later" made "interview came" and "round came" themes.
    'came come comes coming',
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
  'called sent started ended spent left used tried looked wanted needed kept began ran run update updated',
  'page',
  'good great nice fine okay bad little much',
].flatMap((line) => line.split(' '));

/**
 * Who someone is and on what terms, and the busy time of year: "client", "consultant", "data analyst",
 * "fixed-term contract", "peak season" were the themes of seeded managers, and said who the reviewer
 * was or worked for, not what the manager is like. A phrase ending in one names a person, a contract or
 * a season ("difficult client" is about the client); earlier in a phrase they stay ("client calls").
 */
const HEAD_WORDS = [
  'client clients customer customers consultant consultants contractor contractors guest guests',
  'candidate candidates recruiter recruiters interviewer interviewers',
  'manager managers boss bosses colleague colleagues employee employees staff member members',
  'engineer engineers analyst analysts designer designers developer developers specialist specialists',
  'associate associates officer officers clerk clerks teller tellers nurse nurses assistant assistants',
  'technician technicians receptionist porter physiotherapist cashier cashiers merchandiser',
  'supervisor supervisors trainee trainees intern interns apprentice apprentices cook cooks server',
  'servers bartender barista chef chefs runner operative operatives picker pickers driver drivers',
  'planner planners dispatcher leader leaders marshal operator operators assembler inspector welder',
  'researcher researchers coordinator coordinators',
  'contract contracts internship placement apprenticeship probation',
  'peak peaks season seasons rush surge month-end',
].flatMap((line) => line.split(' '));

/**
 * No theme alone, nor with only each other or BARE_WORDS ("deadline weeks", "full time", "fourteen
 * months"): the deadline, how long and on what terms the reviewer worked. With a word that describes
 * they stay ("realistic deadlines").
 */
const CONTEXT_WORDS = [
  ...HEAD_WORDS,
  'deadline deadlines release releases fixed-term temporary permanent full full-time part part-time',
  'internal agency study studying student students graduate junior senior mid-level entry-level',
  // How the reviewer heard of the job, and where the interview was ("linkedin", "friend", "site interview").
  'linkedin referral referrals referred friend friends careers board boards site onsite on-site',
  'two three four five six seven eight nine ten eleven twelve fourteen fifteen eighteen twenty half',
].flatMap((line) => line.split(' '));

/**
 * The meeting itself: beside only context words it says where or for what it was ("site interview",
 * "on-site interview", "senior interview"); alone it is left to the corpus (theme-corpus.ts).
 */
const MEETING_WORDS: ReadonlySet<string> = new Set(['interview', 'interviews']);

/** Every rule above, as data: what stored themes were drawn by (themes.ts themeRulesVersion). */
export const PHRASE_RULES = {
  minWordLength: MIN_WORD_LENGTH,
  maxPhraseWords: MAX_PHRASE_WORDS,
  light: [...LIGHT_WORDS],
  bare: BARE_WORDS,
  context: CONTEXT_WORDS,
  head: HEAD_WORDS,
  meeting: [...MEETING_WORDS],
};

let bareStems: ReadonlySet<string> | null = null;
const contextWords: ReadonlySet<string> = new Set(CONTEXT_WORDS);
const headWords: ReadonlySet<string> = new Set(HEAD_WORDS);

/** Whether a one-word phrase (its key, a stem) is one of the BARE_WORDS. */
export function isBareWord(key: string): boolean {
  bareStems ??= new Set(BARE_WORDS.map(stemOfNormal));
  return bareStems.has(key);
}

/**
 * Whether a phrase says nothing of its subject on its own: a bare or context word alone, a phrase
 * ending in a person, contract or season (HEAD_WORDS), or one made only of bare, meeting and context
 * words with at least one context word ("deadline weeks", "site interview"; "took weeks" and "final
 * round" stay). Context words are matched as written, not by stem: "interviewer", "designer" and
 * "developer" share theirs with "interview", "design" and "develop". A negated phrase always says
 * something.
 */
export function isWeakPhrase(phrase: Pick<Phrase, 'key' | 'text'>): boolean {
  const stems = phrase.key.split(' ');
  const words = phrase.text.split(' ');
  if (stems.includes('not') || stems.length !== words.length) return false;
  if (stems.length === 1) return isBareWord(phrase.key) || contextWords.has(phrase.text);
  if (headWords.has(words.at(-1) ?? '')) return true;
  const context = words.map((w) => contextWords.has(w));
  return (
    context.some(Boolean) &&
    stems.every((s, i) => context[i] || isBareWord(s) || MEETING_WORDS.has(words[i] ?? ''))
  );
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

/** A word of a sentence: hyphenated parts joined ("fixed-term"), or null for a stop word or punctuation. */
type SentenceWord = RunWord | null;

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
    // wink splits "fixed-term" into three tokens: apart, "fixed" and "term contract" were themes.
    while (values[last + 1] === '-' && types[last + 2] === 'word' && !spaces[last + 1] && !spaces[last + 2]) {
      last += 2;
      parts.push(part(last));
    }
    if (parts.length === 1 && parts[0]?.stop) out.push(null);
    else
      out.push({
        text: parts.map((p) => p.text).join('-'),
        stem: parts.map((p) => p.stem).join('-'),
        negated: negated.slice(i, last + 1).some(Boolean),
      });
    i = last;
  }
  return out;
}

/** The distinct phrases of a text (each counted once per review). */
export function phrasesOf(text: string): Phrase[] {
  const found = new Map<string, Phrase>();
  const doc = nlp.readDoc(text);
  doc.sentences().each((sentence: ItemSentence) => {
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
    for (const word of sentenceWords(sentence)) {
      if (!word) {
        flush();
        continue;
      }
      run.push(word);
    }
    flush();
  });
  return [...found.values()];
}
