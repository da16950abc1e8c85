import { useState } from "react";

export interface SubmissionMessage {
  tone: "error" | "success";
  text: string;
}

/** Each account form is busy while its call runs and then shows one outcome; this keeps the three forms alike. */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SubmissionMessage | null>(null);

  const run = async (action: () => Promise<SubmissionMessage>) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await action());
    } finally {
      setBusy(false);
    }
  };

  return { busy, message, setMessage, run };
}
