/**
 * The single sign-on return (/oauth2?code=…&state=…): exchanges the code for a token, loads the user
 * and goes to the remembered origin. Refused instead, with the code whose text the page shows: a
 * return carrying the provider's `error` (it refused, or the user cancelled: 1028), one whose state
 * this tab did not start (1022, not sent at all), or the server's refusal.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { exchangeOAuthCode, loadUser } from "../../api/auth.ts";
import { Failure } from "../../api/failures.ts";
import { takeOrigin } from "../../state/origin.ts";
import { takeSsoState } from "../../state/sso-state.ts";

export type OAuthReturnState =
  | { status: "exchanging" }
  /**
   * `code`: the refusal's code, null for a failure without one (the generic message); `values`: what
   * its text names (1026: the claim the server read and the scopes it asked for)
   */
  | { status: "refused"; code: number | null; values?: Record<string, string> }
  /** no code and no error: the page was opened by itself */
  | { status: "noCode" };

const firstCode = (error: unknown) =>
  error instanceof Failure ? (Object.values(error.errors)[0]?.[0] ?? null) : null;

export function useOAuthReturn(): OAuthReturnState {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get("code");
  const providerError = params.get("error");
  const [state, setState] = useState<OAuthReturnState>(
    code || providerError ? { status: "exchanging" } : { status: "noCode" },
  );
  // A code is single-use: the development double effect must not send it twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const returned = code ?? providerError;
    if (!returned || sent.current === returned) return;
    sent.current = returned;
    const ours = takeSsoState(params.get("state"));
    if (providerError || !code) return setState({ status: "refused", code: 1028 });
    if (!ours) return setState({ status: "refused", code: 1022 });
    const iss = params.get("iss");
    exchangeOAuthCode({ code, state: params.get("state") ?? "", ...(iss && { iss }) })
      .then(loadUser)
      .then(() => navigate(takeOrigin(), { replace: true }))
      .catch((error) =>
        setState({
          status: "refused",
          code: firstCode(error),
          ...(error instanceof Failure && { values: error.values }),
        }),
      );
  }, [code, providerError, params, navigate]);

  return state;
}
