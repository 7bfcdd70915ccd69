"use client";
import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** Logs the path of a 404 in the browser console (the path only: no query string, nothing else). */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return null;
}
