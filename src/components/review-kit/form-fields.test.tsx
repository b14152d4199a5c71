// A review with a link or a phone number in it was refused by the server under the form's last button,
// "Reviews can't contain phone numbers.", without saying which of up to four text boxes held it (on a
// phone, a screen away from the box). Each box now says it under itself, as it is typed.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MainTextField, OptionalTextField } from './form-fields';

const noop = () => {};

afterEach(cleanup);

describe('review text boxes screen themselves for contact details', () => {
  it('the main text: a link is named under the box, which is marked invalid and described by it', () => {
    render(
      <MainTextField
        value="Fair, but see www.example.com for the rest."
        onChange={noop}
        maxLength={5000}
        disabled={false}
      />,
    );
    const box = screen.getByLabelText('Your review');
    const message = screen.getByText('Your review can’t contain links or web addresses.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('an aspect comment: a phone number, named with the box’s own label', () => {
    render(
      <OptionalTextField
        label="Leadership comments"
        value="Call me on +91 98765 43210 to hear more."
        onChange={noop}
        maxLength={2000}
        disabled={false}
      />,
    );
    const box = screen.getByLabelText(/^Leadership comments/);
    const message = screen.getByText('Leadership comments can’t contain phone numbers.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('ordinary words (a date, a salary, ASP.NET): no message', () => {
    render(
      <MainTextField
        value="Joined 12.03.2024 on 45,000 a month; the team used ASP.NET."
        onChange={noop}
        maxLength={5000}
        disabled={false}
      />,
    );
    expect(screen.getByLabelText('Your review').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/can’t contain/)).toBeNull();
  });
});
