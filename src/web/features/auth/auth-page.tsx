import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { useLocation, useSearch } from "wouter";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { Spinner } from "#web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useCurrentUser } from "#web/entities/session/current-user";
import { useRegister } from "#web/entities/session/register";
import { RegisterForm } from "#web/entities/session/register-form";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { AuthBenefits } from "./components/auth-benefits";
import { LoginForm } from "./components/login-form";

type AuthTab = "login" | "register";

/** /auth and /login: sign in, or create an account (which does not sign in until the voter does). */
export function AuthPage() {
  const t = useTranslations("auth.authPage");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const [, navigate] = useLocation();
  const search = useSearch();
  const { user, isPending } = useCurrentUser();
  const [tab, setTab] = useState<AuthTab>(() =>
    new URLSearchParams(search).get("tab") === "register" ? "register" : "login",
  );
  const register = useRegister();

  useEffect(() => {
    if (user) navigate(paths.dashboard(), { replace: true });
  }, [user, navigate]);

  if (isPending || user) {
    return (
      <Container className="flex min-h-[60vh] items-center justify-center py-16">
        <Spinner label={t("checking")} className="size-8" />
      </Container>
    );
  }

  return (
    <Container className="py-10 sm:py-16">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <Card className="p-5 sm:p-8">
          <h1 className="text-3xl font-bold tracking-tight text-brand-950">
            {tab === "login" ? t("loginTitle") : t("registerTitle")}
          </h1>
          <p className="mt-2 text-slate-600">{tab === "login" ? t("loginIntro") : t("registerIntro")}</p>
          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="mt-6">
            <TabsList aria-label={t("tabs")} className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t("loginTab")}</TabsTrigger>
              <TabsTrigger value="register">{t("registerTab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onSignedIn={() => navigate(paths.dashboard())} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm
                submitLabel={t("createAccount")}
                pendingLabel={t("creatingAccount")}
                onSubmit={async (values, form) => {
                  try {
                    await register.mutateAsync(values);
                  } catch (error) {
                    form.showServerErrors(error);
                    return;
                  }
                  form.reset();
                  setTab("login");
                }}
              />
            </TabsContent>
          </Tabs>
        </Card>
        <AuthBenefits />
      </div>
    </Container>
  );
}
