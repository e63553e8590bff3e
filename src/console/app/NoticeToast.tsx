/** The top-right Toast of every notice (state/notices.ts), with PrimeReact's settings for it. */
import { PrimeReactProvider } from "primereact/api";
import { Toast } from "primereact/toast";
import { useEffect } from "react";
import { attachToast } from "../state/notices.ts";

export default function NoticeToast() {
  useEffect(() => () => attachToast(null), []);
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <Toast ref={attachToast} position="top-right" />
    </PrimeReactProvider>
  );
}
