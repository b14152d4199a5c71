// The request bodies that add interviewers, companies, branches, departments and managers, and the
// rate-manager call that adds them with a review in one go. The routes validate with these schemas,
// the OpenAPI document describes them, and the PWA takes its request types from them. Zod only.
import { z } from 'zod';
import { idField, isDocId } from './ids.ts';
import {
  cityField,
  locationField,
  nameText,
  notGiven,
  optionalName,
  optionalNameText,
  readsAsWritten,
} from './request-fields.ts';
import {
  MAX_BRANCH_NAME,
  MAX_COMPANY_NAME,
  MAX_DEPARTMENT_NAME,
  MAX_INTERVIEWER_NAME,
  MAX_LINKEDIN_URL,
  MAX_MANAGER_NAME,
  MAX_MANAGER_POSITION,
  MAX_POSITION,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  parseTags,
} from './request-rules.ts';
import { interviewerReviewFields, managerReviewBody } from './review-requests.ts';
import { linkedinAddressProblem } from './web-address.ts';

const companyName = nameText(MAX_COMPANY_NAME);

/** A company id or name (documented payloads send either), or {_id} / {name}. */
/**
 * A bare string is a company's id or its name. Our ids are random base62, so some end "…xI" and would fail
 * the name checks (readsAsWritten): a string that fails them but has an id's shape is taken as an id only
 * (404 when no company has it), never as a new name; anything else keeps the name's own message.
 */
const companyIdOrName = z.string().transform((v, ctx): { idOrName: string } | { id: string } => {
  const asName = companyName.safeParse(v);
  if (asName.success) return { idOrName: asName.data };
  if (isDocId(v)) return { id: v };
  for (const issue of asName.error.issues) ctx.addIssue({ ...issue, input: v, continue: true });
  return z.NEVER;
});

const companyField = z
  .union(
    [
      companyIdOrName,
      z
        .object({ _id: idField.optional(), name: companyName.optional() })
        .refine((o) => o._id !== undefined || o.name !== undefined, {
          message: 'must have an _id or a name',
        }),
    ],
    {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'is required'
          : 'must be a company id, a company name or an object with a name',
    },
  )
  .transform((v): { id: string } | { name: string } | { idOrName: string } => {
    if ('idOrName' in v || 'id' in v) return v;
    return v._id !== undefined ? { id: v._id } : { name: v.name as string };
  });

/**
 * An interviewer's LinkedIn address (SPEC.md: "LinkedIn must be a URL"): public, sent with every profile,
 * list and search answer, so bounded and kept as readers follow it (linkedinAddressProblem).
 */
const linkedinField = notGiven(
  z
    .string()
    .trim()
    // Also in the check below (for the PWA); here so the API document states it.
    .max(MAX_LINKEDIN_URL)
    .superRefine((text, ctx) => {
      const problem = linkedinAddressProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
    }),
).transform((v) => v ?? null);

/** POST /interviewers (both documented payloads, DESIGN.md section 6). */
export const newInterviewerBody = z.object({
  name: nameText(MAX_INTERVIEWER_NAME),
  company: companyField,
  position: optionalNameText(MAX_POSITION),
  linkedin: linkedinField,
  email: notGiven(z.email({ error: 'must be a valid email address' }).max(254)).transform((v) => v ?? null),
  tags: z
    .union([z.string().max(2000), z.array(z.string().max(2000)).max(100)], {
      error: 'must be a comma-separated string or a list of strings',
    })
    .nullish()
    .transform((v) => parseTags(v))
    .pipe(
      z
        .array(
          z
            .string()
            .max(MAX_TAG_LENGTH, `must each be at most ${MAX_TAG_LENGTH} characters`)
            .superRefine(readsAsWritten),
        )
        .max(MAX_TAGS, `must be at most ${MAX_TAGS} tags`),
    ),
});

/** POST /companies. */
export const newCompanyBody = z.object({
  name: nameText(MAX_COMPANY_NAME, { required: 'Company name is required.' }),
});

/** POST /branches. */
export const newBranchBody = z.object({
  name: optionalNameText(MAX_BRANCH_NAME),
  companyId: idField,
  city: cityField,
  location: locationField,
});

/** POST /departments. */
export const newDepartmentBody = z.object({ name: nameText(MAX_DEPARTMENT_NAME) });

/** POST /managers. */
export const newManagerBody = z.object({
  name: nameText(MAX_MANAGER_NAME),
  position: nameText(MAX_MANAGER_POSITION),
  branchId: idField,
  /** The company id (SPEC.md section 3 "Manager create payload"). */
  company: idField,
  departmentId: notGiven(idField),
});

/**
 * POST /rate-manager: company, branch, department, manager and review in one all-or-nothing call.
 * {companyId | companyName, branch {city, location?, name?}, departmentId? | departmentName?,
 * manager {name, position}, review {rating, reviewText, ...}}.
 */
export const rateManagerBody = z
  .object({
    companyId: notGiven(idField),
    companyName: optionalName(MAX_COMPANY_NAME),
    branch: z.object({ city: cityField, location: locationField, name: optionalNameText(MAX_BRANCH_NAME) }),
    departmentId: notGiven(idField),
    departmentName: optionalName(MAX_DEPARTMENT_NAME),
    manager: z.object({
      name: nameText(MAX_MANAGER_NAME),
      position: nameText(MAX_MANAGER_POSITION),
    }),
    review: managerReviewBody,
  })
  .refine((b) => b.companyId !== undefined || b.companyName !== undefined, {
    path: ['companyName'],
    message: 'is required (or companyId)',
  });

/**
 * POST /rate-interviewer: company (id or name), interviewer and review in one all-or-nothing call; the
 * interviewer's fields are POST /interviewers' (its company aside), the review's POST /reviews/rmi's.
 */
export const rateInterviewerBody = z
  .object({
    companyId: notGiven(idField),
    companyName: optionalName(MAX_COMPANY_NAME),
    interviewer: newInterviewerBody.omit({ company: true }),
    review: z.object(interviewerReviewFields),
  })
  .refine((b) => b.companyId !== undefined || b.companyName !== undefined, {
    path: ['companyName'],
    message: 'is required (or companyId)',
  })
  .meta({
    example: {
      companyName: 'Acme Robotics',
      interviewer: { name: 'Jane Doe', position: 'Engineering Manager' },
      review: {
        rating: 4,
        reviewText: 'Clear questions, and feedback within two days.',
        interviewStatus: 'cleared',
      },
    },
  });

export type NewInterviewerRequest = z.input<typeof newInterviewerBody>;
export type NewCompanyRequest = z.input<typeof newCompanyBody>;
export type RateManagerRequest = z.input<typeof rateManagerBody>;
export type RateInterviewerRequest = z.input<typeof rateInterviewerBody>;
