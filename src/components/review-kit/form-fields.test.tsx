// A review with a link or a phone number in it was refused by the server under the form's last button,
// "Reviews can't contain phone numbers.", without saying which of up to four text boxes held it (on a
// phone, a screen away from the box). Each box now says it under itself, as it is typed.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

// A soft hyphen or a zero-width space pasted from a web page is invisible, and the API refuses it (one rule
// for every text, contract/hidden-characters.ts) with a message naming a code point the writer cannot see.
// The boxes drop such characters as they come; a bidi override, which makes a text read differently from
// what it is, goes too, so the box shows the text as it really is.
describe('review text boxes drop characters nobody can see', () => {
  it('a pasted soft hyphen, zero-width space, byte-order mark and bidi override are dropped; line breaks and an emoji’s joiner stay', () => {
    const typed: string[] = [];
    render(<MainTextField value="" onChange={(v) => typed.push(v)} maxLength={5000} disabled={false} />);
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: '\uFEFFGreat inter\u00ADviewer.\u200B\nAsked \u202Efair\u202C questions 👩\u200D💻' },
    });
    expect(typed.at(-1)).toBe('Great interviewer.\nAsked fair questions 👩\u200D💻');
  });

  it('the flags of Scotland, Wales and England keep their tags; other tag characters go', () => {
    const typed: string[] = [];
    render(<MainTextField value="" onChange={(v) => typed.push(v)} maxLength={5000} disabled={false} />);
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: `Glasgow ${scotland}, hidden\u{E0068}\u{E0069} word\u200B` },
    });
    expect(typed.at(-1)).toBe(`Glasgow ${scotland}, hidden word`);
  });

  it('an aspect comment drops them too, keeping a tab', () => {
    const typed: string[] = [];
    render(
      <OptionalTextField
        label="Support comments"
        value=""
        onChange={(v) => typed.push(v)}
        maxLength={2000}
        disabled={false}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Support comments/), {
      target: { value: 'Kind\u2060ly\tand\u0007 fair' },
    });
    expect(typed.at(-1)).toBe('Kindly\tand fair');
  });
});
