/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { Input, type InputRef } from 'antd';
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { useTypedBeforeAdoption } from './use-typed-before-adoption';

function LinkBox() {
  const [link, setLink] = useState('');
  const box = useRef<InputRef>(null);
  useTypedBeforeAdoption(box, setLink);
  return (
    <div>
      <Input
        ref={box}
        aria-label="Link to save"
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <output>{link ? `Saving ${link}` : 'Nothing to save'}</output>
    </div>
  );
}

describe('useTypedBeforeAdoption', () => {
  it('takes what was typed into the drawn page before the app adopted it', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LinkBox />);
    document.body.append(container);
    // Typed while only the drawn HTML was there: no React listens yet.
    container.querySelector('input')!.value = 'https://example.com/kettle';

    await act(async () => {
      hydrateRoot(container, <LinkBox />);
    });

    expect(container.querySelector('output')?.textContent).toBe('Saving https://example.com/kettle');
    expect(container.querySelector('input')?.value).toBe('https://example.com/kettle');
  });
});
