import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../shell/theme';
import { ROW_ACTION } from './tableBodyStyle';
import { TableBodyStyles } from './TableBodyStyles';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';

const pageCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe("the list table body's styles", () => {
  it('are in the page under the body class once the table is drawn: cells, hover, selection, buttons, links', () => {
    render(
      <ThemeProvider theme={theme}>
        <TableBodyStyles />
      </ThemeProvider>,
    );
    const css = pageCss();
    for (const rule of [
      `tbody.${ROW_ACTION.body}>tr>td{`,
      `tbody.${ROW_ACTION.body}>tr:hover{`,
      `tbody.${ROW_ACTION.body}>tr[aria-selected="true"]{`,
      `tbody.${ROW_ACTION.body} .${ROW_ACTION.button}{`,
      `tbody.${ROW_ACTION.body} .${ROW_ACTION.link}{`,
    ])
      expect(css).toContain(rule);
  });

  it("are the list table's: its body has their class", async () => {
    renderGadgetScreen(gadgets, async () => gadgetFixture);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getAllByRole('rowgroup')[1]?.classList.contains(ROW_ACTION.body)).toBe(true);
    expect(pageCss()).toContain(`tbody.${ROW_ACTION.body}>tr>td{`);
  });
});
