/** The app: router, toasts (top-right) and the language of the document. */
import { PrimeReactProvider } from "primereact/api";
import { Toast } from "primereact/toast";
import { useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { attachNavigate } from "../state/navigation.ts";
import { attachToast } from "../state/notices.ts";
import { routes } from "./router.tsx";

const router = createBrowserRouter(routes);
attachNavigate((to, options) => void router.navigate(to, options));

export function App() {
  useEffect(() => () => attachToast(null), []);
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <Toast ref={attachToast} position="top-right" />
      <RouterProvider router={router} />
    </PrimeReactProvider>
  );
}
