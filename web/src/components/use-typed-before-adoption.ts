import type { InputRef } from 'antd';
import { useEffect, type RefObject } from 'react';

/**
 * A text box on a page drawn by the gateway takes typing before the app adopts the page: React
 * then keeps what was typed on screen but not in its state, so a submit sent nothing and the
 * next render wiped the text. Once adopted, the box's text is taken into `adopt` (its setter).
 */
export function useTypedBeforeAdoption(
  box: RefObject<InputRef | null>,
  adopt: (typed: string) => void,
): void {
  // At mount, the moment of adoption (a ref and a state setter never change): after it every
  // keystroke reaches the state anyway.
  useEffect(() => {
    const typed = box.current?.input?.value;
    if (typed) adopt(typed);
  }, [box, adopt]);
}
