import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminChangePassword,
  AdminLegislator,
  AdminPrimaryElection,
  AdminUser,
  LegislatorEdit,
  PrimaryElectionEdit,
  UserEdit,
} from "#shared/admin";
import type { LegislatorAction, LegislatorActionInput } from "#shared/legislator-actions";
import { toast } from "#web/components/ui/use-toast";
import { legislatorKeys } from "#web/entities/legislators/legislators";
import { primaryElectionKeys } from "#web/entities/primary-elections/primary-elections";
import { clearAdminSession, setAdminSession } from "#web/entities/session/admin-session";
import { sessionKeys } from "#web/entities/session/current-user";
import { errorMessageFrom } from "#web/lib/api-errors";
import { adminRequest } from "./admin-fetch";
import { adminKeys } from "./admin-queries";

export interface AdminLoginInput {
  username: string;
  password: string;
}

/** POST /api/admin/login: a bearer token for this tab (see admin-session.ts). */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) =>
      adminRequest<{ token: string; id: number }>("/api/admin/login", {
        method: "POST",
        body: input,
        keepSessionOn401: true,
      }),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      setAdminSession(session);
      toast({
        title: "Login successful",
        description: "You are now logged in as an administrator",
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Login failed",
        description: errorMessageFrom(error, "Invalid username or password"),
        variant: "destructive",
      });
    },
  });
}

/**
 * Ends the admin token (POST /api/admin/logout). When the console was opened through a signed-in
 * administrator's own session instead, that session is ended too: otherwise "Logout" would
 * leave the console one click away.
 */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Never fails: whatever the server says, this tab forgets the token.
    mutationFn: async ({ viaSession }: { viaSession: boolean }) => {
      const post = (path: string) =>
        adminRequest<void>(path, { method: "POST", keepSessionOn401: true }).catch(() => undefined);
      await post("/api/admin/logout");
      if (viaSession) await post("/api/logout");
      return viaSession;
    },
    onSuccess: (viaSession) => {
      clearAdminSession();
      queryClient.removeQueries({ queryKey: adminKeys.all });
      if (viaSession) queryClient.setQueryData(sessionKeys.currentUser, null);
      toast({ title: "Logged out", description: "You have been logged out of the admin panel." });
    },
  });
}

/** Lists, totals and the audit log all move after an edit; public pages read the same rows. */
function refreshAfterEdit(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: legislatorKeys.all }),
    queryClient.invalidateQueries({ queryKey: primaryElectionKeys.all }),
  ]);
}

function updateFailed(fallback: string) {
  return (error: Error) => {
    toast({
      title: "Update failed",
      description: errorMessageFrom(error, fallback),
      variant: "destructive",
    });
  };
}

export function useUpdateLegislator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: LegislatorEdit }) =>
      adminRequest<{ legislator: AdminLegislator }>(`/api/admin/legislators/${id}`, {
        method: "PATCH",
        body: edit,
      }),
    onSuccess: async ({ legislator }) => {
      toast({
        title: "Legislator updated",
        description: `${legislator.fullName} was saved.`,
        variant: "success",
      });
      await refreshAfterEdit(queryClient);
    },
    onError: updateFailed("Failed to update legislator"),
  });
}

/** POST /api/admin/legislators/{id}/actions: records an action; the server then mails the pledgers. */
export function useRecordLegislatorAction(legislator: Pick<AdminLegislator, "id" | "fullName">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LegislatorActionInput) =>
      adminRequest<{ action: LegislatorAction }>(`/api/admin/legislators/${legislator.id}/actions`, {
        method: "POST",
        body: input,
      }),
    onSuccess: async () => {
      toast({
        title: "Action recorded",
        description: `${legislator.fullName}'s pledgers are being notified.`,
        variant: "success",
      });
      await refreshAfterEdit(queryClient);
    },
  });
}

/** DELETE /api/admin/legislators/{id}/actions/{actionId}: a correction; unsent notices are cancelled. */
export function useCorrectLegislatorAction(legislator: Pick<AdminLegislator, "id" | "fullName">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actionId: number) =>
      adminRequest<void>(`/api/admin/legislators/${legislator.id}/actions/${actionId}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast({
        title: "Action deleted",
        description: `The action is no longer on ${legislator.fullName}'s record; notices not yet sent were cancelled.`,
      });
      await refreshAfterEdit(queryClient);
    },
    onError: updateFailed("Failed to delete the action"),
  });
}

export function useUpdatePrimaryElection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ state, edit }: { state: string; edit: PrimaryElectionEdit }) =>
      adminRequest<{ primaryElection: AdminPrimaryElection }>(
        `/api/admin/primary-elections/${encodeURIComponent(state)}`,
        { method: "PATCH", body: edit },
      ),
    onSuccess: async ({ primaryElection }) => {
      toast({
        title: "Primary election updated",
        description: `${primaryElection.stateName} was saved.`,
        variant: "success",
      });
      await refreshAfterEdit(queryClient);
    },
    onError: updateFailed("Failed to update primary election"),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: UserEdit }) =>
      adminRequest<{ user: AdminUser }>(`/api/admin/users/${id}`, { method: "PATCH", body: edit }),
    onSuccess: async ({ user }) => {
      toast({ title: "User updated", description: `${user.name} was saved.`, variant: "success" });
      await refreshAfterEdit(queryClient);
    },
    onError: updateFailed("Failed to update user"),
  });
}

export function useChangeAdminPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminChangePassword) =>
      adminRequest<{ message: string }>("/api/admin/change-password", { method: "POST", body: input }),
    onSuccess: async () => {
      toast({
        title: "Password changed",
        description: "Your admin password has been updated successfully",
        variant: "success",
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      toast({
        title: "Password change failed",
        description: errorMessageFrom(error, "Failed to change password"),
        variant: "destructive",
      });
    },
  });
}
