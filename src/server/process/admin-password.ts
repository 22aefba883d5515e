/** Printed once, straight to the terminal, never through the structured log. */
export function printGeneratedAdminPassword(username: string, password: string) {
  process.stdout.write(
    `\nCreated the administrator "${username}" with the generated password:\n\n    ${password}\n\n` +
      "Keep it now: it is not shown again. Set ADMIN_PASSWORD to choose your own.\n\n",
  );
}
