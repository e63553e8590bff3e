/**
 * The single sign-on return (/oauth2?code=…): exchanges the code for a token, loads the user and goes
 * to the remembered origin. Without a code there is nothing to exchange: the directory flow has not
 * started (single sign-on is not configured yet).
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { exchangeOAuthCode, loadUser } from "../api/auth.ts";
import { takeOrigin } from "../app/origin.ts";

export type OAuthReturnState = "exchanging" | "failed" | "noCode";

export function useOAuthReturn(): OAuthReturnState {
  const navigate = useNavigate();
  const code = useSearchParams()[0].get("code");
  const [state, setState] = useState<OAuthReturnState>(code ? "exchanging" : "noCode");
  // A code is single-use: the development double effect must not send it twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!code || sent.current === code) return;
    sent.current = code;
    setState("exchanging");
    // The failure itself is toasted by api/failures.ts; the page then offers the way back.
    exchangeOAuthCode(code)
      .then(loadUser)
      .then(() => navigate(takeOrigin(), { replace: true }))
      .catch(() => setState("failed"));
  }, [code, navigate]);

  return state;
}
