import type { ReactNode } from "react";

interface FormMessageProps {
  tone: "error" | "success" | "info";
  children: ReactNode;
}

/** Errors interrupt (role alert); confirmations wait their turn (role status). */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div className={`form-message form-message-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
