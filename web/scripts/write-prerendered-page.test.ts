import { describe, expect, it } from 'vitest';
import { idsMissingFromClient } from './write-prerendered-page';

describe('the check of the prerendered class names', () => {
  const markup =
    '<header class="sc-1a6jlrp-0 hcmoLb"><h1 class="sc-9clheu-0 kqlzdk">Dashboard</h1>';

  it("passes when the browser's code names every component the markup uses", () => {
    const client =
      'styled.header.withConfig({componentId:`sc-1a6jlrp-0`});x({componentId:"sc-9clheu-0"})';
    expect(idsMissingFromClient(markup, client)).toEqual([]);
  });

  it('names the components whose ids the browser would generate differently', () => {
    const client = 'styled.header.withConfig({componentId:`sc-1a6jlrp-0`})';
    expect(idsMissingFromClient(markup, client)).toEqual(['sc-9clheu-0']);
  });
});
