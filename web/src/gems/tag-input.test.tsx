/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { installMatchMedia } from '../test-support/match-media';
import { TagInput } from './tag-input';

beforeAll(() => installMatchMedia());
afterEach(cleanup);

function Harness({ initial = [] as string[], suggestions = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagInput id="tags" value={tags} onChange={setTags} suggestions={suggestions} />;
}

const input = () => screen.getByRole('textbox');
const chosen = () => screen.queryAllByRole('listitem').map((el) => el.textContent);
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('TagInput', () => {
  it('Enter adds the trimmed tag and clears the input', () => {
    render(<Harness />);
    type('  coffee ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chosen()).toEqual(['#coffee']);
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('a comma and the add button add too', () => {
    render(<Harness />);
    type('tea,');
    type('matcha');
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(chosen()).toEqual(['#tea', '#matcha']);
  });

  it('refuses a duplicate and says so', () => {
    render(<Harness initial={['Coffee']} />);
    type('coffee');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chosen()).toEqual(['#Coffee']);
    expect(screen.getByRole('status').textContent).toBe('That tag is already added.');
  });

  it('Backspace on an empty input removes the last tag, not while typing', () => {
    render(<Harness initial={['a', 'b']} />);
    type('x');
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(chosen()).toEqual(['#a', '#b']);
    type('');
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(chosen()).toEqual(['#a']);
  });

  it('suggests matching tags, adds a picked one, and Escape closes the list', () => {
    render(<Harness initial={['coffee']} suggestions={['Coffee', 'Cold brew', 'Tea']} />);
    fireEvent.focus(input());
    type('co');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['#Cold brew']);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    type('col');
    act(() => {
      fireEvent.click(screen.getByRole('option', { name: '#Cold brew' }));
    });
    expect(chosen()).toEqual(['#coffee', '#Cold brew']);
  });
});
