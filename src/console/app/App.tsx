/**
 * The app: router, toasts (top-right) and the language of the document. PrimeReact's settings are
 * given where its components are: the /cms shell and the Toast, both chunks of their own.
 */
import { lazy, Suspense } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { useSnapshot } from "valtio";
import { attachNavigate } from "../state/navigation.ts";
import { noticeHost } from "../state/notices.ts";
import { routes } from "./router.tsx";

const router = createBrowserRouter(routes);
attachNavigate((to, options) => void router.navigate(to, options));

const NoticeToast = lazy(() => import("./NoticeToast.tsx"));

export function App() {
  const { wanted } = useSnapshot(noticeHost);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <NoticeToast />
        </Suspense>
      )}
      <RouterProvider router={router} />
    </>
  );
}
