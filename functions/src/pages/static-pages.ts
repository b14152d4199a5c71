// Head tags of the PWA's pages that have no data of their own: the same titles and descriptions as their
// PageMeta (src/features/...), so crawlers and link previews see each page's own, not the site's. Pages
// for one signed-in person (forms, account, moderation) are not indexed.
import { ARTICLE_IMAGE_PATH, articleJsonLd, TOXIC_WORKPLACE_ARTICLE } from '../domain/text/blog-article.ts';
import { faqGroups, faqPageJsonLd } from '../domain/text/faq-entries.ts';
import { searchHomeJsonLd } from '../domain/text/structured-data.ts';
import type { PageHead } from './page-head.ts';
import { SITE_DESCRIPTION, SITE_NAME } from './page-head.ts';

type Entry = Omit<PageHead, 'canonicalPath' | 'jsonLd'> & {
  path: string;
  /** Its structured data, as the app's PageMeta gives it, with absolute URLs on `origin`. */
  jsonLd?: (origin: string) => Record<string, unknown>[];
};

const PUBLIC: Entry[] = [
  { path: '/', title: SITE_NAME, description: SITE_DESCRIPTION },
  {
    path: '/team',
    title: 'Our team',
    description: `Meet the founders of ${SITE_NAME} and the mission behind anonymous reviews of interviewers and hiring managers.`,
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description: `How ${SITE_NAME} keeps reviews anonymous, how to write, edit or delete a review, and how ratings and moderation work.`,
    jsonLd: () => [faqPageJsonLd(faqGroups(SITE_NAME))],
  },
  {
    path: '/privacy',
    title: 'Privacy policy',
    description: `What ${SITE_NAME} stores, what it never stores, and how reviews are kept pseudonymous and never shown with their author.`,
  },
  {
    path: '/terms',
    title: 'Terms of use',
    description: `The four terms for using ${SITE_NAME}: honest first-hand reviews, content guidelines and moderation, responsibility for your content, and a neutral platform.`,
  },
  {
    path: '/guidelines',
    title: 'Review guidelines',
    description:
      'How to write a fair, factual and safe anonymous review: what to include, what is not allowed, and how to stay anonymous in a small team.',
  },
  {
    path: TOXIC_WORKPLACE_ARTICLE.path,
    title: TOXIC_WORKPLACE_ARTICLE.documentTitle,
    description: TOXIC_WORKPLACE_ARTICLE.description,
    ogType: 'article',
    imagePath: ARTICLE_IMAGE_PATH,
    imageAlt: TOXIC_WORKPLACE_ARTICLE.headline,
    jsonLd: (origin) => [articleJsonLd(SITE_NAME, (path) => `${origin}${path}`)],
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: `Questions, feedback or a problem with a review? Send the ${SITE_NAME} team a message.`,
  },
  {
    path: '/All-Companies',
    title: 'All Companies',
    description:
      'Every company A to Z with its branch cities, managers and interviewers, plus the top rated and recently added, with anonymous reviews.',
  },
  {
    path: '/interviewers',
    title: 'Interviewers',
    description:
      'Browse interviewers and hiring managers with their anonymous ratings, and review the ones you met.',
  },
  {
    path: '/search-interviewers',
    title: 'Search Interviewers',
    description:
      'Search interviewers and hiring managers by name or company, and read anonymous reviews from candidates who met them.',
    jsonLd: (origin) => [searchHomeJsonLd(SITE_NAME, '/search-interviewers', (path) => `${origin}${path}`)],
  },
  {
    path: '/search-managers',
    title: 'Search Managers',
    description:
      'Search hiring managers and team leads by name or workplace, and read anonymous reviews from the people who worked for them.',
    jsonLd: (origin) => [searchHomeJsonLd(SITE_NAME, '/search-managers', (path) => `${origin}${path}`)],
  },
  {
    path: '/Home',
    title: 'Departments',
    description:
      'Browse managers by department: kitchen, front of house, engineering, marketing and more, with anonymous reviews from their teams.',
  },
  {
    path: '/signin',
    title: 'Sign in',
    description: `Sign in to ${SITE_NAME} to review interviewers and hiring managers anonymously.`,
    noIndex: true,
  },
  {
    path: '/register',
    title: 'Create an account',
    description: 'Create a free account to rate and review interviewers and hiring managers anonymously.',
    noIndex: true,
  },
];

const BY_PATH = new Map(PUBLIC.map((entry) => [entry.path.toLowerCase(), entry]));

/**
 * The head of a known static page (matched as the router does: any case, one trailing slash), or null;
 * with `origin`, its structured data too.
 */
export function staticPageHead(path: string, origin?: string): PageHead | null {
  const key = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  const entry = BY_PATH.get(key);
  if (!entry) return null;
  const { path: canonicalPath, jsonLd, ...head } = entry;
  return { ...head, canonicalPath, ...(jsonLd && origin !== undefined ? { jsonLd: jsonLd(origin) } : {}) };
}
