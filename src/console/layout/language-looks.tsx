/**
 * Each language's flag and logo (spec §9). The flags are our own small inline SVGs (no request, a few
 * hundred bytes in the bundle); the logos are files of src/console/public, the product's name under
 * the pin in the language.
 */
import type { ReactNode } from "react";
import type { Lang } from "../../shared/area-spec.ts";

export const logoOf: Record<Lang, string> = { pl: "/logo-pl.svg", en: "/logo-en.svg" };

const polish = (
  <svg viewBox="0 0 16 10" width="20" height="12.5" aria-hidden="true" focusable="false" className="flag">
    <rect width="16" height="5" fill="#ffffff" />
    <rect y="5" width="16" height="5" fill="#dc143c" />
  </svg>
);

// The Union Flag, simplified for its size: the red saltire is not counterchanged.
const english = (
  <svg viewBox="0 0 60 30" width="20" height="10" aria-hidden="true" focusable="false" className="flag">
    <rect width="60" height="30" fill="#012169" />
    <path d="M0 0l60 30M60 0L0 30" stroke="#ffffff" strokeWidth="6" />
    <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
    <path d="M30 0v30M0 15h60" stroke="#ffffff" strokeWidth="10" />
    <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
  </svg>
);

export const flagOf: Record<Lang, ReactNode> = { pl: polish, en: english };
