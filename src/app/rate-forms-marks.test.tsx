import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

// The three forms that add someone and rate them mark fields one way: optional ones say "(optional)",
// required ones carry no mark, and one line says so. A stranger saw "*" on some and "(optional)" on others.
const forms = [
  {
    path: '/rate-manager',
    form: 'Rate a manager',
    required: ['Company', 'Branch city', 'Manager name', 'Position', 'Review'],
    optional: ['Specific branch location', 'Department'],
  },
  {
    path: '/rate-interviewer',
    form: 'Submit a review',
    required: ['Interviewer name', 'Company', 'Your review'],
    optional: ['Position', 'How did your interview go?'],
  },
  {
    path: '/add-interviewer',
    form: 'Add an interviewer',
    required: ['Name', 'Company'],
    optional: ['Position', 'LinkedIn URL', 'Email', 'Tags'],
  },
] as const;

describe('rate forms mark fields one way', () => {
  it.each(forms)('$path: "(optional)" on optional fields, no asterisks, one note', async (page) => {
    renderApp(page.path, { session: 'signed-in' });
    const form = await screen.findByRole('form', { name: page.form });
    for (const label of page.required) {
      expect(within(form).getByLabelText(label, { selector: 'input, textarea, select' })).toBeTruthy();
    }
    for (const label of page.optional) {
      expect(within(form).getByLabelText(`${label} (optional)`)).toBeTruthy();
    }
    const marks = [...form.querySelectorAll('label, legend')].map((el) => el.textContent ?? '');
    expect(marks.filter((text) => text.includes('*'))).toEqual([]);
    expect(screen.getAllByText('Every field is required unless it says optional.')).toHaveLength(1);
  });
});
