import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { MultiSelect } from './multi-select';

function Harness({ max, initial = [] }: { max?: number; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <Field label="Subjects">
      <MultiSelect
        options={['Maths', 'Physics', 'Chemistry', 'Biology']}
        value={value}
        onChange={setValue}
        max={max}
      />
    </Field>
  );
}

describe('MultiSelect (core-marketplace §2 Reusable pieces)', () => {
  it('puts its options in the page only while the list is open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Subjects' }));
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(0);
  });

  it('opens, moves and toggles with the keyboard, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Subjects' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}'); // Physics
    await user.keyboard('{End}{Enter}'); // Biology
    expect(screen.getByRole('option', { name: /Physics/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: /Biology/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: /Maths/ })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Remove Physics' })).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Biology' })).not.toBeInTheDocument();
  });

  it('filters by typing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Subjects' }), 'chem');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Chemistry' })).toBeInTheDocument();
  });

  it('disables the options beyond the limit, and frees them when one is removed', async () => {
    const user = userEvent.setup();
    render(<Harness max={2} initial={['Maths', 'Physics']} />);
    await user.click(screen.getByRole('combobox', { name: 'Subjects' }));
    const chemistry = screen.getByRole('option', { name: /Chemistry/ });
    expect(chemistry).toHaveAttribute('aria-disabled', 'true');
    await user.click(chemistry);
    expect(chemistry).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('2 of 2 selected (limit reached)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Maths' }));
    expect(screen.getByRole('option', { name: /Chemistry/ })).not.toHaveAttribute('aria-disabled');
  });
});
