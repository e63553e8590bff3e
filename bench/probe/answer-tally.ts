/**
 * Answers to hostile requests counted by status class. A 5xx the operation does not document is a
 * defect and kept with its request; so is a connection the server failed (reset, closed unanswered).
 * A refusal outside the envelope is counted and kept apart: the server's HTTP parser refuses some
 * requests (a NUL byte in the request line, an oversized URL) before any of the API's code runs.
 */
import { envelopeOf } from "./http.ts";

interface Outcome {
  /** the request as sent, shortened */
  request: string;
  /** 0 when the connection failed */
  status: number;
  body: string;
  /** the failure's code when the connection failed */
  failure?: string;
  /** 5xx the operation documents (501: single sign-on switched off) */
  documented5xx?: number[];
}

export class AnswerTally {
  readonly byClass: Record<string, number> = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  documented5xx = 0;
  failures = 0;
  outsideEnvelope = 0;
  readonly defects: string[] = [];
  readonly outsideEnvelopeExamples: string[] = [];
  sent = 0;

  #add({ request, status, body, failure, documented5xx = [] }: Outcome): void {
    this.sent++;
    const said = `${request} -> ${failure ?? `${status} ${body.slice(0, 300)}`}`;
    if (failure !== undefined) {
      this.failures++;
      this.defects.push(said);
      return;
    }
    const statusClass = `${Math.floor(status / 100)}xx`;
    this.byClass[statusClass] = (this.byClass[statusClass] ?? 0) + 1;
    if (status >= 500 && documented5xx.includes(status)) this.documented5xx++;
    else if (status >= 500) this.defects.push(said);
    if (status >= 400 && envelopeOf(body)?.status !== "error") {
      this.outsideEnvelope++;
      if (this.outsideEnvelopeExamples.length < 10) this.outsideEnvelopeExamples.push(said);
    }
  }

  /** Counts the answer `answer` brings, or the connection's failure when it rejects. */
  async record(request: string, answer: Promise<{ status: number; body: string }>, documented5xx?: number[]) {
    try {
      const { status, body } = await answer;
      this.#add({ request, status, body, documented5xx });
    } catch (error) {
      const failure = (error as NodeJS.ErrnoException).code ?? String(error);
      this.#add({ request, status: 0, body: "", failure });
    }
  }

  get undocumented5xx(): number {
    return (this.byClass["5xx"] ?? 0) - this.documented5xx;
  }

  summary(): string {
    const classes = Object.entries(this.byClass)
      .map(([statusClass, count]) => `${count}× ${statusClass}`)
      .join(", ");
    const documented = this.documented5xx
      ? ` (${this.documented5xx} documented 501: single sign-on off)`
      : "";
    return `${this.sent} answers: ${classes}${documented}; ${this.failures} connection failures; ${this.outsideEnvelope} refusals outside the envelope`;
  }

  /** no undocumented 5xx and no failed connection */
  held(): boolean {
    return this.undocumented5xx === 0 && this.failures === 0;
  }
}
