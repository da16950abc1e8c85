import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { errorText } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";

/** Sign-in and sign-up share one life cycle: busy, then the dashboard, or the error to show and the form again. */
export function useAuthSubmit<Body>(
  action: (body: Body) => Promise<void>,
  fallbackError: string,
  initialError: string | null = null,
) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(initialError);

  const submit = async (body: Body) => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await action(body);
      navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      setError(errorText(failure, fallbackError));
      setSubmitting(false);
    }
  };

  return { submitting, error, submit };
}
