import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { loadBundles } from '../../../lib/i18n';
import { ConditionAnswers } from './condition-answers';

describe('ConditionAnswers', () => {
  it('lists what the owner said of the device, in the recycle form’s words, for the counter to see', async () => {
    await loadBundles(['recycle', 'orders']);
    render(
      <MantineProvider env="test">
        <ConditionAnswers
          condition={{ unused: 'no', powersOn: 'yes', screen: 'cracked', body: 'marks', water: 'no', battery: 83 }}
        />
      </MantineProvider>,
    );
    const pairs = [...screen.getByTestId('condition-answers').querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Is it unused?', 'No, it has been used'],
      ['Does it switch on and charge?', 'Yes'],
      ['The screen', 'Cracked or chipped'],
      ['The body', 'Light marks or scuffs'],
      ['Has it been in water?', 'No'],
      ['Battery health (%)', '83%'],
    ]);
    // Said after the order, not the form's call to answer.
    const section = screen.getByRole('region', { name: 'Its condition' }).textContent;
    expect(section).toContain('The answers given when the order was placed set its grade');
    expect(section).not.toContain('Answer for the device as it is now');
  });
});
