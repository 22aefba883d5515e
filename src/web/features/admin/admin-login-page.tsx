import { zodResolver } from "@hookform/resolvers/zod";
import LockIcon from "lucide-react/icons/lock";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { adminLoginSchema } from "#shared/admin";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { getAdminSession } from "#web/entities/session/admin-session";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { useAdminLogin } from "./api/admin-mutations";

export function AdminLoginPage() {
  usePageMeta({
    title: "Admin Login",
    description: "Sign-in for Pledge Watch administrators.",
  });
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const form = useForm({
    resolver: zodResolver(adminLoginSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  // Already holding a token in this tab: straight to the console (it checks the token is still good).
  useEffect(() => {
    if (getAdminSession()) navigate(paths.admin, { replace: true });
  }, [navigate]);

  return (
    <Container className="flex min-h-[70vh] items-center justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
            <ShieldCheckIcon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-sm font-semibold text-accent-700">Pledge Watch</p>
            <h1 className="text-2xl font-bold tracking-tight text-brand-950">Admin Login</h1>
          </div>
        </div>
        <Alert variant="info" className="mt-6">
          <AlertDescription>
            This area is restricted to authorized administrators. Voters can use the{" "}
            <Link href={paths.auth} className="font-semibold underline underline-offset-2">
              voter sign-in page
            </Link>
            .
          </AlertDescription>
        </Alert>
        <form
          noValidate
          className="mt-6 space-y-5"
          onSubmit={form.handleSubmit((values) =>
            login.mutate(values, { onSuccess: () => navigate(paths.admin) }),
          )}
        >
          <FormField label="Username" error={errors.username?.message}>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("username")}
            />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            <LockIcon aria-hidden="true" className="size-4" />
            {login.isPending ? "Signing in..." : "Sign In"}
          </Button>
        </form>
      </Card>
    </Container>
  );
}
