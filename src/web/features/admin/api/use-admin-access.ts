import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { toast } from "#web/components/ui/use-toast";
import { onAdminUnauthorized, useAdminSession } from "#web/entities/session/admin-session";
import { sessionKeys, useCurrentUser } from "#web/entities/session/current-user";
import { paths } from "#web/lib/paths";

export type AdminAccess =
  | { status: "checking" }
  | { status: "granted"; via: "token" | "session" }
  | { status: "denied" };

function authenticationRequired() {
  toast({
    title: "Authentication required",
    description: "Please log in to access the admin panel",
    variant: "destructive",
  });
}

/**
 * Who may see the console (spec section 4, "Admin session"): a stored admin token, or else a
 * signed-in user whose role is admin. Anyone else, and anyone whose token or session the server
 * stops accepting (a 401 on any admin call), is sent to the admin login with 'Authentication
 * required'. `beginLogout()` makes the next loss of access a quiet exit: the logout says 'Logged out'.
 */
export function useAdminAccess(): AdminAccess & { beginLogout: () => void } {
  const session = useAdminSession();
  const { user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const exit = useRef<"none" | "logout" | "done">("none");
  const greeted = useRef(false);

  const access: AdminAccess = session
    ? { status: "granted", via: "token" }
    : isPending
      ? { status: "checking" }
      : user?.role === "admin" && user.isActive
        ? { status: "granted", via: "session" }
        : { status: "denied" };
  const status = access.status;
  const via = access.status === "granted" ? access.via : null;

  const leave = useCallback(
    (announce: boolean) => {
      if (exit.current === "done") return;
      const quiet = exit.current === "logout";
      exit.current = "done";
      if (announce && !quiet) authenticationRequired();
      navigate(paths.adminLogin, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (status === "denied") {
      leave(true);
    } else if (via === "session" && !greeted.current) {
      greeted.current = true;
      toast({
        title: "Admin access granted",
        description: `Signed in as ${user?.name ?? "an administrator"}.`,
        variant: "success",
      });
    }
  }, [status, via, leave, user?.name]);

  useEffect(
    () =>
      onAdminUnauthorized(() => {
        // A signed-in admin's session may have ended too: ask again next time.
        void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser });
        leave(true);
      }),
    [leave, queryClient],
  );

  const beginLogout = useCallback(() => {
    if (exit.current === "none") exit.current = "logout";
  }, []);

  return { ...access, beginLogout };
}
