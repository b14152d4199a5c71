// The profanity screen every new review passes (issue 19: it was about 8% of the event loop under the
// write mix), on real review texts from a seeded data folder:
//   npm run bench:screening [-- --data-dir DIR --reviews N]   (default /tmp/lb-large-v2; npm run seed -- --size large --data-dir DIR)
// Prints µs per manager review (its four texts) for the obscenity package's full matcher alone and for
// our filter (a one-pass prefilter in front of it, obscenity-filter.ts), and how many reviews each
// flags: the counts must be equal. Compare the figures of one run; absolute times are noise on a loaded machine.
import { parseArgs } from 'node:util';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { MANAGER_REVIEWS } from '../functions/src/domain/managers/manager-review.ts';
import { openSqliteFromDataDir } from '../functions/src/platform/sqlite-from-data-dir.ts';
import { obscenityFilter } from '../functions/src/screening/obscenity-filter.ts';
import { DOCUMENT_ID } from '../functions/src/store/document-store.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: '/tmp/lb-large-v2' },
    reviews: { type: 'string', default: '2000' },
  },
});
const store = openSqliteFromDataDir(values['data-dir'] as string);
type Texts = {
  reviewText?: string;
  reviewLeadership?: string;
  reviewCommunicationText?: string;
  reviewSupport?: string;
};
const docs = await store.query<Texts>({
  collection: MANAGER_REVIEWS,
  orderBy: [{ field: DOCUMENT_ID }],
  limit: Number(values.reviews),
});
const reviews = docs.map((d) =>
  [d.data.reviewText, d.data.reviewLeadership, d.data.reviewCommunicationText, d.data.reviewSupport].map(
    (t) => t ?? '',
  ),
);
if (reviews.length === 0) throw new Error(`No manager reviews in ${values['data-dir']}: seed it first.`);

const full = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const ours = obscenityFilter();
const candidates: [string, (text: string) => boolean][] = [
  ['obscenity RegExpMatcher.hasMatch', (text) => full.hasMatch(text)],
  ['our filter (prefilter, then the matcher)', (text) => ours.isProfane(text)],
];

console.log(`${reviews.length} manager reviews from ${values['data-dir']} (4 texts each)`);
for (const [name, isProfane] of candidates) {
  let flagged = 0;
  for (const texts of reviews) if (texts.some(isProfane)) flagged++;
  // Best of 5 passes over every review: the least disturbed by other work on the machine.
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 5; pass++) {
    const start = performance.now();
    for (const texts of reviews) texts.some(isProfane);
    best = Math.min(best, performance.now() - start);
  }
  console.log(`  ${name}: ${((best * 1000) / reviews.length).toFixed(1)} µs per review, ${flagged} flagged`);
}
await store.close();
