import { MantineProvider } from '@mantine/core';
import type { DashboardCase } from '@parley/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { NewCasesNotice, useHeldNewCases } from '../../src/consumer/dashboard/components/new-cases-notice';

/**
 * A case that arrives while the consumer's dashboard is open is held behind a notice, not inserted above the docked
 * messages panel (issue 40): the list the page opened with keeps its length until the person asks to see the new one.
 */
const caseOf = (id: number) => ({ id }) as DashboardCase;

function Harness({ cases }: { cases: DashboardCase[] }) {
  const held = useHeldNewCases(cases);
  return (
    <>
      <ul>
        {held.shown.map((c) => (
          <li key={c.id}>case {c.id}</li>
        ))}
      </ul>
      <NewCasesNotice count={held.held.length} onShow={held.showAll} />
    </>
  );
}

const wrap = (cases: DashboardCase[]) => (
  <MantineProvider theme={theme}>
    <IntlProvider locale="en" defaultLocale="en">
      <Harness cases={cases} />
    </IntlProvider>
  </MantineProvider>
);

describe("the dashboard's cases, as news arrives", () => {
  it('shows the cases it opened with, holds a new one behind a notice, and shows it when asked', async () => {
    const view = render(wrap([caseOf(1), caseOf(2)]));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();

    view.rerender(wrap([caseOf(3), caseOf(1), caseOf(2)]));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toContain('1 new case');

    await userEvent.click(screen.getByRole('button', { name: 'Show the new case' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['case 3', 'case 1', 'case 2']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('drops a case that is gone at once', () => {
    const view = render(wrap([caseOf(1), caseOf(2)]));
    view.rerender(wrap([caseOf(2)]));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['case 2']);
  });
});
