/** Lets modules outside React (the API failure handler) move the router, e.g. to /403. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function attachNavigate(next: Navigate): void {
  navigate = next;
}

export function go(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
