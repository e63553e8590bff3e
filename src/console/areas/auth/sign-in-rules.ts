/**
 * Client checks of the sign-in form (spec §5). The first field takes a login or an e-mail, so the
 * e-mail format is checked only when the value looks like an e-mail (it contains "@").
 */
export interface SignInValues {
  login: string;
  password: string;
}

export type SignInProblem = "required" | "email";

export type SignInProblems = Partial<Record<keyof SignInValues, SignInProblem>>;

export const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkSignIn(values: SignInValues): SignInProblems {
  const problems: SignInProblems = {};
  const login = values.login.trim();
  if (!login) problems.login = "required";
  else if (login.includes("@") && !emailShape.test(login)) problems.login = "email";
  if (!values.password) problems.password = "required";
  return problems;
}
