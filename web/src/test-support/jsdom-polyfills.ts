// Gaps in jsdom that antd and react-router hit. Import this module first in a jsdom test,
// before anything that pulls in the router (it needs TextEncoder at import time).
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom throws "not implemented" for the pseudo-element argument antd's modal passes when
// measuring the scrollbar; the element's own style is what it needs.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd's first render of a toast or a modal takes well over testing-library's 1 s default when
// the machine is busy (CI runs the suites side by side); a real miss still fails, only later.
configure({ asyncUtilTimeout: 5000 });
