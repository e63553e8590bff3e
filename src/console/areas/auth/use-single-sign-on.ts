/**
 * The sign-in page's single sign-on: `known` once the server has said whether it is configured (or
 * could not say), and the button shows if it is; a click
 * starts it and the browser leaves for the university's sign-in page. A failure to start is toasted
 * by api/failures.ts and the button can be pressed again.
 */
import { useEffect, useState } from "react";
import { singleSignOnEnabled, startSingleSignOn } from "../../api/auth.ts";

export function useSingleSignOn() {
  const [enabled, setEnabled] = useState(false);
  const [known, setKnown] = useState(false);
  // True from the click until the browser has left: the button shows it is working.
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let current = true;
    singleSignOnEnabled()
      .then((on) => current && setEnabled(on))
      .catch(() => undefined)
      .finally(() => current && setKnown(true));
    return () => {
      current = false;
    };
  }, []);

  async function start() {
    setStarting(true);
    try {
      await startSingleSignOn();
    } catch {
      setStarting(false);
    }
  }

  return { enabled, known, starting, start };
}
