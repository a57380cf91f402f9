import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { PasswordPolicy } from './PasswordPolicy';

const lines = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
const topLevel = () => lines().filter((li) => li.parentElement === screen.getAllByRole('list')[0]);

describe('the password policy list', () => {
  it('before typing, lists the rules with plain markers throughout', () => {
    renderWithProviders(<PasswordPolicy />);
    expect(topLevel()).toHaveLength(3);
    expect(document.querySelectorAll('svg')).toHaveLength(0);
  });

  it('while typing, marks every rule the same way, the kinds of characters included, and says each in words', () => {
    renderWithProviders(<PasswordPolicy value="abcdefgh1" />);
    for (const li of topLevel()) expect(li.querySelector(':scope > .mantine-List-itemWrapper > .mantine-List-itemIcon svg')).not.toBeNull();
    const [length, kinds] = topLevel();
    expect(length).toHaveTextContent('be 9 to 50 characters long (met)');
    // two kinds of four: lowercase and a numeral
    expect(kinds!.firstChild).toHaveTextContent(/use at least three of these four kinds of characters:.*\(not met yet\)/);
    expect(screen.getByText('a lowercase letter (a-z)').parentElement).toHaveTextContent('(met)');
    expect(screen.getByText('an uppercase letter (A-Z)').parentElement).toHaveTextContent('(not met yet)');
  });

  it('ticks the kinds of characters once three of the four are used', () => {
    renderWithProviders(<PasswordPolicy value="Abcdefgh1" />);
    expect(topLevel()[1]).toHaveTextContent(/use at least three of these four kinds of characters:\s*\(met\)/);
  });
});
