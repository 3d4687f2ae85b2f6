/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PlainSelect } from './plain-select';

afterEach(cleanup);

describe('PlainSelect', () => {
  it('is the browser own select, named, showing its value and answering the chosen one', () => {
    const onChange = jest.fn();
    render(
      <PlainSelect
        aria-label="Sort gems"
        value="recent"
        options={[
          { value: 'recent', label: 'Most recent' },
          { value: 'alphabetical', label: 'Alphabetical' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort gems' });
    expect(select.value).toBe('recent');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Most recent', 'Alphabetical']);
    fireEvent.change(select, { target: { value: 'alphabetical' } });
    expect(onChange).toHaveBeenCalledWith('alphabetical');
  });
});
