import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('may wrap only before the @ and after each dot, and reads as the whole address', () => {
    const { container } = render(
      <p>
        <EmailText address="ines.quorn@college.example.org" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe('ines.quorn@college.example.org');
    expect(p.innerHTML).toBe('ines.<wbr>quorn<wbr>@college.<wbr>example.<wbr>org');
  });
});
